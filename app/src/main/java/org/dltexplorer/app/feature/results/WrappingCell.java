package org.dltexplorer.app.feature.results;

import javafx.scene.control.ContentDisplay;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.text.Text;

/**
 * A table cell whose text wraps at its column's width, the row growing to the lines it needs: a plain cell cuts a
 * sentence to one line ending in "…" however wide the window is.
 *
 * @param <S> the row type
 */
public final class WrappingCell<S> extends TableCell<S, String> {

    /** Left and right insets of a cell, in pixels. */
    private static final double INSETS = 10;

    private final Text text = new Text();

    public WrappingCell(TableColumn<S, String> column) {
        text.wrappingWidthProperty().bind(column.widthProperty().subtract(INSETS));
        text.getStyleClass().add("wrapping-cell-text");
        // the text follows the cell's colour (selected rows invert it)
        text.fillProperty().bind(textFillProperty());
        text.fontProperty().bind(fontProperty());
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        setPrefHeight(USE_COMPUTED_SIZE);
    }

    @Override
    protected void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        if (empty || item == null) {
            setGraphic(null);
            setText(null);
        } else {
            text.setText(item);
            setText(item); // kept for lookups and accessibility; only the graphic is drawn
            setGraphic(text);
        }
    }

    /** The text node drawn in the cell. */
    Text text() {
        return text;
    }
}
