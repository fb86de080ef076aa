package org.dltexplorer.app.shell;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.FailureSentence;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.junit.jupiter.api.Test;

class MainViewModelTest {

    private final CurrentThreadTaskRunner runner = new CurrentThreadTaskRunner();
    private final MainViewModel vm = new MainViewModel(runner, new RecordingDialogs(), TestSolvers.chainAndInfeasibleLoop());

    @Test
    void theDefaultChainIsSolvedAtOnce() {
        Scenario expected = Scenario.uniform(new Chain(6, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2));
        Schedule direct = new ChainSolver().solve(expected);
        Schedule shown = vm.results().scheduleProperty().get();
        assertThat(shown.makespan()).isEqualTo(direct.makespan());
        assertThat(vm.bannerKindProperty().get()).isEqualTo(BannerKind.NONE);
        assertThat(vm.network().figuresProperty().get().load(0)).isEqualTo(direct.loadOf(0));
        assertThat(vm.results().summaryValue("Status")).isEqualTo("optimal");
    }

    @Test
    void everyParameterChangeSolvesAgain() {
        double before = vm.results().scheduleProperty().get().makespan();
        int solves = runner.submitted();
        vm.parameters().field(Parameter.C).textProperty().set("2");
        assertThat(runner.submitted()).isGreaterThan(solves);
        assertThat(vm.results().scheduleProperty().get().makespan()).isGreaterThan(before);
    }

    @Test
    void invalidInputShowsABannerAndDoesNotSolve() {
        Schedule before = vm.results().scheduleProperty().get();
        int solves = runner.submitted();
        vm.parameters().field(Parameter.V).textProperty().set("-3");
        assertThat(vm.bannerKindProperty().get()).isEqualTo(BannerKind.ERROR);
        assertThat(vm.bannerProperty().get()).startsWith("Invalid input: V must be > 0");
        assertThat(runner.submitted()).isEqualTo(solves);
        assertThat(vm.results().scheduleProperty().get()).isSameAs(before);
        vm.parameters().field(Parameter.V).textProperty().set("1");
        assertThat(vm.bannerKindProperty().get()).isEqualTo(BannerKind.NONE);
    }

    @Test
    void aKindWithoutSolverSaysSoInTheBanner() {
        vm.network().kindProperty().set(NetworkKind.STAR);
        assertThat(vm.bannerKindProperty().get()).isEqualTo(BannerKind.INFO);
        assertThat(vm.bannerProperty().get()).startsWith("No solver for a ");
        assertThat(vm.results().scheduleProperty().get()).isNull();
    }

