package org.dltexplorer.core.solver.linear;

import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.ParameterArrays;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.tree.BranchEnvelope;

/**
 * The best opened loop (Błażewicz & Drozdowski 1997, eq. (4) for every opening) in {@code O(N)} per Newton step.
 *
 * <p>Without link {@code e} the originator feeds a clockwise branch {@code 1..e} and a counter-clockwise branch
 * {@code N-1..e+1}; their usable configurations are prefixes of the two full branches {@code 1..N-1} and
 * {@code N-1..1}, whose capacities {@link PathBranch} gives for every length in one pass (bit for bit the numbers
 * each opened chain computes). Over all openings the choice is then any {@code l} clockwise and {@code r}
 * counter-clockwise with {@code l + r ≤ N − 1}; the minimal makespan is found by {@link BranchEnvelope}'s Newton
 * iteration with that one coupling, each step a pass with a running best of the counter-clockwise prefixes.
 */
final class OpenedLoops {

    private static final int MAX_STEPS = 10_000;

    private OpenedLoops() {
    }

    /** The smallest opening {@code e} holding an optimal configuration, or {@code -1} when none can be used. */
    static int bestOpening(Scenario scenario) {
        int n = ((Loop) scenario.network()).processors();
        int len = n - 1;
        double[] a = ParameterArrays.processorA(scenario, n);
        ParameterArrays.Links links = ParameterArrays.links(scenario, n);
        double rho = scenario.strategy().originatorComputes() ? 1 / a[0] : 0.0;
        double[] invA = new double[len];
        double[] s = new double[len];
        double[] c = new double[len];
        for (int k = 0; k < len; k++) { // clockwise: processor k+1 over link k
            invA[k] = 1 / a[k + 1];
            s[k] = links.S()[k];
            c[k] = links.C()[k];
        }
        BranchEnvelope.Branch cw = PathBranch.prefixes(invA, s, c);
        for (int k = 0; k < len; k++) { // counter-clockwise: processor N-1-k over link N-1-k
            invA[k] = 1 / a[n - 1 - k];
            s[k] = links.S()[n - 1 - k];
            c[k] = links.C()[n - 1 - k];
        }
        BranchEnvelope.Branch ccw = PathBranch.prefixes(invA, s, c);
        double v = scenario.load();
        double t = rho > 0 ? v / rho : Double.POSITIVE_INFINITY;
        for (BranchEnvelope.Branch b : new BranchEnvelope.Branch[] {cw, ccw}) {
            for (int k = 0; k < len; k++) {
                double rate = rho + b.P()[k];
                if (rate > 0) {
                    t = Math.min(t, (v + b.Q()[k]) / rate);
                }
            }
        }
        if (!Double.isFinite(t)) {
            return -1;
        }
        int[] bestCcw = new int[len + 1]; // best counter-clockwise length r ≤ m at the current T
        int[] pair = new int[2];
        int[] chosen = {0, 0};
        for (int step = 0; step < MAX_STEPS; step++) {
            choose(cw, ccw, rho, t, bestCcw, pair);
            double p = rho;
            double q = 0;
            if (pair[0] > 0) {
                p += cw.P()[pair[0] - 1];
                q += cw.Q()[pair[0] - 1];
            }
            if (pair[1] > 0) {
                p += ccw.P()[pair[1] - 1];
                q += ccw.Q()[pair[1] - 1];
            }
            double next = (v + q) / p;
            chosen = pair.clone();
            if (!(next < t)) {
                break;
            }
            t = next;
        }
        return chosen[0];
    }

    /** The pair {@code (l, r)}, {@code l + r ≤ N-1}, with the largest capacity at {@code t} (0 = branch unused). */
    private static void choose(BranchEnvelope.Branch cw, BranchEnvelope.Branch ccw, double rho, double t,
            int[] bestCcw, int[] pair) {
        int len = bestCcw.length - 1;
        double bestValue = 0;
        int best = 0;
        bestCcw[0] = 0;
        for (int r = 1; r <= len; r++) {
            double value = ccw.P()[r - 1] * t - ccw.Q()[r - 1];
            if (value > bestValue) {
                bestValue = value;
                best = r;
            }
            bestCcw[r] = best;
        }
        double top = Double.NEGATIVE_INFINITY;
        for (int l = 0; l <= len; l++) {
            double f = l == 0 ? 0 : cw.P()[l - 1] * t - cw.Q()[l - 1];
            int r = bestCcw[len - l];
            double h = r == 0 ? 0 : ccw.P()[r - 1] * t - ccw.Q()[r - 1];
            if (f + h > top) {
                top = f + h;
                pair[0] = l;
                pair[1] = r;
            }
        }
    }
}
