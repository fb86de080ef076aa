package org.dltexplorer.app.feature.export;

import java.awt.image.BufferedImage;

/** Where Copy figure puts a chart and its numbers; the GUI uses the system clipboard, tests a fake. */
public interface FigureClipboard {

    /**
     * Replaces the clipboard's content.
     *
     * @param image the chart as drawn, or null for a view without a chart (only its numbers are copied)
     * @param text the numbers as tab-separated text (spreadsheets paste it as cells)
     */
    void put(BufferedImage image, String text);
}
