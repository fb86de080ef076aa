/* Pricing program of bench/installment-occupancy.py: the best plan of one worker of a multi-installment star at
 * given prices, among the plans whose messages start and end on a grid of G cells of [0, D] (delta = D / G).
 *
 * A message lasting d whole cells carries x = (d delta - S) / C (d >= S / delta), so it fills its cells exactly; the
 * plan is built from its last message backwards. State after i messages: (T, a), T the sum of their durations in
 * cells, a the cell at which the earliest of them starts; the tail of that message is R = (A / C)(delta T - i S)
 * (the computing left from its chunk on) and its end e must satisfy e delta <= D - R.
 *   mode 0 (occupancy): a message occupying cells [e - d, e) costs P[e] - P[e - d] (P: prefix sums of the cell
 *          prices times delta); the messages of a plan do not overlap and the first starts at or after 0.
 *   mode 1 (demand, self-feasible): a message costs its duration times Q(R) = sum of pi_p over the points
 *          rho_p = p D / K <= R (condition (1) priced); positions as in mode 0.
 *   mode 2 (demand): as mode 1 without positions; only the first message meets (2): d delta + R <= D.
 * best[k] receives the best value (load - cost) over plans of k messages, plan[k * 2n ...] its messages
 * (d, e) from the first to the last. Exact over this class: every transition is enumerated. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

static double qprice(const double *Q, int K, double D, double r) {
    /* Q[p] = sum_{q <= p} pi_q; points rho_p = p D / K, rho_p <= r */
    if (r < 0) return 0.0;
    int p = (int) floor(r * K / D + 1e-12);
    if (p >= K) p = K - 1;
    return Q[p];
}

int price(int mode, int G, double D, double S, double C, double A, int n, const double *P, const double *Q, int K,
          int Tmax, double *best, int *plan) {
    double delta = D / G;
    int dmin = (int) ceil(S / delta - 1e-12);
    if (dmin < 1) dmin = 1;
    int W = G + 1;
    size_t cells = (size_t) (Tmax + 1) * W;
    double *V = malloc(sizeof(double) * cells * (n + 1));
    double *M = malloc(sizeof(double) * cells * (n + 1));
    if (!V || !M) return -1;
    for (size_t i = 0; i < cells * (n + 1); i++) V[i] = INFINITY;
    V[0 * W + G] = 0.0; /* stage 0: T = 0, a = G */
    int bT[16], be[16], bd[16];
    for (int k = 0; k <= n; k++) best[k] = (k == 0) ? 0.0 : -INFINITY;
    for (int i = 0; i < n; i++) {
        double *Vi = V + cells * i, *Vn = V + cells * (i + 1), *Mi = M + cells * i;
        for (int T = 0; T <= Tmax; T++) {
            double m = INFINITY;
            for (int a = G; a >= 0; a--) {
                double v = Vi[(size_t) T * W + a];
                if (v < m) m = v;
                Mi[(size_t) T * W + a] = (mode == 2) ? Vi[(size_t) T * W + G] : m;
            }
        }
        for (int T = 0; T <= Tmax; T++) {
            for (int e = dmin; e <= G; e++) {
                double base = Mi[(size_t) T * W + e];
                if (!isfinite(base)) continue;
                if (mode == 2 && e != G) continue;
                for (int d = dmin; T + d <= Tmax; d++) {
                    if (mode != 2 && d > e) break;
                    int Tn = T + d;
                    double R = (A / C) * (delta * Tn - (i + 1) * S);
                    if (R < -1e-12) continue;
                    double cost;
                    if (mode == 0) {
                        if (e * delta > D - R + 1e-9) break;
                        cost = P[e] - P[e - d];
                    } else {
                        if (mode == 1 && e * delta > D - R + 1e-9) break;
                        if (mode == 2 && R > D + 1e-9) break;
                        cost = d * delta * qprice(Q, K, D, R);
                    }
                    double v = base + cost;
                    int an = (mode == 2) ? G : e - d;
                    double load = (delta * Tn - (i + 1) * S) / C;
                    int firstOk = (mode == 2) ? (d * delta + R <= D + 1e-9) : 1;
                    if (firstOk && load - v > best[i + 1]) {
                        best[i + 1] = load - v;
                        bT[i + 1] = T; be[i + 1] = e; bd[i + 1] = d;
                    }
                    size_t idx = (size_t) Tn * W + an;
                    if (v < Vn[idx]) Vn[idx] = v;
                }
            }
        }
    }
    for (int k = 1; k <= n; k++) {
        if (!isfinite(best[k])) continue;
        int *pl = plan + (size_t) k * 2 * n;
        pl[0] = bd[k]; pl[1] = be[k];
        int pos = 1, cT = bT[k], ce = be[k], stage = k - 1;
        double cv = M[cells * stage + (size_t) cT * W + ce];
        while (stage > 0) {
            double *Mp = M + cells * (stage - 1);
            int found = 0;
            double R0 = (A / C) * (delta * cT - stage * S);
            for (int d0 = dmin; d0 <= cT && !found; d0++) {
                int T0 = cT - d0;
                for (int a0 = (mode == 2 ? G : ce); a0 <= G && !found; a0++) {
                    int e0 = (mode == 2) ? G : a0 + d0;
                    if (e0 > G) break;
                    if (mode != 2 && e0 * delta > D - R0 + 1e-9) continue;
                    double c0 = (mode == 0) ? P[e0] - P[e0 - d0] : d0 * delta * qprice(Q, K, D, R0);
                    double pm = Mp[(size_t) T0 * W + e0];
                    if (isfinite(pm) && fabs(pm + c0 - cv) <= 1e-9 * (1 + fabs(cv))) {
                        pl[2 * pos] = d0; pl[2 * pos + 1] = e0; pos++;
                        cT = T0; ce = e0; cv = pm; found = 1;
                    }
                }
            }
            if (!found) { free(V); free(M); return -2; }
            stage--;
        }
    }
    free(V);
    free(M);
    return 0;
}
