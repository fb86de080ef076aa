package org.dltexplorer.app.feature.export;

import java.util.Map;

import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import javafx.util.StringConverter;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.FigureOptions;

/**
 * File > Export figure: format, size, DPI, style and font, over an {@link ExportViewModel}. Every field has a
 * mnemonic (Alt+letter) and a tooltip; Enter exports, Escape cancels. The result is the confirmed options.
 */
public final class ExportDialog extends Dialog<FigureOptions> {

    /** The confirming button; its id is {@code export-ok}. */
    public static final ButtonType EXPORT = new ButtonType("Export…", ButtonBar.ButtonData.OK_DONE);

    private static final Map<ExportFormat, String> FORMAT_NAMES = Map.of(
            ExportFormat.PNG, "PNG image", ExportFormat.SVG, "SVG drawing (JFreeSVG)",
            ExportFormat.PDF, "PDF document (OrsonPDF)", ExportFormat.CSV, "CSV data (the chart's numbers)");

    public ExportDialog(ExportViewModel vm, Window owner, String chartName) {
        vm.reset();
        if (owner != null) {
            initOwner(owner);
        }
        setTitle("Export figure");
        setHeaderText("Export " + chartName);
        getDialogPane().setId("exportDialog");

        ComboBox<ExportFormat> format = new ComboBox<>();
        format.getItems().setAll(ExportFormat.values());
        format.setConverter(names(FORMAT_NAMES));
        format.valueProperty().bindBidirectional(vm.formatProperty());
        format.setId("export-format");

        TextField width = number("export-width", vm.widthProperty());
        TextField height = number("export-height", vm.heightProperty());
        TextField dpi = number("export-dpi", vm.dpiProperty());
        Label unit = new Label();
        unit.textProperty().bind(vm.unitProperty());

        ComboBox<ChartStyle.Look> look = new ComboBox<>();
        look.getItems().setAll(ChartStyle.Look.values());
        look.setConverter(names(Map.of(ChartStyle.Look.PUBLICATION, "Publication (white, black-and-white safe)",
                ChartStyle.Look.SCREEN, "Screen (colours)")));
        look.valueProperty().bindBidirectional(vm.lookProperty());
        look.setId("export-style");

        ComboBox<ChartStyle.FontFamily> font = new ComboBox<>();
        font.getItems().setAll(ChartStyle.FontFamily.values());
        font.setConverter(names(Map.of(ChartStyle.FontFamily.SERIF, "Serif", ChartStyle.FontFamily.SANS, "Sans-serif")));
        font.valueProperty().bindBidirectional(vm.fontProperty());
        font.setId("export-font");

        tip(format, "PNG for slides and the web; SVG or PDF for papers (sharp at any zoom); CSV for the numbers");
        tip(width, "Width in pixels (PNG) or points, 1/72 inch (SVG, PDF)");
        tip(height, "Height in pixels (PNG) or points, 1/72 inch (SVG, PDF)");
        tip(dpi, "Resolution recorded in the PNG, " + FigureOptions.MIN_DPI + "–" + FigureOptions.MAX_DPI
                + "; text is scaled so that it prints at its nominal size");
        tip(look, "Publication: white background, series told apart by markers and dashes; Screen: the colours on screen");
        tip(font, "Font family of every text of the chart");

        width.disableProperty().bind(vm.drawnProperty().not());
        height.disableProperty().bind(vm.drawnProperty().not());
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
        grid.setPadding(new Insets(12));
        Label times = new Label("\u00d7");
        javafx.scene.layout.HBox size = new javafx.scene.layout.HBox(6, width, times, height, unit);
        size.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        grid.addRow(0, label("_Format", format), format);
        grid.addRow(1, label("_Size", width), size);
        grid.addRow(2, label("_DPI", dpi), dpi);
        grid.addRow(3, label("St_yle", look), look);
        grid.addRow(4, label("F_ont", font), font);
        grid.add(error, 0, 5, 2, 1);
        getDialogPane().setContent(grid);

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

    private static TextField number(String id, javafx.beans.property.StringProperty text) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(5);
        f.setMaxWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
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

    private static void tip(javafx.scene.control.Control c, String text) {
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
