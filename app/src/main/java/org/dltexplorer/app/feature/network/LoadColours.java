package org.dltexplorer.app.feature.network;

import javafx.scene.paint.Color;

/** The colour scale of loads (light yellow = little, dark red = the most loaded) shared by drawing and legend. */
final class LoadColours {

    static final Color IDLE = Color.web("#d9d9d9");
    static final Color UNKNOWN = Color.web("#9ecae1");
    static final Color ORIGINATOR_RING = Color.web("#1b3a6b");
    static final Color SELECTED = Color.web("#1f78ff");
    static final Color TREE = Color.web("#2ca25f");
    static final Color LINK = Color.web("#7a7a7a");

    private static final Color LOW = Color.web("#ffeda0");
    private static final Color MID = Color.web("#fd8d3c");
    private static final Color HIGH = Color.web("#a50f15");

    private LoadColours() {
    }

    /** Colour of a load {@code fraction} of the largest load, in [0, 1]. */
    static Color of(double fraction) {
        double f = Math.max(0, Math.min(1, fraction));
        return f < 0.5 ? LOW.interpolate(MID, f * 2) : MID.interpolate(HIGH, (f - 0.5) * 2);
    }
}
