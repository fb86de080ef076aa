package org.dltexplorer.core.solver;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.schedule.ValidationReport;

/**
 * The one way an answer reaches a user (the command line and the GUI both solve through {@link Solvers#solve}):
 * <ol>
 *   <li>the scenario must fit this run's memory ({@link MemoryBudget}, decided before anything is allocated);</li>
 *   <li>its times must lie within what double precision resolves next to each other ({@link RateSpan}), and no
 *       non-zero value may be too small to compute with ({@link ValueFloor});</li>
 *   <li>it is solved in its own {@linkplain ScenarioUnits units} when the user's are far from them (the search's
 *       incumbents still reach the monitor in the user's, {@link ForwardedMonitor#inUserUnits});</li>
 *   <li>the answer is replayed by the {@link ScheduleValidator} in those units, so the tolerance is relative to the
 *       scenario's scale; round-off loads below 0 are clamped to 0 only when the clamped schedule still passes;</li>
 *   <li>an answer that fails is refused with a sentence naming its cause ({@link CheckFailure}: the widest parameter
 *       ratio when that is beyond what the check's tolerance absorbs, else a fault of the solver), never shown.</li>
 * </ol>
 */
public final class CheckedSolve {

    /** Rates further apart than this vanish next to each other in a double sum (52 bits of mantissa). */
    public static final double DOUBLE_RESOLUTION = 0x1p52;

    /**
     * Solve in the scenario's own units when the user's are more than {@code 2^10} away from them. At {@code 2^20} an
     * all-port tree with results returned, {@code V = 10^-6} and {@code A = 10^6}, was answered 0.534 by its LP in the
     * user's units and 0.402 in its own (issue 24): LP tolerances are absolute, so only units near the scenario's
     * own keep an answer from depending on how the scenario is written. Closer than {@code 2^10} the user's units
     * are kept, so that figures in a solver's notes stay in them.
     */
    private static final int SCALE_BEYOND_EXPONENT = 10;

    private final MemoryBudget budget;
    private final ScheduleValidator validator = new ScheduleValidator();

    public CheckedSolve(MemoryBudget budget) {
        this.budget = budget;
    }

    /** Checks against the heap of this JVM. */
    public static CheckedSolve ofThisRun() {
        return new CheckedSolve(MemoryBudget.ofThisRun());
    }

