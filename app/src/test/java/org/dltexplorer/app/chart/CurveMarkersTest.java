package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dltexplorer.app.chart.export.ChartExporter;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.jfree.chart.LegendItem;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A curve's markers do not merge at a thumbnail: the gallery's chain (Błażewicz & Drozdowski 1997, Example 1), its
 * time-vs-load chart 4 cm wide, put a circle on each of 31 points about 2.5 pt apart, one black band. Read from the
 * SVG: the circles of the first curve (6 pt wide) inside the plot lie at least a marker's width apart, and there are
 * still several. Every legend entry keeps its curve's marker, wherever the curve's markers start ({@link MarkerSpacing}).
 */
class CurveMarkersTest {

    private static final double CM = 72 / 2.54;
    /** A circle as JFreeSVG writes it: a path of four cubic curves. */
    private static final Pattern CIRCLE = Pattern.compile("<path d='(M[-0-9.E,]+(?:C[-0-9.E,]+){4}Z)'");
    private static final Pattern NUMBER = Pattern.compile("-?[0-9.]+(?:E-?[0-9]+)?");

    @TempDir
    Path dir;

    private static FigureData chain() {
        Gallery gallery = Gallery.bundled();
        Scenario chain = new ScenarioReader().read(
                gallery.text(gallery.entry("blazewicz-drozdowski-1997-example1-chain.json").orElseThrow()));
        return Figures.standard().data(ChartKind.TIME_VS_LOAD, chain, null, CurveOptions.DEFAULT, SolveMonitor.NONE);
    }

    @Test
    void theMarkersOfACurveFourCentimetresWideLieAtLeastAMarkerApart() throws Exception {
        FigureData data = chain();
        ExportSize size = ExportSize.points(4 * CM, 6 * CM, 300);
        Path svg = dir.resolve("chain.svg");
        ChartExporter.export(data, svg, new FigureOptions(ExportFormat.SVG, size, ChartStyle.PUBLICATION, FigureTitle.DEFAULT));
        double marker = ChartStyle.PUBLICATION.seriesShape(0).getBounds2D().getWidth();
        Rectangle2D plot = ExportedLayout.dataArea(Figures.chart(data, ChartStyle.PUBLICATION, FigureTitle.DEFAULT), size);
        Rectangle2D around = new Rectangle2D.Double(plot.getX() - marker, plot.getY() - marker,
                plot.getWidth() + 2 * marker, plot.getHeight() + 2 * marker);

        List<Point2D> circles = circleCentres(Files.readString(svg), marker).stream().filter(around::contains)
                .sorted(Comparator.comparingDouble(Point2D::getX)).toList();

        assertThat(circles).as("the first curve's markers in the plot").hasSizeGreaterThanOrEqualTo(3);
        for (int i = 1; i < circles.size(); i++) {
            assertThat(circles.get(i).distance(circles.get(i - 1))).as("between markers %d and %d", i - 1, i)
                    .isGreaterThanOrEqualTo(marker);
        }
    }

    @Test
    void everyLegendEntryShowsItsCurvesMarker() {
        JFreeChart chart = Figures.chart(chain(), ChartStyle.PUBLICATION, FigureTitle.DEFAULT);
        ExportedLayout.dataArea(chart, ExportSize.points(4 * CM, 6 * CM, 300)); // laid out where markers are thinned
        List<LegendItem> items = new ArrayList<>();
        var legend = ((XYPlot) chart.getPlot()).getLegendItems();
        for (int i = 0; i < legend.getItemCount(); i++) {
            items.add(legend.get(i));
        }
        assertThat(items).hasSizeGreaterThanOrEqualTo(2).allSatisfy(item -> assertThat(item.isShapeVisible()).isTrue());
    }

    /** The centres of the circles {@code width} wide (within 10 %), each once (an open marker is filled, then drawn). */
    private static List<Point2D> circleCentres(String svg, double width) {
        List<Point2D> out = new ArrayList<>();
        Matcher m = CIRCLE.matcher(svg);
        while (m.find()) {
            Matcher n = NUMBER.matcher(m.group(1));
            double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, minY = Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
            for (int k = 0; n.find(); k++) {
                double v = Double.parseDouble(n.group());
                if (k % 2 == 0) {
                    minX = Math.min(minX, v);
                    maxX = Math.max(maxX, v);
                } else {
                    minY = Math.min(minY, v);
                    maxY = Math.max(maxY, v);
                }
            }
            Point2D centre = new Point2D.Double((minX + maxX) / 2, (minY + maxY) / 2);
            if (Math.abs(maxX - minX - width) < 0.1 * width && out.stream().noneMatch(p -> p.distance(centre) < 1e-6)) {
                out.add(centre);
            }
        }
        return out;
    }
}
