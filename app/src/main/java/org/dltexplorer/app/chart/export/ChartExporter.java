package org.dltexplorer.app.chart.export;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOInvalidTreeException;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import org.dltexplorer.app.Provenance;
import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.Figures;
import org.dltexplorer.core.io.AtomicFile;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUnits;
import org.jfree.svg.ViewBox;
import org.jfree.svg.SVGUtils;
import org.dltexplorer.app.chart.ChartStyle;

/**
 * Writes a chart as PNG, SVG, PDF or PGFPlots code, and a chart's numbers as CSV; {@link #export} and
 * {@link #write(JFreeChart, DataTable, Path, ExportFormat, ExportSize)} replace the file atomically ({@link AtomicFile}).
 */
public final class ChartExporter {

    private static final double INCH_PER_METRE = 1 / 0.0254;

    private ChartExporter() {
    }

    /**
     * Writes {@code chart} to {@code file} in the format of its extension ({@code .png}, {@code .svg},
     * {@code .pdf}); a {@code .csv} file gets {@code data}'s table, a {@code .tex} file its PGFPlots code.
     *
     * @throws IllegalArgumentException when the extension is not one of those
     */
    public static void write(JFreeChart chart, FigureData data, Path file, ExportSize size) throws IOException {
        ExportFormat format = ExportFormat.of(file).orElseThrow(() -> new IllegalArgumentException(
                "unknown file type of " + file + ": use .png, .svg, .pdf, .tex or .csv"));
        if (format == ExportFormat.CSV || format == ExportFormat.TEX) {
            export(data, file, new FigureOptions(format, size, ChartStyle.PUBLICATION));
        } else {
            write(chart, (DataTable) null, file, format, size);
        }
    }

    /**
     * Writes {@code data} to {@code file} as {@code options} say: the chart drawn in its style, size and title, its
     * PGFPlots code, or its table for CSV. The format is the options', whatever the file's extension.
     */
    public static void export(FigureData data, Path file, FigureOptions options) throws IOException {
        if (FigureOptions.drawn(options.format())) {
            write(Figures.chart(data, options.style(), options.title()), null, file, options.format(), options.size(),
                    options.provenance());
            return;
        }
        AtomicFile.writeFile(file, tmp -> exportTo(data, tmp, options));
    }

    private static void exportTo(FigureData data, Path file, FigureOptions options) throws IOException {
        switch (options.format()) {
            case CSV:
                csv(data, file);
                break;
            case TEX:
                Files.writeString(file, PgfPlotsFigure.of(data, options), StandardCharsets.UTF_8);
                break;
            default:
                writeTo(Figures.chart(data, options.style(), options.title()), null, file, options.format(), options.size(),
                        options.provenance());
        }
    }

    /**
     * Writes {@code chart} (or, for CSV, {@code table}) in {@code format}: for charts that are not a
     * {@link FigureData}, such as the strategy comparison, which have no PGFPlots form.
     */
    public static void write(JFreeChart chart, DataTable table, Path file, ExportFormat format, ExportSize size)
            throws IOException {
        write(chart, table, file, format, size, Provenance.ofProgram());
    }

    /**
     * As {@link #write(JFreeChart, DataTable, Path, ExportFormat, ExportSize)}, recording {@code provenance}.
     *
     * @throws IllegalArgumentException when the chart's legend would leave its plot no room at {@code size}
     *         ({@link LegendRoom}), naming the size
     */
    public static void write(JFreeChart chart, DataTable table, Path file, ExportFormat format, ExportSize size,
            Provenance provenance) throws IOException {
        if (FigureOptions.drawn(format)) {
            String problem = LegendRoom.problem(chart, size);
            if (problem != null) {
                throw new IllegalArgumentException(problem);
            }
        }
        AtomicFile.writeFile(file, tmp -> writeTo(chart, table, tmp, format, size, provenance));
    }

    private static void writeTo(JFreeChart chart, DataTable table, Path file, ExportFormat format, ExportSize size,
            Provenance provenance) throws IOException {
        switch (format) {
            case PNG:
                png(chart, file, size, provenance);
                break;
            case SVG:
                svg(chart, file, size, provenance);
                break;
            case PDF:
                pdf(chart, file, size, provenance);
                break;
            case CSV:
                Files.writeString(file, table.toCsv(), StandardCharsets.UTF_8);
                break;
            default:
                throw new IllegalArgumentException("this chart has no " + format.extension() + " form");
        }
    }

    /** A PNG of {@code size × dpi} pixels with the DPI recorded in its pHYs chunk. */
    public static void png(JFreeChart chart, Path file, ExportSize size) throws IOException {
        png(chart, file, size, Provenance.ofProgram());
    }

