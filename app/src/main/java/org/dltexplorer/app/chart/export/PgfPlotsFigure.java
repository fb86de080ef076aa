package org.dltexplorer.app.chart.export;

import java.util.List;
import java.util.StringJoiner;
import org.dltexplorer.app.chart.Axes;
import org.dltexplorer.app.chart.Coincidence;
import org.dltexplorer.app.chart.CurveChartBuilder;
import org.dltexplorer.app.chart.CurveSet;
import org.dltexplorer.app.chart.DistributionData;
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.GanttChartBuilder;
import org.dltexplorer.app.chart.GanttData;
import org.dltexplorer.app.chart.LoadHistogram;
import org.dltexplorer.app.chart.MathText;
import org.dltexplorer.app.chart.NiceTicks;
import org.dltexplorer.app.chart.TickFit;
import org.dltexplorer.app.chart.map.HeatMapChartBuilder;
import org.dltexplorer.app.chart.map.IsoLines;
import org.dltexplorer.app.chart.map.MapData;
import org.dltexplorer.app.chart.map.MapField;
import org.dltexplorer.app.chart.map.MapFigureOptions;
import org.dltexplorer.app.chart.map.MapMetric;
import org.dltexplorer.app.chart.map.MapScale;
import org.dltexplorer.app.chart.map.Viridis;
import org.dltexplorer.core.schedule.Activity;

/**
 * A chart as PGFPlots code with its data inline: {@code \input} it in a document that loads {@code pgfplots} and LaTeX
 * sets every text in the paper's own font. Same title, labels, ticks and series styles as the drawn chart:
 * publication style is black with dashes and markers, screen style uses the Okabe–Ito colours.
 */
final class PgfPlotsFigure {

    /** Series looks in print: line pattern and marker, in the order of {@code ChartStyle}'s dashes and shapes. */
    private static final String[] PRINT_SERIES = {
        "solid, mark=o", "dashed, mark=square", "densely dotted, mark=triangle", "dashdotted, mark=diamond",
        "loosely dashed, mark=x", "densely dashdotted, mark=+"};

    private final StringBuilder tex = new StringBuilder();
    private final FigureOptions options;
    /** The title drawn, set by {@link #common}; null for none. */
    private String title;
    /** What the layout needs to know, set by each chart before {@link #begin}. */
    private List<String> yTicks = List.of();
    private String lastXTick;
    /** Stands for the y label among the axis keys until the layout has wrapped it. */
    private static final String YLABEL_PLACE = "ylabel=?";
    /** The y label as it reads, set by {@link #common}. */
    private String yLabel = "";
    private List<String> legend = List.of();
    private PgfLayout layout;
    /** Space right of the axis box for a heat map's colour bar, set before {@link #begin}; 0 for none. */
    private double colourBar;

    private PgfPlotsFigure(FigureOptions options) {
        this.options = options;
    }

    /** The {@code tikzpicture} of {@code data} at the options' size, style and title. */
    static String of(FigureData data, FigureOptions options) {
        PgfPlotsFigure f = new PgfPlotsFigure(options);
        if (data instanceof DistributionData d) {
            f.distribution(d);
        } else if (data instanceof LoadHistogram h) {
            f.histogram(h);
        } else if (data instanceof GanttData g) {
            f.gantt(g);
        } else {
            f.curves((CurveSet) data);
        }
        return f.picture(data.title());
    }

    /**
     * The {@code tikzpicture} of a heat map at the options' size, style and title: the cells as a {@code matrix plot*}
     * in the viridis colour map, a colour bar on the right, iso-lines as {@code contour prepared} data, hatching under
     * the points not solved with one legend entry below the axes; {@code width} includes the colour bar.
     */
    static String of(MapData data, MapFigureOptions options) {
        PgfPlotsFigure f = new PgfPlotsFigure(options.figure());
        f.heatMap(data, options);
        return f.picture(data.title());
    }

