package org.dltexplorer.core.solver;

import java.util.Map;
import java.util.TreeMap;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Metrics;
import org.dltexplorer.core.schedule.Schedule;

/**
 * The scenario's own scale: a load unit of {@code 2^loadExponent} (about {@code V}) and a time unit of
 * {@code 2^timeExponent} (about {@code A_min·V}, the time the fastest processor that computes needs for the whole
 * load). In these units the load and the makespan are near 1, so the validator's tolerance is relative to the
 * scenario's scale, and a solver's fixed tolerances (LP pivots, "negligible" loads) mean the same at
 * {@code V = 10^-200} as at {@code V = 1}.
 *
 * <p>The unit is taken from what computes, never from how the file is written: an originator that does not
 * compute has no say (with {@code A_0 = 10^9} next to workers' {@code A = 1} it would shrink every worker's time to
 * {@code 10^-10} units, below the LPs' pivot tolerance), and a default block that no processor uses has none
 * either. The fastest rather than a mean: the makespan is at most the fastest processor's time plus its
 * communication, so it stays near 1 however slow the others are, and a slow processor's share is then small in
 * these units exactly when it is small in the answer.
 *
 * <p>Powers of two keep the change of units exact: multiplying by {@code 2^k} never rounds (short of overflow or
 * underflow), so a schedule converted there and back is bit for bit the same.
 *
 * <p>A rate ({@code A, C, R}: time per load unit) becomes {@code rate·2^(loadExponent − timeExponent)}, a startup
 * {@code S} becomes {@code S·2^−timeExponent}, a buffer {@code B} and the load {@code V} become
 * {@code ·2^−loadExponent}.
 */
public record ScenarioUnits(int loadExponent, int timeExponent) {

    /** Units in which the scenario's load is in [1, 2) and its fastest computing processor's time for it near 1. */
    public static ScenarioUnits of(Scenario s) {
        int eV = exponent(s.load());
        int eT = exponent(fastestComputingA(s)) + eV;
        return new ScenarioUnits(eV, eT);
    }

    /**
     * The binary exponent of {@code x > 0}, subnormals included: {@link Math#getExponent} answers -1023 for every
     * subnormal, so {@code A = 4.9e-324} (2^-1074) was taken for 2^-1023 and stayed 2^-51 in "its own" units, where an
     * LP's tolerances dropped all but the originator (fuzz seed 27, case 7517).
     */
    static int exponent(double x) {
        return x >= Double.MIN_NORMAL ? Math.getExponent(x) : Math.getExponent(x * 0x1p64) - 64;
    }

    /**
     * The smallest {@code A} among the processors that compute ({@link ParametersInUse}): all but the originator when
     * {@code originatorComputes} is false; the default counts only when some computing processor takes it.
     */
    static double fastestComputingA(Scenario s) {
        double[] fastest = {Double.POSITIVE_INFINITY};
        ParametersInUse.processors(s, (name, p) -> fastest[0] = Math.min(fastest[0], p.A()));
        // only an idle originator: nothing computes, any unit will do
        return Double.isInfinite(fastest[0]) ? s.processorDefault().A() : fastest[0];
    }

    /**
     * Whether these units are within {@code 2^exponent} of the scenario's own in load, in time and in rate (time per
     * load): a load of {@code 2^20} with times of {@code 2^-20} is near in each but puts its rates {@code 2^40} away,
     * where a solver's linear systems mix {@code 1/A ≈ 10^12} with {@code C ≈ 10^-13} and lose the answer.
     */
    public boolean near(int exponent) {
        return Math.abs(loadExponent) <= exponent && Math.abs(timeExponent) <= exponent
                && Math.abs(loadExponent - timeExponent) <= exponent;
    }

    /** The scenario in these units (parameters beyond the double range become infinite or 0: check first). */
    public Scenario scale(Scenario s) {
        Map<Integer, ProcessorParams> po = new TreeMap<>();
        // an idle originator's own A, as far from the units as a default no one takes, is not rescaled either
        int idle = s.strategy().originatorComputes() ? -1 : s.network().originator();
        s.processorOverrides().forEach((id, p) -> po.put(id,
                processor(id == idle ? ParametersInUse.processorDefaultOrInUse(s) : p)));
        Map<Integer, LinkParams> lo = new TreeMap<>();
        s.linkOverrides().forEach((id, l) -> lo.put(id, link(l)));
        // a default no element takes is replaced by one in use: its own value, 10^300 away, must not overflow here
        return new Scenario(s.title(), s.notation(), s.units(), s.network(), Math.scalb(s.load(), -loadExponent),
                processor(ParametersInUse.processorDefaultOrInUse(s)), po, link(ParametersInUse.linkDefaultOrInUse(s)),
                lo, strategy(s.strategy()));
    }

    /** A deadline is a time; a budget is money, which has no unit here. */
    private Strategy strategy(Strategy st) {
        return st.deadline() == null ? st : st.withDeadline(Math.scalb(st.deadline(), -timeExponent));
    }

    /** Release times and startups are times; a cost per load unit grows with the load unit; a fixed cost is money. */
    private ProcessorParams processor(ProcessorParams p) {
        return new ProcessorParams(rate(p.A()), Math.scalb(p.B(), -loadExponent), Math.scalb(p.release(), -timeExponent),
                Math.scalb(p.F(), -timeExponent), Math.scalb(p.cost(), loadExponent), p.fixedCost());
    }

    private LinkParams link(LinkParams l) {
        return new LinkParams(Math.scalb(l.S(), -timeExponent), rate(l.C()), rate(l.R()));
    }

    private double rate(double r) {
        return Math.scalb(r, loadExponent - timeExponent);
    }

    /** A schedule in user units (of the scenario these units were made of) expressed in these units. */
    public Schedule fromUser(Schedule user) {
        return convert(user, -loadExponent, -timeExponent);
    }

    /** A schedule in these units expressed in user units. */
    public Schedule toUser(Schedule scaled) {
        return convert(scaled, loadExponent, timeExponent);
    }

    private static Schedule convert(Schedule s, int load, int time) {
        if (load == 0 && time == 0) {
            return s;
        }
        Metrics m = s.metrics();
        // ES = A_std·V / makespan: load over time
        Metrics metrics = new Metrics(m.speedup(), m.utilization(), Math.scalb(m.equivalentSpeed(), load - time),
                m.processorsUsed(), m.processorsTotal());
        return s.rescaled(load, time, metrics);
    }
}