    /**
     * The validated answer of {@code solver} for {@code user}.
     *
     * @throws ScenarioRefusedException when the scenario does not fit in memory, spans more than double precision,
     *         or its answer fails the validator
     */
    public Schedule solve(Solver solver, Scenario user, SolveMonitor monitor) {
        if (user.network().processorCount() == Long.MAX_VALUE) {
            throw new ScenarioRefusedException("a " + user.network().kind().id() + " of about "
                    + RateSpan.number(approximateCount(user.network())) + " processors is more than a count holds "
                    + "(2^63 − 1 ≈ 9.2e18): its loads and totals could not be added up exactly; use fewer layers");
        }
        budget.check(user);
        RateSpan span = RateSpan.of(user);
        if (span.ratio() > DOUBLE_RESOLUTION) {
            throw new ScenarioRefusedException("the parameter ratio " + span.sentence()
                    + " is beyond double precision (2^52 ≈ 4.5e15): the computing time would vanish next to it");
        }
        ValueFloor.check(user);
        ScenarioUnits units = ScenarioUnits.of(user);
        Scenario scaled;
        try {
            scaled = units.scale(user);
        } catch (org.dltexplorer.core.model.InvalidScenarioException e) {
            throw new ScenarioRefusedException("in the scenario's own units (load 2^" + units.loadExponent()
                    + ", time 2^" + units.timeExponent() + ") " + e.getMessage()
                    + ": a startup or buffer is beyond double range next to the load and A");
        }
        Schedule shown;
        Schedule checkedScaled = null;
        if (units.near(SCALE_BEYOND_EXPONENT)) {
            Schedule answer = answer(solver, user, monitor);
            if (!answer.feasible()) {
                return checkedInfeasible(user, answer);
            }
            // the validator's absolute slack, meant for loads and times near 1, shrinks with the smaller unit
            double unit = Math.scalb(1.0, Math.min(units.loadExponent(), units.timeExponent()));
            Tolerance tol = new Tolerance(Tolerance.VALIDATION.relative(), Tolerance.VALIDATION.absolute() * unit);
            shown = validated(new ScheduleValidator(tol), user, answer, span);
        } else {
            // incumbents reported in the scenario's units reach the window in the user's
            Schedule answer = answer(solver, scaled, ForwardedMonitor.inUserUnits(monitor, units.timeExponent()));
            if (!answer.feasible()) {
                // the reason should quote the user's numbers: ask again in the user's units
                Schedule plain = answer(solver, user, monitor);
                return checkedInfeasible(user, plain.feasible() ? answer : plain);
            }
            answer = withNote(answer, "solved in units of 2^" + units.loadExponent() + " load units and 2^"
                    + units.timeExponent() + " time units (figures in notes are in these units)");
            checkedScaled = validated(validator, scaled, answer, span);
            double largest = checkedScaled.magnitudes().largestLoad();
            if (largest > scaled.load() && Double.isInfinite(Math.scalb(largest, units.loadExponent()))) {
                // beyond V only by the rounding the check accepts, and that 1 ulp made V = 1.8e308 infinite in the
                // user's units under one labelling and not another (fuzz seed 51, case 50018): a part of V is V.
                // Only then: by a deadline a schedule may process more than V (the most load by it)
                checkedScaled = checkedScaled.withLoadsAtMost(scaled.load());
            }
            shown = units.toUser(checkedScaled);
        }
        if (!(Math.abs(shown.makespan()) >= Double.MIN_NORMAL) || Double.isInfinite(shown.makespan())) {
            throw new AnswerOutOfRangeException("the makespan (about 2^" + units.timeExponent()
                    + " time units, from V = " + RateSpan.number(user.load()) + " and the fastest computing A = "
                    + RateSpan.number(ScenarioUnits.fastestComputingA(user)) + ") is beyond the range of double precision "
                    + "(2.2e-308 to 1.8e308): give the load or the parameters in other units");
        }
        if (checkedScaled != null) {
            refuseOutsideRange(checkedScaled, units, user);
        }
        return shown;
    }

    /**
     * The solver's answer; a linear program with an infinite coefficient is refused in one line. The LP solvers
     * refuse these themselves where the fuzz test found them; this is the net for the rest: ojAlgo turns every
     * coefficient into a BigDecimal, and an infinite one (a rate times a load, the inverse of a subnormal rate)
     * fails there with a NumberFormatException.
     */
    private static Schedule answer(Solver solver, Scenario scenario, SolveMonitor monitor) {
        try {
            return solver.solve(scenario, monitor);
        } catch (NumberFormatException e) {
            if (!thrownByOjAlgo(e)) {
                throw e;
            }
            throw new ScenarioRefusedException("a coefficient of the linear program of " + solver.name()
                    + " is beyond double precision; the parameters span too many decades");
        }
    }

