package org.dltexplorer.core.solver.scatter;

import java.util.List;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * A square {@code 5^k × 5^k} torus scattered by Peters–Syska knight and cross moves (Błażewicz et al. 1999, §3): four ports,
 * circuit switching, {@code N ≤ 2k} phases. It is the {@code p = 4}, {@code h = 2k} case of the {@code (p+1)}-nomial
 * NLF tree and shares its recursion ({@link NomialTreeRecursion}).
 *
 * <p><b>Reading Błażewicz et al. (1999) through its OCR.</b> Parameters: {@code α} (startup) is our {@code S}, {@code τ} our
 * {@code C}, {@code 1/σ} our {@code A}; the paper's own "A = V/σ" and "C = Vτ" are whole-load times and its
 * {@code a_i} fractions of {@code V = 1} — the equations are the same once {@code a_i} are loads. The printed system (1)
 * reads as if {@code a_{N−1}} appeared on both sides ("{@code C(a_{N−1} + 4a_N) + A a_{N−1}}"); from the text
 * ("a processor in layer i must receive {@code a_i + 4a_{i+1} + 20a_{i+2} + … + 4·5^(N−i−1) a_N}" and "computation on
 * a transmitter must last as long as transmission to the receiver and computing on the receiver") and Drozdowski (2009)
 * (7.25) with {@code p = 4}, row {@code i} is {@code a_i A = α + C(a_{i+1} + 4 Σ_{j≥i+2} 5^(j−i−2) a_j) + A a_{i+1}}, the
 * last {@code 1 = a_0 + 4 Σ_{i≥1} 5^(i−1) a_i}. Table 1's garbled row "{@code 2x 5^(2k−1) 4×g^(−1)}" is phase
 * {@code 2k}: {@code 5^(2k−1)} senders, {@code 4·5^(2k−1)} activated. The "binary search over k" for the largest
 * feasible number of phases is replaced by an exact linear scan over every {@code N ≤ 2k} (odd {@code N} included:
 * 125 and 3125 processors) picking the least makespan.
 *
 * <p>Store-and-forward routing (Błażewicz et al. 1999, §5, "communication part multiplied by the number of links passed") is
 * available as the configured value {@link #storeAndForward()}: phase {@code j} of step {@code s = ⌈j/2⌉} spans
 * {@code 3f} links (knight) or {@code f} (cross), {@code f = 5^(k−s)}. It is not chosen from the scenario: the
 * format's {@code routing} key names hypercube variants only. Returned results (R &gt; 0) use mirrored return
 * steps (Błażewicz et al. 1999, Fig. 9).
 */
public final class TorusSolver implements Solver {

    private final boolean storeAndForward;

    public TorusSolver() {
        this(false);
    }

    private TorusSolver(boolean storeAndForward) {
        this.storeAndForward = storeAndForward;
    }

    /** The same solver with store-and-forward routing (every message pays its hop count). */
    public TorusSolver storeAndForward() {
        return new TorusSolver(true);
    }

    @Override
    public String name() {
        return storeAndForward ? "2D torus, Peters-Syska scattering, store-and-forward (Błażewicz et al. 1999, §5)"
                : "2D torus, Peters-Syska scattering (Błażewicz et al. 1999, eq. (1)-(3))";
    }

    /** Tori, nearest layers first (the only order modelled), results returned or not. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.TORUS2D).handling(Feature.RESULTS_RETURNED));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        int k = ((Torus2d) scenario.network()).k();
        return NlfSchedules.solve(scenario, name(), 4, 2 * k, storeAndForward ? hops(k) : null);
    }

    /** Links a message crosses in phase {@code j = 1..2k}: {@code 3f} for knight moves, {@code f} for cross moves. */
    public static double[] hops(int k) {
        double[] h = new double[2 * k + 1];
        for (int j = 1; j <= 2 * k; j++) {
            double f = Math.pow(5, k - (j + 1) / 2);
            h[j] = j % 2 == 1 ? 3 * f : f;
        }
        return h;
    }
}
