package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.export.SvgTexts;
import org.dltexplorer.app.chart.map.HeatMapChartBuilder;
import org.dltexplorer.app.chart.map.MapData;
import org.dltexplorer.app.chart.map.MapFigureOptions;
import org.dltexplorer.app.chart.map.MapFigures;
import org.dltexplorer.app.chart.map.MapMetric;
import org.dltexplorer.app.chart.export.ChartExporter;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveMonitor;
import org.jfree.chart.JFreeChart;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Where the x axis and the y axis meet, their first tick labels keep apart by the air labels of one axis keep
 * ({@link TickFit#GAP} of the font's size): a log-scaled map over S from 10⁻³ and V from 10⁰ once set "10⁰" a point
 * above "10⁻³" at the corner, the two reading as one cluster. Read from the SVG, where every text has its exact place,
 * for a heat map (as {@code dlt map} and the Map tab draw it) at a journal's thumbnail (4 × 3 cm, where each axis
 * has two labels and neither can leave one out), a journal column, a double column, the window's size
 * and a slide, and for a curve chart on a log axis.
 */
class CornerTickLabelsTest {

    /** A tick label: a number, a power of ten, or a number times one. */
    private static final Pattern TICK = Pattern.compile("[−-]?\\d+(\\.\\d+)?( × 10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?|10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+");
    private static final double CM = 72 / 2.54;

    @TempDir
    Path dir;

    record Size(String name, ExportSize size, ChartStyle style) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Arguments> figures() {
        List<Size> sizes = List.of(new Size("4 × 3 cm", ExportSize.points(4 * CM, 3 * CM, 300), ChartStyle.PUBLICATION),
                new Size("8.5 × 6 cm", ExportSize.points(8.5 * CM, 6 * CM, 300), ChartStyle.PUBLICATION),
                new Size("17.5 × 9 cm", ExportSize.points(17.5 * CM, 9 * CM, 300), ChartStyle.PUBLICATION),
                new Size("window 510 × 570", ExportSize.points(510, 570, 96), ChartStyle.SCREEN),
                new Size("slide", ExportSize.points(24 * CM, 13.5 * CM, 96), ChartStyle.SCREEN));
        List<Arguments> all = new ArrayList<>();
        for (Size s : sizes) {
            all.add(Arguments.of("map, S from 10⁻³ × V from 10⁰", s));
            all.add(Arguments.of("map, V from 10⁰ × S from 10⁻⁴", s));
            all.add(Arguments.of("map, V from 10⁰ × S from 10⁻³", s));
            if (!s.name().startsWith("4 ")) { // four curves' legend leaves a thumbnail no plot: refused (LegendRoomTest)
                all.add(Arguments.of("time vs load of a chain", s));
            }
        }
        return all.stream();
    }

    /** A speedup-like field over a log × log grid whose first points are decades: their labels sit at the corner. */
    static MapData map(String x, double xFrom, double xTo, String y, double yFrom, double yTo) {
        return map("2D torus, k = 2", x, xFrom, xTo, y, yFrom, yTo);
    }

    /**
     * The title of a map at {@code size}: at a thumbnail the gallery's torus title, whose two lines leave the cells
     * a short y axis with two labels (as {@code dlt map} draws it); elsewhere a short one.
     */
    private static String title(Size size) {
        return size.name().startsWith("4 ") ? "2D torus, k = 2 (Błażewicz et al. 1999): speedup over load and startup"
                : "2D torus, k = 2";
    }

    /** The same field titled {@code title}. */
    static MapData map(String title, String x, double xFrom, double xTo, String y, double yFrom, double yTo) {
        int n = 40;
        double[] xs = new double[n];
        double[] ys = new double[n];
        for (int i = 0; i < n; i++) {
            xs[i] = xFrom * Math.pow(xTo / xFrom, i / (n - 1.0));
            ys[i] = yFrom * Math.pow(yTo / yFrom, i / (n - 1.0));
        }
        List<PointOutcome> points = new ArrayList<>();
        for (int iy = 0; iy < n; iy++) {
            for (int ix = 0; ix < n; ix++) {
                double ratio = x.equals("V") ? xs[ix] / ys[iy] : ys[iy] / xs[ix];
                double speedup = 1 + 240 * ratio / (ratio + 300);
                points.add(new PointOutcome(Status.OPTIMAL, 1, speedup, 1, Double.NaN, Double.NaN, ""));
            }
        }
        return MapData.of(title, new MapData.Axis(x, xs, true, false), new MapData.Axis(y, ys, true, false), points);
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("figures")
    void theFirstLabelsOfBothAxesKeepApartAtTheCorner(String figure, Size size) throws Exception {
        Path svg = dir.resolve("figure.svg");
        JFreeChart chart;
        if (figure.startsWith("map")) {
            MapData data = figure.startsWith("map, S") ? map(title(size), "S", 1e-3, 1, "V", 1, 1e4)
                    : map(title(size), "V", 1, 1e6, "S", figure.endsWith("10⁻³") ? 1e-3 : 1e-4, 1);
            MapFigureOptions options = MapFigureOptions.defaults(ExportFormat.SVG).withMetric(MapMetric.SPEEDUP)
                    .withFigure(new FigureOptions(ExportFormat.SVG, size.size(), size.style(), FigureTitle.DEFAULT));
            MapFigures.write(data, svg, options);
            chart = HeatMapChartBuilder.build(data, options);
        } else {
            Scenario chain = Scenario.uniform(new Chain(8, 0), 100.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.1));
            FigureData data = Figures.standard().data(ChartKind.TIME_VS_LOAD, chain, null,
                    new CurveOptions(List.of(), List.of(), new CurveOptions.Grid(1, 1e6, 31, true), null), SolveMonitor.NONE);
            chart = Figures.chart(data, size.style());
            ChartExporter.svg(chart, svg, size.size());
        }
        Rectangle2D area = ExportedLayout.dataArea(chart, size.size());
        List<SvgTexts.Text> ticks = SvgTexts.of(svg).stream().filter(t -> TICK.matcher(t.text().strip()).matches()).toList();
        // the y axis's label nearest the bottom, the x axis's nearest the left: the two at the corner
        SvgTexts.Text y = ticks.stream().filter(t -> t.box().getMaxX() < area.getMinX() + 1 && t.box().getMinY() < area.getMaxY() + 1)
                .max(Comparator.comparingDouble(t -> t.box().getCenterY())).orElseThrow();
        SvgTexts.Text x = ticks.stream().filter(t -> t.box().getMinY() > area.getMaxY() - 1 && t.box().getCenterX() < area.getMaxX() + 1)
                .min(Comparator.comparingDouble(t -> t.box().getCenterX())).orElseThrow();
        double air = TickFit.GAP * Math.max(x.size(), y.size());
        double apart = Math.max(Math.max(x.box().getMinX() - y.box().getMaxX(), y.box().getMinX() - x.box().getMaxX()),
                Math.max(x.box().getMinY() - y.box().getMaxY(), y.box().getMinY() - x.box().getMaxY()));
        assertThat(apart).as("air between y's '%s' %s and x's '%s' %s", y.text(), y.box(), x.text(), x.box())
                .isGreaterThanOrEqualTo(air - 0.01);
    }

}
