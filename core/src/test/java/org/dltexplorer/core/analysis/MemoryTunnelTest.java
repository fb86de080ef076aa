package org.dltexplorer.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/** The closed forms of Drozdowski & Wolniewicz’s (2003) tunnel (Lemmas 1–5) against the linear programs, and the tunnel sweep. */
class MemoryTunnelTest {

    /** Closed form and LP describe the same schedule: only the LP code's rounding separates them. */
    static final double SAME = 1e-7;
    /** A limit for V → ∞ checked at a finite V: the startups leave a relative trace of about m S / C_max. */
    static final double NEAR_LIMIT = 1e-4;

    /** Fig. 2 of Drozdowski & Wolniewicz (2003): the originator and 9 workers, A = C = 1e-6, S = 1e-3. */
    static Scenario fig2Star(double v, double b) {
        return Scenario.uniform(new Star(9), v, new ProcessorParams(1e-6, b), LinkParams.of(1e-3, 1e-6));
    }

    static double solve(Scenario sc) {
        Schedule s = Solvers.standard().solve(sc);
        assertThat(s.feasible()).isTrue();
        return s.makespan();
    }

    @Test
    void starSaturatedClosedFormMatchesLp1() {
        double v = 1e4;
        assertThat(solve(fig2Star(v, v / 10))).isCloseTo(TunnelFormulas.starSat(9, 1e-6, 1e-3, 1e-6, v),
                within(SAME * TunnelFormulas.starSat(9, 1e-6, 1e-3, 1e-6, v)));
    }

    @Test
    void starUnlimitedClosedFormOfLemma1MatchesLp1() {
        double v = 1e8;
        assertThat(TunnelFormulas.starInfLastLoad(9, 1e-6, 1e-3, 1e-6, v)).isPositive();
        double inf = TunnelFormulas.starInf(9, 1e-6, 1e-3, 1e-6, v);
        assertThat(solve(fig2Star(v, v))).isCloseTo(inf, within(SAME * inf));
    }

    @Test
    void equation5IsTheLimitOfTheLpRatio() {
        double v = 1e12;
        double ratio = solve(fig2Star(v, v)) / solve(fig2Star(v, v / 10));
        assertThat(ratio).isCloseTo(TunnelFormulas.starRatioLimit(9, 1.0), within(NEAR_LIMIT));
    }

    /** Lemma 2 is eq. (5) with ρ = 1/(k(m+1)) and m → ∞; at m = 10^6 the two differ by O(1/m). */
    @Test
    void lemma2IsTheManyWorkerLimitOfEquation5() {
        for (double k : new double[] {0.1, 1, 10}) {
            int m = 1_000_000;
            assertThat(TunnelFormulas.starRatioLimit(m, 1 / (k * (m + 1))))
                    .isCloseTo(TunnelFormulas.starRatioLimitManyWorkers(k), within(1e-4));
        }
    }

    @Test
    void binomialSaturatedClosedFormsMatchTheLps() {
        int p = 4;
        int h = 3;
        double v = 1e6;
        double m = Math.pow(p + 1, h);
        for (LayerOrder order : LayerOrder.values()) {
            Scenario sc = Scenario.uniform(new Mesh(p, h, 2), v, new ProcessorParams(1e-6, v / m), LinkParams.of(1e-3, 1e-6))
                    .withStrategy(Strategy.DEFAULT.withLayers(order));
            double closed = order == LayerOrder.NLF ? TunnelFormulas.nlfSat(p, h, 1e-6, 1e-3, 1e-6, v)
                    : TunnelFormulas.llfSat(p, h, 1e-6, 1e-3, 1e-6, v);
            assertThat(solve(sc)).as(order.id()).isCloseTo(closed, within(SAME * closed));
        }
    }

    /** Lemmas 1, 3 and 5: for big V and ρ → 0 the tunnel closes (ratio → 1); checked with the LPs at ρ = 1e-6. */
    @Test
    void tunnelClosesForBigComputeIntensiveLoads() {
        double v = 1e9;
        double a = 1.0;
        double c = 1e-6;
        Scenario star = Scenario.uniform(new Star(9), v, new ProcessorParams(a, v), LinkParams.of(1e-3, c))
                .withStrategy(Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL));
        assertThat(solve(star) / solve(star.withProcessorDefault(new ProcessorParams(a, v / 10)))).isCloseTo(1, within(1e-3));
        for (LayerOrder order : LayerOrder.values()) {
            Scenario mesh = Scenario.uniform(new Mesh(4, 2, 2), v, new ProcessorParams(a, v), LinkParams.of(1e-3, c))
                    .withStrategy(Strategy.DEFAULT.withLayers(order));
            double ratio = solve(mesh) / solve(mesh.withProcessorDefault(new ProcessorParams(a, v / 25)));
            assertThat(ratio).as(order.id()).isCloseTo(1, within(1e-3));
        }
    }

    @Test
    void curvesLieInsideTheTunnel() {
        double[] loads = {10, 100, 1000};
        double[] buffers = {10, 50};
        Scenario base = fig2Star(1, 1).withStrategy(Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL));
        MemoryTunnel t = MemoryTunnel.of(base, loads, buffers, Solvers.standard(), SolveMonitor.NONE);
        for (int i = 0; i < loads.length; i++) {
            assertThat(t.inf()[i]).isLessThanOrEqualTo(t.sat()[i] * (1 + SAME));
            for (MemoryTunnel.Curve curve : t.curves()) {
                double y = curve.makespans()[i];
                if (curve.buffer() * 10 < loads[i]) {
                    assertThat(y).isNaN();
                } else {
                    assertThat(y).isBetween(t.inf()[i] * (1 - SAME), t.sat()[i] * (1 + SAME));
                }
            }
        }
        assertThat(t.curves().get(0).makespans()[2]).isNaN();
    }
}
