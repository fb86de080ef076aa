package org.dltexplorer.app.feature.export;

import java.util.Optional;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.export.Length;
import org.dltexplorer.app.chart.export.SizePreset;

/**
 * The export dialog's choices: format, size (a preset or a width × height with units, {@code 8.5 cm}), DPI (PNG),
 * look, font family and title. Texts are validated as they are typed, by the same {@link FigureOptions#of} as
 * {@code dlt figure}; {@link #confirm()} turns them into {@link FigureOptions} and remembers them, so the next export
 * of the session starts from them ({@link #reset()}).
 */
public final class ExportViewModel {

    /** What the first export of a session proposes: the command line's defaults, as a PDF. */
    public static final FigureOptions INITIAL = FigureOptions.defaults(ExportFormat.PDF);

    private final ObjectProperty<ExportFormat> format = new SimpleObjectProperty<>();
    private final ObjectProperty<SizePreset> preset = new SimpleObjectProperty<>();
    private final StringProperty width = new SimpleStringProperty();
    private final StringProperty height = new SimpleStringProperty();
    private final StringProperty dpi = new SimpleStringProperty();
    private final ObjectProperty<ChartStyle.Look> look = new SimpleObjectProperty<>();
    private final ObjectProperty<ChartStyle.FontFamily> font = new SimpleObjectProperty<>();
    private final BooleanProperty titleShown = new SimpleBooleanProperty(true);
    private final StringProperty titleText = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper drawn = new ReadOnlyBooleanWrapper(true);
    private final ReadOnlyBooleanWrapper raster = new ReadOnlyBooleanWrapper(false);

    private FigureOptions last = INITIAL;
    /** The confirmed texts: width, height, dpi, title. */
    private String[] confirmed = {
        FigureOptions.DEFAULT_PRESET.width().toString(), FigureOptions.DEFAULT_PRESET.height().toString(),
        Integer.toString(FigureOptions.DEFAULT_DPI), ""};

    public ExportViewModel() {
        format.addListener((o, a, f) -> {
            drawn.set(f == null || FigureOptions.sized(f));
            raster.set(f != null && FigureOptions.raster(f));
            validate();
        });
        preset.addListener((o, a, p) -> presetChosen(p));
        width.addListener(x -> sizeTyped());
        height.addListener(x -> sizeTyped());
        dpi.addListener(x -> validate());
        look.addListener(x -> validate());
        font.addListener(x -> validate());
        titleShown.addListener(x -> validate());
        titleText.addListener(x -> validate());
        reset();
    }

    /** Puts the last confirmed choices (or {@link #INITIAL}) back into the fields: the dialog opens with them. */
    public void reset() {
        format.set(last.format());
        width.set(confirmed[0]);
        height.set(confirmed[1]);
        dpi.set(confirmed[2]);
        titleText.set(confirmed[3]);
        titleShown.set(last.title().shown());
        look.set(last.style().look());
        font.set(last.style().font());
        preset.set(matchingPreset());
        validate();
    }

    /**
     * A preset picked: the fields take its size. The preset the typed size matches is shown, not picked: a preset
     * equal to the fields' size changes nothing, so typing never has its text rewritten.
     */
    private void presetChosen(SizePreset p) {
        if (p == null || p == SizePreset.CUSTOM || p == matchingPreset()) {
            return;
        }
        width.set(p.width().toString());
        height.set(p.height().toString());
        validate();
    }

    private void sizeTyped() {
        preset.set(matchingPreset());
        validate();
    }

    /** The preset whose size the fields hold, or custom. */
    private SizePreset matchingPreset() {
        try {
            return SizePreset.of(Length.parse(width.get(), Length.Unit.PT), Length.parse(height.get(), Length.Unit.PT));
        } catch (IllegalArgumentException e) {
            return SizePreset.CUSTOM;
        }
    }

    private void validate() {
        error.set(problem().orElse(""));
    }

    /** The first thing wrong with the fields, naming the field and the value typed, or empty. */
    public Optional<String> problem() {
        try {
            build();
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }

    private FigureOptions build() {
        ExportFormat f = format.get();
        if (f == null) {
            throw new IllegalArgumentException("format: choose one");
        }
        if (look.get() == null || font.get() == null) {
            throw new IllegalArgumentException("style: choose a style and a font family");
        }
        ChartStyle style = FigureOptions.style(look.get(), font.get());
        FigureTitle title = titleShown.get() ? FigureTitle.of(titleText.get()) : FigureTitle.NONE;
        if (!FigureOptions.sized(f)) {
            return new FigureOptions(f, last.size(), style, title);
        }
        String d = dpi.get() == null ? "" : dpi.get().strip();
        int dots;
        try {
            dots = Integer.parseInt(d);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("dpi: must be a whole number from " + FigureOptions.MIN_DPI + " to "
                    + FigureOptions.MAX_DPI + ", got '" + d + "'");
        }
        return FigureOptions.of(f, width.get(), height.get(), dots, style, title);
    }

    /** The options the fields describe, or empty while a field is invalid (see {@link #errorProperty()}). */
    public Optional<FigureOptions> options() {
        try {
            return Optional.of(build());
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The options of the fields, remembered for the next export; empty (nothing remembered) while invalid. */
    public Optional<FigureOptions> confirm() {
        Optional<FigureOptions> o = options();
        o.ifPresent(opts -> {
            last = opts;
            confirmed = new String[] {width.get().strip(), height.get().strip(), dpi.get().strip(),
                titleText.get() == null ? "" : titleText.get()};
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

    public ObjectProperty<SizePreset> presetProperty() {
        return preset;
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

    /** Whether a title is drawn. */
    public BooleanProperty titleShownProperty() {
        return titleShown;
    }

    /** The title's text; blank for the default (the scenario's title, else the chart's name). */
    public StringProperty titleTextProperty() {
        return titleText;
    }

    /** The first problem of the fields, empty when they are valid. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** Whether the format has a size and a style (false for CSV). */
    public ReadOnlyBooleanProperty drawnProperty() {
        return drawn.getReadOnlyProperty();
    }

    /** Whether the format is PNG (a DPI). */
    public ReadOnlyBooleanProperty rasterProperty() {
        return raster.getReadOnlyProperty();
    }
}
