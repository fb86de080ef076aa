package org.dltexplorer.app.shell;

import javafx.beans.value.ObservableDoubleValue;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.scene.transform.Scale;

/**
 * Shows its content magnified by a zoom factor z: the content is laid out in a space z times smaller than the
 * pane and scaled up to fill it, so text, controls, charts and the animation grow together and the layout stays
 * the one the content would have on a smaller screen (wrapping, not clipping). Mouse coordinates follow the
 * transform, so every control keeps working.
 */
final class ZoomPane extends Region {

    private final Node content;
    private final ObservableDoubleValue zoom;
    private final Scale scale = new Scale(1, 1, 0, 0);

    ZoomPane(Node content, ObservableDoubleValue zoom) {
        this.content = content;
        this.zoom = zoom;
        content.getTransforms().add(scale);
        getChildren().add(content);
        zoom.addListener(x -> requestLayout());
        getStyleClass().add("zoom-pane");
    }

    @Override
    protected void layoutChildren() {
        double z = zoom.get();
        scale.setX(z);
        scale.setY(z);
        content.resizeRelocate(0, 0, getWidth() / z, getHeight() / z);
    }

    @Override
    protected double computeMinWidth(double height) {
        return content.minWidth(height / zoom.get()) * zoom.get();
    }

    @Override
    protected double computeMinHeight(double width) {
        return content.minHeight(width / zoom.get()) * zoom.get();
    }

    @Override
    protected double computePrefWidth(double height) {
        return content.prefWidth(height < 0 ? height : height / zoom.get()) * zoom.get();
    }

    @Override
    protected double computePrefHeight(double width) {
        return content.prefHeight(width < 0 ? width : width / zoom.get()) * zoom.get();
    }
}