    /** The header comments and the picture around what the chart wrote. */
    private String picture(String chartTitle) {
        // no space after the picture: a paragraph would take it into the figure's width
        line("\\end{tikzpicture}%");
        return "% " + Latex.text(chartTitle).replace('\n', ' ') + "\n"
                + "% written by " + options.provenance().line() + "\n"
                + "% needs \\usepackage{pgfplots} (and \\pgfplotsset{compat=1.16} or later); "
                + num(options.size().widthPt()) + " bp wide with its labels and legend\n"
                + "\\begin{tikzpicture}[" + layout.pictureOptions() + "]\n" + tex;
    }

    private void curves(CurveSet set) {
        List<String> axis = common(set.title(), set.xLabel(), set.yLabel());
        boolean logX = CurveChartBuilder.logAxis(set, true);
        boolean logY = CurveChartBuilder.logAxis(set, false);
        axis.add(logX ? "xmode=log" : "");
        axis.add(logY ? "ymode=log" : "");
        double[] xRange = range(set, true);
        double[] yRange = set.yRange() != null ? new double[] {set.yRange().from(), set.yRange().to()} : range(set, false);
        boolean wholeX = CurveChartBuilder.wholeNumbers(set.xLabel());
        Coincidence same = Coincidence.of(set);
        // a curve with no point drawn gets neither a plot nor a legend entry (its points are in the notes)
        List<Integer> drawn = java.util.stream.IntStream.range(0, set.curves().size())
                .filter(k -> set.curves().get(k).drawn().stream().anyMatch(p -> (!logX || p.x() > 0) && (!logY || p.y() > 0)))
                .boxed().toList();
        legend = drawn.stream().map(same::legend).toList();
        // where the box goes with every 1-2-5 tick labelled; the ticks are then thinned to fit that box
        List<String> scratch = new java.util.ArrayList<>();
        String lastX0 = xRange == null ? null : logX ? "10" + MathText.superscript((int) Math.ceil(Math.log10(xRange[1]) - 1e-9))
                : last(linearTicks(scratch, "x", xRange, wholeX, 0, true));
        List<String> yLabels0 = yRange == null ? List.of() : logY ? decades(yRange) : linearTicks(scratch, "y", yRange, false, 0, false);
        PgfLayout guess = new PgfLayout(options.size().widthPt(), options.size().heightPt(), title, yLabels0, lastX0, legend,
                set.yLabel());
        if (xRange != null) {
            lastXTick = logX ? lastX0 : last(linearTicks(axis, "x", xRange, wholeX, guess.axisWidth(), true));
        }
        if (yRange != null) {
            yTicks = logY ? decades(yRange) : linearTicks(axis, "y", yRange, false, guess.axisHeight(), false);
        }
        if (set.yRange() != null) {
            // the user's range exactly, as the drawn chart has it (points beyond it are clipped)
            axis.removeIf(k -> k.startsWith("ymin=") || k.startsWith("ymax="));
            axis.add("ymin=" + num(yRange[0]));
            axis.add("ymax=" + num(yRange[1]));
        }
        begin("axis", axis);
        for (int i : drawn) {
            CurveSet.Curve c = set.curves().get(i);
            StringJoiner points = new StringJoiner(" ");
            for (CurveSet.Point p : c.drawn()) {
                if ((!logX || p.x() > 0) && (!logY || p.y() > 0)) {
                    points.add("(" + num(p.x()) + "," + num(p.y()) + ")");
                }
            }
            String marks = same.coincides(i) ? ", mark phase=" + (same.onEarlier(i) ? 2 : 1) + ", mark repeat=2" : "";
            line("\\addplot[" + seriesStyle(i) + marks + ", mark options={solid, fill=white}] coordinates {" + points + "};");
            line("\\addlegendentry{" + Latex.text(same.legend(i)) + "}");
        }
        // notes (points not solved) stay out of the figure: warnings and caption text (FigureData#notes)
        line("\\end{axis}");
    }

