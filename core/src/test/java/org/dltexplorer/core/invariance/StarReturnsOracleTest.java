package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.solver.RandomScenarios;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * All-port stars with results returned of 40 to 60 workers, links whose {@code C} and {@code R} spread over nine
 * decades below {@code A} (the chain of fuzz seed 41 had {@code C = 3.3·10^-9} beside {@code A = 0.2}), asked at
 * times ×10^-6 … ×10^12. Beyond 32 used workers their loads came from ojAlgo's dense simplex alone. Two oracles
 * written here: by the model's rules each worker {@code i} can take and return {@code max(0, (T − 2S_i)/(A_i + C_i +
 * R_i))} by {@code T} whatever the others do (all ports), the originator {@code T/A_0}, so the optimum is the least
 * {@code T} at which these hold {@code V}, found by bisection; and a whole-problem LP of the model written here over
 * the workers the bisection uses, solved by ojAlgo as it comes, whose loads, replayed, must make a schedule no shorter
 * than the bisection's optimum and close to it. ojAlgo's own objective is not used: for one of these stars (50
 * workers) the oracle LP of the other tests ({@link AllPortTreeLp}, the same model with times as variables) reported
 * 0.0745 as optimal where the optimum is 0.1444, a point that breaks its own constraints: the failure the product's
 * certificate catches.
 */
class StarReturnsOracleTest {

    /** The bisection against the makespan of a schedule: equal up to double rounding. */
    private static final double SAME = 1e-12;
    /** How far above the optimum the replay of ojAlgo's LP answer was seen to lie (its feasibility tolerance). */
    private static final double LP_SLACK = 1e-6;

    @ParameterizedTest
    @ValueSource(ints = {40, 50, 60})
    void largeAllPortStarsWithReturnsAreOptimalAtEveryMagnitude(int workers) {
        Random r = new Random(workers);
        for (int c = 0; c < 3; c++) {
            Scenario sc = star(workers, r, c == 2);
            double optimum = bisection(sc);
            boolean[] used = new boolean[workers + 1];
            used[0] = true;
            for (int i = 1; i <= workers; i++) {
                used[i] = 2 * sc.link(i).S() < optimum;
            }
            double lp = lpReplayed(sc, used);
            assertThat(lp).as("the replay of the test's whole-problem LP").isGreaterThanOrEqualTo(optimum * (1 - SAME));
            assertThat(lp).as("the replay of the test's whole-problem LP").isLessThanOrEqualTo(optimum * (1 + LP_SLACK));

            OracleComparison comparison = new OracleComparison(Solvers.standard());
            comparison.check("all-port star with returns, " + workers + " workers", sc, optimum);
            assertThat(comparison.findings()).isEmpty();
            for (double[] m : OracleComparison.TIME_SCALES) {
                Answer a = Answer.of(Solvers.standard(), ScenarioTransforms.timesScaled(sc, m[0]));
                assertThat(a.optimal()).as("times ×" + m[0] + ": " + a.text()).isTrue();
            }
        }
    }

    /**
     * The makespan of the loads of the LP {@code min T: Σ α = V, α_0 A_0 ≤ T, 2S_i + (A_i + C_i + R_i) α_i ≤ T}
     * over the used workers, replayed from the loads (normalised to {@code V}).
     */
    private static double lpReplayed(Scenario sc, boolean[] used) {
        int n = used.length;
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression load = model.addExpression("load").level(sc.load());
        Variable[] alpha = new Variable[n];
        for (int i = 0; i < n; i++) {
            if (used[i]) {
                alpha[i] = model.addVariable("a" + i).lower(0);
                load.set(alpha[i], 1);
            }
        }
        if (!sc.strategy().originatorComputes()) {
            alpha[0].level(0);
        }
        model.addExpression("root").set(alpha[0], sc.processor(0).A()).set(t, -1).upper(0);
        for (int i = 1; i < n; i++) {
            if (used[i]) {
                LinkParams l = sc.link(i);
                model.addExpression("w" + i).set(alpha[i], sc.processor(i).A() + l.C() + l.R()).set(t, -1)
                        .upper(-2 * l.S());
            }
        }
        assertThat(model.minimise().getState().isOptimal()).isTrue();
        double sum = 0;
        for (Variable a : alpha) {
            sum += a == null ? 0 : Math.max(0, a.getValue().doubleValue());
        }
        double makespan = Math.max(0, alpha[0].getValue().doubleValue()) / sum * sc.load() * sc.processor(0).A();
        for (int i = 1; i < n; i++) {
            double x = alpha[i] == null ? 0 : Math.max(0, alpha[i].getValue().doubleValue()) / sum * sc.load();
            if (x > 0) {
                LinkParams l = sc.link(i);
                makespan = Math.max(makespan, 2 * l.S() + (sc.processor(i).A() + l.C() + l.R()) * x);
            }
        }
        return makespan;
    }

    /** Random A in [0.5, 3]; C and R from 10^-9 to 1 (log-uniform); startups up to 0.05, or none. */
    private static Scenario star(int workers, Random r, boolean noStartups) {
        Strategy allPorts = Strategy.DEFAULT.withPorts(Ports.ALL);
        Scenario sc = RandomScenarios.of(new Star(workers), r, 0.05, allPorts);
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int i = 1; i <= workers; i++) {
            double s = noStartups ? 0 : sc.link(i).S();
            links.put(i, LinkParams.of(s, Math.pow(10, -9 * r.nextDouble())).withR(Math.pow(10, -9 * r.nextDouble())));
        }
        return sc.withLinkOverrides(links).withLinkDefault(sc.linkDefault().withR(1));
    }

    /** The least {@code T} at which the workers and the originator can take and return the load. */
    private static double bisection(Scenario sc) {
        double lo = 0;
        double hi = 1;
        while (capacity(sc, hi) < sc.load()) {
            hi *= 2;
        }
        for (int k = 0; k < 200; k++) {
            double mid = (lo + hi) / 2;
            if (capacity(sc, mid) >= sc.load()) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return hi;
    }

    private static double capacity(Scenario sc, double t) {
        double sum = sc.strategy().originatorComputes() ? t / sc.processor(0).A() : 0;
        int workers = ((Star) sc.network()).workers();
        for (int i = 1; i <= workers; i++) {
            LinkParams l = sc.link(i);
            sum += Math.max(0, (t - 2 * l.S()) / (sc.processor(i).A() + l.C() + l.R()));
        }
        return sum;
    }
}
