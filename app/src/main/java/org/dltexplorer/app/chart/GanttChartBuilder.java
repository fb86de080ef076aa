package org.dltexplorer.app.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.labels.XYToolTipGenerator;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;

/**
 * The communication–computation diagram: time runs right from 0 to the makespan, rows go down from P0; on each
 * row transfers sit above the row's line and computation below it, as in Błażewicz & Drozdowski (1997), Fig. 2. One series per activity,
 * so receive, send, compute and return each have their colour. Beyond the papers' models, a processor's wait for its
 * release time is a pale band with a dashed edge over its computation band, and the startup {@code F} of its first
 * computation a segment of its own colour at the head of that bar (drawn after the activities, so on top).
 */
public final class GanttChartBuilder {

    /** Height of each band (communication, computation) in row units. */
    static final double BAND = 0.4;
    /** Gap between a band and its row's line. */
    static final double GAP = 0.03;
    /** Beyond this many rows the row lines are not drawn (they would merge into grey). */
    static final int MAX_ROW_LINES = 200;

    private GanttChartBuilder() {
    }

    /**
     * The drawn dataset and, per series, the interval behind each item (for tooltips and tests); the series of the
     * marks (release waits, startups) follow those of the activities.
     */
    public record Dataset(XYIntervalSeriesCollection collection, List<Activity> activities, List<List<GanttData.Bar>> items,
            List<GanttData.MarkKind> markKinds, List<List<GanttData.Mark>> markItems) {
    }

    public static Dataset dataset(GanttData data) {
        Map<Activity, List<GanttData.Bar>> byActivity = new EnumMap<>(Activity.class);
        for (GanttData.Bar b : data.bars()) {
            byActivity.computeIfAbsent(b.interval().activity(), a -> new ArrayList<>()).add(b);
        }
        XYIntervalSeriesCollection c = new XYIntervalSeriesCollection();
        List<Activity> activities = new ArrayList<>();
        List<List<GanttData.Bar>> items = new ArrayList<>();
        for (Map.Entry<Activity, List<GanttData.Bar>> e : byActivity.entrySet()) {
            XYIntervalSeries s = new XYIntervalSeries(e.getKey().id(), false, true);
            for (GanttData.Bar b : e.getValue()) {
                Interval i = b.interval();
                double[] y = yInterval(b);
                s.add(0.5 * (i.start() + i.end()), i.start(), i.end(), 0.5 * (y[0] + y[1]), y[0], y[1]);
            }
            c.addSeries(s);
            activities.add(e.getKey());
            items.add(List.copyOf(e.getValue()));
        }
        List<GanttData.MarkKind> kinds = new ArrayList<>();
        List<List<GanttData.Mark>> marks = new ArrayList<>();
        for (GanttData.MarkKind k : GanttData.MarkKind.values()) {
            List<GanttData.Mark> of = data.marks().stream().filter(m -> m.kind() == k).toList();
            if (of.isEmpty()) {
                continue;
            }
            XYIntervalSeries s = new XYIntervalSeries(k.label(), false, true);
            for (GanttData.Mark m : of) {
                double[] y = yInterval(m);
                s.add(0.5 * (m.start() + m.end()), m.start(), m.end(), 0.5 * (y[0] + y[1]), y[0], y[1]);
            }
            c.addSeries(s);
            kinds.add(k);
            marks.add(of);
        }
        return new Dataset(c, activities, items, kinds, marks);
    }

    /** Vertical extent of a mark: the whole computation band of its row, where the processor would compute. */
    public static double[] yInterval(GanttData.Mark m) {
        double low = m.row() + GAP;
        return new double[] {low, low + BAND};
    }

    /**
     * Vertical extent of a bar, in row units with row {@code r} at {@code y = r} and the axis inverted: transfers
     * take {@code [r - GAP - BAND, r - GAP]} (above the line on screen), computation {@code [r + GAP, r + GAP + BAND]}.
     */
    public static double[] yInterval(GanttData.Bar b) {
        int r = b.interval().processor();
        double h = BAND / b.lanes();
        if (b.communication()) {
            double high = r - GAP - b.lane() * h;
            return new double[] {high - h, high};
        }
        double low = r + GAP + b.lane() * h;
        return new double[] {low, low + h};
    }