    /** Gap between the axis box and the colour bar, and the bar's width, in points. */
    private static final double BAR_GAP = 8;
    private static final double BAR_WIDTH = 10;
    /** Stands for the colour bar's keys among the axis keys until the layout has its height. */
    private static final String COLORBAR_PLACE = "colorbar=?";

    private void heatMap(MapData data, MapFigureOptions mo) {
        MapMetric metric = mo.metric();
        MapScale scale = HeatMapChartBuilder.scale(data, metric);
        List<String> axis = common(data.title(), data.x().title(), data.y().title());
        axis.removeIf(k -> k.startsWith("grid")); // cells fill the box: no grid
        double[] xe = data.x().edges();
        double[] ye = data.y().edges();
        boolean logX = HeatMapChartBuilder.logAxis(data.x());
        boolean logY = HeatMapChartBuilder.logAxis(data.y());
        double[] xr = {Math.min(xe[0], xe[xe.length - 1]), Math.max(xe[0], xe[xe.length - 1])};
        double[] yr = {Math.min(ye[0], ye[ye.length - 1]), Math.max(ye[0], ye[ye.length - 1])};
        String lastDecade = "10" + MathText.superscript((int) Math.floor(Math.log10(xr[1]) + 1e-9));
        boolean hatched = HeatMapChartBuilder.hasHatched(data, metric);
        legend = hatched ? List.of(HeatMapChartBuilder.NOT_SOLVED) : List.of();
        double[] ticks = scale.ticks();
        double step = ticks.length > 1 ? ticks[1] - ticks[0] : 1;
        List<String> allBarTicks = new java.util.ArrayList<>();
        for (double t : ticks) {
            allBarTicks.add(barTick(scale, t, step));
        }
        // where the box goes with every 1-2-5 tick labelled; the ticks are then thinned to fit that box
        List<String> yLabels0 = logY ? decades(yr) : PgfTicks.fitted(yr[0], yr[1], data.y().integer(), 0, false).labels();
        String lastX0 = logX ? lastDecade : PgfTicks.fitted(xr[0], xr[1], data.x().integer(), 0, true).last();
        // the bar's label wraps at the axis box's height, as the y label does
        PgfLayout first = new PgfLayout(options.size().widthPt(), options.size().heightPt(), title, yLabels0, lastX0, legend,
                data.y().title());
        List<String> barLabel = first.yLabelLines(metric.label());
        colourBar = PgfLayout.colourBar(BAR_GAP, BAR_WIDTH, allBarTicks, barLabel.size());
        PgfLayout guess = new PgfLayout(options.size().widthPt(), options.size().heightPt(), title, yLabels0, lastX0, legend,
                data.y().title(), colourBar);
        if (logX) {
            axis.add("xmode=log");
            lastXTick = lastDecade;
        } else {
            lastXTick = ticksWithin(axis, "x", xr, data.x().integer(), guess.axisWidth(), true).last();
        }
        if (logY) {
            axis.add("ymode=log");
            yTicks = decades(yr);
        } else {
            yTicks = ticksWithin(axis, "y", yr, data.y().integer(), guess.axisHeight(), false).labels();
        }
        axis.add("xmin=" + num(xr[0]));
        axis.add("xmax=" + num(xr[1]));
        axis.add("ymin=" + num(yr[0]));
        axis.add("ymax=" + num(yr[1]));
        axis.add("enlargelimits=false");
        axis.add("axis on top");
        axis.add("unbounded coords=jump");
        StringJoiner map = new StringJoiner(" ");
        for (int i = 0; i < Viridis.SIZE; i++) {
            int c = Viridis.rgb(i);
            map.add("rgb255=(" + (c >> 16 & 0xff) + "," + (c >> 8 & 0xff) + "," + (c & 0xff) + ")");
        }
        axis.add("colormap={dltviridis}{" + map + "}");
        // colours spread over the metric, or its logarithm on a log scale: the bar is then ticked at powers of ten
        axis.add("point meta min=" + num(meta(scale, scale.lo())));
        axis.add("point meta max=" + num(meta(scale, scale.hi())));
        axis.add("colorbar");
        axis.add(COLORBAR_PLACE);
        // a short bar labels only some of its ticks, as the drawn bar does; the others (iso-line levels) stay marked
        List<String> barTicks = barLabels(scale, ticks, guess.axisHeight());
        begin("axis", axis);
        // the colour bar's keys, now that the box's height is known
        StringJoiner tickKeys = new StringJoiner(",");
        StringJoiner tickLabels = new StringJoiner(",");
        for (int i = 0; i < ticks.length; i++) {
            tickKeys.add(num(meta(scale, ticks[i])));
            tickLabels.add("{" + Latex.text(barTicks.get(i)) + "}");
        }
        String bar = "colorbar style={at={(parent axis.north east)}, anchor=north west, xshift=" + num(BAR_GAP)
                + "bp, scale only axis, width=" + num(BAR_WIDTH) + "bp, height=" + num(layout.axisHeight()) + "bp, ytick={"
                + tickKeys + "}, yticklabels={" + tickLabels + "}, ylabel={"
                + barLabel.stream().map(Latex::label).collect(java.util.stream.Collectors.joining("\\\\{}"))
                + "}, ylabel style={align=center}, tick label style={font=\\footnotesize}, label style={font=\\small}}";
        replaceKey(COLORBAR_PLACE, bar);
        if (hatched) {
            hatching();
            line("\\addlegendimage{legend image code/.code={" + hatchedSquare() + "}}");
            line("\\addlegendentry{" + HeatMapChartBuilder.NOT_SOLVED + "}");
        }
        int nx = data.x().size();
        int ny = data.y().size();
        line("\\addplot[matrix plot*, mesh/cols=" + nx + ", mesh/rows=" + ny + ", point meta=explicit, forget plot]"
                + " table[meta=c] {");
        line("x y c");
        for (int iy = 0; iy < ny; iy++) {
            for (int ix = 0; ix < nx; ix++) {
                double v = data.value(metric, ix, iy);
                line(num(data.x().value(ix)) + " " + num(data.y().value(iy)) + " " + (Double.isNaN(v) ? "nan" : num(meta(scale, v))));
            }
        }
        line("};");
        if (mo.isoLines()) {
            MapField field = MapField.of(data, metric, scale);
            for (double level : scale.levels()) {
                List<IsoLines.Segment> segments = field.segments(level);
                if (segments.isEmpty()) {
                    continue;
                }
                String colour = field.dark(level) ? "white" : "black";
                line("\\addplot[contour prepared={labels=false, draw color=" + colour + "}, line width=0.6bp, forget plot]"
                        + " table {");
                for (IsoLines.Segment s : segments) {
                    String z = num(meta(scale, level));
                    line(num(data.x().at(s.x1())) + " " + num(data.y().at(s.y1())) + " " + z);
                    line(num(data.x().at(s.x2())) + " " + num(data.y().at(s.y2())) + " " + z);
                    line("");
                }
                line("};");
            }
        }
        line("\\end{axis}");
    }

