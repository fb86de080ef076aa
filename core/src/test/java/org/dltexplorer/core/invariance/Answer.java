package org.dltexplorer.core.invariance;

import java.util.Optional;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.AnswerOutOfRangeException;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.UnsupportedScenarioException;

/**
 * What the solvers say about one scenario, reduced to what two ways of asking the same question must share: whether
 * it is answered, the status, the makespan and a search's lower bound.
 *
 * @param kind answered, infeasible, unsupported (no solver) or refused (one line)
 * @param status the answer's status, null unless answered
 * @param makespan the answer's makespan, NaN unless answered
 * @param bound a feasible search answer's proven lower bound, NaN when it has none
 * @param text the answer's status and makespan or the one line, for the message of a disagreement
 */
public record Answer(Kind kind, Status status, double makespan, double bound, String text) {

    /**
     * Relative difference two makespans of the same question may have: both come from LPs or recursions in double
     * precision on the same numbers in other units, so they differ by round-off well below this.
     */
    public static final double SAME_MAKESPAN = 1e-6;

    /**
     * {@code OUT_OF_RANGE} is a refusal because the answer itself leaves the double range in the units the scenario is
     * written in ({@link AnswerOutOfRangeException}): the one refusal that another way of writing it may not share.
     */
    public enum Kind { ANSWERED, INFEASIBLE, UNSUPPORTED, REFUSED, OUT_OF_RANGE }

    public static Answer of(Solvers solvers, Scenario s) {
        try {
            return of(solvers.solve(s));
        } catch (UnsupportedScenarioException e) {
            return declined(Kind.UNSUPPORTED, e.getMessage());
        } catch (ScenarioRefusedException e) {
            return refused(e);
        }
    }

    /** A refusal: out of range when the answer left the double range, refused otherwise. */
    public static Answer refused(ScenarioRefusedException e) {
        return declined(e instanceof AnswerOutOfRangeException ? Kind.OUT_OF_RANGE : Kind.REFUSED, e.getMessage());
    }

    /** The answer a solver gave. */
    public static Answer of(Schedule a) {
        if (!a.feasible()) {
            return new Answer(Kind.INFEASIBLE, a.status(), Double.NaN, Double.NaN, "infeasible: " + a.reason());
        }
        return new Answer(Kind.ANSWERED, a.status(), a.makespan(), a.hasBound() ? a.bound() : Double.NaN,
                a.status() + " " + a.makespan() + (a.hasBound() ? " (bound " + a.bound() + ")" : "") + " by "
                        + a.solver());
    }

    /** A one-line refusal ({@code refused}) or no solver ({@code unsupported}). */
    public static Answer declined(Kind kind, String message) {
        return new Answer(kind, null, Double.NaN, Double.NaN, kind.name().toLowerCase() + ": " + message);
    }

    public boolean answered() {
        return kind == Kind.ANSWERED;
    }

    public boolean optimal() {
        return answered() && status == Status.OPTIMAL;
    }

    /**
     * Why {@code other} (the answer to the same question with every time {@code k} times as long) disagrees with this
     * one; empty when they agree: the same kind, and when answered the same status and makespans within
     * {@link #SAME_MAKESPAN}, except that a feasible search answer with a bound may differ within its gap (each
     * makespan at least the other's bound).
     */
    public Optional<String> disagreement(Answer other, double k) {
        if (kind != other.kind) {
            return Optional.of(text + " vs " + other.text);
        }
        if (!answered()) {
            return Optional.empty();
        }
        double mine = makespan * k;
        double tol = SAME_MAKESPAN * Math.max(mine, other.makespan);
        boolean withinGap = (Double.isFinite(bound) || Double.isFinite(other.bound))
                && mine >= other.lowerBound() - tol && other.makespan >= lowerBound() * k - tol;
        if (withinGap) {
            return Optional.empty();
        }
        if (status != other.status || Math.abs(mine - other.makespan) > tol) {
            return Optional.of(text + (k == 1 ? "" : " (×" + k + " = " + mine + ")") + " vs " + other.text);
        }
        return Optional.empty();
    }

    /**
     * As {@link #disagreement}, for answers found under a time limit: a feasible answer without a bound (a search
     * stopped at a time, a heuristic) needs only the same kind, since where the search stopped depends on the clock.
     */
    public Optional<String> disagreementUnderTimeLimit(Answer other, double k) {
        boolean unbounded = status == Status.FEASIBLE && Double.isNaN(bound)
                || other.status == Status.FEASIBLE && Double.isNaN(other.bound);
        if (kind == other.kind && answered() && unbounded) {
            return Optional.empty();
        }
        return disagreement(other, k);
    }

    /** The bound of a feasible search answer, the makespan itself otherwise. */
    private double lowerBound() {
        return Double.isFinite(bound) ? bound : makespan;
    }
}
