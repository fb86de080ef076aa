package org.dltexplorer.core.analysis;

import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.linear.ChainInsideSolver;

/**
 * The map of configurations of a chain with the originator inside (Błażewicz & Drozdowski 1997, §2.2, Fig. 8): for every number of
 * processors used left ({@code l}) and right ({@code r}) of the originator, whether eq. (4) is solvable with
 * non-negative loads, and its makespan. The GUI plots it as a grid; the best usable configuration is marked.
 *
 * @param originator the originator's id {@code j}; the left branch has {@code j} processors, the right {@code N-1-j}
 * @param solvable {@code solvable[l][r]}
 * @param makespan {@code makespan[l][r]}, NaN where (4) is not solvable
 * @param bestLeft processors used left in the best usable configuration
 * @param bestRight processors used right in it
 * @param bestMakespan its makespan
 */
public record ChainConfigurationMap(int originator, boolean[][] solvable, double[][] makespan, int bestLeft,
        int bestRight, double bestMakespan) {

    /** Computes the map ({@code O(N^3)}); for chains of up to a few hundred processors. */
    public static ChainConfigurationMap of(Scenario scenario) {
        if (!(scenario.network() instanceof Chain chain)) {
            throw new IllegalArgumentException("a configuration map needs a chain, got " + scenario.network().kind().id());
        }
        ChainInsideSolver.ChainConfiguration[][] grid = ChainInsideSolver.configurations(scenario);
        boolean[][] ok = new boolean[grid.length][];
        double[][] t = new double[grid.length][];
        int bl = -1;
        int br = -1;
        double best = Double.POSITIVE_INFINITY;
        for (int l = 0; l < grid.length; l++) {
            ok[l] = new boolean[grid[l].length];
            t[l] = new double[grid[l].length];
            for (int r = 0; r < grid[l].length; r++) {
                ok[l][r] = grid[l][r].solvable();
                t[l][r] = ok[l][r] ? grid[l][r].makespan() : Double.NaN;
                if (ok[l][r] && t[l][r] < best) {
                    best = t[l][r];
                    bl = l;
                    br = r;
                }
            }
        }
        return new ChainConfigurationMap(chain.originator(), ok, t, bl, br, best);
    }

    public int maxLeft() {
        return solvable.length - 1;
    }

    public int maxRight() {
        return solvable[0].length - 1;
    }

    public boolean solvable(int left, int right) {
        return solvable[left][right];
    }

    public double makespan(int left, int right) {
        return makespan[left][right];
    }
}
