package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;

import org.dltexplorer.app.feature.network.ProcessorTerm;
import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.feature.parameters.ParametersViewModel;
import org.dltexplorer.app.feature.results.ResultsViewModel;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/**
 * The keys beyond the papers in the window, through its view-model: the per-node editor offers release, F and costs
 * where a solver declares them, refuses bad values in one line, and its edits are undo steps; the strategy's budget,
 * deadline and computeWhileReceiving reach the scenario; the results give the cost and the load. Expected makespans,
 * costs and loads are the closed forms of one or two workers with S = C = 0, worked out in the comments.
 */
class BeyondThePapersEditingTest {

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, Solvers.standard());

    /** A star of {@code workers} with A = 1, S = C = 0, load V and the originator idle, as the panels set it. */
    private void star(int workers, String v) {
        vm.curves().activeProperty().set(false); // the curve sweeps are not under test here: they wait for their tab
        vm.network().kindProperty().set(NetworkKind.STAR);
        vm.network().workersProperty().set(workers);
        vm.parameters().field(Parameter.C).textProperty().set("0");
        vm.parameters().field(Parameter.S).textProperty().set("0");
        vm.parameters().field(Parameter.V).textProperty().set(v);
        vm.parameters().choices().originatorComputesProperty().set(false);
    }

    private Scenario scenario() {
        return vm.scenarioProperty().get();
    }

    private String summary(String name) {
        return vm.results().summary().stream().filter(r -> r.name().equals(name)).map(ResultsViewModel.SummaryRow::value)
                .findFirst().orElse(null);
    }

    @Test
    void theEditorOffersTheTermsWhereASolverDeclaresThem() {
        assertThat(vm.network().perNode().termsShown(1)).as("a chain: no solver has release times").isEmpty();
        star(2, "10");
        assertThat(vm.network().perNode().termsShown(1)).containsExactly(ProcessorTerm.values());
        vm.parameters().choices().installmentsProperty().set(2);
        assertThat(vm.network().perNode().termsShown(1)).as("no multi-installment solver declares them").isEmpty();
        vm.parameters().choices().installmentsProperty().set(1);
        vm.parameters().unlimitedMemoryProperty().set(false);
        vm.parameters().field(Parameter.B).textProperty().set("20");
        assertThat(vm.network().perNode().termsShown(1)).as("nor a memory solver").isEmpty();
    }

    @Test
    void aTermAlreadySetStaysInTheEditorSoItCanBeCleared() {
        star(1, "10");
        vm.network().perNode().enterProcessorTerm(1, ProcessorTerm.RELEASE, "7");
        vm.parameters().choices().installmentsProperty().set(2); // now refused: no solver has release times with installments
        assertThat(vm.network().perNode().termsShown(1)).containsExactly(ProcessorTerm.RELEASE);
        assertThat(vm.bannerProperty().get()).contains("release");
    }

    @Test
    void aReleaseTimeIsAnUndoStepAndDelaysTheWorker() {
        star(1, "10");
        vm.sealHistory();
        Scenario before = scenario();
        assertThat(vm.network().perNode().enterProcessorTerm(1, ProcessorTerm.RELEASE, "7")).isTrue();
        vm.sealHistory();
        assertThat(scenario().processor(1).release()).isEqualTo(7);
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("release of processor 1 = 7");
        // one worker, A = 1, ten units, free at 7: 7 + 10 = 17
        assertThat(vm.results().scheduleProperty().get().makespan()).isCloseTo(17, within(1e-9));
        vm.undo();
        assertThat(scenario()).isEqualTo(before);
        // no release: 10
        assertThat(vm.results().scheduleProperty().get().makespan()).isCloseTo(10, within(1e-9));
        vm.redo();
        assertThat(scenario().processor(1).release()).isEqualTo(7);
    }

    @Test
    void aStartupIsPaidOnce() {
        star(1, "10");
        vm.network().perNode().enterProcessorTerm(1, ProcessorTerm.F, "5");
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("F of processor 1 = 5");
        // F + A·x = 5 + 10
        assertThat(vm.results().scheduleProperty().get().makespan()).isCloseTo(15, within(1e-9));
        assertThat(vm.network().describeNode(1)).contains("F = 5");
    }

    @Test
    void badValuesAreRefusedInOneLineNamingFieldAndValue() {
        star(1, "10");
        Scenario before = scenario();
        assertThat(vm.network().perNode().enterProcessorTerm(1, ProcessorTerm.RELEASE, "-1")).isFalse();
        assertThat(vm.network().perNode().elementErrorProperty().get()).isEqualTo("processor 1 release: must be ≥ 0, got -1");
        assertThat(vm.network().perNode().enterProcessorTerm(1, ProcessorTerm.COST, "cheap")).isFalse();
        assertThat(vm.network().perNode().elementErrorProperty().get())
                .isEqualTo("processor 1 cost: must be a number ≥ 0, got \"cheap\"");
        assertThat(vm.network().perNode().enterProcessorA(1, "0")).isFalse();
        assertThat(vm.network().perNode().elementErrorProperty().get()).isEqualTo("processor 1 A: must be > 0, got 0");
        assertThat(vm.network().perNode().enterProcessorTerm(1, ProcessorTerm.F, "NaN")).isFalse();
        assertThat(vm.network().perNode().elementErrorProperty().get()).isEqualTo("processor 1 F: must be a finite number, got NaN");
        assertThat(scenario()).as("nothing reached the scenario").isEqualTo(before);
        assertThat(vm.network().perNode().enterProcessorTerm(1, ProcessorTerm.FIXED_COST, "2")).isTrue();
        assertThat(vm.network().perNode().elementErrorProperty().get()).isEmpty();
    }

    @Test
    void aBudgetRulesOutTheFastDearWorkerAndTheResultsGiveTheCost() {
        star(2, "10");
        vm.network().perNode().setProcessorOverride(1, new ProcessorParams(0.1, ProcessorParams.UNLIMITED, 0, 0, 5, 0));
        vm.network().perNode().enterProcessorTerm(2, ProcessorTerm.COST, "1");
        vm.parameters().choices().orderProperty().set(org.dltexplorer.core.model.ActivationOrder.Rule.OPTIMAL);
        vm.sealHistory();
        vm.parameters().choices().budget().textProperty().set("30");
        vm.sealHistory();
        assertThat(scenario().strategy().budget()).isEqualTo(30.0);
        assertThat(vm.history().undoLabelProperty().get()).isEqualTo("budget = 30");
        // x1 + x2 = 10 and 5·x1 + x2 ≤ 30 give x1 ≤ 5; T = max(0.1·x1, x2) is least at x1 = x2 = 5: T = 5, cost 30
        assertThat(vm.results().scheduleProperty().get().makespan()).isCloseTo(5, within(1e-6));
        assertThat(summary("Cost")).isEqualTo("30 (budget 30)");
        vm.parameters().choices().budget().textProperty().set("");
        assertThat(scenario().strategy().budget()).isNull();
        // no budget: 0.1·x1 = x2 with x1 + x2 = 10: x2 = 10/11, cost 5·100/11 + 10/11 = 510/11
        assertThat(summary("Cost")).isEqualTo(org.dltexplorer.app.feature.network.NetworkViewModel.fmt(510.0 / 11));
    }

    @Test
    void aDeadlineAsksForTheMostLoadAndPutsTheLoadFieldOutOfUse() {
        star(1, "10");
        vm.parameters().choices().originatorComputesProperty().set(true);
        vm.network().perNode().setProcessorOverride(1, new ProcessorParams(1, ProcessorParams.UNLIMITED, 2, 1, 0, 0));
        vm.parameters().choices().deadline().textProperty().set("10");
        assertThat(scenario().strategy().deadline()).isEqualTo(10.0);
        assertThat(vm.parameters().byDeadlineProperty().get()).isTrue();
        assertThat(vm.parameters().field(Parameter.V).noteProperty().get()).isEqualTo(ParametersViewModel.DEADLINE_NOTE);
        vm.parameters().field(Parameter.V).textProperty().set("oops");
        assertThat(vm.parameters().errorProperty().get()).as("the load is not used: no error").isEmpty();
        // by 10: the originator computes 10, the worker from its release 2 after F = 1 computes 7
        assertThat(summary("Load")).isEqualTo("17 (the most finished by the deadline 10)");
        vm.parameters().choices().deadline().textProperty().set("");
        vm.parameters().field(Parameter.V).textProperty().set("10");
        assertThat(vm.parameters().byDeadlineProperty().get()).isFalse();
        assertThat(vm.parameters().field(Parameter.V).noteProperty().get()).isEmpty();
        assertThat(summary("Load")).isNull();
    }

    @Test
    void budgetAndDeadlineAreCheckedAndNeverTogether() {
        star(1, "10");
        Scenario before = scenario();
        vm.parameters().choices().budget().textProperty().set("-3");
        assertThat(vm.parameters().errorProperty().get()).isEqualTo("strategy.budget: must be a finite number ≥ 0, got -3");
        vm.parameters().choices().budget().textProperty().set("3");
        vm.parameters().choices().deadline().textProperty().set("0");
        assertThat(vm.parameters().errorProperty().get()).isEqualTo("strategy.deadline: must be a finite number > 0, got 0");
        vm.parameters().choices().deadline().textProperty().set("4");
        assertThat(vm.parameters().errorProperty().get()).startsWith("strategy.deadline: cannot be given together with a budget");
        assertThat(vm.bannerProperty().get()).startsWith("Invalid input: strategy.deadline");
        assertThat(scenario().strategy().deadline()).as("never reached the scenario").isNull();
        vm.parameters().choices().budget().textProperty().set("");
        assertThat(scenario().strategy().deadline()).isEqualTo(4.0);
        assertThat(before.strategy().budget()).isNull();
    }

    @Test
    void pausingWhileReceivingNeedsInstallments() {
        star(1, "10");
        vm.parameters().field(Parameter.C).textProperty().set("1");
        assertThat(vm.parameters().choices().computeWhileReceivingMatters().get()).as("one installment").isFalse();
        vm.parameters().choices().installmentsProperty().set(2);
        assertThat(vm.parameters().choices().computeWhileReceivingMatters().get()).isTrue();
        vm.parameters().choices().computeWhileReceivingProperty().set(false);
        assertThat(scenario().strategy().computeWhileReceiving()).isFalse();
        // S = 0, C = A = 1, V = 10, one worker: pausing while it receives, a second message gains nothing: 10 + 10
        assertThat(vm.results().scheduleProperty().get().makespan()).isCloseTo(20, within(1e-6));
        vm.parameters().choices().computeWhileReceivingProperty().set(true);
        assertThat(scenario().strategy().computeWhileReceiving()).as("the default is not written").isNull();
        assertThat(vm.results().scheduleProperty().get().makespan()).isLessThan(20 - 1);
    }

    @Test
    void openingAFileShowsItsBeyondKeysAndEditsKeepThem() {
        String json = """
                {"format": "dlt-scenario", "version": 1, "network": {"kind": "star", "workers": 1},
                 "processor": {"A": 1}, "processors": [{"id": 1, "release": 2, "F": 1}],
                 "link": {"S": 0, "C": 0}, "strategy": {"deadline": 10.5}}
                """;
        vm.apply(new org.dltexplorer.core.io.ScenarioReader().read(json), null);
        assertThat(vm.parameters().choices().deadline().textProperty().get()).isEqualTo("10.5");
        assertThat(vm.dirtyProperty().get()).as("shown as opened").isFalse();
        vm.parameters().field(Parameter.A).textProperty().set("2");
        assertThat(scenario().strategy().deadline()).isEqualTo(10.5);
        assertThat(scenario().processor(1).release()).isEqualTo(2);
        assertThat(Map.copyOf(scenario().processorOverrides())).containsKey(1);
    }
}
