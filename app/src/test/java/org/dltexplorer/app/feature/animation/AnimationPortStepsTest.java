package org.dltexplorer.app.feature.animation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.dltexplorer.core.analysis.ActivationPatterns;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/**
 * A crowded phase shown port by port: the 4-port 2D mesh of 3 layers (125 nodes) sends 100 messages in its last
 * phase, 25 senders × 4 ports (Drozdowski 2009, Fig. 7.5 pattern for p = 4); stepped by port it shows 25 at a time.
 */
class AnimationPortStepsTest {

    private static Scenario mesh() {
        return Scenario.uniform(new Mesh(4, 3, 2), 10, ProcessorParams.of(1), LinkParams.of(0, 1e-3));
    }

    @Test
    void theCrowdedLastPhaseSplitsIntoItsFourPorts() {
        Scenario s = mesh();
        ActivationPlan p = ActivationPlan.of(s, Solvers.standard().solve(s));
        int last = p.phases();
        assertThat(p.messagesOf(last)).hasSize(100);
        List<List<int[]>> groups = p.portGroups(last);
        assertThat(groups).hasSize(4).allSatisfy(g -> assertThat(g).hasSize(25));
        // each group is one port: the first hop of every message in it goes the same way along the same axis
        ActivationPatterns.Pattern pattern = ActivationPatterns.mesh(4, 3, 2);
        Set<String> names = new HashSet<>();
        for (List<int[]> g : groups) {
            Set<String> ways = new HashSet<>();
            for (int[] m : g) {
                ActivationPatterns.Move move = pattern.moves().stream().filter(x -> x.from() == m[0] && x.to() == m[1])
                        .findFirst().orElseThrow();
                int[] a = pattern.coordinates(move.path()[0]);
                int[] b = pattern.coordinates(move.path()[1]);
                // the 4-port mesh uses the Peters–Syska torus pattern: a hop across the wrap goes the short way round
                ways.add(Integer.signum(shortWay(b[0] - a[0], pattern.sides()[0])) + ","
                        + Integer.signum(shortWay(b[1] - a[1], pattern.sides()[1])));
            }
            assertThat(ways).as("one direction per group").hasSize(1);
            names.add(p.portName(g.get(0)[2]));
        }
        assertThat(names).containsExactlyInAnyOrder("+x", "−x", "+y", "−y");
        assertThat(groups.stream().mapToInt(List::size).sum()).isEqualTo(100);
        // a phase of a few messages stays whole
        assertThat(p.portGroups(1)).hasSize(1);
        assertThat(p.portGroups(1).get(0)).hasSize(4);
    }

    private static int shortWay(int d, int side) {
        return Math.abs(d) > side / 2 ? d - Integer.signum(d) * side : d;
    }

    @Test
    void steppingGoesPortByPortAndBackThroughTheCrowdedPhase() {
        Scenario s = mesh();
        AnimationViewModel vm = new AnimationViewModel();
        vm.load(s, Solvers.standard().solve(s));
        int phases = vm.phasesProperty().get();
        for (int j = 1; j < phases; j++) {
            vm.step();
        }
        int before = vm.activeProperty().get().cardinality();
        assertThat(before).isEqualTo(25);
        for (int k = 1; k <= 4; k++) {
            vm.step();
            assertThat(vm.phaseProperty().get()).isEqualTo(phases);
            assertThat(vm.port()).isEqualTo(k - 1);
            assertThat(vm.currentMessages()).hasSize(25);
            BitSet now = vm.activeProperty().get();
            assertThat(now.cardinality()).as("port %d lights its 25 receivers", k).isEqualTo(before + 25 * k);
            for (int[] m : vm.currentMessages()) {
                assertThat(now.get(m[1])).isTrue();
            }
            assertThat(vm.phaseLabelProperty().get()).contains("port " + k + " of 4").contains("25 messages");
        }
        vm.step();
        assertThat(vm.port()).as("the end: stays").isEqualTo(3);
        vm.back();
        assertThat(vm.port()).isEqualTo(2);
        assertThat(vm.activeProperty().get().cardinality()).isEqualTo(before + 75);
        vm.back();
        vm.back();
        vm.back();
        assertThat(vm.phaseProperty().get()).isEqualTo(phases - 1);
        assertThat(vm.currentMessages()).hasSize(20);

        // off: the whole phase at once
        vm.byPortProperty().set(false);
        vm.step();
        assertThat(vm.port()).isEqualTo(-1);
        assertThat(vm.currentMessages()).hasSize(100);
        assertThat(vm.activeProperty().get().cardinality()).isEqualTo(125);
    }

    @Test
    void playingRunsThroughThePortsAndStopsAtTheEnd() {
        Scenario s = Scenario.uniform(new Torus2d(2), 10, ProcessorParams.of(1), LinkParams.of(0, 1e-3));
        AnimationViewModel vm = new AnimationViewModel();
        vm.load(s, Solvers.standard().solve(s));
        int steps = 0;
        for (int j = 1; j <= vm.phasesProperty().get(); j++) {
            steps += Math.max(1, vm.planProperty().get().portGroups(j).size());
        }
        assertThat(steps).as("some phase of the 25 × 25 torus is crowded").isGreaterThan(vm.phasesProperty().get());
        vm.play();
        for (int i = 0; i < steps - 1; i++) {
            vm.tick(1);
            assertThat(vm.playingProperty().get()).as("step %d", i + 1).isTrue();
        }
        vm.tick(1);
        assertThat(vm.playingProperty().get()).isFalse();
        assertThat(vm.activeProperty().get().cardinality()).isEqualTo(625);
    }
}
