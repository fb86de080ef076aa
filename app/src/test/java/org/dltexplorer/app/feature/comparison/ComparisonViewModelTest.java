package org.dltexplorer.app.feature.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.solver.Solvers;
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
        assertThat(titles(Scenario.uniform(new KaryTree(2, 2), 1, p, l))).containsExactly(Comparisons.KARY_POLICIES);
        assertThat(titles(Scenario.uniform(new Mesh(2, 3, 2), 1, p, l))).containsExactly(Comparisons.LAYER_ORDER, Comparisons.MEMORY);
        assertThat(titles(Scenario.uniform(new Torus2d(1), 1, p, l))).containsExactly(Comparisons.SCATTERING, Comparisons.MEMORY);
        assertThat(titles(Scenario.uniform(new Torus2d(7), 1, p, l))).containsExactly(Comparisons.MEMORY);
        assertThat(titles(Scenario.uniform(new Hypercube(3), 1, p, l))).containsExactly(Comparisons.ROUTING);
        assertThat(titles(Scenario.uniform(new Star(3), 1, p, l))).containsExactly(Comparisons.STAR_ORDER, Comparisons.MEMORY);
        assertThat(titles(Scenario.uniform(new Chain(4, 0), 1, p, l))).isEmpty();
        assertThat(Comparisons.applicableTo(Scenario.uniform(new KaryTree(2, 2), 1, p, l)).get(0).names())
                .containsExactly("EDS (equal division)", "SOS (sequential optimal)", "MOS (multi-installment)");
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
        assertThat(vm.chartProperty().get().bars()).extracting(b -> b.name()).containsExactlyElementsOf(vm.selectedProperty().get().names());
        assertThat(vm.chartProperty().get().bars().get(0).makespan()).isCloseTo(1.0, within(EPS));
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
        assertThat(vm.selectedProperty().get().title()).isEqualTo(Comparisons.STAR_ORDER);
        assertThat(vm.rows()).allSatisfy(r -> assertThat(r.makespan()).isCloseTo(12.0 / 7, within(1e-7)));
        assertThat(vm.rows().get(1).improvement()).isCloseTo(0, within(1e-5));
    }

    @Test
    void petersSyskaIsMeasuredAgainstRectangularLayersOnTheSameTorus() {
        Scenario s = Scenario.uniform(new Torus2d(2), 100, ProcessorParams.of(2), LinkParams.of(0.01, 0.05));
        vm.activeProperty().set(true);
        vm.scenarioProperty().set(s);
        assertThat(vm.selectedProperty().get().title()).isEqualTo(Comparisons.SCATTERING);
        assertThat(vm.rows()).extracting(ComparisonViewModel.Row::variant)
                .containsExactly("rectangular layers (rings)", "Peters–Syska scattering");
        // each row is its method's makespan, computed here straight from core
        double rings = org.dltexplorer.core.analysis.RectangularLayers.solve(2, 0.01, 0.05, 100, 12).makespan();
        double ps = new org.dltexplorer.core.solver.scatter.TorusSolver().solve(s).makespan();
        assertThat(vm.rows().get(0).makespan()).isCloseTo(rings, within(EPS));
        assertThat(vm.rows().get(1).makespan()).isCloseTo(ps, within(EPS));
        assertThat(vm.rows().get(1).improvement()).isCloseTo((rings / ps - 1) * 100, within(1e-6)).isPositive();
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
        Comparison memory = vm.comparisons().get(1);
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
        vm.scenarioProperty().set(Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1)));
        assertThat(vm.rows()).isEmpty();
        assertThat(vm.summaryProperty().get()).isEqualTo("No comparison for chain networks yet");

        ComparisonViewModel chainOnly = new ComparisonViewModel(runner, new Solvers(List.of(new ChainSolver())));
        chainOnly.activeProperty().set(true);
        chainOnly.scenarioProperty().set(Scenario.uniform(new KaryTree(1, 2), 1, ProcessorParams.of(1), LinkParams.of(0, 1)));
        assertThat(chainOnly.rows()).extracting(ComparisonViewModel.Row::status).containsOnly("no solver");
        assertThat(chainOnly.summaryProperty().get()).isEqualTo("No variant has a schedule");
    }
}