    private static boolean thrownByOjAlgo(Throwable e) {
        for (StackTraceElement frame : e.getStackTrace()) {
            if (frame.getClassName().startsWith("org.ojalgo.")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Refuses an answer checked in the scenario's own units that some of its loads or times would leave with only a
     * few significant bits in the user's, or none: below {@code 2^-1022} doubles are subnormal, beyond
     * {@code 2^1024} infinite, and the shown schedule would no longer be the one that passed the check.
     */
    private static void refuseOutsideRange(Schedule scaled, ScenarioUnits units, Scenario user) {
        int loadExp = units.loadExponent();
        int timeExp = units.timeExponent();
        // the extremes first, read without an object per interval: beyond them nothing is out of range (the usual case)
        Schedule.Magnitudes m = scaled.magnitudes();
        if (!outsideRange(m.smallestLoad(), loadExp) && !outsideRange(m.largestLoad(), loadExp)
                && !outsideRange(m.smallestTime(), timeExp) && !outsideRange(m.largestTime(), timeExp)) {
            return;
        }
        for (Share x : scaled.shares()) {
            if (outsideRange(x.load(), loadExp)) {
                throw rangeRefusal("load", x.load(), loadExp, user);
            }
        }
        for (Interval i : scaled.timeline()) {
            if (outsideRange(i.load(), loadExp)) {
                throw rangeRefusal("load", i.load(), loadExp, user);
            }
            if (outsideRange(i.start(), timeExp) || outsideRange(i.end(), timeExp)) {
                throw rangeRefusal("time", i.start() > 0 && outsideRange(i.start(), timeExp) ? i.start() : i.end(),
                        timeExp, user);
            }
        }
    }

    private static boolean outsideRange(double x, int exponent) {
        // beyond the range either way: subnormal or infinite in the user's units
        return x > 0 && (Math.getExponent(x) + exponent < Double.MIN_EXPONENT
                || Math.getExponent(x) + exponent >= Double.MAX_EXPONENT && Double.isInfinite(Math.scalb(x, exponent)));
    }

    private static ScenarioRefusedException rangeRefusal(String what, double x, int exponent, Scenario user) {
        boolean below = Math.getExponent(x) + exponent < Double.MIN_EXPONENT;
        return new AnswerOutOfRangeException("with V = " + RateSpan.number(user.load()) + " some " + what + "s of the "
                + "schedule (about 2^" + (Math.getExponent(x) + exponent) + ") fall "
                + (below ? "below the normal range of double precision (2^-1022 ≈ 2.2e-308), where their digits are lost"
                        : "beyond the range of double precision (1.8e308)")
                + ": give the load or the parameters in other units");
    }

    private static double approximateCount(org.dltexplorer.core.model.Network n) {
        if (n instanceof org.dltexplorer.core.model.Torus2d t) {
            return t.processorCountApprox();
        }
        if (n instanceof org.dltexplorer.core.model.Mesh m) {
            return m.processorCountApprox();
        }
        return Long.MAX_VALUE;
    }

    private Schedule checkedInfeasible(Scenario user, Schedule answer) {
        ValidationReport r = validator.validate(user, answer);
        if (!r.valid()) {
            throw new ScenarioRefusedException("the solver's infeasible answer fails the schedule check: "
                    + r.violations().get(0));
        }
        return answer;
    }

    private static Schedule validated(ScheduleValidator validator, Scenario scenario, Schedule answer, RateSpan span) {
        Schedule clamped = clampedRoundOff(answer);
        if (clamped != answer && validator.validate(scenario, clamped).valid()) {
            return clamped;
        }
        ValidationReport r = validator.validate(scenario, answer);
        if (r.valid()) {
            return answer;
        }
        throw new ScenarioRefusedException(CheckFailure.sentence(answer.solver(), r.violations().get(0).toString(), span));
    }

    /** The schedule with negative loads (round-off) set to 0 and their intervals to no duration; itself when none. */
    static Schedule clampedRoundOff(Schedule s) {
        if (!s.hasNegativeLoadOrDuration()) {
            return s;
        }
        List<Share> shares = new ArrayList<>(s.shares().size());
        for (Share x : s.shares()) {
            shares.add(x.load() < 0 ? new Share(x.index(), x.count(), 0) : x);
        }
        List<Interval> timeline = new ArrayList<>(s.timeline().size());
        for (Interval i : s.timeline()) {
            boolean negative = i.load() < 0 || i.end() < i.start();
            timeline.add(negative ? new Interval(i.processor(), i.activity(), i.start(), Math.max(i.start(), i.end()),
                    Math.max(0, i.load()), i.peer()) : i);
        }
        return new Schedule(s.status(), s.reason(), s.solver(), s.layered(), shares, timeline, s.makespan(),
                s.metrics(), s.notes(), s.distributionTree(), s.reshapedNetwork().orElse(null), s.bound());
    }

    private static Schedule withNote(Schedule s, String note) {
        List<String> notes = new ArrayList<>(s.notes());
        notes.add(note);
        return new Schedule(s.status(), s.reason(), s.solver(), s.layered(), s.shares(), s.timeline(), s.makespan(),
                s.metrics(), notes, s.distributionTree(), s.reshapedNetwork().orElse(null), s.bound());
    }
}
