package org.dltexplorer.app.chart.export;

/**
 * Size of an exported figure. For PNG, {@code width × height} are the image's pixels and {@code dpi} is recorded in
 * the file and scales the drawing, so that printed at that resolution the text has its nominal size (the chart is
 * laid out at {@code width·96/dpi} logical pixels, then scaled up). For SVG and PDF, width and height are in points
 * (1/72 inch) and {@code dpi} plays no part.
 *
 * @param width pixels (PNG) or points (SVG, PDF), at least 1
 * @param height pixels (PNG) or points (SVG, PDF), at least 1
 * @param dpi dots per inch of a PNG, at least 1
 */
public record ExportSize(int width, int height, int dpi) {

    /** The resolution at which one logical pixel is one image pixel (the screen's). */
    public static final int SCREEN_DPI = 96;
    public static final ExportSize DEFAULT = new ExportSize(800, 500, SCREEN_DPI);

    public ExportSize {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("width and height must be >= 1, got " + width + " x " + height);
        }
        if (dpi < 1) {
            throw new IllegalArgumentException("dpi must be >= 1, got " + dpi);
        }
    }

    /** How many image pixels per logical pixel. */
    public double scale() {
        return dpi / (double) SCREEN_DPI;
    }
}
