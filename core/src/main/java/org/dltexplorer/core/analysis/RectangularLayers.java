package org.dltexplorer.core.analysis;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.solver.scatter.LayerChain;

/**
 * The older mesh scattering seed 000 §4 (Fig. 8) compares against and seed 001 Fig. 7.4a draws: the originator in the
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
        LayerChain.Solution sol = new LayerChain(a, true, n, links, ss, cc).best(load);
        double side = 2.0 * rings + 1;
        return new Result(rings, side * side, sol.makespan(), a * load / sol.makespan(), sol.depth(), sol.alpha());
    }

    /** Speedup against the number of processors, one point per ring count (seed 000 Fig. 8, "old method"). */
    public static List<Result> speedupVsProcessors(double a, double s, double c, double load, int[] rings) {
        List<Result> out = new ArrayList<>(rings.length);
        for (int r : rings) {
            out.add(solve(a, s, c, load, r));
        }
        return out;
    }
}
