package org.dltexplorer.app.feature.comparison;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.ComparisonGantts;
import org.dltexplorer.app.chart.ComparisonChartBuilder;
import org.jfree.chart.fx.ChartViewer;

/**
 * The comparison tab: which comparison, a one-line verdict, the table of variants (with why a variant does not
 * apply) and the variants' Gantt diagrams stacked on one time axis.
 */
public final class ComparisonView extends VBox {

    private final ComparisonViewModel vm;
    private final ChartViewer chart = new ChartViewer();
    private final TableView<ComparisonViewModel.Row> table = new TableView<>();
    private final HBox top;

    public ComparisonView(ComparisonViewModel vm) {
        this.vm = vm;
        setId("comparisonView");
        setSpacing(6);
        setPadding(new Insets(6));

        ComboBox<Comparison> choice = new ComboBox<>(vm.comparisons());
        choice.setId("comparisonChoice");
        choice.valueProperty().bindBidirectional(vm.selectedProperty());
        choice.setPromptText("No comparison for this network");
        Label compare = new Label("Compare");
        compare.setMinWidth(Region.USE_PREF_SIZE);
        choice.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(choice, Priority.SOMETIMES);
        top = new HBox(8, compare, choice);
        top.setAlignment(javafx.geometry.Pos.CENTER_LEFT);

        Label summary = new Label();
        summary.setId("comparisonSummary");
        summary.setWrapText(true);
        summary.textProperty().bind(vm.summaryProperty());

        table.setId("comparisonTable");
        table.setItems(vm.rows());
        table.setPlaceholder(new Label("Nothing compared yet"));
        // every column keeps a readable width; a narrow window scrolls the table sideways (tooltips show cells whole)
        table.getColumns().add(fixed(column("Strategy", 190, r -> r.variant()), 130));
        table.getColumns().add(fixed(column("Status", 150, r -> r.status()), 70));
        table.getColumns().add(fixed(column("Makespan", 80, r -> r.makespanText()), 75));
        table.getColumns().add(fixed(column("Speedup", 70, r -> r.speedupText()), 65));
        table.getColumns().add(fixed(column("Processors", 80, r -> r.processorsText()), 80));
        table.getColumns().add(fixed(column("vs first", 75, r -> r.improvementText(vm.rows().indexOf(r) == 0)), 70));
        table.setTooltip(new javafx.scene.control.Tooltip("Makespan and speedup over the originator alone per strategy; "
                + "processors used (load > 0); \"vs first\": the speedup gain over the first row in %, "
                + "(T_first / T − 1)·100 (Ko & Robertazzi 2003, eq. (91)). Hover a status for the whole reason."));
        table.setFixedCellSize(24);
        table.prefHeightProperty().bind(javafx.beans.binding.Bindings.size(vm.rows()).multiply(24).add(32));
        table.setMaxHeight(Region.USE_PREF_SIZE);
        table.setMinHeight(Region.USE_PREF_SIZE);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);

        chart.setId("comparisonChart");
        vm.chartProperty().addListener((o, a, d) -> show(d));
        show(vm.chartProperty().get());
        VBox.setVgrow(chart, Priority.ALWAYS);
        Label paper = new Label();
        paper.setId("comparisonPaperNote");
        paper.setWrapText(true);
        paper.textProperty().bind(vm.paperNoteProperty());
        paper.visibleProperty().bind(vm.paperNoteProperty().isNotEmpty());
        paper.managedProperty().bind(paper.visibleProperty());
        getChildren().addAll(top, summary, paper, table, chart);
    }

    private static TableColumn<ComparisonViewModel.Row, String> column(String title, double width,
            java.util.function.Function<ComparisonViewModel.Row, String> text) {
        TableColumn<ComparisonViewModel.Row, String> c = new TableColumn<>(title);
        c.setCellValueFactory(x -> new ReadOnlyStringWrapper(text.apply(x.getValue())));
        // long reasons ("does not apply: …") are read in full from the cell's tooltip
        c.setCellFactory(col -> new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTooltip(empty || item == null ? null : new javafx.scene.control.Tooltip(item));
            }
        });
        c.setPrefWidth(width);
        c.setSortable(false);
        return c;
    }

    private static <T> TableColumn<T, String> fixed(TableColumn<T, String> c, double min) {
        c.setMinWidth(min);
        return c;
    }

    private void show(ComparisonGantts d) {
        if (d != null) {
            chart.setChart(ComparisonChartBuilder.build(d, ChartStyle.SCREEN));
        }
        chart.setVisible(d != null);
    }

    /** Puts {@code n} at the end of the top row (the window's full-width switch). */
    public void addToTop(javafx.scene.Node n) {
        top.getChildren().add(n);
    }

    public ChartViewer chart() {
        return chart;
    }

    public TableView<ComparisonViewModel.Row> table() {
        return table;
    }

    ComparisonViewModel viewModel() {
        return vm;
    }
}