    /** As {@link #png(JFreeChart, Path, ExportSize)}, with {@code provenance} in {@code tEXt} chunks (Software, Source). */
    public static void png(JFreeChart chart, Path file, ExportSize size, Provenance provenance) throws IOException {
        BufferedImage image = render(chart, size);
        ImageWriter writer = pngWriter();
        try (OutputStream out = Files.newOutputStream(file); ImageOutputStream ios = ImageIO.createImageOutputStream(out)) {
            ImageWriteParam param = writer.getDefaultWriteParam();
            IIOMetadata metadata = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(image), param);
            setDpi(metadata, size.dpi());
            setText(metadata, provenance);
            writer.setOutput(ios);
            writer.write(null, new IIOImage(image, null, metadata), param);
        } finally {
            writer.dispose();
        }
    }

    /** The chart laid out in points on {@code size}, drawn at its DPI: fonts keep their point size. */
    public static BufferedImage render(JFreeChart chart, ExportSize size) {
        return draw(chart, size.pixelWidth(), size.pixelHeight(), size.scale());
    }

    /** The chart as the window draws it: {@code width × height} pixels, one layout unit a pixel (Copy figure). */
    public static BufferedImage renderScreen(JFreeChart chart, int width, int height) {
        return draw(chart, width, height, 1.0);
    }

    private static BufferedImage draw(JFreeChart chart, int width, int height, double scale) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            g.scale(scale, scale);
            chart.draw(g, new Rectangle2D.Double(0, 0, width / scale, height / scale));
        } finally {
            g.dispose();
        }
        return image;
    }

    /**
     * An SVG of {@code size} in points; text stays text, in the shipped family with a generic fallback, at the sizes the
     * figure set ({@link SvgFontSizes}).
     */
    public static void svg(JFreeChart chart, Path file, ExportSize size) throws IOException {
        svg(chart, file, size, Provenance.ofProgram());
    }

    /**
     * As {@link #svg(JFreeChart, Path, ExportSize)}, with {@code provenance} in {@code <metadata>}. Spaces are kept
     * ({@code xml:space="preserve"}): a label drawn in pieces ("load " then an italic "V") would otherwise lose the
     * space between them.
     */
    public static void svg(JFreeChart chart, Path file, ExportSize size, Provenance provenance) throws IOException {
        SVGGraphics2D g = new SVGGraphics2D(size.widthPt(), size.heightPt(), SVGUnits.PT);
        // fixed ids: the same figure gives the same bytes (JFreeSVG's default prefix is the clock)
        g.setDefsKeyPrefix("dlt");
        // sizes as set (7.5 pt), not rounded to whole ones as JFreeSVG writes them
        g.setFontFunction(SvgFontSizes.family(g,
                family -> "\"" + family + "\", " + (family.contains("Serif") ? "serif" : "sans-serif")));
        chart.draw(g, new Rectangle2D.Double(0, 0, size.widthPt(), size.heightPt()));
        // width and height in pt, drawing units mapped onto them: one unit is one point
        String element = g.getSVGElement(null, true, new ViewBox(0, 0, size.widthPt(), size.heightPt()), null, null);
        SVGUtils.writeToSVG(file.toFile(), stamped(SvgFontSizes.exact(element), provenance));
    }

    /** {@code svg} with spaces preserved and a {@code <metadata>} element right after its opening tag. */
    static String stamped(String svg, Provenance provenance) {
        int open = svg.indexOf("<svg");
        int end = svg.indexOf('>', open);
        if (open < 0 || end < 0) {
            return svg;
        }
        String meta = "<metadata><dc:creator xmlns:dc=\"http://purl.org/dc/elements/1.1/\">" + xml(provenance.program())
                + "</dc:creator>" + (provenance.scenarioSha256() == null ? ""
                        : "<dc:source xmlns:dc=\"http://purl.org/dc/elements/1.1/\">" + xml(provenance.scenarioText())
                                + "</dc:source>") + "</metadata>";
        return svg.substring(0, end) + " xml:space=\"preserve\">" + meta + svg.substring(end + 1);
    }

    private static String xml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    public static void pdf(JFreeChart chart, Path file, ExportSize size) throws IOException {
        pdf(chart, file, size, Provenance.ofProgram());
    }

    /** As {@link #pdf(JFreeChart, Path, ExportSize)}: Creator the program, Subject the scenario's digest. */
    public static void pdf(JFreeChart chart, Path file, ExportSize size, Provenance provenance) throws IOException {
        PdfFigure.write(chart, file, size.widthPt(), size.heightPt(),
                chart.getTitle() == null ? "chart" : chart.getTitle().getText(), provenance);
    }

    /** The chart's numbers (see {@link FigureData#table()}) as UTF-8 CSV. */
    public static void csv(FigureData data, Path file) throws IOException {
        Files.writeString(file, data.table().toCsv(), StandardCharsets.UTF_8);
    }

    private static ImageWriter pngWriter() {
        Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("png");
        if (!writers.hasNext()) {
            throw new IllegalStateException("this Java runtime has no PNG writer");
        }
        return writers.next();
    }

    /** PNG {@code tEXt} chunks: Software (program and version) and Source (the scenario's digest). */
    private static void setText(IIOMetadata metadata, Provenance provenance) throws IIOInvalidTreeException {
        IIOMetadataNode text = new IIOMetadataNode("tEXt");
        text.appendChild(textEntry("Software", provenance.program()));
        if (provenance.scenarioSha256() != null) {
            text.appendChild(textEntry("Source", provenance.scenarioText()));
        }
        IIOMetadataNode root = new IIOMetadataNode("javax_imageio_png_1.0");
        root.appendChild(text);
        metadata.mergeTree("javax_imageio_png_1.0", root);
    }

    private static IIOMetadataNode textEntry(String keyword, String value) {
        IIOMetadataNode e = new IIOMetadataNode("tEXtEntry");
        e.setAttribute("keyword", keyword);
        e.setAttribute("value", value);
        return e;
    }

    private static void setDpi(IIOMetadata metadata, int dpi) throws IIOInvalidTreeException {
        String perMetre = Long.toString(Math.round(dpi * INCH_PER_METRE));
        IIOMetadataNode phys = new IIOMetadataNode("pHYs");
        phys.setAttribute("pixelsPerUnitXAxis", perMetre);
        phys.setAttribute("pixelsPerUnitYAxis", perMetre);
        phys.setAttribute("unitSpecifier", "meter");
        IIOMetadataNode root = new IIOMetadataNode("javax_imageio_png_1.0");
        root.appendChild(phys);
        metadata.mergeTree("javax_imageio_png_1.0", root);
    }
}
