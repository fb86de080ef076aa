package org.dltexplorer.core.solver;

import java.util.function.BooleanSupplier;

/**
 * A monitor that stops when {@code stop} says so and passes progress, incumbents and the time limit on to another
 * unchanged: the one mechanism behind a solve's time limit ({@link SolveOptions#monitor}) and a search that must hold
 * a plan before it stops ({@link SolveMonitor#onceHolding}).
 *
 * @param timeLimited whether a time limit stops this solve whatever {@code target} says
 */
record StoppingMonitor(SolveMonitor target, BooleanSupplier stop, boolean timeLimited) implements SolveMonitor {

    @Override
    public boolean cancelled() {
        return stop.getAsBoolean();
    }

    @Override
    public void progress(double fraction, String message) {
        target.progress(fraction, message);
    }

    @Override
    public void incumbent(double makespan, double lowerBound) {
        target.incumbent(makespan, lowerBound);
    }

    @Override
    public boolean timeLimited() {
        return timeLimited || target.timeLimited();
    }
}
