package org.dltexplorer.app.chart.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.schedule.Status;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The heat map drawn: each cell in its colour, hatched exactly where the point was not solved, one legend entry for
 * them (and none when every point solved), a colour bar, and no text in the plot.
 */
class HeatMapChartTest {

    @TempDir
    Path dir;

    /** A 4 × 3 map of f = ix + 10·iy; (1, 1) and (3, 0) not solved, (2, 2) not answered yet. */
    private static MapData field() {
        List<PointOutcome> points = new ArrayList<>();
        for (int iy = 0; iy < 3; iy++) {
            for (int ix = 0; ix < 4; ix++) {
                boolean unsolved = (ix == 1 && iy == 1) || (ix == 3 && iy == 0);
                boolean pending = ix == 2 && iy == 2;
                points.add(pending ? null : unsolved
                        ? new PointOutcome(Status.INFEASIBLE, Double.NaN, Double.NaN, 0, Double.NaN, Double.NaN, "workers: must be >= 1, got " + ix)
                        : new PointOutcome(Status.OPTIMAL, ix + 10 * iy, 1, 1, Double.NaN, Double.NaN, ""));
            }
        }
        return MapData.of("field", new MapData.Axis("x", new double[] {1, 2, 3, 4}, false, false),
                new MapData.Axis("y", new double[] {0, 1, 2}, false, false), points);
    }

    private static MapFigureOptions options(boolean isoLines) {
        return MapFigureOptions.defaults(ExportFormat.PDF).withIsoLines(isoLines);
    }

    @Test
    void cellsAreHatchedExactlyWhereThePointWasNotSolvedAndColouredElsewhere() {
        MapData data = field();
        JFreeChart chart = HeatMapChartBuilder.build(data, options(false));
        // laid out on 300 × 200 points, drawn at 4 pixels a point (288 dpi): the hatching's lines 3 points apart
        BufferedImage image = new BufferedImage(1200, 800, BufferedImage.TYPE_INT_RGB);
        ChartRenderingInfo info = new ChartRenderingInfo();
        Graphics2D g = image.createGraphics();
        g.scale(4, 4);
        chart.draw(g, new Rectangle2D.Double(0, 0, 300, 200), info);
        g.dispose();
        Rectangle2D area = info.getPlotInfo().getDataArea();
        XYPlot plot = chart.getXYPlot();
        for (int iy = 0; iy < 3; iy++) {
            for (int ix = 0; ix < 4; ix++) {
                int cx = (int) (4 * plot.getDomainAxis().valueToJava2D(ix + 1, area, RectangleEdge.BOTTOM));
                int cy = (int) (4 * plot.getRangeAxis().valueToJava2D(iy, area, RectangleEdge.LEFT));
                List<Integer> seen = window(image, cx, cy, 24);
                boolean unsolved = (ix == 1 && iy == 1) || (ix == 3 && iy == 0);
                if (unsolved) {
                    assertThat(seen).as("cell (%d, %d): white and dark hatching", ix, iy).contains(0xFFFFFF)
                            .anyMatch(c -> brightness(c) < 128).allMatch(c -> c == (c & 0xFF) * 0x010101);
                } else if (ix == 2 && iy == 2) {
                    assertThat(seen).as("cell (2, 2), not answered: background only").containsOnly(0xFFFFFF);
                } else {
                    // f from 0 to 23 on a linear scale: the colour of bin floor(f / 23 · 256)
                    int expected = Viridis.rgb(Math.min(255, (int) Math.floor((ix + 10 * iy) / 23.0 * 256)));
                    assertThat(seen).as("cell (%d, %d) = %d", ix, iy, ix + 10 * iy).containsOnly(expected);
                }
            }
        }
    }

    @Test
    void drawingAtAnySizeChangesNothingTheWindowListensTo() {
        // the window's canvas redraws on every change event: a change made while drawing (the colour bar narrowing
        // for a narrow figure) once drew the chart inside itself until the stack overflowed
        JFreeChart chart = HeatMapChartBuilder.build(field(), options(true));
        int[] events = {0};
        chart.addChangeListener(e -> events[0]++);
        Graphics2D g = new BufferedImage(400, 300, BufferedImage.TYPE_INT_RGB).createGraphics();
        for (double[] size : new double[][] {{113, 85}, {241, 170}, {113, 85}}) {
            chart.draw(g, new Rectangle2D.Double(0, 0, size[0], size[1]));
        }
        g.dispose();
        assertThat(events[0]).isZero();
    }