    /** The colour coordinate of {@code v}: the value, or its logarithm on a log scale. */
    private static double meta(MapScale scale, double v) {
        return scale.log() ? Math.log10(v) : v;
    }

    /** Hatching over the whole box, under the cells: it shows where a point was not solved (a matrix plot's gap). */
    private void hatching() {
        double w = layout.axisWidth();
        double h = layout.axisHeight();
        line("\\begin{scope}");
        line("\\clip (rel axis cs:0,0) rectangle (rel axis cs:1,1);");
        for (double k = -h; k < w; k += HATCH) {
            line("\\draw[black!75, line width=0.5bp] (rel axis cs:0,0) ++(" + num(k) + "bp,0bp) -- ++(" + num(h) + "bp," + num(h) + "bp);");
        }
        line("\\end{scope}");
    }

    /** Spacing of hatch lines along the box's bottom, in points: 3, as the drawn chart. */
    private static final double HATCH = 3;

    /** The legend's hatched square, as the cells are drawn. */
    private static String hatchedSquare() {
        return "\\draw[black!75, line width=0.5bp] (0bp,-4bp) rectangle (8bp,4bp); \\draw[black!75, line width=0.5bp]"
                + " (0bp,-1bp) -- (3bp,-4bp) (0bp,2bp) -- (6bp,-4bp) (1bp,4bp) -- (8bp,-3bp) (4bp,4bp) -- (8bp,0bp);";
    }

