package org.dltexplorer.app.chart.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.export.SvgTexts;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.schedule.Status;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A heat map's tick labels, read back from the PDF and the SVG it exports at a journal column (8.5 × 6 cm) and at a
 * thumbnail (4 × 3 cm), on linear and on log axes (19 decades on a column, 6 on a thumbnail): no tick label touches another text, and the x axis,
 * the y axis and the colour bar each label two ticks at least. The PDF's texts are the strings its fonts set (PDFBox
 * positions, one box a string drawn); the SVG's are measured with the AWT metrics of the shipped fonts at the size the
 * file gives, which are the metrics the exporter laid the figure out with.
 */
class HeatMapTickLabelsTest {

    /** 8.5 × 6 cm and 4 × 3 cm, in points. */
    private static final double[][] SIZES = {{8.5 / 2.54 * 72, 6 / 2.54 * 72}, {4 / 2.54 * 72, 3 / 2.54 * 72}};
    /** The least air between a tick label and any other text, in points. */
    private static final double AIR = 0.5;
    /** A tick label: a number, a power of ten, or a number times one. */
    private static final Pattern TICK = Pattern.compile("[−-]?\\d+(\\.\\d+)?( × 10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?|10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+");

    @TempDir
    Path dir;

    static Stream<Arguments> maps() {
        List<Arguments> all = new ArrayList<>();
        for (boolean log : new boolean[] {false, true}) {
            for (double[] size : SIZES) {
                for (ExportFormat f : new ExportFormat[] {ExportFormat.PDF, ExportFormat.SVG}) {
                    all.add(Arguments.of(log ? "log" : "linear", size[0], size[1], f));
                }
            }
        }
        return all.stream();
    }

    /**
     * Linear: A from 0.5 to 2 over C from 0.001 to 0.02 (the labels "0.5 1.0 1.5 2.0" once ran together); log: V over
     * {@code decades} from 10⁻⁹ (19 labelled one a decade once) and S over 4, the metric over as many decades and
     * more (a log colour bar). On a thumbnail a log colour bar's labels (10⁻⁵) and the log y axis's leave the cells some
     * 16 points: no two decade labels fit there, so the thumbnail's log map has a linear colour bar, and 6 decades.
     */
    static MapData data(boolean log, int decades) {
        int nx = log ? 40 : 20;
        int ny = 20;
        double[] xs = new double[nx];
        double[] ys = new double[ny];
        for (int i = 0; i < nx; i++) {
            xs[i] = log ? Math.pow(10, (decades > 6 ? -9 : 0) + decades * (double) i / (nx - 1)) : 0.5 + 1.5 * i / (nx - 1);
        }
        for (int i = 0; i < ny; i++) {
            ys[i] = log ? Math.pow(10, -4 + 4.0 * i / (ny - 1)) : 0.001 + 0.019 * i / (ny - 1);
        }
        List<PointOutcome> points = new ArrayList<>();
        for (int iy = 0; iy < ny; iy++) {
            for (int ix = 0; ix < nx; ix++) {
                double v = !log ? xs[ix] + 300 * ys[iy] : decades > 6 ? xs[ix] / Math.sqrt(ys[iy]) + 1e-8
                        : 2 + Math.log10(xs[ix]) - Math.log10(ys[iy]);
                points.add(new PointOutcome(Status.OPTIMAL, v, 1, 1, Double.NaN, Double.NaN, ""));
            }
        }
        return MapData.of("2D torus: where the speedup saturates over load and startup (a map, after Błażewicz et al. 1999)",
                new MapData.Axis(log ? "V" : "A", xs, log, false), new MapData.Axis(log ? "S" : "C", ys, log, false), points);
    }

    /** The title at a column's size; none on a thumbnail, whose every line a title takes would come out of the cells. */
    private static MapFigureOptions options(ExportFormat format, double width, double height) {
        FigureTitle title = width > 200 ? FigureTitle.DEFAULT : FigureTitle.NONE;
        return MapFigureOptions.defaults(format).withFigure(new FigureOptions(format, new ExportSize(width, height, 300),
                ChartStyle.PUBLICATION, title));
    }

