package org.dltexplorer.core.analysis;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.scatter.LayerChain;
import org.dltexplorer.core.solver.scatter.LayeredSchedules;

/**
 * The older mesh scattering Błażewicz et al. (1999), §4 (Fig. 8) compares against and Drozdowski (2009), Fig. 7.4a draws: the originator in the
 * centre of a 2D mesh sends store-and-forward to the nearest idle processors, so the processors activated together
 * form square rings ("rectangular layers") around it. As in that analysis, all processors of a ring are treated as
 * equivalent: ring {@code i ≥ 1} has {@code 8i} processors and receives the load of rings {@code ≥ i} over the
 * {@code 4(2i−1)} links leaving ring {@code i−1}, in equal parts, one hop per step — a {@link LayerChain}. (In the
 * real mesh a corner node has fewer feeding links than an edge node; the equivalence ignores it, as the paper says.)
 *
 * <p>An analysis function rather than a strategy value: the scenario format's strategies are fixed, and this
 * scattering is used only as a baseline for comparison.
 */
public final class RectangularLayers {

    private RectangularLayers() {
    }

    /**
     * The result on a {@code (2r+1) × (2r+1)} mesh.
     *
     * @param rings r, rings around the originator
     * @param processors {@code (2r+1)²}
     * @param makespan execution time
     * @param speedup {@code A V / makespan}
     * @param ringsUsed rings that receive load
     * @param alpha load per processor of each ring (index 0 = originator), up to {@code ringsUsed}
     */
    public record Result(int rings, double processors, double makespan, double speedup, int ringsUsed, double[] alpha) {
    }

    /** Solves a mesh of {@code rings} rings around the originator, dropping outer rings that would not pay off. */
    public static Result solve(double a, double s, double c, double load, int rings) {
        LayerChain.Solution sol = chain(a, true, s, c, rings).best(load);
        double side = 2.0 * rings + 1;
        return new Result(rings, side * side, sol.makespan(), a * load / sol.makespan(), sol.depth(), sol.alpha());
    }

    /** Largest torus scattered by rectangular layers here: 5^6 × 5^6, 7812 rings (one array entry per ring). */
    public static final int MAX_TORUS_K = 6;

    /**
     * The rectangular-layer baseline on the grid of a {@code 5^k × 5^k} torus ({@code r = (5^k − 1)/2} rings, the
     * wrap-around links unused), as the layered schedule of one representative per ring: what Błażewicz et al. (1999), Fig. 8 sets
     * against Peters–Syska scattering on the same processors. Results returned ({@code R > 0}) climb back ring by
     * ring in mirrored steps, as in the scattering solvers.
     *
     * @throws IllegalArgumentException when the network is not a torus of {@code k ≤ MAX_TORUS_K}
     */
    public static Schedule schedule(Scenario scenario) {
        if (!(scenario.network() instanceof Torus2d torus) || torus.k() > MAX_TORUS_K) {
            throw new IllegalArgumentException("rectangular layers are built for a 5^k × 5^k torus with k ≤ "
                    + MAX_TORUS_K + ", got " + scenario.network());
        }
        int rings = (int) ((torus.side() - 1) / 2);
        double a = scenario.processorDefault().A();
        LinkParams link = scenario.linkDefault();
        double stepS = link.returnsResults() ? 2 * link.S() : link.S();
        LayerChain chain = chain(a, scenario.strategy().originatorComputes(), stepS, link.C() + link.R(), rings);
        LayerChain.Solution sol = chain.best(scenario.load());
        String name = "rectangular layers (Błażewicz et al. 1999, §4, store-and-forward rings)";
        if (sol == null) {
            return Schedule.infeasible(name, "the originator does not compute and no ring can take load in time",
                    scenario.network().processorCount());
        }
        double[] counts = new double[rings + 1];
        for (int i = 0; i <= rings; i++) {
            counts[i] = chain.count(i);
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name).layered(true);
        LayeredSchedules.chain(b, counts, sol.depth(), sol.makespan(), sol.alpha(), sol.message(), null, a, link);
        b.status(Status.FEASIBLE, "a baseline scattering, not the best for the torus");
        b.note(sol.depth() + " of " + rings + " rings used");
        return b.build();
    }

    /** Ring {@code i ≥ 1}: {@code 8i} processors fed over the {@code 4(2i−1)} links leaving ring {@code i−1}. */
    private static LayerChain chain(double a, boolean originatorComputes, double s, double c, int rings) {
        double[] n = new double[rings + 1];
        double[] links = new double[rings + 1];
        double[] ss = new double[rings + 1];
        double[] cc = new double[rings + 1];
        n[0] = 1;
        for (int i = 1; i <= rings; i++) {
            n[i] = 8.0 * i;
            links[i] = 4.0 * (2 * i - 1);
            ss[i] = s;
            cc[i] = c;
        }
        return new LayerChain(a, originatorComputes, n, links, ss, cc);
    }

    /** Speedup against the number of processors, one point per ring count (Błażewicz et al. 1999, Fig. 8, "old method"). */
    public static List<Result> speedupVsProcessors(double a, double s, double c, double load, int[] rings) {
        List<Result> out = new ArrayList<>(rings.length);
        for (int r : rings) {
            out.add(solve(a, s, c, load, r));
        }
        return out;
    }
}
