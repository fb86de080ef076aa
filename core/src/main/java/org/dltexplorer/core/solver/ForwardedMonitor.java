package org.dltexplorer.core.solver;

/**
 * A monitor that passes cancelling, progress and the time limit on to another unchanged, and its incumbents through
 * a mapping: rescaled from the solver's {@linkplain ScenarioUnits units} to the user's, or dropped when they belong to
 * a part of the problem ({@link SolveMonitor#withoutIncumbents()}).
 */
record ForwardedMonitor(SolveMonitor target, Incumbents incumbents) implements SolveMonitor {

    /** What reaches {@code target} of an incumbent reported here. */
    @FunctionalInterface
    interface Incumbents {
        void forward(SolveMonitor target, double makespan, double lowerBound);
    }

    /**
     * Incumbents found in units of {@code 2^-timeExponent} of the user's, reported in the user's (exact: a power of
     * two).
     */
    static ForwardedMonitor inUserUnits(SolveMonitor user, int timeExponent) {
        return new ForwardedMonitor(user, (target, makespan, lowerBound) -> target.incumbent(
                Math.scalb(makespan, timeExponent), Math.scalb(lowerBound, timeExponent)));
    }

    @Override
    public boolean cancelled() {
        return target.cancelled();
    }

    @Override
    public void progress(double fraction, String message) {
        target.progress(fraction, message);
    }

    @Override
    public void incumbent(double makespan, double lowerBound) {
        incumbents.forward(target, makespan, lowerBound);
    }

    @Override
    public boolean timeLimited() {
        return target.timeLimited();
    }
}