    @ParameterizedTest(name = "{0} axes, {1} × {2} pt, {3}")
    @MethodSource("maps")
    void tickLabelsNeverTouchAnotherTextAndEachAxisLabelsTwoAtLeast(String axes, double width, double height,
            ExportFormat format) throws Exception {
        MapData data = data(axes.equals("log"), width > 200 ? 19 : 6);
        MapFigureOptions options = options(format, width, height);
        Path file = dir.resolve("map." + format.extension());
        MapFigures.write(data, file, options);
        List<Text> texts = format == ExportFormat.PDF ? pdfTexts(file) : svgTexts(file);
        Rectangle2D area = dataArea(data, options, width, height);
        List<Text> ticks = texts.stream().filter(t -> TICK.matcher(t.text.strip()).matches()).toList();
        for (Text t : ticks) {
            for (Text other : texts) {
                if (other == t) {
                    continue;
                }
                Rectangle2D a = inflate(t.box);
                assertThat(a.intersects(other.box)).as("'%s' %s touches '%s' %s", t.text, t.box, other.text, other.box).isFalse();
            }
        }
        long x = ticks.stream().filter(t -> t.box.getMinY() > area.getMaxY() - 1 && t.box.getCenterX() < area.getMaxX() + 1).count();
        long y = ticks.stream().filter(t -> t.box.getMaxX() < area.getMinX() + 1).count();
        long bar = ticks.stream().filter(t -> t.box.getMinX() > area.getMaxX() + 2).count();
        assertThat(area.getWidth()).as("cells' width").isPositive();
        assertThat(x).as("labelled x ticks of %s", ticks).isGreaterThanOrEqualTo(2);
        assertThat(y).as("labelled y ticks of %s", ticks).isGreaterThanOrEqualTo(2);
        assertThat(bar).as("labelled colour-bar ticks of %s", ticks).isGreaterThanOrEqualTo(2);
    }

    private static Rectangle2D inflate(Rectangle2D r) {
        return new Rectangle2D.Double(r.getX() - AIR / 2, r.getY() - AIR / 2, r.getWidth() + AIR, r.getHeight() + AIR);
    }

    /** Where the cells go, laid out as the exporter lays out the chart (in points). */
    private static Rectangle2D dataArea(MapData data, MapFigureOptions options, double width, double height) {
        JFreeChart chart = HeatMapChartBuilder.build(data, options);
        BufferedImage image = new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        ChartRenderingInfo info = new ChartRenderingInfo();
        chart.draw(g, new Rectangle2D.Double(0, 0, width, height), info);
        g.dispose();
        return info.getPlotInfo().getDataArea();
    }

    /** A string as drawn: its text and its box in page coordinates (y down), in points. */
    record Text(String text, Rectangle2D box) {
    }

    /** One box per string the PDF shows ({@code Tj}): the Graphics2D bridge shows each drawn string once. */
    private static List<Text> pdfTexts(Path file) throws IOException {
        List<List<TextPosition>> strings = new ArrayList<>();
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            PDFTextStripper s = new PDFTextStripper() {
                @Override
                protected void showText(byte[] string) throws IOException {
                    strings.add(new ArrayList<>());
                    super.showText(string);
                }

                @Override
                protected void processTextPosition(TextPosition t) {
                    strings.get(strings.size() - 1).add(t);
                }
            };
            s.getText(doc);
        }
        List<Text> out = new ArrayList<>();
        for (List<TextPosition> string : strings) {
            StringBuilder text = new StringBuilder();
            Rectangle2D box = null;
            for (TextPosition t : string) {
                text.append(t.getUnicode());
                // x, y: the glyph's origin on its baseline (page, y down); height: PDFBox's glyph height, about the cap
                // height, to which a descent of a third of it is added below the baseline
                double h = t.getHeight();
                double along = t.getWidthDirAdj();
                Rectangle2D r;
                if (t.getDir() == 90) { // read upwards (a y label): the glyphs' tops to the left
                    r = new Rectangle2D.Double(t.getX() - h, t.getY() - along, h * 1.35, along);
                } else if (t.getDir() == 270) { // read downwards (the colour bar's label): the tops to the right
                    r = new Rectangle2D.Double(t.getX() - h * 0.35, t.getY(), h * 1.35, along);
                } else {
                    r = new Rectangle2D.Double(t.getX(), t.getY() - h, t.getWidth(), h * 1.35);
                }
                box = box == null ? r : box.createUnion(r);
            }
            if (box != null && !text.toString().isBlank()) {
                out.add(new Text(text.toString(), box));
            }
        }
        return out;
    }

    /** Every {@code <text>} of the SVG, as {@link SvgTexts} measures it. */
    private static List<Text> svgTexts(Path file) throws Exception {
        return SvgTexts.of(file).stream().map(t -> new Text(t.text(), t.box())).toList();
    }
}
