package org.dltexplorer.app.feature.curves;

import java.util.function.LongSupplier;

import org.dltexplorer.app.chart.CurveSweeps;
import org.dltexplorer.core.solver.SolveMonitor;

/**
 * One time budget for all the charts of one curves job (speedup, time vs load, the memory tunnel, the time–cost
 * front), shared as they are drawn: each chart may spend what is left divided by the charts still to draw, so a chart
 * that finishes early leaves its time to the next ones, and the job ends within the budget whatever its charts cost.
 *
 * <p>Before, each chart had the whole {@link CurveSweeps#DEFAULT_BUDGET_MILLIS} of its own: opening a scenario whose
 * every point is an exact search (a multi-installment star with {@code optimal} order, seconds a point) kept a core
 * busy for three budgets, about 95 s, after each change while a curve tab was shown. A chart stopped by its share
 * answers the points it solved; the others are noted as not solved ("cancelled").
 */
final class CurvesBudget {

    private final long end;
    private final LongSupplier clock;
    private int chartsLeft;

    /**
     * @param millis the whole job's budget, from now
     * @param charts how many charts the job draws
     * @param clock nanoseconds ({@code System::nanoTime}; a test's own clock)
     */
    CurvesBudget(long millis, int charts, LongSupplier clock) {
        this.clock = clock;
        this.end = clock.getAsLong() + millis * 1_000_000L;
        this.chartsLeft = Math.max(1, charts);
    }

    /**
     * The monitor of the next chart: cancelled when {@code caller} is, or once the chart's share of what is left has
     * passed. A point's own progress (a search's) is not passed on: it says nothing about the job's.
     */
    SolveMonitor nextChart(SolveMonitor caller) {
        long now = clock.getAsLong();
        long chartEnd = now + Math.max(0, end - now) / chartsLeft;
        chartsLeft = Math.max(1, chartsLeft - 1);
        return new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return caller.cancelled() || clock.getAsLong() > chartEnd;
            }

            @Override
            public void progress(double fraction, String message) {
                // the job reports its charts ({@link CurvesViewModel})
            }
        };
    }
}
