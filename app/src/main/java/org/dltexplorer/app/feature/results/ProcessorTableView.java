package org.dltexplorer.app.feature.results;

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
        for (ProcessorTable.Column c : ProcessorTable.Column.values()) {
            table.getColumns().add(column(c));
        }
        // columns take the width of their widest text (set on every solve); a table wider than the pane scrolls
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
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
        caption.setText(t.caption());
        for (int i = 0; i < ProcessorTable.Column.values().length; i++) {
            TableColumn<ProcessorTable.Row, ?> col = table.getColumns().get(i);
            col.setPrefWidth(textWidth(t.widest(ProcessorTable.Column.values()[i])) + CELL_PADDING);
        }
    }

    /** Cell insets and the sort arrow of a header, in pixels. */
    private static final double CELL_PADDING = 28;

    private double textWidth(String s) {
        javafx.scene.text.Text t = new javafx.scene.text.Text(s);
        // the caption is styled like the cells (a zoomed presentation font included)
        t.setFont(caption.getFont());
        return Math.ceil(t.getLayoutBounds().getWidth());
    }

    private TableColumn<ProcessorTable.Row, ProcessorTable.Row> column(ProcessorTable.Column col) {
        TableColumn<ProcessorTable.Row, ProcessorTable.Row> c = new TableColumn<>();
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(d.getValue()));
        c.setCellFactory(x -> new TableCell<>() {
            private final Tooltip full = new Tooltip();

            @Override
            protected void updateItem(ProcessorTable.Row r, boolean empty) {
                super.updateItem(r, empty);
                if (empty || r == null) {
                    setText(null);
                    setTooltip(null);
                    return;
                }
                setText(col.text(r, layered));
                String f = col.full(r);
                if (f == null) {
                    setTooltip(null);
                } else {
                    full.setText(f);
                    setTooltip(full);
                }
                setAlignment(col == ProcessorTable.Column.ID || col == ProcessorTable.Column.USED ? Pos.CENTER_LEFT : Pos.CENTER_RIGHT);
            }
        });
        // NaN (no value) sorts after every number either way round
        c.setComparator((a, b) -> Double.compare(key(col, a), key(col, b)));
        Label header = new Label(col.header());
        header.setTooltip(new Tooltip(col.tip()));
        c.setGraphic(header);
        return c;
    }

    private static double key(ProcessorTable.Column col, ProcessorTable.Row r) {
        double k = col.sortKey(r);
        return Double.isNaN(k) ? Double.POSITIVE_INFINITY : k;
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
