package org.dltexplorer.core.analysis;

/**
 * Closed forms of the "inf"/"sat" tunnel of Drozdowski & Wolniewicz (2003) for homogeneous systems ({@code ρ = C/A}, {@code σ = S/A}).
 * "sat" is a system whose buffers hold exactly the load ({@code B = V/(number of processors)}), "inf" one with
 * unlimited memory. Each formula was checked against the linear programs (see the tests); the garbled ones are
 * named below and replaced by the LPs.
 * <ul>
 *   <li>Star, {@code m} workers and a computing originator: {@link #starSat} (proof of Lemma 1),
 *       {@link #starInf} (proof of Lemma 1, valid while every worker gets a positive load), the limit ratio of
 *       eq. (5) ({@link #starRatioLimit}) and its large-{@code m} limit, Lemma 2 ({@link #starRatioLimitManyWorkers}).
 *       All four as printed agree with LP1.</li>
 *   <li>Binomial tree, NLF: {@link #nlfSat} (proof of Lemma 3) agrees with LP NLF. The printed {@code C_max^inf}
 *       of Lemma 3 ({@code A(V + σ/(p+ρ)) p(p+ρ+1)^(−h+ρ)/(p+ρ) + σ(hp−1)/(p+ρ)}) is garbled (an exponent
 *       {@code −h+ρ} and a ratio whose limit as printed is not 1); "inf" is taken from LP NLF instead.</li>
 *   <li>Binomial tree, LLF: {@link #llfSat} (proof of Lemma 5) agrees with LP LLF. The {@code C_max^inf} of [11]
 *       quoted in Lemma 5 (eq. (20)) depends on an activation permutation {@code π} the extraction does not define;
 *       it is not used; "inf" is taken from LP LLF.</li>
 * </ul>
 */
public final class TunnelFormulas {

    private TunnelFormulas() {
    }

    /** {@code C_max^sat = m S + V (m C + A)/(m+1)}: every processor holds {@code V/(m+1)}, the last one finishes last. */
    public static double starSat(int m, double a, double s, double c, double v) {
        return m * s + v * (m * c + a) / (m + 1);
    }

    /**
     * {@code C_max^inf} of the proof of Lemma 1: all {@code m+1} processors finish together,
     * {@code α_{m−i} = α_m (1+ρ)^i + (σ/ρ)((1+ρ)^i − 1)}; meaningful while {@code α_m > 0}.
     */
    public static double starInf(int m, double a, double s, double c, double v) {
        double rho = c / a;
        double sigma = s / a;
        double g = Math.pow(1 + rho, m);
        double g1 = g * (1 + rho);
        double lead = a * (v - sigma / (rho * rho) * (g1 - 1 - rho - m * rho)) * rho * g / (g1 - 1);
        return lead + a * sigma / rho * (g - 1);
    }

    /** The load of the last worker in the "inf" star; the closed form holds while it is positive. */
    public static double starInfLastLoad(int m, double a, double s, double c, double v) {
        double rho = c / a;
        double sigma = s / a;
        double g1 = Math.pow(1 + rho, m + 1);
        return (v - sigma / (rho * rho) * (g1 - 1 - rho - m * rho)) * rho / (g1 - 1);
    }

    /** Eq. (5): {@code lim_{V→∞} C^inf/C^sat = (m+1)ρ(ρ+1)^m / ((mρ+1)((ρ+1)^(m+1) − 1))}. */
    public static double starRatioLimit(int m, double rho) {
        return (m + 1) * rho * Math.pow(rho + 1, m) / ((m * rho + 1) * (Math.pow(rho + 1, m + 1) - 1));
    }

    /** Lemma 2: {@code lim_{V,m→∞} C^inf/C^sat = e^(1/k) / ((e^(1/k) − 1)(k+1))} with {@code k = A/(C(m+1))} held fixed. */
    public static double starRatioLimitManyWorkers(double k) {
        double e = Math.exp(1 / k);
        return e / ((e - 1) * (k + 1));
    }

    /** Proof of Lemma 3: {@code C_max^sat = hS + VA/m + VC((p+1)^h − 1)/(mp)}, {@code m = (p+1)^h}. */
    public static double nlfSat(int p, int h, double a, double s, double c, double v) {
        double m = Math.pow(p + 1, h);
        return h * s + v * a / m + v * c * (m - 1) / (m * p);
    }

    /** Proof of Lemma 5: {@code C_max^sat = S h(h+1)/2 + (V/m)(C (m−1)/p + A)}, {@code m = (p+1)^h}. */
    public static double llfSat(int p, int h, double a, double s, double c, double v) {
        double m = Math.pow(p + 1, h);
        return s * h * (h + 1) / 2.0 + v / m * (c * (m - 1) / p + a);
    }
}
