package org.dltexplorer.core.solver;

/**
 * Lets long solves (exact order searches, large sweeps) report progress and be stopped. A stopped search returns
 * its best answer so far with status {@code FEASIBLE}.
 */
public interface SolveMonitor {

    /** Never cancelled, ignores progress. */
    SolveMonitor NONE = new SolveMonitor() {
        @Override
        public boolean cancelled() {
            return false;
        }

        @Override
        public void progress(double fraction, String message) {
        }
    };

    /** Whether the caller wants the solve to stop now. */
    boolean cancelled();

    /** Progress in [0, 1] (or -1 when unknown) with a short message. */
    void progress(double fraction, String message);

    /**
     * An exact search improved its best answer: the makespan of the incumbent and a proven lower bound on every
     * answer ({@code NaN} while none is known), in scenario time units. Lets a window show the best so far and its
     * gap while the search runs; called from the solving thread. Ignored unless overridden.
     */
    default void incumbent(double makespan, double lowerBound) {
    }

    /**
     * Whether a time limit will stop this solve. A search whose proofs can take hours (the multi-installment star's)
     * runs until the limit when there is one, and keeps a work budget when there is none, so that a solve without a
     * limit still ends. False unless the monitor says otherwise: wrappers that forget to pass it on only bring the
     * budget back.
     */
    default boolean timeLimited() {
        return false;
    }

    /**
     * This monitor for a search of a part of the problem (a subtree's children, the single-installment order that
     * seeds a multi-installment search): cancelling and progress pass through, incumbents do not — their makespans
     * and bounds are not the whole answer's, and a bound of a part shown as the answer's gap would be unproven.
     */
    default SolveMonitor withoutIncumbents() {
        return new ForwardedMonitor(this, (target, makespan, lowerBound) -> { });
    }

    /**
     * This monitor for a search that must answer something: it cancels only once {@code holdsPlan} says the search
     * has a schedule. Stopped before its first one, a search of a scenario that has schedules called it infeasible (a
     * loop with results returned under the fuzz's time limit, seed 55; graphs and one-port trees with an idle
     * originator under a 1 ms limit). Progress, incumbents and the time limit pass through.
     */
    default SolveMonitor onceHolding(java.util.function.BooleanSupplier holdsPlan) {
        return new StoppingMonitor(this, () -> holdsPlan.getAsBoolean() && cancelled(), false);
    }

    /** A monitor that cancels itself after {@code millis} milliseconds. */
    static SolveMonitor deadline(long millis) {
        long end = System.nanoTime() + millis * 1_000_000L;
        return new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return System.nanoTime() > end;
            }

            @Override
            public boolean timeLimited() {
                return true;
            }

            @Override
            public void progress(double fraction, String message) {
            }
        };
    }
}
