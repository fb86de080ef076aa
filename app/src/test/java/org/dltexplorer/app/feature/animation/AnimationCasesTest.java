package org.dltexplorer.app.feature.animation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.BitSet;
import java.util.stream.Stream;

import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every case issue 8 asks the animation for: the plan builds, the controls walk through it, the lit nodes grow by
 * the layer sizes of the scattering tree (counted here from the tree's formulas, not from the plan), and the Gantt
 * cursor lands on the end of a transfer of the schedule at every step.
 */
class AnimationCasesTest {

    /** Cheap communication (S = 0, C = 0.001 A): every solver uses every layer. */
    private static Scenario cheap(Network n) {
        return Scenario.uniform(n, 10, ProcessorParams.of(1), LinkParams.of(0, 1e-3));
    }

    /**
     * {@code lit[j]}: nodes first lit by phase {@code j} ({@code lit[0] = 1}, the originator); {@code sent[j]}: the
     * phase's messages, one per new node in a (p+1)-nomial tree.
     */
    static Arguments nomial(String name, Network n, int p, int h) {
        long[] lit = new long[h + 1];
        lit[0] = 1;
        for (int j = 1; j <= h; j++) {
            lit[j] = Math.round(p * Math.pow(p + 1, j - 1));
        }
        return Arguments.of(name, cheap(n), lit, lit);
    }

    /** Layer {@code j} of a d-cube has {@code C(d, j)} nodes, each fed by its {@code j} neighbours in layer {@code j − 1}. */
    static Arguments cube(int d) {
        long[] lit = new long[d + 1];
        long[] sent = new long[d + 1];
        for (int j = 0; j <= d; j++) {
            lit[j] = binomial(d, j);
            sent[j] = j * lit[j];
        }
        return Arguments.of(d + "-cube", cheap(new Hypercube(d)), lit, sent);
    }

    private static long binomial(int n, int k) {
        long r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                nomial("torus k=1 (Peters–Syska)", new Torus2d(1), 4, 2),
                nomial("torus k=2 (Peters–Syska)", new Torus2d(2), 4, 4),
                nomial("2D mesh p=1", new Mesh(1, 5, 2), 1, 5),
                nomial("2D mesh p=2", new Mesh(2, 4, 2), 2, 4),
                nomial("2D mesh p=4", new Mesh(4, 3, 2), 4, 3),
                nomial("3D mesh p=1", new Mesh(1, 6, 3), 1, 6),
                nomial("3D mesh p=2", new Mesh(2, 4, 3), 2, 4),
                nomial("3D mesh p=4 (our pattern)", new Mesh(4, 3, 3), 4, 3),
                cube(3), cube(4), cube(5), cube(6));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void steppingLightsTheTreeLayerByLayerWithTheCursorOnTheSchedule(String name, Scenario s, long[] lit, long[] sent) {
        Schedule schedule = Solvers.standard().solve(s);
        AnimationViewModel vm = new AnimationViewModel();
        vm.byPortProperty().set(false); // whole phases here; port by port in AnimationPortStepsTest
        vm.load(s, schedule);
        ActivationPlan plan = vm.planProperty().get();
        assertThat(plan).as(vm.messageProperty().get()).isNotNull();
        int phases = lit.length - 1;
        assertThat(vm.phasesProperty().get()).isEqualTo(phases);
        assertThat(vm.cursorTimeProperty().get()).isZero();
        assertThat(vm.mainCursorTimeProperty().get()).as("no cursor on the main Gantt tab at the start").isNaN();
        assertThat(vm.ganttProperty().get()).isNotNull();

        double before = 0;
        for (int j = 1; j <= phases; j++) {
            BitSet was = (BitSet) vm.activeProperty().get().clone();
            vm.step();
            assertThat(vm.phaseProperty().get()).isEqualTo(j);
            BitSet now = vm.activeProperty().get();
            assertThat(now.cardinality() - was.cardinality()).as("phase %d lights a layer", j).isEqualTo(lit[j]);
            assertThat(vm.currentMessages()).hasSize((int) sent[j]);
            for (int[] m : vm.currentMessages()) {
                assertThat(was.get(m[0])).as("sender %d active before phase %d", m[0], j).isTrue();
                assertThat(was.get(m[1])).as("receiver %d new in phase %d", m[1], j).isFalse();
                assertThat(now.get(m[1])).isTrue();
            }
            double t = vm.cursorTimeProperty().get();
            assertThat(t).isGreaterThanOrEqualTo(before);
            assertThat(receiveEnds(schedule, j)).as("cursor %s at the end of a receive of layer %d", t, j).contains(t);
            assertThat(vm.mainCursorTimeProperty().get()).isEqualTo(t);
            assertThat(vm.phaseLabelProperty().get()).startsWith("Phase " + j + " of " + phases + " — " + now.cardinality() + " active");
            before = t;
        }
        vm.step();
        assertThat(vm.phaseProperty().get()).isEqualTo(phases);

        vm.reset();
        assertThat(vm.phaseProperty().get()).isZero();
        assertThat(vm.cursorTimeProperty().get()).isZero();
        assertThat(vm.mainCursorTimeProperty().get()).as("reset clears the main Gantt cursor").isNaN();

        vm.speedProperty().set(4);
        vm.play();
        vm.tick((phases + 0.5) / 4);
        assertThat(vm.phaseProperty().get()).isEqualTo(phases);
        assertThat(vm.playingProperty().get()).isFalse();
        assertThat(vm.cursorTimeProperty().get()).isEqualTo(before);
    }

    /** Ends of the receive intervals of layer {@code layer} in the schedule's timeline. */
    private static double[] receiveEnds(Schedule s, int layer) {
        return s.timeline().stream().filter(i -> i.activity() == Activity.RECEIVE && i.processor() == layer)
                .mapToDouble(Interval::end).toArray();
    }

    @Test
    void whilePlayingTheCursorMovesBetweenPhaseEndsAndPausingSnapsItBack() {
        Scenario s = cheap(new Hypercube(3));
        AnimationViewModel vm = new AnimationViewModel();
        vm.load(s, Solvers.standard().solve(s));
        double[] ends = vm.planProperty().get().phaseEnd();
        vm.speedProperty().set(1);
        vm.play();
        vm.tick(0.25);
        assertThat(vm.phaseProperty().get()).isZero();
        assertThat(vm.cursorTimeProperty().get()).isCloseTo(0.25 * ends[1], within(1e-12));
        assertThat(vm.mainCursorTimeProperty().get()).as("playing has left the start").isCloseTo(0.25 * ends[1], within(1e-12));
        vm.tick(1.0);
        assertThat(vm.phaseProperty().get()).isEqualTo(1);
        assertThat(vm.cursorTimeProperty().get()).isCloseTo(ends[1] + 0.25 * (ends[2] - ends[1]), within(1e-12));
        vm.pause();
        assertThat(vm.cursorTimeProperty().get()).isEqualTo(ends[1]);
        assertThat(vm.timeCursorProperty().get()).isEqualTo(ends[1]);
        vm.reset();
        assertThat(vm.mainCursorTimeProperty().get()).isNaN();
    }

    /** Drozdowski (2009), (7.27)–(7.29) example of the gallery: 2D mesh, p = 4, h = 3, S = 0.01, C = 0.05, A = 1, V = 100. */
    private static Scenario llfMesh(LayerOrder order) {
        return Scenario.uniform(new Mesh(4, 3, 2), 100, ProcessorParams.of(1), LinkParams.of(0.01, 0.05))
                .withStrategy(Strategy.DEFAULT.withLayers(order));
    }

    /** Drozdowski & Wolniewicz (2003): a 25 × 25 torus with memory buffers (binomial tree of degree 4, h = 4). */
    private static Scenario memoryTorus(LayerOrder order) {
        return Scenario.uniform(new Torus2d(2), 100, new ProcessorParams(1, 0.5), LinkParams.of(0.01, 0.05))
                .withStrategy(Strategy.DEFAULT.withLayers(order));
    }

    static Stream<Arguments> binomialTrees() {
        return Stream.of(Arguments.of("mesh, no memory limit", llfMesh(LayerOrder.NLF), 3),
                Arguments.of("torus with memory buffers", memoryTorus(LayerOrder.NLF), 4));
    }

    /**
     * NLF and LLF of one binomial tree, switched in the animation: LLF feeds the largest computing layer first, over
     * {@code i} steps for layer {@code i} (relays light layers 1..i on the way), then the next one; so its steps are
     * the sum of the computing layers' depths, read here from the LLF schedule's shares.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("binomialTrees")
    void switchingBetweenNlfAndLlfAnimatesBothOrders(String name, Scenario nlf, int h) {
        AnimationViewModel vm = new AnimationViewModel();
        vm.byPortProperty().set(false);
        vm.load(nlf, Solvers.standard().solve(nlf));
        assertThat(vm.orderSwitchableProperty().get()).isTrue();
        assertThat(vm.layerOrderProperty().get()).isEqualTo(LayerOrder.NLF);
        assertThat(vm.messageProperty().get()).contains("NLF");
        int nlfPhases = vm.phasesProperty().get();
        assertThat(nlfPhases).isLessThanOrEqualTo(h);
        var nlfGantt = vm.ganttProperty().get();
        vm.step();
        assertThat(vm.mainCursorTimeProperty().get()).isEqualTo(vm.cursorTimeProperty().get());

        vm.layerOrderProperty().set(LayerOrder.LLF);
        assertThat(vm.showingMainSchedule()).isFalse();
        assertThat(vm.messageProperty().get()).contains("LLF");
        assertThat(vm.phaseProperty().get()).as("a new plan starts at phase 0").isZero();
        assertThat(vm.ganttProperty().get()).isNotSameAs(nlfGantt);
        Schedule llf = Solvers.standard().solve(nlf.withStrategy(nlf.strategy().withLayers(LayerOrder.LLF)));
        int deepest = 0;
        int steps = 0;
        for (Share sh : llf.shares()) {
            if (sh.index() >= 1 && sh.load() > 0) {
                steps += sh.index();
                deepest = Math.max(deepest, sh.index());
            }
        }
        assertThat(deepest).as("LLF computes somewhere").isPositive();
        ActivationPlan plan = vm.planProperty().get();
        assertThat(plan.phases()).isEqualTo(steps);
        for (int j = 1; j <= deepest; j++) {
            // the first steps relay towards the deepest computing layer: layer j is activated by step j
            assertThat(plan.layerOf()[j - 1]).isEqualTo(j);
            vm.step();
            assertThat(vm.cursorTimeProperty().get()).isEqualTo(plan.phaseEnd()[j]);
            assertThat(vm.mainCursorTimeProperty().get()).as("the main Gantt tab shows the other order").isNaN();
        }
        // relay-only layers are drawn apart: the plan's flag per node is its layer's LLF share being positive
        int[] layerOfNode = nlf.network() instanceof Mesh m
                ? org.dltexplorer.core.analysis.ActivationPatterns.mesh(m.ports(), m.layers(), m.dimensions()).phaseOf()
                : org.dltexplorer.core.analysis.ActivationPatterns.torus(((Torus2d) nlf.network()).k()).phaseOf();
        for (int v = 0; v < layerOfNode.length; v++) {
            final int layer = layerOfNode[v];
            boolean computes = llf.shares().stream().anyMatch(sh -> sh.index() == layer && sh.load() > 0);
            assertThat(plan.computes()[v]).as("node %d of layer %d", v, layer).isEqualTo(computes);
        }
        double relayEnd = vm.cursorTimeProperty().get();
        assertThat(receiveEnds(llf, deepest)).contains(relayEnd);

        vm.layerOrderProperty().set(LayerOrder.NLF);
        assertThat(vm.showingMainSchedule()).isTrue();
        assertThat(vm.phasesProperty().get()).isEqualTo(nlfPhases);
        vm.step();
        assertThat(vm.mainCursorTimeProperty().get()).isEqualTo(vm.cursorTimeProperty().get()).isNotNaN();
    }

    @Test
    void kindsWithoutLayersOfferNoOrderSwitch() {
        Scenario s = cheap(new Hypercube(3));
        AnimationViewModel vm = new AnimationViewModel();
        vm.load(s, Solvers.standard().solve(s));
        assertThat(vm.orderSwitchableProperty().get()).isFalse();
        vm.layerOrderProperty().set(LayerOrder.LLF);
        assertThat(vm.showingMainSchedule()).isTrue();
        assertThat(vm.messageProperty().get()).contains("cube");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tooLarge")
    void networksTooLargeToDrawAreExplainedAndOfferNoOrderSwitch(String name, Scenario s) {
        AnimationViewModel vm = new AnimationViewModel();
        vm.load(s, Solvers.standard().solve(s));
        assertThat(vm.planProperty().get()).isNull();
        assertThat(vm.messageProperty().get()).startsWith("No animation: ").contains("too many");
        assertThat(vm.orderSwitchableProperty().get()).isFalse();
        assertThat(vm.ganttProperty().get()).isNull();
        assertThat(vm.cursorTimeProperty().get()).isNaN();
    }

    /** Just above {@link ActivationPlan#MAX_NODES} = 4096: 2^13 and 25^3 nodes. */
    static Stream<Arguments> tooLarge() {
        return Stream.of(Arguments.of("2D mesh p=1 h=13", cheap(new Mesh(1, 13, 2))),
                Arguments.of("125 x 125 torus", cheap(new Torus2d(3))));
    }
}