    @Test
    void hatchedPointsHaveOneLegendEntryAndAMapWithoutThemNone() {
        JFreeChart chart = HeatMapChartBuilder.build(field(), options(true));
        List<LegendTitle> legends = subtitles(chart, LegendTitle.class);
        assertThat(legends).hasSize(1);
        LegendItemCollection items = legends.get(0).getSources()[0].getLegendItems();
        assertThat(items.getItemCount()).isEqualTo(1);
        assertThat(items.get(0).getLabel()).isEqualTo("not solved");
        assertThat(subtitles(chart, PaintScaleLegend.class)).hasSize(1);

        List<PointOutcome> all = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            all.add(new PointOutcome(Status.OPTIMAL, i, 1, 1, Double.NaN, Double.NaN, ""));
        }
        MapData solved = MapData.of("all solved", new MapData.Axis("x", new double[] {1, 2}, false, false),
                new MapData.Axis("y", new double[] {1, 2}, false, false), all);
        assertThat(subtitles(HeatMapChartBuilder.build(solved, options(true)), LegendTitle.class)).isEmpty();
    }

    @Test
    void notesSayHowManyPointsWereNotSolvedAndWhyOneLineAKind() {
        assertThat(field().notes(MapMetric.MAKESPAN)).containsExactly(
                "2 of 11 points not solved: workers: must be >= 1, got 3 (first at x = 4, y = 0)");
    }

    @Test
    void thePdfHasNoTextInThePlotAndAllOfItOnThePage() throws IOException {
        double w = 8.5 / 2.54 * 72;
        double h = 6 / 2.54 * 72;
        MapFigureOptions o = options(true).withFigure(new FigureOptions(ExportFormat.PDF, ExportSize.points(w, h, 300),
                FigureOptions.defaults(ExportFormat.PDF).style()));
        Path pdf = dir.resolve("map.pdf");
        MapFigures.write(field(), pdf, o);
        // where the plot is: the same chart laid out on the same size
        ChartRenderingInfo info = new ChartRenderingInfo();
        BufferedImage image = new BufferedImage((int) Math.ceil(w), (int) Math.ceil(h), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        HeatMapChartBuilder.build(field(), o).draw(g, new Rectangle2D.Double(0, 0, w, h), info);
        g.dispose();
        Rectangle2D plot = info.getPlotInfo().getDataArea();

        List<Rectangle2D> glyphs = glyphs(pdf);
        assertThat(glyphs).hasSizeGreaterThan(10);
        for (Rectangle2D box : glyphs) {
            assertThat(box.getMinX()).as("left of %s", box).isGreaterThanOrEqualTo(-0.5);
            assertThat(box.getMaxX()).as("right of %s", box).isLessThanOrEqualTo(w + 0.5);
            assertThat(box.getMinY()).as("top of %s", box).isGreaterThanOrEqualTo(-0.5);
            assertThat(box.getMaxY()).as("bottom of %s", box).isLessThanOrEqualTo(h + 0.5);
            double cx = box.getCenterX();
            double cy = box.getCenterY();
            assertThat(plot.contains(cx, cy)).as("a glyph at %s inside the plot %s", box, plot).isFalse();
        }
    }

    private static <T> List<T> subtitles(JFreeChart chart, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            if (type.isInstance(chart.getSubtitle(i))) {
                out.add(type.cast(chart.getSubtitle(i)));
            }
        }
        return out;
    }

    private static List<Integer> window(BufferedImage image, int cx, int cy, int half) {
        List<Integer> out = new ArrayList<>();
        for (int y = cy - half; y <= cy + half; y++) {
            for (int x = cx - half; x <= cx + half; x++) {
                out.add(image.getRGB(x, y) & 0xFFFFFF);
            }
        }
        return out;
    }

    private static int brightness(int rgb) {
        return ((rgb >> 16 & 0xff) + (rgb >> 8 & 0xff) + (rgb & 0xff)) / 3;
    }

    /** Every glyph's box in page coordinates (y down), turned glyphs (the y label) included. */
    private static List<Rectangle2D> glyphs(Path pdf) throws IOException {
        List<Rectangle2D> boxes = new ArrayList<>();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            PDFTextStripper s = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<TextPosition> positions) {
                    for (TextPosition t : positions) {
                        if (t.getUnicode().isBlank()) {
                            continue;
                        }
                        boolean turned = t.getDir() == 90 || t.getDir() == 270;
                        double x = t.getX();
                        double y = t.getY();
                        boxes.add(turned ? new Rectangle2D.Double(x - t.getHeight(), y - t.getWidth(), t.getHeight(), t.getWidth())
                                : new Rectangle2D.Double(x, y - t.getHeight(), t.getWidth(), t.getHeight()));
                    }
                }
            };
            s.getText(doc);
        }
        return boxes;
    }
}