    @Test
    void anOutOfMemoryErrorShowsTheCommandLinesSentenceInTheBanner() {
        Solvers outOfMemory = new Solvers(List.of(new Solver() {
            @Override
            public String name() {
                return "runs out of memory (test)";
            }

            @Override
            public List<org.dltexplorer.core.solver.Capability> capabilities() {
                return List.of(org.dltexplorer.core.solver.Capability.of(NetworkKind.CHAIN, NetworkKind.values())
                        .handling(org.dltexplorer.core.model.Feature.values()));
            }

            @Override
            public Schedule solve(Scenario s, SolveMonitor monitor) {
                throw new OutOfMemoryError("Java heap space");
            }
        }));
        MainViewModel failing = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), outOfMemory);
        assertThat(failing.bannerKindProperty().get()).isEqualTo(BannerKind.ERROR);
        assertThat(failing.bannerProperty().get())
                .isEqualTo("Solver error: " + FailureSentence.of(new OutOfMemoryError("Java heap space")))
                .contains("out of memory").contains("(-Xmx)");
    }

    @Test
    void aScenarioBeyondDoublePrecisionIsRefusedInTheBanner() {
        vm.parameters().field(Parameter.A).textProperty().set("1e-300");
        vm.parameters().field(Parameter.C).textProperty().set("1e300");
        assertThat(vm.bannerKindProperty().get()).isEqualTo(BannerKind.ERROR);
        assertThat(vm.bannerProperty().get()).startsWith("Refused: the parameter ratio C·V/A·V");
        assertThat(vm.results().scheduleProperty().get()).isNull();
    }

    @Test
    void anInfeasibleAnswerShowsTheSolversReason() {
        vm.network().kindProperty().set(NetworkKind.LOOP);
        assertThat(vm.bannerKindProperty().get()).isEqualTo(BannerKind.ERROR);
        assertThat(vm.bannerProperty().get()).isEqualTo("Infeasible: " + TestSolvers.INFEASIBLE_REASON);
        assertThat(vm.results().summaryValue("Status")).startsWith("infeasible");
    }

    @Test
    void perNodeOverridesReachTheScenario() {
        vm.network().perNode().setProcessorOverride(3, ProcessorParams.of(0.5));
        assertThat(vm.scenarioProperty().get().processor(3).A()).isEqualTo(0.5);
        vm.network().perNode().setLinkOverride(0, LinkParams.of(0, 0.05));
        assertThat(vm.scenarioProperty().get().link(0).C()).isEqualTo(0.05);
        // a faster first link gives the far processors more load
        assertThat(vm.results().scheduleProperty().get().loadOf(1)).isGreaterThan(0.2);
    }

    @Test
    void theSameScenarioIsNotSolvedTwice() {
        int solves = runner.submitted();
        vm.parameters().field(Parameter.C).textProperty().set("0.2");
        vm.network().processorsProperty().set(6);
        assertThat(runner.submitted()).isEqualTo(solves);
        assertThat(List.of(vm.statusProperty().get())).allMatch(s -> s.contains("optimal"));
    }

    @Test
    void aGalleryEntryOpensWithItsExplanationAndAsksForItsView() {
        RecordingDialogs dialogs = new RecordingDialogs();
        MainViewModel gvm = new MainViewModel(runner, dialogs, TestSolvers.chainAndInfeasibleLoop());
        org.dltexplorer.app.gallery.Gallery gallery = org.dltexplorer.app.gallery.Gallery.bundled();
        org.dltexplorer.app.gallery.GalleryEntry example1 = gallery.entry("blazewicz-drozdowski-1997-example1-chain.json").orElseThrow();

        assertThat(gvm.openGallery(gallery, example1)).isTrue();

        // Example 1 of Błażewicz & Drozdowski (1997): a chain of 5, published makespan 1.159 (the paper truncates; 1e-3)
        assertThat(gvm.scenarioProperty().get().network()).isEqualTo(new Chain(5, 0));
        assertThat(gvm.results().scheduleProperty().get().makespan()).isCloseTo(1.159, org.assertj.core.data.Offset.offset(1e-3));
        assertThat(gvm.requestedViewProperty().get()).isEqualTo(example1.view());
        assertThat(gvm.fileProperty().get()).isNull();
        assertThat(dialogs.shown).anyMatch(m -> m.contains(example1.title()) && m.contains("What to notice: ")
                && m.contains("schedule length: paper 1.159, ours 1.15888"));
    }

    @Test
    void aMemoryStarSwitchedToAKindWithoutMemorySolverSaysTheBuffersAreWhy() {
        MainViewModel mvm = new MainViewModel(runner, new RecordingDialogs(), Solvers.standard());
        org.dltexplorer.app.gallery.Gallery gallery = org.dltexplorer.app.gallery.Gallery.bundled();
        assertThat(mvm.openGallery(gallery, gallery.entry("drozdowski-wolniewicz-2003-lp1-star.json").orElseThrow())).isTrue();
        mvm.network().kindProperty().set(NetworkKind.CHAIN);
        // the chain keeps processors 0..4 and their buffers B: the banner names them and the way out
        assertThat(mvm.bannerKindProperty().get()).isEqualTo(BannerKind.INFO);
        assertThat(mvm.bannerProperty().get()).contains("limited memory (buffer B of some processors)")
                .contains("reset the per-node values");
        mvm.network().kindProperty().set(NetworkKind.MESH);
        // a mesh keeps no per-node values: the buffer field no longer says they vary
        assertThat(mvm.parameters().field(Parameter.B).varying()).isFalse();
        assertThat(mvm.parameters().field(Parameter.B).promptProperty().get()).isEmpty();
        assertThat(mvm.bannerKindProperty().get()).isNotEqualTo(BannerKind.ERROR);
        mvm.network().kindProperty().set(NetworkKind.CHAIN);
        mvm.resetPerNodeValues();
        assertThat(mvm.bannerKindProperty().get()).isNotEqualTo(BannerKind.ERROR);
        assertThat(mvm.results().scheduleProperty().get()).isNotNull();
        assertThat(mvm.results().scheduleProperty().get().feasible()).isTrue();
    }
}
