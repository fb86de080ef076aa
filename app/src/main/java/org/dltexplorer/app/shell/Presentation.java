package org.dltexplorer.app.shell;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * How the window is shown in a lecture hall: the views at full width (network and parameter panels folded away),
 * the window full screen, and everything below the menu bar zoomed. None of it is part of the scenario: switching
 * it is not an edit, and a saved file never records it.
 */
public final class Presentation {

    /** Zoom steps: a projector at 1024 × 768 wants 125–150 %, a large hall 200 %. */
    static final double[] ZOOM_STEPS = {0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5};

    private final BooleanProperty wide = new SimpleBooleanProperty(false);
    private final BooleanProperty fullScreen = new SimpleBooleanProperty(false);
    private final ReadOnlyDoubleWrapper zoom = new ReadOnlyDoubleWrapper(1.0);

    /** Whether the views take the whole width. */
    public BooleanProperty wideProperty() {
        return wide;
    }

    /** Whether the window covers the screen (the view follows the stage both ways). */
    public BooleanProperty fullScreenProperty() {
        return fullScreen;
    }

    /** The zoom factor of the window's content, one of {@link #ZOOM_STEPS}. */
    public ReadOnlyDoubleProperty zoomProperty() {
        return zoom.getReadOnlyProperty();
    }

    public void zoomIn() {
        int i = step();
        zoom.set(ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, i + 1)]);
    }

    public void zoomOut() {
        int i = step();
        zoom.set(ZOOM_STEPS[Math.max(0, i - 1)]);
    }

    public void resetZoom() {
        zoom.set(1.0);
    }

    /** "125 %", for the status line and the menu. */
    public String zoomText() {
        return Math.round(zoom.get() * 100) + " %";
    }

    private int step() {
        for (int i = 0; i < ZOOM_STEPS.length; i++) {
            if (ZOOM_STEPS[i] == zoom.get()) {
                return i;
            }
        }
        return 2;
    }
}