    /**
     * Ticks of a linear axis inside {@code range} (not widened: a map's box is its cells), labelled as drawn and thinned
     * to fit an axis {@code length} points long (0: not thinned); adds the keys.
     */
    private static PgfTicks ticksWithin(List<String> axis, String xy, double[] range, boolean integer, double length,
            boolean horizontal) {
        PgfTicks t = PgfTicks.fitted(range[0], range[1], integer, length, horizontal);
        t.addTo(axis, xy);
        return t;
    }

    /**
     * Ticks of a linear axis over {@code range}, widened to its 1-2-5 step as the drawn chart's axis is, labelled as
     * the drawn chart labels them ({@link Axes#tickLabel}) and thinned to fit {@code length} points (0: not thinned);
     * adds the keys, returns the labels.
     */
    private static List<String> linearTicks(List<String> axis, String xy, double[] range, boolean integer, double length,
            boolean horizontal) {
        double[] w = NiceTicks.widened(range[0], range[1], integer);
        if (w[1] <= w[0]) {
            // one value: a step of the range from 0 to it either side (9765625 ± 2 × 10⁶), so that the labels differ
            // and TeX can set the axis (a span of 2 around 10⁷ is "Dimension too large")
            double s = NiceTicks.step(0, Math.max(Math.abs(w[0]), 1), integer);
            w = new double[] {w[0] - s, w[1] + s};
        }
        double pad = 0.03 * (w[1] - w[0]);
        axis.add(xy + "min=" + num(w[0] - pad));
        axis.add(xy + "max=" + num(w[1] + pad));
        return ticksWithin(axis, xy, w, integer, length, horizontal).labels();
    }

    /** A colour bar tick's label as the drawn bar has it: a power of ten on a log scale. */
    private static String barTick(MapScale scale, double t, double step) {
        return scale.log() ? "10" + MathText.superscript((int) Math.round(Math.log10(t)))
                : Axes.tickLabel(t, step, Math.max(Math.abs(scale.lo()), Math.abs(scale.hi())));
    }

    /**
     * The colour bar's labels for {@code ticks} on a bar {@code height} points tall: those at multiples of the step
     * whose labels fit ({@link TickFit}, over the exponent on a log scale), the others empty (marked, not labelled).
     */
    private static List<String> barLabels(MapScale scale, double[] ticks, double height) {
        double lo = meta(scale, scale.lo());
        double hi = meta(scale, scale.hi());
        boolean whole = scale.log() || scale.integer();
        double step = TickFit.linearStep(lo, hi, whole, height, s -> v -> scale.log()
                ? "10" + MathText.superscript((int) Math.round(v)) : barTick(scale, v, s), l -> PgfTicks.LABEL_HEIGHT,
                PgfTicks.GAP);
        double base = ticks.length > 1 ? ticks[1] - ticks[0] : 1;
        List<String> labels = new java.util.ArrayList<>();
        for (double t : ticks) {
            double m = meta(scale, t) / step;
            labels.add(Math.abs(m - Math.rint(m)) < 1e-6 ? barTick(scale, t, Math.max(step, base)) : "");
        }
        return labels;
    }

