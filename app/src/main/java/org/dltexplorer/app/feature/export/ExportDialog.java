package org.dltexplorer.app.feature.export;

import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.function.Function;

import javafx.animation.PauseTransition;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.image.ImageView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import javafx.util.Duration;
import javafx.util.StringConverter;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.export.SizePreset;

/**
 * File > Export figure: format, size (presets or width × height with units), DPI, style, font and title, over an
 * {@link ExportViewModel}, with a preview of the figure at its physical size in the chosen style. Every field has a
 * mnemonic (Alt+letter) and a tooltip; Enter exports, Escape cancels. The result is the confirmed options.
 */
public final class ExportDialog extends Dialog<FigureOptions> {

    /** The confirming button; its id is {@code export-ok}. */
    public static final ButtonType EXPORT = new ButtonType("Export…", ButtonBar.ButtonData.OK_DONE);

    private static final Map<ExportFormat, String> FORMAT_NAMES = Map.of(
            ExportFormat.PNG, "PNG image", ExportFormat.SVG, "SVG drawing (text kept as text)",
            ExportFormat.PDF, "PDF document (fonts embedded)", ExportFormat.TEX, "PGFPlots for LaTeX (.tex, data inline)",
            ExportFormat.CSV, "CSV data (the chart's numbers)");
    /** Largest preview on screen; larger figures scroll. */
    private static final double PREVIEW_WIDTH = 680;
    private static final double PREVIEW_HEIGHT = 420;

    public ExportDialog(ExportViewModel vm, Window owner, String chartName) {
        this(vm, owner, chartName, null);
    }

    /**
     * @param preview draws the figure as the options say, at their physical size (null when there is nothing to
     *     draw); null for no preview
     */
    public ExportDialog(ExportViewModel vm, Window owner, String chartName, Function<FigureOptions, BufferedImage> preview) {
        vm.reset();
        if (owner != null) {
            initOwner(owner);
        }
        setTitle("Export figure");
        setHeaderText("Export " + chartName);
        getDialogPane().setId("exportDialog");

        ComboBox<ExportFormat> format = combo("export-format", ExportFormat.values(), FORMAT_NAMES);
        format.valueProperty().bindBidirectional(vm.formatProperty());

        ComboBox<SizePreset> preset = new ComboBox<>();
        preset.getItems().setAll(SizePreset.values());
        preset.setConverter(names(Map.of(SizePreset.SINGLE_COLUMN, SizePreset.SINGLE_COLUMN.label(),
                SizePreset.DOUBLE_COLUMN, SizePreset.DOUBLE_COLUMN.label(), SizePreset.SLIDE, SizePreset.SLIDE.label(),
                SizePreset.CUSTOM, SizePreset.CUSTOM.label())));
        preset.valueProperty().bindBidirectional(vm.presetProperty());
        preset.setId("export-preset");

        TextField width = text("export-width", vm.widthProperty(), 7);
        TextField height = text("export-height", vm.heightProperty(), 7);
        TextField dpi = text("export-dpi", vm.dpiProperty(), 5);

        ComboBox<ChartStyle.Look> look = combo("export-style", ChartStyle.Look.values(), Map.of(
                ChartStyle.Look.PUBLICATION, "Publication (white, black-and-white safe)",
                ChartStyle.Look.SCREEN, "Screen (colour-blind-safe colours)"));
        look.valueProperty().bindBidirectional(vm.lookProperty());
        ComboBox<ChartStyle.FontFamily> font = combo("export-font", ChartStyle.FontFamily.values(), Map.of(
                ChartStyle.FontFamily.SERIF, "Serif (DejaVu Serif)", ChartStyle.FontFamily.SANS, "Sans-serif (DejaVu Sans)"));
        font.valueProperty().bindBidirectional(vm.fontProperty());

        CheckBox titleShown = new CheckBox("Draw a title");
        titleShown.setId("export-title-shown");
        titleShown.selectedProperty().bindBidirectional(vm.titleShownProperty());
        TextField title = text("export-title", vm.titleTextProperty(), 24);
        title.setMaxWidth(Double.MAX_VALUE);
        title.setPromptText("the scenario's title, else the chart's name");
        title.disableProperty().bind(vm.titleShownProperty().not());

        tip(format, "PDF, SVG or PGFPlots for papers (sharp at any zoom); PNG for slides and the web; CSV for the numbers");
        tip(preset, "Journal column widths, a 16:9 slide, or your own size");
        tip(width, "Width with a unit: cm, mm, in, pt or px (8.5 cm; a bare number is px for PNG, pt otherwise)");
        tip(height, "Height with a unit: cm, mm, in, pt or px");
        tip(dpi, "PNG resolution, " + FigureOptions.MIN_DPI + "–" + FigureOptions.MAX_DPI
                + ", recorded in the file: the image has size × DPI pixels, text keeps its point size");
        tip(look, "Publication: white, series told apart by dashes and markers; Screen: colour-blind-safe colours");
        tip(font, "Font family of every text; shipped with the application and embedded in PDFs");
        tip(title, "Leave empty for the default title; papers often put the caption under the figure instead");

        width.disableProperty().bind(vm.drawnProperty().not());
        height.disableProperty().bind(vm.drawnProperty().not());
        preset.disableProperty().bind(vm.drawnProperty().not());
        dpi.disableProperty().bind(vm.rasterProperty().not());
        look.disableProperty().bind(vm.drawnProperty().not());
        font.disableProperty().bind(vm.drawnProperty().not());

        Label error = new Label();
        error.setId("export-error");
        error.getStyleClass().add("field-error");
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty());

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        HBox size = new HBox(6, width, new Label("\u00d7"), height);
        size.setAlignment(Pos.CENTER_LEFT);
        grid.addRow(0, label("_Format", format), format);
        grid.addRow(1, label("Si_ze", preset), preset);
        grid.addRow(2, label("_Width × height", width), size);
        grid.addRow(3, label("_DPI", dpi), dpi);
        grid.addRow(4, label("St_yle", look), look);
        grid.addRow(5, label("F_ont", font), font);
        grid.addRow(6, label("_Title", title), new VBox(4, titleShown, title));
        grid.add(error, 0, 7, 2, 1);

