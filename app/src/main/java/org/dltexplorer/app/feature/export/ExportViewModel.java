package org.dltexplorer.app.feature.export;

import java.util.Optional;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;

/**
 * The export dialog's choices: format, width × height (pixels for PNG, points for SVG and PDF), DPI (PNG only),
 * look and font family. Texts are validated as they are typed; {@link #confirm()} turns them into
 * {@link FigureOptions} and remembers them, so the next export of the session starts from them ({@link #reset()}).
 * Pixel and point sizes are remembered apart, since 1600 px and 1600 pt are very different figures.
 */
public final class ExportViewModel {

    /** What the first export of a session proposes: a print-quality PNG for a journal column. */
    public static final FigureOptions INITIAL = new FigureOptions(ExportFormat.PNG, new ExportSize(1600, 1000, 300),
            ChartStyle.PUBLICATION);

    private final ObjectProperty<ExportFormat> format = new SimpleObjectProperty<>();
    private final StringProperty width = new SimpleStringProperty();
    private final StringProperty height = new SimpleStringProperty();
    private final StringProperty dpi = new SimpleStringProperty();
    private final ObjectProperty<ChartStyle.Look> look = new SimpleObjectProperty<>();
    private final ObjectProperty<ChartStyle.FontFamily> font = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper drawn = new ReadOnlyBooleanWrapper(true);
    private final ReadOnlyBooleanWrapper raster = new ReadOnlyBooleanWrapper(true);
    private final ReadOnlyStringWrapper unit = new ReadOnlyStringWrapper("px");

    private FigureOptions last = INITIAL;
    /** The confirmed sizes {width, height} in pixels and in points. */
    private String[] confirmedPixels = {"1600", "1000"};
    private String[] confirmedPoints = {Integer.toString(FigureOptions.VECTOR_WIDTH),
        Integer.toString(FigureOptions.VECTOR_HEIGHT)};
    /** The sizes while the dialog is open: switching PNG to PDF and back keeps what was typed. */
    private String[] pixels = confirmedPixels.clone();
    private String[] points = confirmedPoints.clone();
    /** Whether the size fields hold pixels (else points); CSV leaves them as they were. */
    private boolean fieldsInPixels = true;
    private boolean resetting;

    public ExportViewModel() {
        format.addListener((o, a, f) -> formatChanged(f));
        width.addListener(x -> validate());
        height.addListener(x -> validate());
        dpi.addListener(x -> validate());
        look.addListener(x -> validate());
        font.addListener(x -> validate());
        reset();
    }

    /** Puts the last confirmed choices (or {@link #INITIAL}) back into the fields: the dialog opens with them. */
    public void reset() {
        resetting = true;
        pixels = confirmedPixels.clone();
        points = confirmedPoints.clone();
        try {
            fieldsInPixels = FigureOptions.raster(last.format()) || !FigureOptions.drawn(last.format()) && fieldsInPixels;
            format.set(last.format());
            width.set(fieldsInPixels ? pixels[0] : points[0]);
            height.set(fieldsInPixels ? pixels[1] : points[1]);
            dpi.set(Integer.toString(last.size().dpi()));
            look.set(last.style().look());
            font.set(last.style().font());
        } finally {
            resetting = false;
        }
        formatChanged(format.get());
    }

    private void formatChanged(ExportFormat f) {
        if (f == null) {
            validate();
            return;
        }
        drawn.set(FigureOptions.drawn(f));
        raster.set(FigureOptions.raster(f));
        if (!resetting && FigureOptions.drawn(f) && FigureOptions.raster(f) != fieldsInPixels) {
            String[] keep = {width.get(), height.get()};
            if (fieldsInPixels) {
                pixels = keep;
            } else {
                points = keep;
            }
            fieldsInPixels = FigureOptions.raster(f);
            String[] show = fieldsInPixels ? pixels : points;
            width.set(show[0]);
            height.set(show[1]);
        }
        unit.set(fieldsInPixels ? "px" : "pt");
        validate();
    }

