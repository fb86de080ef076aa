package org.dltexplorer.core.solver.scatter;

/**
 * Layers fed one from the next in a store-and-forward chain: layer {@code i−1} keeps its share and relays the load of
 * layers {@code ≥ i} over the {@code L_i} links joining it to layer {@code i}, in equal parts. Drozdowski (2009), eqs.
 * (7.30)–(7.31) (hypercube: {@code n_i = C(d,i)}, {@code L_i = (d−i+1) C(d,i−1)}; = Błażewicz & Drozdowski (1997), eq. (12)) and the
 * rectangular-layer mesh scattering of Drozdowski (2009), Fig. 7.4a that Błażewicz et al. (1999), §4 compares against.
 *
 * <p>With {@code W_i} the load of layers {@code ≥ i}, step {@code i} lasts {@code S_i + C_i W_i / L_i} and all finish
 * together: {@code A α_{i−1} = S_i + C_i W_i/L_i + A α_i}. As for chains (Błażewicz & Drozdowski 1997, Appendix), the load layers
 * {@code ≥ i} process when layer {@code i} holds its data {@code D} before the finish is affine,
 * {@code W_i(D) = κ_i D − μ_i}: {@code κ_d = n_d/A}, {@code μ_d = 0},
 * {@code κ_i = n_i/A + κ_{i+1}/δ}, {@code μ_i = (μ_{i+1} + κ_{i+1} S_{i+1})/δ}, {@code δ = 1 + κ_{i+1} C_{i+1}/L_{i+1}};
 * bounded coefficients, then the loads top down. Dropping the deepest layers is searched over every depth
 * ({@code O(d²)}, stopping once the startups alone exceed the best makespan).
 */
public final class LayerChain {

    private final double invA;
    private final double invA0;
    private final double[] count;
    private final double[] links;
    private final double[] stepS;
    private final double[] stepC;

    /**
     * @param a A
     * @param originatorComputes whether layer 0 computes
     * @param count {@code n_i}, {@code i = 0..d}
     * @param links {@code L_i}, links from layer {@code i−1} to {@code i} (index 0 unused)
     * @param stepS startup of step {@code i} (index 0 unused)
     * @param stepC transfer time per unit of step {@code i} (index 0 unused)
     */
    public LayerChain(double a, boolean originatorComputes, double[] count, double[] links, double[] stepS, double[] stepC) {
        if (!(a > 0) || count.length != links.length || count.length != stepS.length || count.length != stepC.length) {
            throw new IllegalArgumentException("need A > 0 and equal array lengths");
        }
        this.invA = 1 / a;
        this.invA0 = originatorComputes ? 1 / a : 0;
        this.count = count.clone();
        this.links = links.clone();
        this.stepS = stepS.clone();
        this.stepC = stepC.clone();
    }

    public int maxDepth() {
        return count.length - 1;
    }

    public double count(int layer) {
        return count[layer];
    }

    public double links(int layer) {
        return links[layer];
    }

    /** Equal finish over layers {@code 0..depth}; loads may be negative when the depth is too large. */
    public Solution solve(double v, int depth) {
        double[] kappa = new double[depth + 1];
        double[] mu = new double[depth + 1];
        kappa[depth] = count[depth] * (depth == 0 ? invA0 : invA);
        for (int i = depth - 1; i >= 0; i--) {
            double c = stepC[i + 1] / links[i + 1];
            double delta = 1 + kappa[i + 1] * c;
            kappa[i] = count[i] * (i == 0 ? invA0 : invA) + kappa[i + 1] / delta;
            mu[i] = (mu[i + 1] + kappa[i + 1] * stepS[i + 1]) / delta;
        }
        double t = (v + mu[0]) / kappa[0];
        double[] alpha = new double[depth + 1];
        double[] arrival = new double[depth + 1];
        alpha[0] = invA0 * t;
        // Each layer's time D_i from the load still to place, W_i = κ_i D_i − μ_i, and W_{i+1} = W_i − n_i α_i
        // written without the subtraction: W_{i+1} = (W_i κ_{i+1}/δ_{i+1} − n_i μ_i / A_i) / κ_i, since
        // κ_i − n_i/A_i = κ_{i+1}/δ_{i+1}. Taking D_i as T minus the steps before lost all of D where S dwarfs A·V
        // (a hypercube with S/A·V = 2e15 placed no load, fuzz seed 37); taking W_{i+1} as W_i − n_i α_i lost the
        // layers' small share where C dwarfs A (a hypercube with C/A = 5e12 moved by 3e-5 across units, seed 38).
        double rest = v;
        boolean feasible = true;
        for (int i = 0; i < depth; i++) {
            double c = stepC[i + 1] / links[i + 1];
            double delta = 1 + kappa[i + 1] * c;
            double perUnit = i == 0 ? invA0 : invA;
            rest = (rest * (kappa[i + 1] / delta) - count[i] * perUnit * mu[i]) / kappa[i];
            double d = (rest + mu[i + 1]) / kappa[i + 1];
            alpha[i + 1] = invA * d;
            arrival[i + 1] = t - d;
            feasible &= d >= 0;
        }
        double[] message = new double[depth + 1];
        double below = 0;
        for (int i = depth; i >= 1; i--) {
            below += count[i] * alpha[i];
            message[i] = below / links[i];
        }
        return new Solution(depth, t, alpha, arrival, message, feasible && Double.isFinite(t));
    }

    /** The feasible depth of least makespan; null when none (the originator alone does not compute and no layer can). */
    public Solution best(double v) {
        Solution best = null;
        double startups = 0;
        for (int depth = 0; depth <= maxDepth(); depth++) {
            if (depth > 0) {
                startups += stepS[depth];
            }
            if (best != null && startups >= best.makespan()) {
                break;
            }
            Solution s = solve(v, depth);
            if (s.feasible() && (best == null || s.makespan() < best.makespan())) {
                best = s;
            }
        }
        return best;
    }

    /**
     * A store-and-forward chain distribution.
     *
     * @param depth deepest layer used
     * @param makespan T
     * @param alpha load per processor of each layer
     * @param arrival when layer {@code i} holds its data
     * @param message per-link message into layer {@code i}, {@code W_i / L_i}
     * @param feasible no negative load
     */
    public record Solution(int depth, double makespan, double[] alpha, double[] arrival, double[] message, boolean feasible) {
    }
}
