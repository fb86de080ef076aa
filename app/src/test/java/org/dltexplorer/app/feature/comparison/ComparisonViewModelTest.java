package org.dltexplorer.app.feature.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.app.chart.ComparisonGantts;
import org.dltexplorer.core.analysis.KaryComparison;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.karytree.KaryClosedForms;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.junit.jupiter.api.Test;

class ComparisonViewModelTest {

    /** Makespans here are a few arithmetic steps from the LP/closed-form optimum: 1e-9 absorbs LP round-off. */
    private static final double EPS = 1e-9;

    private final CurrentThreadTaskRunner runner = new CurrentThreadTaskRunner();
    private final ComparisonViewModel vm = new ComparisonViewModel(runner, Solvers.standard());

    private static List<String> titles(Scenario s) {
        return Comparisons.applicableTo(s).stream().map(Comparison::title).toList();
    }

    @Test
    void eachKindGetsItsComparisons() {
        ProcessorParams p = ProcessorParams.of(1);
        LinkParams l = LinkParams.of(0, 0.1);
        assertThat(titles(Scenario.uniform(new Chain(4, 0), 1, p, l))).containsExactly(Comparisons.CHAIN_ORIGINATOR);
        assertThat(titles(Scenario.uniform(new Loop(4), 1, p, l))).containsExactly(Comparisons.LOOP_OPENED);
        assertThat(titles(Scenario.uniform(new Star(3), 1, p, l)))
                .containsExactly(Comparisons.STAR_PORTS, Comparisons.STAR_ORDER, Comparisons.STAR_INSTALLMENTS,
                        Comparisons.MEMORY);
        assertThat(titles(Scenario.uniform(new Star(3), 1, ProcessorParams.of(1).withB(0.5), l)))
                .as("a memory star compares its orders first")
                .containsExactly(Comparisons.STAR_ORDER, Comparisons.STAR_PORTS, Comparisons.STAR_INSTALLMENTS,
                        Comparisons.MEMORY);
        assertThat(titles(Scenario.uniform(new Star(3), 1, p, l)
                .withStrategy(org.dltexplorer.core.model.Strategy.DEFAULT.withInstallments(2))).get(0))
                .as("a multi-installment star compares its installments first").isEqualTo(Comparisons.STAR_INSTALLMENTS);
        assertThat(titles(Scenario.uniform(new Bus(List.of(List.of(1, 2), List.of(3))), 1, p, l)))
                .containsExactly(Comparisons.BUS_ASSIGNMENT);
        assertThat(titles(Scenario.uniform(new Tree(new int[] {-1, 0, 0}), 1, p, l))).containsExactly(Comparisons.TREE_PORTS);
        assertThat(titles(Scenario.uniform(new KaryTree(2, 2), 1, p, l))).containsExactly(Comparisons.KARY_POLICIES,
                Comparisons.KARY_READINGS);
        assertThat(titles(Scenario.uniform(new Mesh(2, 3, 2), 1, p, l))).containsExactly(Comparisons.LAYERS, Comparisons.MEMORY);
        assertThat(titles(Scenario.uniform(new Torus2d(1), 1, p, l))).containsExactly(Comparisons.LAYERS, Comparisons.MEMORY);
        assertThat(titles(Scenario.uniform(new Hypercube(3), 1, p, l))).containsExactly(Comparisons.ROUTING);
        assertThat(Comparisons.applicableTo(Scenario.uniform(new KaryTree(2, 2), 1, p, l)).get(0).names())
                .containsExactly("EDS (equal division)", "SOS (sequential optimal)", "MOS (multi-installment)");
    }