    private void validate() {
        if (!resetting) {
            error.set(problem().orElse(""));
        }
    }

    /** The first thing wrong with the fields, naming the field and the value typed, or empty. */
    public Optional<String> problem() {
        ExportFormat f = format.get();
        if (f == null) {
            return Optional.of("choose a format");
        }
        if (!FigureOptions.drawn(f)) {
            return Optional.empty();
        }
        String unitName = FigureOptions.raster(f) ? "px" : "pt";
        Optional<String> p = wholeNumber("width", width.get(), 1, FigureOptions.maxSide(f), unitName)
                .or(() -> wholeNumber("height", height.get(), 1, FigureOptions.maxSide(f), unitName));
        if (p.isEmpty() && FigureOptions.raster(f)) {
            p = wholeNumber("DPI", dpi.get(), FigureOptions.MIN_DPI, FigureOptions.MAX_DPI, "");
        }
        if (p.isEmpty() && (look.get() == null || font.get() == null)) {
            p = Optional.of("choose a style and a font family");
        }
        return p;
    }

    private static Optional<String> wholeNumber(String field, String text, int min, int max, String unit) {
        String t = text == null ? "" : text.strip();
        String range = "from " + min + " to " + max + (unit.isEmpty() ? "" : " " + unit);
        int v;
        try {
            v = Integer.parseInt(t);
        } catch (NumberFormatException e) {
            return Optional.of(field + " must be a whole number " + range + ", got '" + t + "'");
        }
        if (v < min || v > max) {
            return Optional.of(field + " must be " + range + ", got " + v);
        }
        return Optional.empty();
    }

    /** The options the fields describe, or empty while a field is invalid (see {@link #errorProperty()}). */
    public Optional<FigureOptions> options() {
        if (problem().isPresent()) {
            return Optional.empty();
        }
        ExportFormat f = format.get();
        if (!FigureOptions.drawn(f)) {
            return Optional.of(new FigureOptions(f, last.size(), last.style()));
        }
        int d = FigureOptions.raster(f) ? Integer.parseInt(dpi.get().strip()) : last.size().dpi();
        ExportSize size = new ExportSize(Integer.parseInt(width.get().strip()), Integer.parseInt(height.get().strip()), d);
        return Optional.of(new FigureOptions(f, size, FigureOptions.style(look.get(), font.get())));
    }

    /** The options of the fields, remembered for the next export; empty (nothing remembered) while invalid. */
    public Optional<FigureOptions> confirm() {
        Optional<FigureOptions> o = options();
        o.ifPresent(opts -> {
            last = opts;
            if (FigureOptions.drawn(opts.format())) {
                String[] size = {width.get().strip(), height.get().strip()};
                if (FigureOptions.raster(opts.format())) {
                    confirmedPixels = size;
                } else {
                    confirmedPoints = size;
                }
            }
        });
        return o;
    }

    /** The last confirmed options ({@link #INITIAL} before the first export). */
    public FigureOptions last() {
        return last;
    }

    public ObjectProperty<ExportFormat> formatProperty() {
        return format;
    }

    public StringProperty widthProperty() {
        return width;
    }

    public StringProperty heightProperty() {
        return height;
    }

    public StringProperty dpiProperty() {
        return dpi;
    }

    public ObjectProperty<ChartStyle.Look> lookProperty() {
        return look;
    }

    public ObjectProperty<ChartStyle.FontFamily> fontProperty() {
        return font;
    }

    /** The first problem of the fields, empty when they are valid. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** Whether the format draws the chart (size, style and font apply); false for CSV. */
    public ReadOnlyBooleanProperty drawnProperty() {
        return drawn.getReadOnlyProperty();
    }

    /** Whether the format is PNG (sizes in pixels, a DPI). */
    public ReadOnlyBooleanProperty rasterProperty() {
        return raster.getReadOnlyProperty();
    }

    /** {@code px} or {@code pt}: the unit of the size fields. */
    public ReadOnlyStringProperty unitProperty() {
        return unit.getReadOnlyProperty();
    }
}
