package org.dltexplorer.core.invariance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 24: the same question asked in different ways gets the same answer. Over seeded random scenarios of every
 * kind ({@link SmallScenarios}), at ordinary and extreme magnitudes, the outcome must not change when an idle
 * originator's {@code A} changes, when values move between the default block and per-id overrides, when worker ids
 * are relabelled (order-free strategies), when the notation is converted and back; and it must scale by {@code k}
 * when every time does. Every disagreement is collected and printed with the scenario file, then the test fails.
 */
class InvarianceTest {

    private static final double[] IDLE_A = {1, 1e9, 1e12};
    private static final double[] K = {1e-6, 1e-3, 1e3, 1e6};

    private final Solvers solvers = Solvers.standard();
    private final List<String> findings = new ArrayList<>();
    private int compared;

    @Test
    void ordinaryMagnitudes() {
        run(4, new int[] {0}, new int[] {0}, 2401);
    }

    @Test
    void extremeMagnitudes() {
        // times from 1e-6 to 1e12 per load, load from 1e-6 to 1e6
        run(1, new int[] {-6, 12}, new int[] {-6, 6}, 2402);
    }

    @Test
    @Tag("slow")
    void manySeedsAndMagnitudes() {
        run(6, new int[] {-6, 0, 6, 12}, new int[] {-6, 6}, 2403);
    }

    private void run(int perKind, int[] timeExponents, int[] loadExponents, long seed) {
        Random r = new Random(seed);
        SmallScenarios gen = new SmallScenarios(r);
        for (String kind : SmallScenarios.KINDS) {
            for (int i = 0; i < perKind; i++) {
                for (int te : timeExponents) {
                    for (int le : loadExponents) {
                        relations(gen.next(kind, te, le), r);
                    }
                }
            }
        }
        findings.forEach(System.out::println);
        assertThat(findings).as("invariance findings").isEmpty();
        assertThat(compared).as("relations compared between two answers").isGreaterThan(perKind * 20);
    }

    private void relations(Scenario s, Random r) {
        Answer base = Answer.of(solvers, s);
        if (base.kind() == Answer.Kind.UNSUPPORTED) {
            return;
        }
        Scenario idle = s.withStrategy(s.strategy().withOriginatorComputes(false));
        Answer idleBase = Answer.of(solvers, idle);
        for (double a : IDLE_A) {
            ScenarioTransforms.idleOriginatorA(idle, a * s.processorDefault().A())
                    .ifPresent(v -> same("idle originator A ×" + a, idle, idleBase, v, 1));
        }
        ScenarioTransforms.defaultsMovedIntoOverrides(s, 1e6).ifPresent(v -> same("defaults into overrides", s, base, v, 1));
        same("overrides equal to the default dropped", s, base, ScenarioTransforms.overridesEqualToDefaultDropped(
                s.withProcessorDefault(s.processor(0)).withLinkDefault(firstLink(s))), 1);
        ScenarioTransforms.relabelled(s, r).ifPresent(v -> same("relabelled", s, base, v, 1));
        ScenarioTransforms.notationRoundTrip(s).ifPresent(v -> same("w-z-T and back", s, base, v, 1));
        double k = K[r.nextInt(K.length)];
        same("times ×" + k, s, base, ScenarioTransforms.timesScaled(s, k), k);
    }

    private static LinkParams firstLink(Scenario s) {
        return s.network().explicit() && !s.linkOverrides().isEmpty()
                ? s.link(s.linkOverrides().keySet().iterator().next()) : s.linkDefault();
    }

    private void same(String relation, Scenario s, Answer base, Scenario variant, double k) {
        Answer other = Answer.of(solvers, variant);
        if (base.answered() && other.answered()) {
            compared++;
        }
        base.disagreement(other, k).ifPresent(d -> findings.add(relation + ": " + d + "\n  "
                + new ScenarioWriter().write(s).replaceAll("\\s+", "")));
    }
}
