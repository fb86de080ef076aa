package org.dltexplorer.app.feature.curves;

import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.CurveOverlay;

/**
 * The controls above a curve chart: the series and axes of its {@link CurveOptionsEditor} (Enter or Apply draws
 * them, Default the chart's own), the line that says why a text was refused, and the comparison: "Add to comparison"
 * fixes the current scenario beside the live one, each added scenario a button that removes it.
 */
final class CurveControls extends VBox {

    private static final double NUMBER_WIDTH = 64;

    CurveControls(CurvesViewModel vm, CurveOptionsEditor editor) {
        boolean speedup = editor.kind() == ChartKind.SPEEDUP;
        String id = speedup ? "speedup" : "time";
        setSpacing(4);
        setPadding(new Insets(4, 6, 2, 6));
        getStyleClass().add("curve-controls");

        TextField series = field(id + "Series", editor.seriesProperty(), speedup ? 110 : 90,
                speedup ? "V/100, V, 100·V" : "around m",
                speedup ? "Loads V of the speedup curves, separated by commas: \"1, 10, 100\" (dlt figure --loads);"
                        + " blank: the scenario's V and two decades around it"
                        : "Network sizes of the curves, separated by commas: \"2, 4, 8\" — the values of processors,"
                        + " workers, k, … (dlt figure --sizes); blank: a few sizes around the scenario's");
        String xWhat = speedup ? "network size (processors, workers, k, …)" : "load V";
        TextField xFrom = field(id + "XFrom", editor.xFromProperty(), NUMBER_WIDTH, "auto",
                "First " + xWhat + " on the x axis (dlt figure --x-from); with \"to\"");
        TextField xTo = field(id + "XTo", editor.xToProperty(), NUMBER_WIDTH, "auto",
                "Last " + xWhat + " on the x axis (--x-to); with \"from\"");
        TextField xSteps = field(id + "XSteps", editor.xStepsProperty(), 48, speedup ? "auto" : "31",
                "Points from \"from\" to \"to\", 2 to 1000 (--x-steps; 31 when blank)"
                        + (speedup ? "; sizes are rounded to whole numbers" : ""));
        CheckBox xLog = new CheckBox("log x");
        xLog.setId(id + "XLog");
        xLog.selectedProperty().bindBidirectional(editor.xLogProperty());
        xLog.setTooltip(new Tooltip("Space the x values geometrically and draw the x axis logarithmic (--x-log);"
                + " needs \"from\" above 0"));
        TextField yFrom = field(id + "YFrom", editor.yFromProperty(), NUMBER_WIDTH, "auto",
                "Lower end of the y axis (--y-from); with \"to\"");
        TextField yTo = field(id + "YTo", editor.yToProperty(), NUMBER_WIDTH, "auto", "Upper end of the y axis (--y-to)");
        Button apply = new Button("Apply");
        apply.setId(id + "Apply");
        apply.setOnAction(e -> editor.apply());
        apply.setTooltip(new Tooltip("Draw the curves these fields choose (Enter in a field does the same)"));
        Button reset = new Button("Default");
        reset.setId(id + "Default");
        reset.setOnAction(e -> editor.reset());
        reset.setTooltip(new Tooltip("Clear the fields: the chart's own curves"));
        for (TextField f : new TextField[] {series, xFrom, xTo, xSteps, yFrom, yTo}) {
            f.setOnAction(e -> editor.apply());
        }
        FlowPane fields = new FlowPane(8, 4,
                group(speedup ? "Loads" : "Sizes", series),
                group("x from", xFrom, new Label("to"), xTo, new Label("steps"), xSteps, xLog),
                group("y from", yFrom, new Label("to"), yTo),
                group(null, apply, reset));

        Label error = new Label();
        error.setId(id + "OptionsError");
        error.getStyleClass().add("field-error");
        error.setWrapText(true);
        error.textProperty().bind(editor.errorProperty());
        error.visibleProperty().bind(editor.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        Button add = new Button("Add to comparison");
        add.setId(id + "AddToComparison");
        add.setOnAction(e -> vm.addCurrent());
        add.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // its name whole, however many were added
        add.setTooltip(new Tooltip("Keep the current scenario's curves on the speedup and time-vs-load charts, named"
                + " by its title, while you change it or open another; export draws them too"));
        FlowPane added = new FlowPane(6, 4);
        added.setId(id + "Overlays");
        added.setAlignment(Pos.CENTER_LEFT);
        vm.overlays().addListener((ListChangeListener<CurveOverlay.Member>) c -> chips(vm, added, id));
        chips(vm, added, id);
        HBox comparison = new HBox(8, add, added);
        comparison.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(fields, error, comparison);
    }

    /** One button per added scenario, named by it; clicking it removes it from the charts. */
    private static void chips(CurvesViewModel vm, FlowPane pane, String id) {
        pane.getChildren().clear();
        int i = 0;
        for (CurveOverlay.Member m : vm.overlays()) {
            Button chip = new Button(m.name() + "  ×");
            chip.setId(id + "Overlay" + i++);
            chip.setMnemonicParsing(false);
            chip.setMaxWidth(260);
            chip.setTooltip(new Tooltip("Remove \"" + m.name() + "\" from the comparison"));
            chip.setOnAction(e -> vm.overlays().remove(m));
            pane.getChildren().add(chip);
        }
    }

    private static TextField field(String id, javafx.beans.property.StringProperty text, double width, String prompt,
            String tip) {
        TextField f = new TextField();
        f.setId(id);
        f.textProperty().bindBidirectional(text);
        f.setPrefColumnCount(1);
        f.setPrefWidth(width);
        f.setPromptText(prompt);
        f.setTooltip(new Tooltip(tip));
        return f;
    }

    private static Node group(String label, Node... nodes) {
        HBox box = new HBox(4);
        box.setAlignment(Pos.CENTER_LEFT);
        if (label != null) {
            box.getChildren().add(new Label(label));
        }
        box.getChildren().addAll(nodes);
        return box;
    }
}
