package org.dltexplorer.app.chart.export;

import org.dltexplorer.app.chart.ChartStyle;

/**
 * Everything that decides how a figure is written, shared by {@code dlt figure} and the GUI's export dialog: the
 * format, the size (pixels and DPI for PNG, points for SVG and PDF) and the style with its font family.
 *
 * @param format the file format
 * @param size the figure's size
 * @param style the chart style (screen or publication, serif or sans-serif)
 */
public record FigureOptions(ExportFormat format, ExportSize size, ChartStyle style) {

    /** PNG size in pixels when not given. */
    public static final int PNG_WIDTH = 800;
    public static final int PNG_HEIGHT = 500;
    /** SVG and PDF size in points when not given (a figure of about 6.7 × 4.2 inches). */
    public static final int VECTOR_WIDTH = 480;
    public static final int VECTOR_HEIGHT = 300;
    /** Resolutions the dialog offers: screen-poor to press-rich; beyond 600 files grow with no visible gain. */
    public static final int MIN_DPI = 72;
    public static final int MAX_DPI = 600;
    /** Largest PNG side: a 8000 × 8000 image already needs 256 MB while it is drawn. */
    public static final int MAX_PIXELS = 8000;
    /** Largest SVG/PDF side in points (about 3.5 m): vector output has no memory limit, only sense. */
    public static final int MAX_POINTS = 10000;

    public FigureOptions {
        if (format == null || size == null || style == null) {
            throw new IllegalArgumentException("format, size and style are required");
        }
    }

    /** Whether {@code format} is a raster format, whose size is in pixels and which records a DPI. */
    public static boolean raster(ExportFormat format) {
        return format == ExportFormat.PNG;
    }

    /** Whether the format draws the chart at all (CSV holds only its numbers). */
    public static boolean drawn(ExportFormat format) {
        return format != ExportFormat.CSV;
    }

    public static int defaultWidth(ExportFormat format) {
        return raster(format) ? PNG_WIDTH : VECTOR_WIDTH;
    }

    public static int defaultHeight(ExportFormat format) {
        return raster(format) ? PNG_HEIGHT : VECTOR_HEIGHT;
    }

    /** Largest width or height of {@code format}: pixels for PNG, points for SVG and PDF. */
    public static int maxSide(ExportFormat format) {
        return raster(format) ? MAX_PIXELS : MAX_POINTS;
    }

    /**
     * The style of a look, in {@code font} or (when null) the look's own family: serif in print, sans on screen.
     */
    public static ChartStyle style(ChartStyle.Look look, ChartStyle.FontFamily font) {
        ChartStyle base = look == ChartStyle.Look.PUBLICATION ? ChartStyle.PUBLICATION : ChartStyle.SCREEN;
        return font == null ? base : base.withFont(font);
    }

    /** The unit of width and height in {@code format}: {@code px} or {@code pt}. */
    public static String unit(ExportFormat format) {
        return raster(format) ? "px" : "pt";
    }
}
