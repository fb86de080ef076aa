package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.dltexplorer.app.feature.animation.ParameterSweep;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/** An animated parameter reaches the scenario on screen, and every solve follows it (no screen needed). */
class SweepDrivesScenarioTest {

    private final MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());

    @Test
    void sweepingTheLoadResolvesAtEveryStep() {
        ParameterSweep sweep = vm.animation().sweep();
        sweep.parameterProperty().set(ParameterSweep.Parameter.V);
        sweep.fromProperty().set("1");
        sweep.toProperty().set("4");
        sweep.secondsProperty().set(3);
        assertThat(sweep.start()).isTrue();
        assertThat(vm.scenarioProperty().get().load()).isEqualTo(1);
        sweep.tick(1);
        assertThat(vm.scenarioProperty().get().load()).isCloseTo(2, within(1e-12));
        assertThat(vm.results().solvedProperty().get().scenario().load()).isCloseTo(2, within(1e-12));
        sweep.tick(2);
        assertThat(vm.scenarioProperty().get().load()).isEqualTo(4);
        assertThat(sweep.runningProperty().get()).isFalse();
    }

    @Test
    void sweepingTheSizeOfATorusGrowsItsK() {
        vm.network().kindProperty().set(NetworkKind.TORUS2D);
        ParameterSweep sweep = vm.animation().sweep();
        sweep.parameterProperty().set(ParameterSweep.Parameter.M);
        sweep.fromProperty().set("1");
        sweep.toProperty().set("2");
        sweep.secondsProperty().set(1);
        sweep.start();
        sweep.tick(1);
        assertThat(vm.network().shape().torusKProperty().get()).isEqualTo(2);
        assertThat(vm.animation().phasesProperty().get()).as("the animation follows: 2k phases").isEqualTo(4);
    }
}