    public static JFreeChart build(GanttData data, ChartStyle style) {
        Dataset ds = dataset(data);
        NumberAxis time = Axes.linear("time [time units]", false, false);
        time.setAutoRangeIncludesZero(true);
        if (data.makespan() > 0 && Double.isFinite(data.makespan())) {
            time.setRange(0.0, data.makespan());
        }
        String[] labels = new String[data.rows()];
        for (int r = 0; r < labels.length; r++) {
            labels[r] = data.rowLabel(r);
        }
        SymbolAxis rows = Axes.rows(data.layered() ? "layer" : "processor", labels);
        rows.setInverted(true);
        rows.setGridBandsVisible(false);
        rows.setRange(-0.5, Math.max(0.5, data.rows() - 0.5));
        XYBarRenderer r = new LazyTipXYBarRenderer();
        r.setUseYInterval(true);
        r.setBarPainter(new StandardXYBarPainter());
        r.setShadowVisible(false);
        r.setDrawBarOutline(true);
        r.setDefaultOutlinePaint(style.outlinePaint());
        r.setDefaultOutlineStroke(new BasicStroke(0.5f));
        for (int s = 0; s < ds.activities().size(); s++) {
            r.setSeriesPaint(s, style.activityPaint(ds.activities().get(s)));
            r.setSeriesOutlinePaint(s, style.outlinePaint());
        }
        for (int k = 0; k < ds.markKinds().size(); k++) {
            int series = ds.activities().size() + k;
            GanttData.MarkKind kind = ds.markKinds().get(k);
            r.setSeriesPaint(series, style.markPaint(kind));
            r.setSeriesOutlinePaint(series, style.outlinePaint());
            if (kind == GanttData.MarkKind.WAIT) {
                r.setSeriesOutlineStroke(series, new BasicStroke(0.8f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                        new float[] {3f, 2f}, 0f));
            }
        }
        r.setDefaultToolTipGenerator(new IntervalToolTip(ds, data.layered()));
        XYPlot plot = new XYPlot(ds.collection(), time, rows, r);
        // the marks come last and are drawn last, over the computation they head (JFreeChart's default draws in reverse)
        plot.setSeriesRenderingOrder(org.jfree.chart.plot.SeriesRenderingOrder.FORWARD);
        plot.setRangeGridlinesVisible(false);
        if (data.rows() <= MAX_ROW_LINES) {
            for (int row = 0; row < data.rows(); row++) {
                ValueMarker line = new ValueMarker(row, Color.BLACK, new BasicStroke(0.6f));
                plot.addRangeMarker(line);
            }
        }
        JFreeChart chart = new JFreeChart(data.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        String summary = data.reason() != null ? "infeasible: " + data.reason()
                : "makespan " + MathText.number(data.makespan()) + "; communication above each line, computation below";
        chart.addSubtitle(new TextTitle(summary));
        style.apply(chart);
        return chart;
    }

    /** Puts a vertical time cursor at {@code t} on a chart from {@link #build} (e.g. for a figure of one instant). */
    public static TimeCursor withTimeCursor(JFreeChart chart, double t) {
        TimeCursor c = new TimeCursor();
        c.attach(chart);
        c.moveTo(t);
        return c;
    }

    /** "P1 send to P2: [0.12, 0.45], load 0.2". */
    static String describe(Interval i, boolean layered) {
        String unit = layered ? "L" : "P";
        String peer = i.peer() == Interval.NO_PEER ? ""
                : (i.activity() == Activity.RECEIVE ? " from " : " to ") + unit + i.peer();
        return String.format(Locale.ROOT, "%s%d %s%s: [%.6g, %.6g], load %.6g", unit, i.processor(), i.activity().id(), peer,
                i.start(), i.end(), i.load());
    }

    /** "P1 waiting for release: [0, 7]", "P1 startup F: [7, 12]". */
    static String describe(GanttData.Mark m, boolean layered) {
        return String.format(Locale.ROOT, "%s%d %s: [%.6g, %.6g]", layered ? "L" : "P", m.row(), m.kind().label(), m.start(),
                m.end());
    }

    private static final class IntervalToolTip implements XYToolTipGenerator {

        private final Dataset ds;
        private final boolean layered;

        IntervalToolTip(Dataset ds, boolean layered) {
            this.ds = ds;
            this.layered = layered;
        }

        @Override
        public String generateToolTip(XYDataset dataset, int series, int item) {
            if (series >= ds.activities().size()) {
                return describe(ds.markItems().get(series - ds.activities().size()).get(item), layered);
            }
            return describe(ds.items().get(series).get(item).interval(), layered);
        }
    }
}