    @Test
    void karyReadingsShowTheThreeNumbersOfTable1AtLFourKFour() {
        // Ko & Robertazzi (2003), Table 1, L = K = 4: eq. (41) is the optimum collecting while sending (31.6407 %),
        // T = 3/53 the optimum collecting after sends (27.0342 %); improvements over EDS, eq. (37)
        Scenario s = KaryComparison.paperScenario(4, 4, 1, 0.05, 1, 1, 0.2, KaryPolicy.SEQUENTIAL);
        double eds = KaryClosedForms.equalDivisionFinish(4, 4, 1, 0.05, 0.01);
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        vm.selectedProperty().set(vm.comparisons().stream().filter(c -> c.title().equals(Comparisons.KARY_READINGS))
                .findFirst().orElseThrow());

        assertThat(vm.rows()).extracting(ComparisonViewModel.Row::variant).containsExactly(
                "SOS, collect after sends (the tables' reading)", "SOS, collect while sending (eq. (41))",
                "MOS, the paper's loads (eqs. (57)-(88))");
        assertThat((eds / vm.rows().get(0).makespan() - 1) * 100).isCloseTo(27.0342, within(1e-4));
        assertThat((eds / vm.rows().get(1).makespan() - 1) * 100).isCloseTo(31.6407, within(1e-4));
        assertThat(vm.rows().get(2).status()).startsWith("infeasible");
        // the printed values, the closed forms and ours, with why they differ, above the rows
        assertThat(vm.paperNoteProperty().get()).contains("Table 1 (SOS): printed 26.7681 %, eq. (41) 31.6407 %",
                "after sends 27.0342 %, while sending 31.6407 %", "Table 2 (MOS): printed 20.8299 %",
                "none (negative loads)");

        vm.scenarioProperty().set(s.withLoad(2).withStrategy(s.strategy().withSchedule(KaryPolicy.EQUAL)));
        assertThat(vm.paperNoteProperty().get()).as("V and the policy do not change the cell").contains("26.7681");
        vm.scenarioProperty().set(Scenario.uniform(new KaryTree(4, 4), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1)));
        assertThat(vm.paperNoteProperty().get()).as("not the paper's parameters").isEmpty();
    }

    @Test
    void theOriginatorInsideAChainHalvesItsWay() {
        // chain of 3, A = C = 1, S = 0, V = 1, all ports.
        // At the end (P0): a0 = T, (a1 + a2) + a1 = T, (a1 + a2) + a2 + a2 = T, so a1 = 2·a2, T = 5·a2 and
        // 8·a2 = 1: T = 5/8. Inside (P1): both neighbours receive at once, a1 = T = 2·a0 = 2·a2: T = 1/2.
        // Gain: (5/8)/(1/2) − 1 = +25 %; all three compute in both.
        Scenario s = Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        assertThat(vm.rows()).extracting(ComparisonViewModel.Row::variant)
                .containsExactly("originator at an end (P0)", "originator inside (P1)");
        assertThat(vm.rows().get(0).makespan()).isCloseTo(5.0 / 8, within(EPS));
        assertThat(vm.rows().get(1).makespan()).isCloseTo(0.5, within(EPS));
        assertThat(vm.rows().get(1).improvement()).isCloseTo(25.0, within(1e-6));
        assertThat(vm.rows()).extracting(ComparisonViewModel.Row::processorsUsed).containsExactly(3L, 3L);
        // the speedup is over the originator alone (A·V = 1): 1/T
        assertThat(vm.rows().get(0).speedup()).isCloseTo(8.0 / 5, within(EPS));
        assertThat(vm.chartProperty().get().panels()).hasSize(2);
        assertThat(vm.chartProperty().get().timeSpan()).isCloseTo(5.0 / 8, within(EPS));
    }

    @Test
    void aChainOfTwoHasNoInsideAndSaysSo() {
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(Scenario.uniform(new Chain(2, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1)));
        assertThat(vm.rows().get(1).status()).isEqualTo("does not apply: a chain of 2 has no processor inside");
        assertThat(vm.rows().get(1).makespan()).isNaN();
        assertThat(vm.rows().get(1).processorsText()).isEqualTo("—");
        assertThat(vm.chartProperty().get().panels()).extracting(ComparisonGantts.Panel::name)
                .containsExactly("originator at an end (P0)");
    }

    @Test
    void aLoopOfThreeOpenedIsTheChainWithTheOriginatorInside() {
        // loop 0-1-2-0, A = C = 1, S = 0, V = 1: leaving out link 1–2 gives the chain 1–0–2 with the originator
        // inside, T = 1/2 as above. Eq. (5) would have both directions meet at P1 or P2, which then gets a
        // negative share on such slow links: its row says so.
        Scenario s = Scenario.uniform(new Loop(3), 1, ProcessorParams.of(1), LinkParams.of(0, 1));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        assertThat(vm.rows()).extracting(ComparisonViewModel.Row::variant)
                .containsExactly("loop, both directions (eq. (5))", "opened loop, best link left out (eq. (4))");
        assertThat(vm.rows().get(1).makespan()).isCloseTo(0.5, within(EPS));
        assertThat(vm.rows().get(0).status()).startsWith("infeasible — eq. (5) gives a negative load");
        assertThat(vm.chartProperty().get().panels()).hasSize(1);

        // fast links: eq. (5) has a schedule that keeps all four processors busy
        vm.scenarioProperty().set(Scenario.uniform(new Loop(4), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1)));
        assertThat(vm.rows().get(0).status()).isIn("optimal", "feasible");
        assertThat(vm.rows().get(0).processorsUsed()).isEqualTo(4);
        assertThat(vm.rows().get(1).makespan()).isPositive();
    }

    @Test
    void starAndTreePortsAgainstOnePort() {
        // two equal workers, A = C = 1, S = 0, V = 3, the originator computes.
        // All ports: a0 = T and each worker a·(C + A) = T, so T + T/2 + T/2 = 3: T = 3/2.
        // One port: a0 = T, a1 = T/2, a2 = T/4 (each finishes at T): T = 12/7. Gain: (3/2)/(12/7) − 1 = −12.5 %.
        for (Scenario s : List.of(Scenario.uniform(new Star(2), 3, ProcessorParams.of(1), LinkParams.of(0, 1)),
                Scenario.uniform(new Tree(new int[] {-1, 0, 0}), 3, ProcessorParams.of(1), LinkParams.of(0, 1)))) {
            ComparisonViewModel m = new ComparisonViewModel(runner, Solvers.standard());
            m.activeProperty().set(true);
            m.scenarioProperty().set(s);
            assertThat(m.rows()).as(s.network().kind().id()).hasSize(2);
            assertThat(m.rows().get(0).makespan()).as(s.network().kind().id()).isCloseTo(1.5, within(1e-7));
            assertThat(m.rows().get(1).makespan()).as(s.network().kind().id()).isCloseTo(12.0 / 7, within(1e-7));
            assertThat(m.rows().get(1).improvement()).isCloseTo(-12.5, within(1e-5));
        }
    }

    @Test
    void starOrdersGivenHeuristicOptimal() {
        // equal workers (A = 1), P1 behind a slow link (C = 2), P2 a fast one (C = 1); S = 0, V = 1, the originator
        // only distributes. Given order (P1, P2): 3·a1 = T, 2·a1 + 2·a2 = T, so a2 = T/6 and T/3 + T/6 = 1: T = 2.
        // Fast link first (P2, P1): 2·a2 = T, a2 + 3·a1 = T, so a1 = T/6 and T/2 + T/6 = 1: T = 3/2, the optimum
        // (increasing C, Błażewicz & Drozdowski 1997, §3). Gain (2/(3/2) − 1) = +33.33 %.
        Scenario s = Scenario.uniform(new Star(2), 1, ProcessorParams.of(1), LinkParams.of(0, 1))
                .withLinkOverrides(java.util.Map.of(1, LinkParams.of(0, 2)))
                .withStrategy(org.dltexplorer.core.model.Strategy.DEFAULT.withOriginatorComputes(false));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        vm.selectedProperty().set(vm.comparisons().stream().filter(c -> c.title().equals(Comparisons.STAR_ORDER)).findFirst().orElseThrow());
        assertThat(vm.rows()).extracting(ComparisonViewModel.Row::variant)
                .containsExactly("given order", "heuristic order", "optimal order");
        assertThat(vm.rows().get(0).makespan()).isCloseTo(2.0, within(1e-7));
        assertThat(vm.rows().get(2).makespan()).isCloseTo(1.5, within(1e-7));
        assertThat(vm.rows().get(2).improvement()).isCloseTo(100.0 / 3, within(1e-5));
        assertThat(vm.rows().get(1).makespan()).isBetween(1.5 - 1e-7, 2.0 + 1e-7);
    }

    @Test
    void starInstallmentsOneToFour() {
        // one worker, A = C = 1, S = 0.2, V = 1, the originator only distributes. One message: T = S + 2 = 2.2.
        // Two, x1 + x2 = 1: messages end at S + x1 and 2S + 1, T = max(S + 2 x1, 2S + 1) + 1 − x1, least at
        // x1 = (S + 1)/2: T = 1.5 + 1.5 S = 1.8, a gain of 2.2/1.8 − 1 = +22.2 %. More installments may not do worse.
        Scenario s = Scenario.uniform(new Star(1), 1, ProcessorParams.of(1), LinkParams.of(0.2, 1))
                .withStrategy(org.dltexplorer.core.model.Strategy.DEFAULT.withOriginatorComputes(false));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        vm.selectedProperty().set(vm.comparisons().stream().filter(c -> c.title().equals(Comparisons.STAR_INSTALLMENTS))
                .findFirst().orElseThrow());
        assertThat(vm.rows()).extracting(ComparisonViewModel.Row::variant)
                .containsExactly("single installment", "up to 2 installments", "up to 3 installments", "up to 4 installments");
        assertThat(vm.rows().get(0).makespan()).isCloseTo(2.2, within(1e-7));
        assertThat(vm.rows().get(1).makespan()).isCloseTo(1.8, within(1e-7));
        assertThat(vm.rows().get(1).improvement()).isCloseTo(100.0 * (2.2 / 1.8 - 1), within(1e-5));
        assertThat(vm.rows().get(3).makespan()).isLessThanOrEqualTo(1.8 + 1e-7);
    }

    @Test
    void starInstallmentsSayWhyTheyDoNotApplyWithBuffers() {
        Scenario s = Scenario.uniform(new Star(2), 1, ProcessorParams.of(1).withB(0.6), LinkParams.of(0.2, 1));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        vm.selectedProperty().set(vm.comparisons().stream().filter(c -> c.title().equals(Comparisons.STAR_INSTALLMENTS))
                .findFirst().orElseThrow());
        assertThat(vm.rows().get(0).makespan()).isPositive();
        assertThat(vm.rows().get(1).status()).startsWith("does not apply: multi-installment is not modelled with memory");
    }

    @Test
    void aBusOfOneCarriesTheOnePortStar() {
        // one bus with two equal workers is the one-port star above: T = 12/7 for both assignments, gain 0
        Scenario s = Scenario.uniform(new Bus(List.of(List.of(1, 2))), 3, ProcessorParams.of(1), LinkParams.of(0, 1));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        assertThat(vm.rows()).extracting(ComparisonViewModel.Row::variant)
                .containsExactly("given assignment", "optimal assignment (searched)");
        assertThat(vm.rows()).allSatisfy(r -> assertThat(r.makespan()).isCloseTo(12.0 / 7, within(1e-7)));
        assertThat(vm.rows().get(1).improvement()).isCloseTo(0, within(1e-5));
    }

    @Test
    void aMeshComparesNlfAndLlfAndSaysWhyRingsDoNotApply() {
        // mesh p = 2, one layer: the originator feeds both neighbours at once; a0 = T, a·(C + A) = T each:
        // T + T/2 + T/2 = 1, T = 1/2 under either order (one layer has no order to choose).
        Scenario s = Scenario.uniform(new Mesh(2, 1, 2), 1, ProcessorParams.of(1), LinkParams.of(0, 1));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        assertThat(vm.selectedProperty().get().title()).isEqualTo(Comparisons.LAYERS);
        assertThat(vm.rows().get(0).makespan()).isCloseTo(0.5, within(1e-7));
        assertThat(vm.rows().get(1).makespan()).isCloseTo(0.5, within(1e-7));
        assertThat(vm.rows().get(2).status()).startsWith("does not apply: rectangular layers are built for 5^k × 5^k tori");
        assertThat(vm.summaryProperty().get()).startsWith("Fastest: NLF");
    }

    @Test
    void improvementIsTheSpeedupGainOverTheFirst() {
        double[] g = ComparisonViewModel.improvements(new double[] {2, 1, 4, Double.NaN});
        assertThat(g[0]).isEqualTo(0);
        assertThat(g[1]).isCloseTo(100, within(EPS));
        assertThat(g[2]).isCloseTo(-50, within(EPS));
        assertThat(g[3]).isNaN();
    }

    @Test
    void karyPoliciesOnARootWithOneChild() {
        // root and one child, A = C = 1, S = R = 0, V = 1.
        // EDS: 1/2 each; the child receives in [0, 1/2] and computes in [1/2, 1]: T = 1.
        // SOS: root's a0·A = child's a1·(C + A) with a0 + a1 = 1: a1 = 1/3, T = 2/3; gain (1/(2/3) − 1) = +50 %.
        Scenario s = Scenario.uniform(new KaryTree(1, 1), 1, ProcessorParams.of(1), LinkParams.of(0, 1));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        assertThat(vm.selectedProperty().get().title()).isEqualTo(Comparisons.KARY_POLICIES);
        assertThat(vm.rows()).hasSize(3);
        assertThat(vm.rows().get(0).makespan()).isCloseTo(1.0, within(EPS));
        assertThat(vm.rows().get(1).makespan()).isCloseTo(2.0 / 3, within(EPS));
        assertThat(vm.rows().get(1).improvement()).isCloseTo(50.0, within(1e-6));
        assertThat(vm.rows().get(1).improvementText(false)).isEqualTo("+50.00 %");
        assertThat(vm.chartProperty().get().panels()).extracting(ComparisonGantts.Panel::name)
                .containsExactlyElementsOf(vm.selectedProperty().get().names());
        assertThat(vm.chartProperty().get().panels().get(0).gantt().makespan()).isCloseTo(1.0, within(EPS));
    }

    @Test
    void saturatedMemoryOnAStarForcesEqualShares() {
        // star of 2 equal workers, A = C = 1, S = 0, V = 3, originator computes.
        // Saturated B = V/3 = 1 each: P0 computes [0,1]; P1 receives [0,1], computes [1,2]; P2 receives [1,2],
        // computes [2,3]: T = 3. Unlimited (B = V): a0 = T, a1 = T/2, a2 = T/4 (each finishes at T), sum 3 gives
        // T = 12/7. Saturated against unlimited: (12/7)/3 − 1 = −3/7.
        Scenario s = Scenario.uniform(new Star(2), 3, ProcessorParams.of(1), LinkParams.of(0, 1));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        vm.selectedProperty().set(vm.comparisons().stream().filter(c -> c.title().equals(Comparisons.MEMORY)).findFirst().orElseThrow());
        assertThat(vm.rows()).extracting(ComparisonViewModel.Row::variant)
                .containsExactly("unlimited memory (B = V)", "saturated memory (B = V/n)");
        assertThat(vm.rows().get(0).makespan()).isCloseTo(12.0 / 7, within(1e-7));
        assertThat(vm.rows().get(1).makespan()).isCloseTo(3.0, within(1e-7));
        assertThat(vm.rows().get(1).improvement()).isCloseTo(-300.0 / 7, within(1e-5));
        assertThat(vm.summaryProperty().get()).startsWith("Fastest: unlimited memory (B = V)");
    }

    @Test
    void theStarOrderComparisonSolvesAnUnlimitedStarThroughABufferOfV() {
        // the star's solver is the limited-memory one: B = V stands in for unlimited memory.
        // Equal workers: any order is optimal, so both variants give T = 12/7 (as above) and a gain of 0.
        Scenario s = Scenario.uniform(new Star(2), 3, ProcessorParams.of(1), LinkParams.of(0, 1));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        vm.selectedProperty().set(vm.comparisons().stream().filter(c -> c.title().equals(Comparisons.STAR_ORDER)).findFirst().orElseThrow());
        assertThat(vm.rows()).allSatisfy(r -> assertThat(r.makespan()).isCloseTo(12.0 / 7, within(1e-7)));
        assertThat(vm.rows().get(1).improvement()).isCloseTo(0, within(1e-5));
    }

    @Test
    void petersSyskaIsMeasuredAgainstRectangularLayersOnTheSameTorus() {
        Scenario s = Scenario.uniform(new Torus2d(2), 100, ProcessorParams.of(2), LinkParams.of(0.01, 0.05));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        assertThat(vm.selectedProperty().get().title()).isEqualTo(Comparisons.LAYERS);
        assertThat(vm.rows()).extracting(ComparisonViewModel.Row::variant)
                .containsExactly("NLF (Peters–Syska scattering)", "LLF (largest layers first)", "rectangular layers (rings)");
        // each row is its method's makespan, computed here straight from core
        double rings = org.dltexplorer.core.analysis.RectangularLayers.solve(2, 0.01, 0.05, 100, 12).makespan();
        double ps = new org.dltexplorer.core.solver.scatter.TorusSolver().solve(s).makespan();
        assertThat(vm.rows().get(0).makespan()).isCloseTo(ps, within(EPS));
        assertThat(vm.rows().get(2).makespan()).isCloseTo(rings, within(EPS));
        assertThat(vm.rows().get(2).improvement()).isCloseTo((ps / rings - 1) * 100, within(1e-6)).isNegative();
        // LLF on a torus without buffers is the LP with B = V, which never binds: a schedule, never faster than
        // the optimal NLF order's... not claimed; only that it is there and uses the same processors at most
        assertThat(vm.rows().get(1).status()).isIn("optimal", "feasible");
        assertThat(vm.rows().get(1).processorsUsed()).isBetween(1L, 625L);
    }

    @Test
    void hypercubeRoutingsGiveTwoSchedulesWithTheirGain() {
        Scenario s = Scenario.uniform(new Hypercube(3), 1, ProcessorParams.of(1), LinkParams.of(0.01, 0.2));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        assertThat(vm.rows()).extracting(ComparisonViewModel.Row::variant).containsExactly("store-and-forward", "circuit-switched");
        ComparisonViewModel.Row sf = vm.rows().get(0);
        ComparisonViewModel.Row cs = vm.rows().get(1);
        assertThat(sf.makespan()).isPositive();
        assertThat(cs.makespan()).isPositive();
        // the gain column is the makespan ratio, checked here against the two rows themselves
        assertThat(cs.improvement()).isCloseTo((sf.makespan() / cs.makespan() - 1) * 100, within(EPS));
        assertThat(cs.speedup() / sf.speedup()).isCloseTo(sf.makespan() / cs.makespan(), within(EPS));
    }

    @Test
    void nothingIsSolvedWhileHiddenAndTheSelectionSurvivesAParameterChange() {
        Scenario s = Scenario.uniform(new Star(2), 3, ProcessorParams.of(1), LinkParams.of(0, 1));
        vm.scenarioProperty().set(s);
        Comparison memory = vm.comparisons().stream().filter(c -> c.title().equals(Comparisons.MEMORY)).findFirst().orElseThrow();
        vm.selectedProperty().set(memory);
        assertThat(runner.submitted()).isZero();
        assertThat(vm.rows()).isEmpty();
        vm.activeProperty().set(true);
        assertThat(runner.submitted()).isEqualTo(1);
        vm.scenarioProperty().set(s.withLoad(6));
        assertThat(runner.submitted()).isEqualTo(2);
        assertThat(vm.selectedProperty().get().title()).isEqualTo(Comparisons.MEMORY);
        // makespans scale with V when S = 0
        assertThat(vm.rows().get(1).makespan()).isCloseTo(6.0, within(1e-7));
    }

    @Test
    void aKindWithoutComparisonOrSolverSaysSo() {
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(Scenario.uniform(org.dltexplorer.core.model.Graph.of(2, List.of(new int[] {0, 1}), 0), 1,
                ProcessorParams.of(1), LinkParams.of(0, 1)));
        assertThat(vm.rows()).isEmpty();
        assertThat(vm.summaryProperty().get()).isEqualTo("No comparison for graph networks yet");

        ComparisonViewModel chainOnly = new ComparisonViewModel(runner, new Solvers(List.of(new ChainSolver())));
        chainOnly.activeProperty().set(true);
        chainOnly.scenarioProperty().set(Scenario.uniform(new KaryTree(1, 2), 1, ProcessorParams.of(1), LinkParams.of(0, 1)));
        assertThat(chainOnly.rows()).allSatisfy(r -> assertThat(r.status()).startsWith("no solver"));
        assertThat(chainOnly.summaryProperty().get()).isEqualTo("No variant has a schedule");
    }
}