    private static String last(List<String> labels) {
        return labels.isEmpty() ? null : labels.get(labels.size() - 1);
    }

    /** The decade labels a log axis over {@code range} shows, for the layout's estimate. */
    private static List<String> decades(double[] range) {
        List<String> labels = new java.util.ArrayList<>();
        for (int e = (int) Math.floor(Math.log10(range[0]) + 1e-9); e <= (int) Math.ceil(Math.log10(range[1]) - 1e-9); e++) {
            labels.add("10" + MathText.superscript(e));
        }
        return labels;
    }

    private void distribution(DistributionData d) {
        List<String> axis = common(d.title(), d.layered() ? "layer (processors in it)" : "processor",
                "load per processor [load units]");
        int n = d.bars().size();
        double top = d.bars().stream().mapToDouble(DistributionData.Bar::load).max().orElse(1);
        yTicks = linearTicks(axis, "y", new double[] {0, top > 0 ? top : 1}, false, 0, false);
        axis.add("xmin=-0.7");
        axis.add("xmax=" + num(n - 0.3));
        // labels never closer than their own width: at one column, layer labels "L3 (×100)" take every other bar
        double perBar = new PgfLayout(options.size().widthPt(), options.size().heightPt(), null, yTicks, null, List.of())
                .axisWidth() / Math.max(1, n);
        double widest = d.bars().stream().mapToDouble(b -> PgfLayout.tickWidth(b.label(d.layered()))).max().orElse(0);
        int every = Math.max(NiceTicks.every(n), NiceTicks.atLeast((widest + 4) / perBar));
        StringJoiner ticks = new StringJoiner(",");
        StringJoiner labels = new StringJoiner(",");
        for (int i = 0; i < n; i += every) {
            ticks.add(Integer.toString(i));
            labels.add("{" + Latex.text(d.bars().get(i).label(d.layered())) + "}");
        }
        axis.add("xtick={" + ticks + "}");
        axis.add("xticklabels={" + labels + "}");
        lastXTick = n == 0 ? null : d.bars().get((n - 1) / every * every).label(d.layered());
        axis.add("ybar");
        axis.add("bar width=0.6");
        begin("axis", axis);
        StringJoiner points = new StringJoiner(" ");
        for (int i = 0; i < n; i++) {
            points.add("(" + i + "," + num(d.bars().get(i).load()) + ")");
        }
        String fill = options.style().publication() ? "fill=gray!60" : "fill=" + rgb(0x0072B2);
        line("\\addplot[" + fill + ", draw=black] coordinates {" + points + "};");
        line("\\end{axis}");
    }

    private void histogram(LoadHistogram h) {
        List<String> axis = common(h.title(), "load per processor [load units]" + (h.logBins() ? ", log bins" : ""),
                "processors with this load");
        axis.add(h.logBins() ? "xmode=log" : "");
        long most = h.bins().stream().mapToLong(LoadHistogram.Bin::count).max().orElse(1);
        yTicks = linearTicks(axis, "y", new double[] {0, most}, true, 0, false);
        lastXTick = h.bins().isEmpty() ? null : MathText.number(h.bins().get(h.bins().size() - 1).high());
        axis.add("ybar interval");
        begin("axis", axis);
        StringJoiner points = new StringJoiner(" ");
        for (LoadHistogram.Bin b : h.bins()) {
            points.add("(" + num(b.low()) + "," + b.count() + ")");
        }
        if (!h.bins().isEmpty()) {
            // ybar interval draws a bar from each point to the next: the last edge closes the last bin
            LoadHistogram.Bin last = h.bins().get(h.bins().size() - 1);
            points.add("(" + num(last.high()) + "," + last.count() + ")");
        }
        String fill = options.style().publication() ? "fill=gray!60" : "fill=" + rgb(0x0072B2);
        line("\\addplot[" + fill + ", draw=black] coordinates {" + points + "};");
        line("\\end{axis}");
    }

