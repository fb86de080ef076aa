package org.dltexplorer.core.solver;

/**
 * The monitor of a solve run in the scenario's own {@linkplain ScenarioUnits units}: a search reports its incumbent in
 * those units, the user's monitor receives it in the user's ({@code ·2^timeExponent}, exact). Everything else passes
 * through unchanged.
 */
record UserUnitsMonitor(SolveMonitor user, int timeExponent) implements SolveMonitor {

    @Override
    public boolean cancelled() {
        return user.cancelled();
    }

    @Override
    public void progress(double fraction, String message) {
        user.progress(fraction, message);
    }

    @Override
    public void incumbent(double makespan, double lowerBound) {
        user.incumbent(Math.scalb(makespan, timeExponent), Math.scalb(lowerBound, timeExponent));
    }

    @Override
    public boolean timeLimited() {
        return user.timeLimited();
    }
}
