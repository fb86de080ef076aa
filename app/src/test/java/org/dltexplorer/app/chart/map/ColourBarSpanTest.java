package org.dltexplorer.app.chart.map;

import org.dltexplorer.app.chart.ExportedLayout;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.geom.Rectangle2D;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.schedule.Status;
import org.jfree.chart.JFreeChart;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The colour bar's strip spans the cells' height and no more (on cells shorter than its label, as at 4 × 3 cm, it is as
 * long as its label, centred on them): JFreeChart gave the bar the chart's whole height under
 * the title, and its strip ran down beside the x axis's labels (in the window its 10⁰ level stood across from
 * "load V [load units]"). The strip's cells are read from the SVG (the palette's rectangles right of the plot) and the
 * cells' area from the chart's own layout, at a thumbnail, a journal column and the window's size.
 */
class ColourBarSpanTest {

    private static final double CM = 72 / 2.54;
    private static final Pattern RECT = Pattern.compile(
            "<rect x='([0-9.]+)' y='([0-9.]+)' width='([0-9.]+)' height='([0-9.]+)' style='fill:rgb\\(");

    @TempDir
    Path dir;

    /** A speedup over a log × log grid of V and S, as the gallery's torus map draws it. */
    static MapData torusLike(String title) {
        int n = 24;
        double[] v = new double[n];
        double[] s = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = Math.pow(10, 6.0 * i / (n - 1));
            s[i] = Math.pow(10, -4 + 4.0 * i / (n - 1));
        }
        List<PointOutcome> points = new ArrayList<>();
        for (int iy = 0; iy < n; iy++) {
            for (int ix = 0; ix < n; ix++) {
                double ratio = v[ix] / s[iy];
                points.add(new PointOutcome(Status.OPTIMAL, 1, 1 + 240 * ratio / (ratio + 300), 1, Double.NaN, Double.NaN, ""));
            }
        }
        return MapData.of(title, new MapData.Axis("V", v, true, false), new MapData.Axis("S", s, true, false), points);
    }

    @ParameterizedTest(name = "{0} × {1} pt, {2}")
    @CsvSource({"113.4, 85.0, publication", "241.0, 170.1, publication", "510, 570, screen", "680.3, 382.7, screen"})
    void theStripSpansTheCellsHeight(double width, double height, String look) throws Exception {
        ChartStyle style = look.equals("screen") ? ChartStyle.SCREEN : ChartStyle.PUBLICATION;
        ExportSize size = ExportSize.points(width, height, 96);
        MapFigureOptions options = MapFigureOptions.defaults(ExportFormat.SVG).withMetric(MapMetric.SPEEDUP)
                .withFigure(new FigureOptions(ExportFormat.SVG, size, style, FigureTitle.DEFAULT));
        MapData data = torusLike("2D torus, k = 2");
        Path svg = dir.resolve("map.svg");
        MapFigures.write(data, svg, options);
        Rectangle2D cells = ExportedLayout.dataArea(HeatMapChartBuilder.build(data, options), size);

        double top = Double.POSITIVE_INFINITY;
        double bottom = Double.NEGATIVE_INFINITY;
        Matcher m = RECT.matcher(Files.readString(svg));
        while (m.find()) {
            double x = Double.parseDouble(m.group(1));
            double y = Double.parseDouble(m.group(2));
            if (x > cells.getMaxX() + 1 && Double.parseDouble(m.group(3)) < width / 4) { // the strip, not the background
                top = Math.min(top, y);
                bottom = Math.max(bottom, y + Double.parseDouble(m.group(4)));
            }
        }
        // covering the cells; as tall as them unless its label needs more (tiny cells), and then still above the
        // x axis's label, the lowest text of the figure
        assertThat(top).as("strip's top, cells %s", cells).isLessThanOrEqualTo(cells.getMinY() + 1);
        assertThat(bottom).as("strip's bottom, cells %s", cells).isGreaterThanOrEqualTo(cells.getMaxY() - 1);
        double xLabelTop = org.dltexplorer.app.chart.export.SvgTexts.of(svg).stream()
                .mapToDouble(t -> t.box().getMinY()).max().orElseThrow();
        assertThat(bottom).as("strip's bottom against the x axis's label").isLessThanOrEqualTo(xLabelTop);
        if (height > 100) {
            assertThat(top).as("strip's top, cells %s", cells).isCloseTo(cells.getMinY(), within(1.0));
            assertThat(bottom).as("strip's bottom, cells %s", cells).isCloseTo(cells.getMaxY(), within(1.0));
        }
    }

}
