package org.dltexplorer.app.chart.export;

/**
 * The physical size of an exported figure and the resolution of its PNG. Every figure is laid out in points
 * (1/72 inch), so fonts given in points print at their size whatever the figure's size; a PNG has
 * {@code size × dpi} pixels ({@link #pixelWidth()}) and records its DPI.
 *
 * @param widthPt width in points, positive
 * @param heightPt height in points, positive
 * @param dpi dots per inch of a PNG, at least 1
 */
public record ExportSize(double widthPt, double heightPt, int dpi) {

    /** The resolution at which one logical pixel is one image pixel (the screen's). */
    public static final int SCREEN_DPI = 96;

    public ExportSize {
        if (!(widthPt > 0) || !(heightPt > 0) || Double.isInfinite(widthPt) || Double.isInfinite(heightPt)) {
            throw new IllegalArgumentException("width and height must be positive, got " + widthPt + " x " + heightPt + " pt");
        }
        if (dpi < 1) {
            throw new IllegalArgumentException("dpi must be >= 1, got " + dpi);
        }
    }

    /** {@code width × height} at {@code dpi}. */
    public static ExportSize of(Length width, Length height, int dpi) {
        return new ExportSize(width.points(dpi), height.points(dpi), dpi);
    }

    /** A figure of exactly {@code width × height} pixels at {@code dpi}. */
    public static ExportSize pixels(int width, int height, int dpi) {
        return of(new Length(width, Length.Unit.PX), new Length(height, Length.Unit.PX), dpi);
    }

    /** A figure of {@code width × height} points ({@code dpi} matters only if it is written as PNG). */
    public static ExportSize points(double width, double height, int dpi) {
        return new ExportSize(width, height, dpi);
    }

    /** The size as a reader of a warning knows it: {@code 4 × 3 cm}, to a tenth of a millimetre at most. */
    public String inCentimetres() {
        return cm(widthPt) + " × " + cm(heightPt) + " cm";
    }

    private static String cm(double points) {
        return new java.math.BigDecimal(points / 72 * 2.54).setScale(2, java.math.RoundingMode.HALF_EVEN).stripTrailingZeros()
                .toPlainString();
    }

    public int pixelWidth() {
        return pixels(widthPt);
    }

    public int pixelHeight() {
        return pixels(heightPt);
    }

    /** Image pixels per point. */
    public double scale() {
        return dpi / 72.0;
    }

    private int pixels(double points) {
        return (int) Math.max(1, Math.round(points * dpi / 72.0));
    }
}
