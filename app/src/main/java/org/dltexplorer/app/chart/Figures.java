package org.dltexplorer.app.chart;

import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.title.TextTitle;

/**
 * The entry point of chart building, for the GUI and {@code dlt figure}: compute a chart's numbers
 * ({@link #data}, possibly slow: run it off the UI thread) and turn them into a chart ({@link #chart}, fast).
 */
public final class Figures {

    private final Solvers solvers;

    public Figures(Solvers solvers) {
        this.solvers = solvers;
    }

    public static Figures standard() {
        return new Figures(Solvers.standard());
    }

    /**
     * The numbers of {@code kind} for {@code scenario}. Schedule charts solve once (or use {@code schedule} when
     * given, already solved for this scenario); curve charts run sweeps.
     *
     * @throws IllegalArgumentException when no solver supports the scenario
     */
    public FigureData data(ChartKind kind, Scenario scenario, Schedule schedule, SolveMonitor monitor) {
        return data(kind, scenario, schedule, CurveOptions.DEFAULT, monitor);
    }

    /**
     * The numbers of {@code kind} for {@code scenario}, its curves as {@code curves} choose them.
     *
     * @throws IllegalArgumentException when no solver supports the scenario, or {@code curves} do not apply to
     *         {@code kind} (naming the option)
     */
    public FigureData data(ChartKind kind, Scenario scenario, Schedule schedule, CurveOptions curves,
            SolveMonitor monitor) {
        String refusal = curves.refusalFor(kind);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        switch (kind) {
            case DISTRIBUTION:
                return DistributionData.of(title(kind, scenario), solved(scenario, schedule, monitor),
                        scenario.network().processorCount());
            case GANTT:
                return GanttData.of(title(kind, scenario), solved(scenario, schedule, monitor), scenario);
            case SPEEDUP:
                return new CurveSweeps(solvers).speedup(scenario, curves, monitor);
            case TIME_VS_LOAD:
                return new CurveSweeps(solvers).timeVsLoad(scenario, curves, monitor);
            case TUNNEL:
                return new CurveSweeps(solvers).tunnel(scenario, curves, monitor);
            case TIME_COST:
                return new CurveSweeps(solvers).timeCost(scenario, monitor);
            default:
                throw new IllegalArgumentException("unknown chart " + kind);
        }
    }

    public FigureData data(ChartKind kind, Scenario scenario) {
        return data(kind, scenario, null, SolveMonitor.NONE);
    }

    /**
     * The numbers of {@code kind} for several scenarios in one chart ({@link CurveOverlay}); one member draws its
     * own chart, as {@link #data} does.
     *
     * @throws IllegalArgumentException when {@code kind} does not overlay, {@code curves} do not apply to it, or a
     *         member cannot be solved (naming the member)
     */
    public FigureData overlay(ChartKind kind, java.util.List<CurveOverlay.Member> members, CurveOptions curves,
            SolveMonitor monitor) {
        if (members.size() == 1) {
            return data(kind, members.get(0).scenario(), null, curves, monitor);
        }
        String refusal = curves.refusalFor(kind);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        return new CurveOverlay(new CurveSweeps(solvers)).of(kind, members, curves, monitor);
    }

    /** The chart of computed numbers, in a style, with the title {@code title} asks for. */
    public static JFreeChart chart(FigureData data, ChartStyle style, FigureTitle title) {
        return titled(chart(data, style), title, style);
    }

    /** {@code chart} with the title {@code title} asks for (its own title is the default), in {@code style}. */
    public static JFreeChart titled(JFreeChart chart, FigureTitle title, ChartStyle style) {
        String own = chart.getTitle() == null ? null : chart.getTitle().getText();
        String text = title.resolve(own);
        if (text == null) {
            chart.setTitle((TextTitle) null);
            // no title means no subtitle either (a summary under the title): the caption says it all
            for (int i = chart.getSubtitleCount() - 1; i >= 0; i--) {
                if (chart.getSubtitle(i) instanceof TextTitle) {
                    chart.removeSubtitle(chart.getSubtitle(i));
                }
            }
        } else if (!text.equals(own)) {
            chart.setTitle(text);
        }
        style.apply(chart);
        return chart;
    }

    /**
     * Null when {@code chart}'s title is drawn whole at {@code widthPt} × {@code heightPt} points; else the sentence
     * saying where it is cut ({@link BoundedTitle}), for the caller to pass on. Lays the chart out once, as an export
     * at that size does.
     */
    public static String titleCut(JFreeChart chart, double widthPt, double heightPt) {
        if (!(chart.getTitle() instanceof BoundedTitle title)) {
            return null;
        }
        java.awt.image.BufferedImage scratch = new java.awt.image.BufferedImage(1, 1, java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g2 = scratch.createGraphics();
        // as the exporters measure text
        g2.setRenderingHint(java.awt.RenderingHints.KEY_FRACTIONALMETRICS, java.awt.RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        try {
            chart.draw(g2, new java.awt.geom.Rectangle2D.Double(0, 0, widthPt, heightPt));
        } finally {
            g2.dispose();
        }
        return title.cut();
    }

    /**
     * How many lines of its style's size {@code chart}'s title was allowed at its last layout (a third of the height,
     * or fewer where {@link #holdTitle} held it); 0 for a chart without a title or not yet laid out.
     */
    public static int titleLines(JFreeChart chart) {
        return chart.getTitle() instanceof BoundedTitle title ? title.allowedLines() : 0;
    }

    /**
     * Holds {@code chart}'s title to at most {@code lines} lines of its style's size from its next layout on (set smaller
     * or cut to fit, as {@link BoundedTitle} does; {@link Integer#MAX_VALUE} lets it have its third again): what an
     * export does before refusing a figure whose legend leaves no plot. Nothing for a chart without a title.
     */
    public static void holdTitle(JFreeChart chart, int lines) {
        if (chart.getTitle() instanceof BoundedTitle title) {
            title.holdTo(lines);
        }
    }

    /** The chart of computed numbers, in a style, with its default title. */
    public static JFreeChart chart(FigureData data, ChartStyle style) {
        if (data instanceof DistributionData d) {
            return DistributionChartBuilder.build(d, style);
        }
        if (data instanceof LoadHistogram h) {
            return LoadHistogramChartBuilder.build(h, style);
        }
        if (data instanceof GanttData g) {
            return GanttChartBuilder.build(g, style);
        }
        return CurveChartBuilder.build((CurveSet) data, style);
    }

    /** Distribution chart of an already solved schedule (what the GUI shows after a solve). */
    public static JFreeChart distribution(Scenario scenario, Schedule schedule, ChartStyle style) {
        return chart(DistributionData.of(title(ChartKind.DISTRIBUTION, scenario), schedule,
                scenario.network().processorCount()), style);
    }

    /** Communication–computation diagram of an already solved schedule. */
    public static JFreeChart gantt(Scenario scenario, Schedule schedule, ChartStyle style) {
        return chart(GanttData.of(title(ChartKind.GANTT, scenario), schedule, scenario), style);
    }

    private Schedule solved(Scenario scenario, Schedule schedule, SolveMonitor monitor) {
        return schedule != null ? schedule : solvers.solve(scenario, monitor);
    }

    /** The default title of a figure: the scenario's title, else the chart's name. */
    static String title(ChartKind kind, Scenario scenario) {
        return scenario.title().isBlank() ? kind.label() : scenario.title();
    }
}
