package org.dltexplorer.app.feature.animation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

class AnimationViewModelTest {

    private final AnimationViewModel vm = new AnimationViewModel();

    private void load(Scenario s) {
        vm.load(s, Solvers.standard().solve(s));
    }

    /** 2×2 mesh, p = 1, two phases: 0 → 1 along x, then 0 → 2 and 1 → 3 along y (Drozdowski 2009, Fig. 7.5, binomial). */
    private void smallMesh() {
        load(Scenario.uniform(new Mesh(1, 2, 2), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1)));
    }

    @Test
    void steppingLightsUpTheBinomialMeshPhaseByPhase() {
        smallMesh();
        assertThat(vm.phasesProperty().get()).isEqualTo(2);
        assertThat(vm.phaseProperty().get()).isZero();
        assertThat(vm.activeProperty().get().cardinality()).isEqualTo(1);
        assertThat(vm.currentMessages()).isEmpty();
        vm.step();
        assertThat(vm.activeProperty().get().cardinality()).isEqualTo(2);
        assertThat(vm.currentMessages()).hasSize(1);
        vm.step();
        assertThat(vm.activeProperty().get().cardinality()).isEqualTo(4);
        assertThat(vm.currentMessages()).hasSize(2);
        assertThat(vm.phaseLabelProperty().get()).startsWith("Phase 2 of 2 — 4 active");
    }

    @Test
    void stepAndBackStayWithinThePhases() {
        smallMesh();
        vm.back();
        assertThat(vm.phaseProperty().get()).isZero();
        for (int i = 0; i < 5; i++) {
            vm.step();
        }
        assertThat(vm.phaseProperty().get()).isEqualTo(2);
        vm.back();
        assertThat(vm.phaseProperty().get()).isEqualTo(1);
        vm.reset();
        assertThat(vm.phaseProperty().get()).isZero();
    }

    @Test
    void playingAdvancesWithTimeAndSpeedAndStopsAtTheEnd() {
        smallMesh();
        vm.speedProperty().set(2);
        vm.tick(10);
        assertThat(vm.phaseProperty().get()).as("paused: time does not move the phase").isZero();
        vm.play();
        vm.tick(0.4);
        assertThat(vm.phaseProperty().get()).isZero();
        vm.tick(0.2);
        assertThat(vm.phaseProperty().get()).isEqualTo(1);
        vm.pause();
        vm.tick(5);
        assertThat(vm.phaseProperty().get()).isEqualTo(1);
        vm.play();
        vm.tick(5);
        assertThat(vm.phaseProperty().get()).isEqualTo(2);
        assertThat(vm.playingProperty().get()).isFalse();
        vm.play();
        assertThat(vm.phaseProperty().get()).as("play at the end starts over").isZero();
        assertThat(vm.playingProperty().get()).isTrue();
    }

    @Test
    void speedIsClamped() {
        vm.speedProperty().set(100);
        assertThat(vm.speedProperty().get()).isEqualTo(AnimationViewModel.MAX_SPEED);
        vm.speedProperty().set(0);
        assertThat(vm.speedProperty().get()).isEqualTo(AnimationViewModel.MIN_SPEED);
    }

    @Test
    void theHypercubeCursorFollowsTheFirstReceiveOfEachLayer() {
        // 2-cube, A = C = 1, S = 0, V = 1, store-and-forward. Layer 0 sends (2a1 + a2)/2 on each of its 2 links,
        // each layer-1 node relays a2/2 to node 3 (which receives both halves at once). Equal finish with u = T − t1:
        // a1 = u, a2 = 2u/3, t1 = (2u + 2u/3)/2 = 4u/3, T = a0 = 7u/3; a0 + 2a1 + a2 = 5u = 1 gives u = 1/5:
        // layer 1 active at t1 = 4/15, layer 2 at t1 + a2/2 = 1/3, makespan 7/15.
        load(Scenario.uniform(new Hypercube(2), 1, ProcessorParams.of(1), LinkParams.of(0, 1)));
        assertThat(vm.timeCursorProperty().get()).isZero();
        vm.step();
        assertThat(vm.timeCursorProperty().get()).isCloseTo(4.0 / 15, within(1e-9));
        assertThat(vm.currentMessages()).extracting(m -> m[0] + "->" + m[1]).containsExactlyInAnyOrder("0->1", "0->2");
        vm.step();
        assertThat(vm.timeCursorProperty().get()).isCloseTo(1.0 / 3, within(1e-9));
        assertThat(vm.currentMessages()).extracting(m -> m[0] + "->" + m[1]).containsExactlyInAnyOrder("1->3", "2->3");
        assertThat(vm.activeProperty().get().cardinality()).isEqualTo(4);
    }

    @Test
    void aKindWithoutPatternExplainsAndDisablesPlaying() {
        load(Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1)));
        assertThat(vm.planProperty().get()).isNull();
        assertThat(vm.messageProperty().get()).startsWith("No animation: ").contains("chain");
        vm.play();
        assertThat(vm.playingProperty().get()).isFalse();
        vm.load(null, null);
        assertThat(vm.messageProperty().get()).isEqualTo("Nothing to animate yet");
    }
}
