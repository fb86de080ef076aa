package org.dltexplorer.core.solver.scatter;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;

/** The NLF solve shared by meshes and the torus: {@link NomialTreeRecursion} with the best depth, as a layered schedule. */
final class NlfSchedules {

    private NlfSchedules() {
    }

    /**
     * @param hops hop count of each step for store-and-forward routing (index 0 unused), or null for circuit switching
     */
    static Schedule solve(Scenario scenario, String solver, int p, int h, double[] hops) {
        double a = scenario.processorDefault().A();
        LinkParams link = scenario.linkDefault();
        boolean computes = scenario.strategy().originatorComputes();
        // returned results climb back in mirrored steps: each step costs S + C R_j down and S + R R_j up
        double stepS = link.returnsResults() ? 2 * link.S() : link.S();
        double stepC = link.C() + link.R();
        NomialTreeRecursion rec;
        if (hops == null) {
            rec = NomialTreeRecursion.uniform(p, a, computes, stepS, stepC, h);
        } else {
            double[] s = new double[h + 1];
            double[] c = new double[h + 1];
            for (int j = 1; j <= h; j++) {
                s[j] = hops[j] * stepS;
                c[j] = hops[j] * stepC;
            }
            rec = NomialTreeRecursion.perStep(p, a, computes, s, c);
        }
        NomialTreeRecursion.Solution sol = rec.best(scenario.load());
        long total = scenario.network().processorCount();
        if (sol == null) {
            return Schedule.infeasible(solver, "the originator does not compute and no deeper layer can take load in time", total);
        }
        double[] counts = new double[h + 1];
        for (int i = 0; i <= h; i++) {
            counts[i] = rec.layerCount(i);
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, solver).layered(true);
        LayeredSchedules.chain(b, counts, sol.depth(), sol.makespan(), sol.alpha(), sol.message(), hops, a, link);
        if (sol.depth() < h) {
            b.note("NLF: " + sol.depth() + " of " + h + " scattering phases used; deeper phases would end after the "
                    + "load is done");
        }
        return b.build();
    }
}