    private void gantt(GanttData g) {
        List<String> axis = common(g.title(), "time [time units]", g.layered() ? "layer" : "processor");
        double end = g.makespan() > 0 && Double.isFinite(g.makespan()) ? g.makespan() : 1;
        axis.add("xmin=0");
        axis.add("xmax=" + num(end));
        double step = NiceTicks.step(0, end, false);
        StringJoiner xLabels = new StringJoiner(",");
        for (double t : NiceTicks.ticks(0, end, false)) {
            lastXTick = Axes.tickLabel(t, step, end);
            xLabels.add("{" + Latex.text(lastXTick) + "}");
        }
        axis.add("xtick={" + list(NiceTicks.ticks(0, end, false)) + "}");
        axis.add("xticklabels={" + xLabels + "}");
        axis.add("ymin=-0.5");
        axis.add("ymax=" + num(Math.max(0.5, g.rows() - 0.5)));
        axis.add("y dir=reverse");
        int every = NiceTicks.every(g.rows());
        StringJoiner ticks = new StringJoiner(",");
        StringJoiner labels = new StringJoiner(",");
        for (int r = 0; r < g.rows(); r += every) {
            ticks.add(Integer.toString(r));
            labels.add("{" + Latex.text(g.rowLabel(r)) + "}");
        }
        axis.add("ytick={" + ticks + "}");
        axis.add("yticklabels={" + labels + "}");
        List<Activity> shown = java.util.Arrays.stream(Activity.values())
                .filter(a -> g.bars().stream().anyMatch(b -> b.interval().activity() == a)).toList();
        legend = java.util.stream.Stream.concat(shown.stream().map(Activity::id), java.util.Arrays.stream(GanttData.MarkKind.values())
                .filter(k -> g.marks().stream().anyMatch(m -> m.kind() == k)).map(GanttData.MarkKind::label)).toList();
        yTicks = java.util.stream.IntStream.range(0, g.rows()).filter(r -> r % every == 0).mapToObj(g::rowLabel).toList();
        begin("axis", axis);
        for (Activity a : shown) {
            line("\\addlegendimage{area legend, draw=black, fill=" + fill(a) + "}");
            line("\\addlegendentry{" + a.id() + "}");
        }
        for (GanttData.MarkKind k : GanttData.MarkKind.values()) {
            if (g.marks().stream().anyMatch(m -> m.kind() == k)) {
                line("\\addlegendimage{area legend, " + markStyle(k) + "}");
                line("\\addlegendentry{" + Latex.text(k.label()) + "}");
            }
        }
        for (int r = 0; r < g.rows(); r++) {
            line("\\draw[thin] (axis cs:0," + r + ") -- (axis cs:" + num(end) + "," + r + ");");
        }
        for (GanttData.Bar b : g.bars()) {
            double[] y = GanttChartBuilder.yInterval(b);
            line("\\filldraw[fill=" + fill(b.interval().activity()) + ", draw=black, line width=0.2pt] (axis cs:"
                    + num(b.interval().start()) + "," + num(y[0]) + ") rectangle (axis cs:" + num(b.interval().end()) + ","
                    + num(y[1]) + ");");
        }
        for (GanttData.Mark m : g.marks()) {
            double[] y = GanttChartBuilder.yInterval(m);
            line("\\filldraw[" + markStyle(m.kind()) + ", line width=0.2pt] (axis cs:" + num(m.start()) + "," + num(y[0])
                    + ") rectangle (axis cs:" + num(m.end()) + "," + num(y[1]) + ");");
        }
        line("\\end{axis}");
    }

    /** A release wait pale with a dashed edge, a startup black, as the chart draws them in print. */
    private static String markStyle(GanttData.MarkKind k) {
        return switch (k) {
            case WAIT -> "fill=gray!8, draw=black, dashed";
            case STARTUP -> "fill=black, draw=black";
        };
    }

