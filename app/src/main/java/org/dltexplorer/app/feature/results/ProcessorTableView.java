package org.dltexplorer.app.feature.results;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.dltexplorer.app.feature.network.NetworkViewModel;

/**
 * The per-processor results as a sortable table, with copy as tab-separated text and CSV export; picking a row
 * highlights that processor in the network and Gantt views.
 */
public final class ProcessorTableView extends VBox {

    private final TableView<ProcessorTable.Row> table = new TableView<>();
    private final Label caption = new Label();
    private boolean layered;
    private final ResultsViewModel vm;
    private final WhenShown<ProcessorTable> shown;

    /** @param exportCsv File › Export data for this view (asks for the file) */
    public ProcessorTableView(ResultsViewModel vm, Runnable exportCsv) {
        this.vm = vm;
        setSpacing(4);
        setPadding(new Insets(4));
        table.setId("processorTable");
        table.setPlaceholder(new Label("No schedule to show"));
        caption.setId("processorTableCaption");
        table.getColumns().add(text("Id", r -> r.label(layered)));
        table.getColumns().add(number("Load", ProcessorTable.Row::load, "load per processor α_i"));
        table.getColumns().add(number("Share %", ProcessorTable.Row::sharePercent, "processors × load, as a percentage of the load"));
        table.getColumns().add(interval("Receive", ProcessorTable.Row::receiveStart, ProcessorTable.Row::receiveEnd,
                "from the first to the last data arriving"));
        table.getColumns().add(interval("Compute", ProcessorTable.Row::computeStart, ProcessorTable.Row::computeEnd,
                "computing starts – ends"));
        table.getColumns().add(interval("Return", ProcessorTable.Row::returnStart, ProcessorTable.Row::returnEnd,
                "results going back to the originator"));
        table.getColumns().add(number("Finish", ProcessorTable.Row::finish, "end of its last activity"));
        table.getColumns().add(number("Idle", ProcessorTable.Row::idle, "time in [0, makespan] it does not compute"));
        table.getColumns().add(text("Used", r -> r.used() ? "yes" : "no"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        VBox.setVgrow(table, Priority.ALWAYS);

        shown = new WhenShown<>(vm.tableProperty(), this::show);
        table.getSelectionModel().selectedItemProperty().addListener((o, a, r) -> {
            if (!replacing) {
                vm.highlightedProperty().set(r == null ? -1 : r.index());
            }
        });

        Button copy = new Button("Copy as text");
        copy.setId("copyProcessorTable");
        copy.setTooltip(new Tooltip("Copies every row as tab-separated text, as spreadsheets paste it"));
        copy.setOnAction(e -> {
            if (vm.processorTable() != null) {
                ClipboardContent c = new ClipboardContent();
                c.putString(vm.processorTable().toTsv());
                Clipboard.getSystemClipboard().setContent(c);
            }
        });
        Button export = new Button("Export CSV…");
        export.setId("exportProcessorTable");
        export.setTooltip(new Tooltip("Writes every row at full precision to a CSV file"));
        export.setOnAction(e -> exportCsv.run());
        // the items list is replaced on every solve: the binding follows the property, not the first list
        copy.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> table.getItems() == null || table.getItems().isEmpty(), table.itemsProperty()));
        export.disableProperty().bind(copy.disableProperty());
        HBox bar = new HBox(8, caption, new javafx.scene.layout.Region(), copy, export);
        HBox.setHgrow(bar.getChildren().get(1), Priority.ALWAYS);
        bar.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(bar, table);
    }

    private boolean replacing;

    private void show(ProcessorTable t) {
        layered = t.layered();
        int picked = vm.highlightedProperty().get();
        replacing = true;
        try {
            table.setItems(FXCollections.observableArrayList(t.rows()));
            // the picked processor stays picked across solves (the view model drops it when it no longer exists)
            t.rows().stream().filter(r -> r.index() == picked).findFirst().ifPresent(r -> table.getSelectionModel().select(r));
        } finally {
            replacing = false;
        }
        long rows = t.rows().stream().mapToLong(ProcessorTable.Row::count).sum();
        caption.setText(t.rows().isEmpty() ? "" : t.used() + " of " + rows + " processors used"
                + (layered ? " — one row per layer; its processors share load and times" : ""));
    }

    private static TableColumn<ProcessorTable.Row, String> text(String name, Function<ProcessorTable.Row, String> f) {
        TableColumn<ProcessorTable.Row, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        if (name.equals("Id")) {
            // P2 before P10: sort by the id, not the text
            c.setComparator((a, b) -> Integer.compare(id(a), id(b)));
        }
        return c;
    }

    private static int id(String label) {
        String digits = label.replaceAll("^[PL](\\d+).*$", "$1");
        return digits.isEmpty() ? 0 : Integer.parseInt(digits);
    }

    private static TableColumn<ProcessorTable.Row, Double> number(String name, java.util.function.ToDoubleFunction<ProcessorTable.Row> f,
            String tip) {
        TableColumn<ProcessorTable.Row, Double> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.applyAsDouble(d.getValue())));
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(Double v, boolean empty) {
                super.updateItem(v, empty);
                setText(empty || v == null ? null : Double.isNaN(v) ? "—" : NetworkViewModel.fmt(v));
                setAlignment(Pos.CENTER_RIGHT);
            }
        });
        c.setComparator(Double::compare);
        tooltip(c, tip);
        return c;
    }

    private static TableColumn<ProcessorTable.Row, Double> interval(String name, java.util.function.ToDoubleFunction<ProcessorTable.Row> start,
            java.util.function.ToDoubleFunction<ProcessorTable.Row> end, String tip) {
        TableColumn<ProcessorTable.Row, Double> c = new TableColumn<>(name);
        // sorted by the start; the cell shows start – end
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(start.applyAsDouble(d.getValue())));
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(Double v, boolean empty) {
                super.updateItem(v, empty);
                ProcessorTable.Row r = empty ? null : getTableRow() == null ? null : getTableRow().getItem();
                if (r == null || v == null) {
                    setText(null);
                    return;
                }
                double e = end.applyAsDouble(r);
                setText(Double.isNaN(v) ? "—" : NetworkViewModel.fmt(v) + " – " + NetworkViewModel.fmt(e));
            }
        });
        c.setComparator(Double::compare);
        c.setMinWidth(96); // "0.3114 – 0.854" stays readable
        tooltip(c, tip);
        return c;
    }

    private static void tooltip(TableColumn<?, ?> c, String tip) {
        Label header = new Label(c.getText());
        header.setTooltip(new Tooltip(tip));
        c.setGraphic(header);
        c.setText("");
    }

    /**
     * Whether the table is on screen. While not, new solves only mark it stale: laying out a hidden table of
     * 1000 rows took a third of an edit's time at 1000 processors.
     */
    public javafx.beans.property.BooleanProperty showingProperty() {
        return shown.showingProperty();
    }

    public TableView<ProcessorTable.Row> table() {
        return table;
    }
}
