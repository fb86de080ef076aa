package org.dltexplorer.core.solver.memory;

import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;

/**
 * A star with buffers in rescaled units: the load is 1 and times are divided by a typical schedule length, so that
 * the absolute tolerances of LP codes and of {@link SequenceEvaluator} see numbers near 1 whatever the scenario's
 * units (parameters of the papers span 1e-9…1e9).
 *
 * <p>Workers are indexed {@code 0..m-1} here; worker {@code k} is star processor {@code k + 1} (link {@code k + 1}).
 * Scaled values: {@code a = A·V/τ}, {@code c = C·V/τ}, {@code s = S/τ}, {@code b = B/V}, where {@code τ} is
 * {@link #timeUnit}. An originator that does not compute has {@code a0 = +∞, b0 = 0}.
 */
final class StarWorkers {

    final int m;
    final double a0;
    final double b0;
    final double[] a;
    final double[] b;
    final double[] c;
    final double[] s;
    /** τ: one scaled time unit in scenario time units. */
    final double timeUnit;
    /** V: one scaled load unit in scenario load units. */
    final double loadUnit;

    StarWorkers(double a0, double b0, double[] a, double[] b, double[] c, double[] s, double timeUnit, double loadUnit) {
        this.m = a.length;
        this.a0 = a0;
        this.b0 = b0;
        this.a = a;
        this.b = b;
        this.c = c;
        this.s = s;
        this.timeUnit = timeUnit;
        this.loadUnit = loadUnit;
    }

    /** The workers of a star scenario, rescaled. */
    static StarWorkers of(Scenario scenario) {
        Star star = (Star) scenario.network();
        int m = star.workers();
        double v = scenario.load();
        double[] a = new double[m];
        double[] b = new double[m];
        double[] c = new double[m];
        double[] s = new double[m];
        boolean computes = scenario.strategy().originatorComputes();
        double a0 = scenario.processor(0).A();
        // τ: the time of an ideal schedule with all processors at full speed and no startups, plus one startup
        double speed = computes ? 1.0 / a0 : 0.0;
        double maxS = 0;
        for (int k = 0; k < m; k++) {
            var p = scenario.processor(k + 1);
            var l = scenario.link(k + 1);
            speed += 1.0 / (p.A() + l.C());
            maxS = Math.max(maxS, l.S());
        }
        double tau = v / speed + maxS;
        if (!(tau > 0) || !Double.isFinite(tau)) {
            tau = 1.0;
        }
        for (int k = 0; k < m; k++) {
            var p = scenario.processor(k + 1);
            var l = scenario.link(k + 1);
            a[k] = p.A() * v / tau;
            b[k] = p.B() / v;
            c[k] = l.C() * v / tau;
            s[k] = l.S() / tau;
        }
        return new StarWorkers(computes ? a0 * v / tau : Double.POSITIVE_INFINITY,
                computes ? scenario.processor(0).B() / v : 0.0, a, b, c, s, tau, v);
    }

    /** Load the originator computes by scaled time {@code t}. */
    double originatorLoad(double t) {
        return a0 == Double.POSITIVE_INFINITY ? 0.0 : Math.min(b0, t / a0);
    }

    /** Total buffer of the originator and the workers of {@code set} (a bit set over worker indices). */
    double capacity(int[] seq, int len) {
        double cap = b0;
        for (int i = 0; i < len; i++) {
            cap += b[seq[i]];
        }
        return cap;
    }

    /** Star processor id of worker {@code k}. */
    static int id(int k) {
        return k + 1;
    }
}