    /** Title and axis labels, as every chart has them; the size comes with the layout ({@link #begin}). */
    private List<String> common(String chartTitle, String xLabel, String yLabel) {
        List<String> axis = new java.util.ArrayList<>();
        title = options.title().resolve(chartTitle);
        if (title != null) {
            axis.add("title={" + Latex.text(title) + "}");
        }
        axis.add("xlabel={" + Latex.label(xLabel) + "}");
        axis.add(YLABEL_PLACE);
        this.yLabel = yLabel;
        axis.add("grid=major");
        axis.add("grid style={gray!30}");
        axis.add("scaled ticks=false");
        return axis;
    }

    /** Opens the axis with the layout of what the chart set ({@link #yTicks}, {@link #lastXTick}, {@link #legend}). */
    private void begin(String env, List<String> keys) {
        layout = new PgfLayout(options.size().widthPt(), options.size().heightPt(), title, yTicks, lastXTick, legend,
                yLabel, colourBar);
        List<String> all = new java.util.ArrayList<>(layout.axisKeys());
        String wrapped = layout.yLabelLines(yLabel).stream().map(Latex::label).collect(java.util.stream.Collectors.joining("\\\\{}"));
        // {} after the line break: a line starting "[load units]" must not read as \\[length]
        keys.replaceAll(k -> k.equals(YLABEL_PLACE) ? "ylabel={" + wrapped + "}" : k);
        all.addAll(keys);
        keys = all;
        line("\\begin{" + env + "}[");
        keys.stream().filter(k -> !k.isEmpty()).forEach(k -> line("  " + k + ","));
        line("]");
    }

    /** Replaces the key line {@code place}, written by {@link #begin}, with {@code key}. */
    private void replaceKey(String place, String key) {
        int at = tex.indexOf("  " + place + ",\n");
        tex.replace(at, at + place.length() + 4, "  " + key + ",\n");
    }


    private String seriesStyle(int i) {
        String pattern = PRINT_SERIES[i % PRINT_SERIES.length];
        return (options.style().publication() ? "black, " : "color=" + rgb(SCREEN[i % SCREEN.length]) + ", ") + pattern;
    }

    /** The Okabe–Ito colours in the screen style's order. */
    private static final int[] SCREEN = {0x0072B2, 0xD55E00, 0x009E73, 0xE69F00, 0x56B4E9, 0xCC79A7, 0x000000};

    private String fill(Activity a) {
        if (options.style().publication()) {
            switch (a) {
                case RECEIVE:
                    return "black!15";
                case SEND:
                    return "black!40";
                case RETURN:
                    return "white";
                default:
                    return "black!70";
            }
        }
        switch (a) {
            case RECEIVE:
                return rgb(0x56B4E9);
            case SEND:
                return rgb(0x0072B2);
            case RETURN:
                return rgb(0xD55E00);
            default:
                return rgb(0x009E73);
        }
    }

    private static String rgb(int c) {
        return "{rgb,255:red," + (c >> 16 & 0xff) + ";green," + (c >> 8 & 0xff) + ";blue," + (c & 0xff) + "}";
    }

    private static double[] range(CurveSet set, boolean x) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (CurveSet.Curve c : set.curves()) {
            for (CurveSet.Point p : c.drawn()) {
                lo = Math.min(lo, x ? p.x() : p.y());
                hi = Math.max(hi, x ? p.x() : p.y());
            }
        }
        return lo <= hi ? new double[] {lo, hi} : null;
    }

    private static String list(double[] values) {
        StringJoiner j = new StringJoiner(",");
        for (double v : values) {
            j.add(num(v));
        }
        return j.toString();
    }

    private static String num(double v) {
        return PgfNumbers.num(v);
    }

    private void line(String s) {
        tex.append(s).append('\n');
    }
}
