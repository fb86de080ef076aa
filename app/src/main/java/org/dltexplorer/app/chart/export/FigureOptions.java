package org.dltexplorer.app.chart.export;

import org.dltexplorer.app.Provenance;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.CurveOptions;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.app.chart.Figures;
import org.jfree.chart.JFreeChart;

/**
 * Everything that decides how a figure is written, shared by {@code dlt figure} and the GUI's export dialog: the
 * format, the physical size and PNG resolution, the style with its font family, the title, and the curves a speedup or
 * time-vs-load chart draws ({@link CurveOptions}). Both front ends start
 * from the same defaults ({@link #DEFAULT_PRESET}, {@link #DEFAULT_DPI}, {@link ChartStyle#PUBLICATION}, the default
 * title), so a figure made in the window can be made again by a script.
 *
 * @param format the file format
 * @param size the figure's size
 * @param style the chart style (screen or publication, serif or sans-serif)
 * @param title the title drawn in the figure
 * @param provenance the program and scenario recorded in the file's metadata
 * @param curves the series and axis ranges of a curve chart ({@link CurveOptions#DEFAULT}: the chart's own)
 */
public record FigureOptions(ExportFormat format, ExportSize size, ChartStyle style, FigureTitle title,
        Provenance provenance, CurveOptions curves) {

    /** The size both front ends start with: one column of a two-column journal. */
    public static final SizePreset DEFAULT_PRESET = SizePreset.SINGLE_COLUMN;
    public static final int DEFAULT_DPI = 300;
    /** Resolutions offered: screen-poor to press-rich; beyond 600 files grow with no visible gain. */
    public static final int MIN_DPI = 72;
    public static final int MAX_DPI = 600;
    /** Largest PNG side: a 8000 × 8000 image already needs 256 MB while it is drawn. */
    public static final int MAX_PIXELS = 8000;
    /** Largest side in points (about 3.5 m): vector output has no memory limit, only sense. */
    public static final double MAX_POINTS = 10000;

    public FigureOptions {
        if (format == null || size == null || style == null || title == null || provenance == null || curves == null) {
            throw new IllegalArgumentException("format, size, style, title, provenance and curves are required");
        }
    }

    /** Options drawing the chart's own curves. */
    public FigureOptions(ExportFormat format, ExportSize size, ChartStyle style, FigureTitle title,
            Provenance provenance) {
        this(format, size, style, title, provenance, CurveOptions.DEFAULT);
    }

    /** Options recording only the program (no scenario digest) until {@link #withProvenance} says which. */
    public FigureOptions(ExportFormat format, ExportSize size, ChartStyle style, FigureTitle title) {
        this(format, size, style, title, Provenance.ofProgram());
    }

    public FigureOptions(ExportFormat format, ExportSize size, ChartStyle style) {
        this(format, size, style, FigureTitle.DEFAULT);
    }

    /** The defaults of both front ends in {@code format}. */
    public static FigureOptions defaults(ExportFormat format) {
        return new FigureOptions(format, ExportSize.of(DEFAULT_PRESET.width(), DEFAULT_PRESET.height(), DEFAULT_DPI),
                ChartStyle.PUBLICATION, FigureTitle.DEFAULT);
    }

    public FigureOptions withTitle(FigureTitle t) {
        return new FigureOptions(format, size, style, t, provenance, curves);
    }

    public FigureOptions withProvenance(Provenance p) {
        return new FigureOptions(format, size, style, title, p, curves);
    }

    public FigureOptions withCurves(CurveOptions c) {
        return new FigureOptions(format, size, style, title, provenance, c);
    }

    /**
     * The options of the texts both front ends take: {@code width} and {@code height} with a unit ({@code 8.5cm}; a bare
     * number is in {@link #bareUnit}), the DPI, the style and the title. The GUI's dialog and {@code dlt figure} both
     * come here, so the same texts make the same figure.
     *
     * @throws IllegalArgumentException naming the field ({@code width: …}) and the value, when one is not valid
     */
    public static FigureOptions of(ExportFormat format, String width, String height, int dpi, ChartStyle style,
            FigureTitle title) {
        if (dpi < MIN_DPI || dpi > MAX_DPI) {
            throw new IllegalArgumentException("dpi: must be from " + MIN_DPI + " to " + MAX_DPI + ", got " + dpi);
        }
        Length w = length("width", width, format);
        Length h = length("height", height, format);
        ExportSize size = ExportSize.of(w, h, dpi);
        String problem = sizeProblem(format, size);
        if (problem != null) {
            throw new IllegalArgumentException("size: " + w + " x " + h + ": " + problem);
        }
        return new FigureOptions(format, size, style, title);
    }

    private static Length length(String field, String text, ExportFormat format) {
        try {
            return Length.parse(text, bareUnit(format));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(field + ": " + e.getMessage());
        }
    }

    /**
     * Null when {@code chart}'s title is drawn whole at this size (or the format does not draw the chart); else one line
     * saying at what size it is cut and where ({@code at 4 × 3 cm the title does not fit its lines … and "…"}), which
     * {@code dlt figure}, {@code dlt map} and the window's export pass on, each with its own advice. Lays the chart out
     * once, as the export does ({@link Figures#titleCut}).
     */
    public String titleCut(JFreeChart chart) {
        if (!drawn(format)) {
            return null;
        }
        // the title held to fewer lines where that is what leaves the legend's plot room, as the export holds it
        LegendRoom.problem(chart, size);
        String cut = Figures.titleCut(chart, size.widthPt(), size.heightPt());
        return cut == null ? null : "at " + size.inCentimetres() + " " + cut;
    }

    /** Whether {@code format} is a raster format, which records a DPI. */
    public static boolean raster(ExportFormat format) {
        return format == ExportFormat.PNG;
    }

    /** Whether the format draws the chart at all (CSV holds only its numbers). */
    public static boolean drawn(ExportFormat format) {
        return format != ExportFormat.CSV && format != ExportFormat.TEX;
    }

    /** Whether the format has a size (every format but CSV: PGFPlots sets its axis size). */
    public static boolean sized(ExportFormat format) {
        return format != ExportFormat.CSV;
    }

    /** The unit of a bare number in {@code format}: pixels for PNG, points otherwise (as before units existed). */
    public static Length.Unit bareUnit(ExportFormat format) {
        return raster(format) ? Length.Unit.PX : Length.Unit.PT;
    }

    /**
     * What is wrong with {@code size} in {@code format}, or null: a PNG side beyond {@link #MAX_PIXELS}, a side beyond
     * {@link #MAX_POINTS}.
     */
    public static String sizeProblem(ExportFormat format, ExportSize size) {
        if (raster(format) && Math.max(size.pixelWidth(), size.pixelHeight()) > MAX_PIXELS) {
            return "the PNG would be " + size.pixelWidth() + " x " + size.pixelHeight() + " pixels; at most " + MAX_PIXELS
                    + " a side (lower the size or the DPI)";
        }
        if (Math.max(size.widthPt(), size.heightPt()) > MAX_POINTS) {
            return "at most " + (int) MAX_POINTS + " pt (3.5 m) a side";
        }
        return null;
    }

    /**
     * The style of a look, in {@code font} or (when null) the look's own family: serif in print, sans on screen.
     */
    public static ChartStyle style(ChartStyle.Look look, ChartStyle.FontFamily font) {
        ChartStyle base = look == ChartStyle.Look.PUBLICATION ? ChartStyle.PUBLICATION : ChartStyle.SCREEN;
        return font == null ? base : base.withFont(font);
    }
}
