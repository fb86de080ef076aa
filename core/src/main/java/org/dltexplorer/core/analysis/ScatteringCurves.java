package org.dltexplorer.core.analysis;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.solver.scatter.NomialTreeRecursion;

/**
 * The curves of Błażewicz et al. (1999), §4 for Peters–Syska scattering ({@code p = 4}) or any {@code (p+1)}-nomial NLF tree, as pure
 * functions over {@link NomialTreeRecursion}: each point is one {@code O(N)} solve with the best number of phases.
 * <ul>
 *   <li>{@link #timeVsLoad}: execution time against the task size for a network of {@code (p+1)^N} processors
 *       (Figs. 3–6: {@code N = 2..5} gives 25, 125, 625, 3125 processors);</li>
 *   <li>{@link #speedupVsProcessors}: speedup against the number of processors for one task size (Fig. 7).</li>
 * </ul>
 * Parameters are canonical: Błażewicz et al’s (1999) {@code α, τ, σ} are {@code S = α}, {@code C = τ}, {@code A = 1/σ}.
 */
public final class ScatteringCurves {

    private ScatteringCurves() {
    }

    /**
     * One point of a curve.
     *
     * @param load V
     * @param processors processors in the network, {@code (p+1)^N}
     * @param makespan execution time
     * @param speedup {@code A V / makespan}
     * @param phasesUsed scattering phases actually used (the others would not pay off)
     * @param processorsUsed {@code (p+1)^phasesUsed}
     */
    public record Point(double load, double processors, double makespan, double speedup, int phasesUsed,
            double processorsUsed) {
    }

    /** Execution time for each load on {@code (p+1)^maxPhases} processors. */
    public static List<Point> timeVsLoad(int p, double a, double s, double c, int maxPhases, double[] loads) {
        NomialTreeRecursion rec = NomialTreeRecursion.uniform(p, a, true, s, c, maxPhases);
        List<Point> points = new ArrayList<>(loads.length);
        for (double v : loads) {
            points.add(point(rec, a, v, maxPhases));
        }
        return points;
    }

    /** Speedup for one load on {@code (p+1)^N} processors for each {@code N} in {@code phases}. */
    public static List<Point> speedupVsProcessors(int p, double a, double s, double c, double load, int[] phases) {
        List<Point> points = new ArrayList<>(phases.length);
        for (int n : phases) {
            points.add(point(NomialTreeRecursion.uniform(p, a, true, s, c, n), a, load, n));
        }
        return points;
    }

    private static Point point(NomialTreeRecursion rec, double a, double v, int maxPhases) {
        NomialTreeRecursion.Solution sol = rec.best(v);
        double base = rec.ports() + 1.0;
        return new Point(v, Math.pow(base, maxPhases), sol.makespan(), a * v / sol.makespan(), sol.depth(),
                Math.pow(base, sol.depth()));
    }
}
