package org.dltexplorer.core.solver;

import java.util.function.LongSupplier;

/**
 * A search's best answer so far, as its {@link SolveMonitor} sees it: keeps the least makespan and the greatest proven
 * lower bound offered, converts them from the search's internal time unit to the scenario's, and tells the monitor
 * ({@link SolveMonitor#incumbent}) at most {@value #REPORTS_PER_SECOND} times a second, so that a search improving
 * thousands of times a second costs the window nothing. An improvement held back by the throttle is told at the
 * search's next {@link #cancelled()} poll once the pause is over, or at {@link #flush()}.
 *
 * <p>Called from the solving thread only. A bound is never raised above the makespan: a proven bound cannot exceed an
 * achieved makespan, so one that does is the search's rounding.
 */
public final class Incumbent {

    /** Most reports a second: a window's clock ticks a few times a second, more would only queue. */
    public static final int REPORTS_PER_SECOND = 10;
    private static final long PAUSE_NANOS = 1_000_000_000L / REPORTS_PER_SECOND;
    /** After this long a search is worth a bound that costs something: the window starts showing it (0.5 s). */
    static final long LIVE_NANOS = 500_000_000L;

    private final SolveMonitor monitor;
    private final double timeUnit;
    private final LongSupplier nanoClock;
    private double makespan = Double.POSITIVE_INFINITY;
    private double bound = Double.NaN;
    private boolean pending;
    private boolean everReported;
    private long lastReport;
    private final long started;
    private boolean boundAsked;

    /**
     * @param monitor told the best so far in the scenario's time units
     * @param timeUnit the scenario's time per internal time unit (1 when the search works in the scenario's units)
     */
    public Incumbent(SolveMonitor monitor, double timeUnit) {
        this(monitor, timeUnit, System::nanoTime);
    }

    Incumbent(SolveMonitor monitor, double timeUnit, LongSupplier nanoClock) {
        this.monitor = monitor;
        this.timeUnit = timeUnit;
        this.nanoClock = nanoClock;
        this.started = nanoClock.getAsLong();
    }

    /**
     * A feasible answer of {@code makespan} (internal units); returns whether it beats the best so far. Equal or
     * worse answers change nothing.
     */
    public boolean offer(double makespan) {
        if (!(makespan < this.makespan)) {
            return false;
        }
        this.makespan = makespan;
        changed();
        return true;
    }

    /** A proven lower bound on every answer's makespan (internal units); a weaker one than known changes nothing. */
    public void bound(double lowerBound) {
        if (Double.isNaN(lowerBound) || lowerBound <= bound) {
            return;
        }
        bound = lowerBound;
        if (makespan < Double.POSITIVE_INFINITY) {
            changed();
        }
    }

    /**
     * Whether a search whose root bound costs time should compute it now — true once: it has an answer but no bound,
     * and has run {@value #LIVE_NANOS} ns, long enough to be shown live, while short solves (a sweep's points) pay
     * nothing. Once only, so that a bound the search cannot find (NaN) is not sought again at every poll.
     */
    public boolean boundDue() {
        if (boundAsked || !Double.isNaN(bound) || makespan == Double.POSITIVE_INFINITY
                || nanoClock.getAsLong() - started < LIVE_NANOS) {
            return false;
        }
        boundAsked = true;
        return true;
    }

    /** The best makespan offered so far (internal units), +∞ before the first. */
    public double makespan() {
        return makespan;
    }

    /** The monitor's answer, after telling it an improvement the throttle held back, if its pause is over. */
    public boolean cancelled() {
        if (pending && nanoClock.getAsLong() - lastReport >= PAUSE_NANOS) {
            report();
        }
        return monitor.cancelled();
    }

    /** Tells the monitor an improvement the throttle held back: call when the search ends. */
    public void flush() {
        if (pending) {
            report();
        }
    }

    private void changed() {
        pending = true;
        if (!everReported || nanoClock.getAsLong() - lastReport >= PAUSE_NANOS) {
            report();
        }
    }

    private void report() {
        pending = false;
        everReported = true;
        lastReport = nanoClock.getAsLong();
        double b = Double.isNaN(bound) ? Double.NaN : Math.min(bound, makespan);
        monitor.incumbent(makespan * timeUnit, b * timeUnit);
    }
}
