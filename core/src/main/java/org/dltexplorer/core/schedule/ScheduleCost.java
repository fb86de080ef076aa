package org.dltexplorer.core.schedule;

import java.util.List;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.ScenarioFeatures;
import org.dltexplorer.core.model.Star;

/**
 * The money a schedule costs (scenario format, <em>Beyond the papers</em>): {@code Σ_i (fixedCost_i·[x_i > 0] +
 * cost_i·x_i)} over the processors' shares, the originator's own included. A share below the negligible load (round-off of
 * a solver's zero) is no use of the processor.
 */
public final class ScheduleCost {

    private ScheduleCost() {
    }

    /** The cost of {@code schedule}'s shares on {@code scenario}'s processors; 0 for layered or infeasible answers. */
    public static double of(Scenario scenario, Schedule schedule) {
        if (schedule.layered() || !schedule.feasible()) {
            return 0.0;
        }
        double total = 0;
        double v = loadOf(schedule);
        for (Share s : schedule.shares()) {
            if (!Tolerance.NEGLIGIBLE_LOAD.isZero(s.load(), v) && s.load() > 0) {
                total += scenario.processor(s.index()).costOf(s.load());
            }
        }
        return total;
    }

    /** The load a schedule computes: the sum of its shares (what a deadline's answer reports as its {@code load}). */
    public static double loadOf(Schedule schedule) {
        double v = 0;
        for (Share s : schedule.shares()) {
            v += s.total();
        }
        return v;
    }

    /** Whether a result for {@code scenario} reports its {@code cost}: whenever a processor has a cost set. */
    public static boolean reported(Scenario scenario) {
        return scenario != null && ScenarioFeatures.of(scenario).contains(Feature.COST);
    }

    /** Whether a result for {@code scenario} reports its {@code load}: by a deadline, where the load is the answer. */
    public static boolean loadReported(Scenario scenario) {
        return scenario != null && scenario.strategy().deadline() != null;
    }

    /**
     * The least money any schedule of the star {@code scenario} may cost: everything on the processor with the
     * smallest {@code fixedCost + cost·V} among those allowed (the originator when it computes, the workers of the
     * order), since a schedule using a set {@code U} pays at least {@code Σ_U fixedCost + min_U cost·V}. NaN for
     * other kinds.
     */
    public static double cheapest(Scenario scenario) {
        if (!(scenario.network() instanceof Star star)) {
            return Double.NaN;
        }
        double v = scenario.load();
        double best = scenario.strategy().originatorComputes()
                ? scenario.processor(0).fixedCost() + scenario.processor(0).cost() * v : Double.POSITIVE_INFINITY;
        ActivationOrder order = scenario.strategy().orderOrDefault();
        List<Integer> workers = order.rule() == ActivationOrder.Rule.EXPLICIT ? order.ids()
                : java.util.stream.IntStream.rangeClosed(1, star.workers()).boxed().toList();
        for (int w : workers) {
            best = Math.min(best, scenario.processor(w).fixedCost() + scenario.processor(w).cost() * v);
        }
        return best;
    }
}