        VBox content = new VBox(10, grid);
        content.setPadding(new Insets(12));
        if (preview != null) {
            content.getChildren().add(previewPane(vm, preview));
        }
        getDialogPane().setContent(content);

        getDialogPane().getButtonTypes().setAll(EXPORT, ButtonType.CANCEL);
        Button ok = (Button) getDialogPane().lookupButton(EXPORT);
        ok.setId("export-ok");
        ok.setTooltip(new Tooltip("Choose the file and write the figure"));
        ok.disableProperty().bind(vm.errorProperty().isNotEmpty());
        getDialogPane().lookupButton(ButtonType.CANCEL).setId("export-cancel");
        setResultConverter(b -> b == EXPORT ? vm.confirm().orElse(null) : null);
        // the dialog focuses its default button once shown; start on the first field instead, after it
        setOnShown(e -> javafx.application.Platform.runLater(format::requestFocus));
    }

    /** The figure at its physical size (1 pt = 96/72 screen pixels), redrawn shortly after the choices change. */
    private Node previewPane(ExportViewModel vm, Function<FigureOptions, BufferedImage> preview) {
        ImageView image = new ImageView();
        image.setId("export-preview");
        Label none = new Label();
        ScrollPane scroll = new ScrollPane(image);
        scroll.setPrefViewportWidth(PREVIEW_WIDTH);
        scroll.setPrefViewportHeight(PREVIEW_HEIGHT);
        scroll.setMaxHeight(PREVIEW_HEIGHT + 20);
        PauseTransition later = new PauseTransition(Duration.millis(150));
        later.setOnFinished(e -> {
            BufferedImage img = vm.options().map(preview).orElse(null);
            image.setImage(img == null ? null : SwingFXUtils.toFXImage(img, null));
            none.setText(img == null ? (vm.options().isEmpty() ? "No preview while a field is invalid."
                    : "No preview: this format is not drawn, or the view has no figure yet.")
                    : "Preview at the figure's size on a 96 DPI screen");
        });
        Runnable redraw = later::playFromStart;
        vm.errorProperty().addListener(x -> redraw.run());
        vm.formatProperty().addListener(x -> redraw.run());
        vm.widthProperty().addListener(x -> redraw.run());
        vm.heightProperty().addListener(x -> redraw.run());
        vm.lookProperty().addListener(x -> redraw.run());
        vm.fontProperty().addListener(x -> redraw.run());
        vm.titleShownProperty().addListener(x -> redraw.run());
        vm.titleTextProperty().addListener(x -> redraw.run());
        redraw.run();
        return new VBox(4, none, scroll);
    }

    private static <T> ComboBox<T> combo(String id, T[] values, Map<T, String> names) {
        ComboBox<T> c = new ComboBox<>();
        c.getItems().setAll(values);
        c.setConverter(names(names));
        c.setId(id);
        return c;
    }

    private static TextField text(String id, javafx.beans.property.StringProperty text, int columns) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(columns);
        f.setMaxWidth(Region.USE_PREF_SIZE);
        f.setAccessibleText(id.substring("export-".length()));
        f.textProperty().bindBidirectional(text);
        return f;
    }

    private static Label label(String text, Node field) {
        Label l = new Label(text);
        l.setMnemonicParsing(true);
        l.setLabelFor(field);
        return l;
    }

    private static void tip(Control c, String text) {
        c.setTooltip(new Tooltip(text));
    }

    private static <T> StringConverter<T> names(Map<T, String> names) {
        return new StringConverter<>() {
            @Override
            public String toString(T t) {
                return t == null ? "" : names.getOrDefault(t, t.toString());
            }

            @Override
            public T fromString(String s) {
                return names.entrySet().stream().filter(e -> e.getValue().equals(s)).map(Map.Entry::getKey).findFirst()
                        .orElse(null);
            }
        };
    }
}
