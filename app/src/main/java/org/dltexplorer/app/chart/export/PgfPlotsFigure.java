package org.dltexplorer.app.chart.export;

import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import org.dltexplorer.app.chart.Coincidence;
import org.dltexplorer.app.chart.CurveChartBuilder;
import org.dltexplorer.app.chart.CurveSet;
import org.dltexplorer.app.chart.DistributionData;
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.GanttChartBuilder;
import org.dltexplorer.app.chart.GanttData;
import org.dltexplorer.app.chart.LoadHistogram;
import org.dltexplorer.app.chart.NiceTicks;
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

    private PgfPlotsFigure(FigureOptions options) {
        this.options = options;
    }

    /** The {@code tikzpicture} of {@code data} at the options' size, style and title. */
    static String of(FigureData data, FigureOptions options) {
        PgfPlotsFigure f = new PgfPlotsFigure(options);
        f.line("% " + Latex.text(data.title()).replace('\n', ' '));
        f.line("% written by " + options.provenance().line());
        f.line("% needs \\usepackage{pgfplots} (and \\pgfplotsset{compat=1.16} or later)");
        f.line("\\begin{tikzpicture}");
        if (data instanceof DistributionData d) {
            f.distribution(d);
        } else if (data instanceof LoadHistogram h) {
            f.histogram(h);
        } else if (data instanceof GanttData g) {
            f.gantt(g);
        } else {
            f.curves((CurveSet) data);
        }
        f.line("\\end{tikzpicture}");
        return f.tex.toString();
    }

    private void curves(CurveSet set) {
        List<String> axis = common(set.title(), set.xLabel(), set.yLabel());
        boolean logX = CurveChartBuilder.logAxis(set, true);
        axis.add(logX ? "xmode=log" : "");
        axis.add(CurveChartBuilder.logAxis(set, false) ? "ymode=log" : "");
        if (!logX) {
            double[] range = range(set, true);
            boolean integer = set.xLabel().startsWith("processors");
            if (range != null) {
                axis.add("xtick={" + list(NiceTicks.ticks(range[0], range[1], integer)) + "}");
            }
        }
        axis.add("legend pos=outer north east");
        axis.add("legend cell align=left");
        axis.add("legend style={font=\\footnotesize}");
        begin("axis", axis);
        Coincidence same = Coincidence.of(set);
        int i = 0;
        for (CurveSet.Curve c : set.curves()) {
            StringJoiner points = new StringJoiner(" ");
            for (CurveSet.Point p : c.drawn()) {
                if ((!set.logX() || p.x() > 0) && (!set.logY() || p.y() > 0)) {
                    points.add("(" + num(p.x()) + "," + num(p.y()) + ")");
                }
            }
            String marks = same.coincides(i) ? ", mark phase=" + (same.onEarlier(i) ? 2 : 1) + ", mark repeat=2" : "";
            line("\\addplot[" + seriesStyle(i) + marks + ", mark options={solid, fill=white}] coordinates {" + points + "};");
            line("\\addlegendentry{" + Latex.text(same.legend(i)) + "}");
            i++;
        }
        // notes (points not solved) stay out of the figure: warnings and caption text (FigureData#notes)
        line("\\end{axis}");
    }

    private void distribution(DistributionData d) {
        List<String> axis = common(d.title(), d.layered() ? "layer (processors in it)" : "processor",
                "load per processor [load units]");
        int n = d.bars().size();
        axis.add("ymin=0");
        axis.add("xmin=-0.7");
        axis.add("xmax=" + num(n - 0.3));
        int every = NiceTicks.every(n);
        StringJoiner ticks = new StringJoiner(",");
        StringJoiner labels = new StringJoiner(",");
        for (int i = 0; i < n; i += every) {
            ticks.add(Integer.toString(i));
            labels.add("{" + Latex.text(d.bars().get(i).label(d.layered())) + "}");
        }
        axis.add("xtick={" + ticks + "}");
        axis.add("xticklabels={" + labels + "}");
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
        axis.add("ymin=0");
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
        axis.add("xtick={" + list(NiceTicks.ticks(0, end, false)) + "}");
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
        axis.add("legend pos=outer north east");
        axis.add("legend cell align=left");
        axis.add("legend style={font=\\footnotesize}");
        begin("axis", axis);
        for (Activity a : Activity.values()) {
            if (g.bars().stream().anyMatch(b -> b.interval().activity() == a)) {
                line("\\addlegendimage{area legend, draw=black, fill=" + fill(a) + "}");
                line("\\addlegendentry{" + a.id() + "}");
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
        line("\\end{axis}");
    }

    /** Size, title and axis labels, as every chart has them. */
    private List<String> common(String title, String xLabel, String yLabel) {
        List<String> axis = new java.util.ArrayList<>();
        axis.add("width=" + num(options.size().widthPt()) + "pt");
        axis.add("height=" + num(options.size().heightPt()) + "pt");
        String t = options.title().resolve(title);
        if (t != null) {
            axis.add("title={" + Latex.text(t) + "}");
        }
        axis.add("xlabel={" + Latex.label(xLabel) + "}");
        axis.add("ylabel={" + Latex.label(yLabel) + "}");
        axis.add("tick label style={font=\\footnotesize}");
        axis.add("grid=major");
        axis.add("grid style={gray!30}");
        axis.add("scaled ticks=false");
        return axis;
    }

    private void begin(String env, List<String> keys) {
        line("\\begin{" + env + "}[");
        keys.stream().filter(k -> !k.isEmpty()).forEach(k -> line("  " + k + ","));
        line("]");
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

    /** A number pgfplots reads: full precision where it matters, no locale, no trailing zeros. */
    private static String num(double v) {
        String s = String.format(Locale.ROOT, "%.8g", v);
        if (s.contains("e")) {
            return s.replaceFirst("\\.?0+e", "e");
        }
        return s.contains(".") ? s.replaceFirst("\\.?0+$", "") : s;
    }

    private void line(String s) {
        tex.append(s).append('\n');
    }
}
