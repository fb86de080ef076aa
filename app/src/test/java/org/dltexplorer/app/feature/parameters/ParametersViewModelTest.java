package org.dltexplorer.app.feature.parameters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Strategy;
import org.junit.jupiter.api.Test;

class ParametersViewModelTest {

    private final ParametersViewModel vm = new ParametersViewModel();

    @Test
    void choicesThePanelHasNoControlForSurviveAnEdit() {
        vm.kindProperty().set(NetworkKind.KARY_TREE);
        vm.load(new ProcessorParams(1, ProcessorParams.UNLIMITED), new LinkParams(0, 0.1, 0.2), 1,
                new Strategy(null, null, null, null, KaryPolicy.MULTI_INSTALLMENT, true,
                        org.dltexplorer.core.model.Collect.WHILE_SENDING, org.dltexplorer.core.model.KaryLoads.OPTIMISED),
                Notation.ACS);
        vm.field(Parameter.C).textProperty().set("0.2");
        Strategy kary = vm.inputsProperty().get().strategy();
        assertThat(kary.collect()).isEqualTo(org.dltexplorer.core.model.Collect.WHILE_SENDING);
        assertThat(kary.loads()).isEqualTo(org.dltexplorer.core.model.KaryLoads.OPTIMISED);

        vm.kindProperty().set(NetworkKind.STAR);
        ActivationOrder listed = new ActivationOrder(ActivationOrder.Rule.EXPLICIT, java.util.List.of(2, 1));
        vm.load(new ProcessorParams(1, ProcessorParams.UNLIMITED), new LinkParams(0, 0.1, 0), 1,
                new Strategy(null, listed, null, null, null, true).withInstallments(3), Notation.ACS);
        vm.field(Parameter.C).textProperty().set("0.3");
        assertThat(vm.inputsProperty().get().strategy().order()).isEqualTo(listed);
        assertThat(vm.inputsProperty().get().strategy().installments()).as("a star's installments survive").isEqualTo(3);
        assertThat(vm.choices().installmentsProperty().get()).isEqualTo(3);
        vm.choices().installmentsProperty().set(1);
        assertThat(vm.inputsProperty().get().strategy().installments()).as("1 is the default, not written").isNull();
        vm.choices().installmentsProperty().set(2);
        assertThat(vm.inputsProperty().get().strategy().installments()).isEqualTo(2);
        assertThat(vm.inputsProperty().get().strategy().collect()).as("K-ary choices only where they apply").isNull();
        // picking another order replaces the listed one
        vm.choices().orderProperty().set(ActivationOrder.Rule.OPTIMAL);
        assertThat(vm.inputsProperty().get().strategy().order().rule()).isEqualTo(ActivationOrder.Rule.OPTIMAL);
    }

    @Test
    void theTermsBeyondThePapersSurviveAnEdit() {
        vm.kindProperty().set(NetworkKind.STAR);
        ProcessorParams terms = new ProcessorParams(1, ProcessorParams.UNLIMITED, 2, 0.5, 3, 4);
        vm.load(terms, new LinkParams(0, 0.1, 0), 1, Strategy.DEFAULT.withBudget(20.0).withComputeWhileReceiving(false),
                Notation.ACS);
        vm.field(Parameter.C).textProperty().set("0.2");
        vm.field(Parameter.A).textProperty().set("2");
        assertThat(vm.inputsProperty().get().processor()).isEqualTo(terms.withA(2));
        assertThat(vm.inputsProperty().get().strategy().budget()).isEqualTo(20.0);
        assertThat(vm.inputsProperty().get().strategy().computeWhileReceiving()).isFalse();
    }

    @Test
    void typedValuesReachTheInputsAndMoveTheSlider() {
        vm.field(Parameter.C).textProperty().set("0.001");
        assertThat(vm.inputsProperty().get().link().C()).isEqualTo(0.001);
        assertThat(vm.field(Parameter.C).sliderProperty().get()).isCloseTo(-3, within(1e-12));
    }

    @Test
    void theSliderIsLogarithmicAndWritesThreeSignificantDigits() {
        vm.field(Parameter.S).sliderProperty().set(-6.5);
        // 10^-6.5 = 3.162e-7, shown as 3.16e-7
        assertThat(vm.field(Parameter.S).textProperty().get()).isEqualTo("3.16e-07");
        assertThat(vm.inputsProperty().get().link().S()).isEqualTo(3.16e-7);
    }

    @Test
    void invalidTextIsReportedAndNeverReachesTheInputs() {
        var before = vm.inputsProperty().get();
        vm.field(Parameter.C).textProperty().set("abc");
        assertThat(vm.field(Parameter.C).errorProperty().get()).contains("not a number");
        assertThat(vm.errorProperty().get()).contains("C: 'abc' is not a number");
        assertThat(vm.inputsProperty().get()).isSameAs(before);
        vm.field(Parameter.A).textProperty().set("0");
        assertThat(vm.field(Parameter.A).errorProperty().get()).isEqualTo("A must be > 0, got 0");
        vm.field(Parameter.S).textProperty().set("-1");
        assertThat(vm.field(Parameter.S).errorProperty().get()).contains("must be ≥ 0");
        vm.field(Parameter.C).textProperty().set("0.5");
        vm.field(Parameter.A).textProperty().set("2");
        vm.field(Parameter.S).textProperty().set("0");
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(vm.inputsProperty().get().processor().A()).isEqualTo(2);
    }

    @Test
    void theAlphaTauSigmaNotationShowsSpeedAsTheInverseOfA() {
        vm.field(Parameter.A).textProperty().set("4");
        vm.notationProperty().set(Notation.ALPHA_TAU_SIGMA);
        assertThat(vm.field(Parameter.A).labelProperty().get()).isEqualTo("Speed σ");
        assertThat(vm.field(Parameter.A).textProperty().get()).isEqualTo("0.25");
        assertThat(vm.field(Parameter.C).labelProperty().get()).endsWith("τ");
        assertThat(vm.field(Parameter.S).labelProperty().get()).endsWith("α");
        vm.field(Parameter.A).textProperty().set("2");
        assertThat(vm.inputsProperty().get().processor().A()).isEqualTo(0.5);
        vm.notationProperty().set(Notation.W_Z_T);
        assertThat(vm.field(Parameter.A).labelProperty().get()).endsWith("w");
        assertThat(vm.field(Parameter.A).unitProperty().get()).isEqualTo("× Tcp");
    }

    @Test
    void memoryIsUnlimitedUntilTheToggleIsCleared() {
        assertThat(vm.inputsProperty().get().processor().limitedMemory()).isFalse();
        vm.field(Parameter.B).textProperty().set("0.3");
        assertThat(vm.inputsProperty().get().processor().limitedMemory()).isFalse();
        vm.unlimitedMemoryProperty().set(false);
        assertThat(vm.inputsProperty().get().processor().B()).isEqualTo(0.3);
        // an invalid B does not block solving while memory is unlimited
        vm.field(Parameter.B).textProperty().set("-2");
        assertThat(vm.errorProperty().get()).isNotEmpty();
        vm.unlimitedMemoryProperty().set(true);
        assertThat(vm.errorProperty().get()).isEmpty();
    }

    @Test
    void strategyChoicesFollowTheKind() {
        vm.kindProperty().set(NetworkKind.STAR);
        assertThat(vm.choices().portsProperty().get()).isEqualTo(Ports.ONE);
        assertThat(vm.choices().orderApplies().get()).isTrue();
        assertThat(vm.choices().layersApply().get()).isFalse();
        vm.kindProperty().set(NetworkKind.GRAPH);
        assertThat(vm.choices().orderApplies().get()).isTrue();
        vm.kindProperty().set(NetworkKind.HYPERCUBE);
        assertThat(vm.choices().layersApply().get()).isTrue();
        assertThat(vm.choices().routingApplies().get()).isTrue();
        assertThat(vm.choices().portsApply().get()).isFalse();
        vm.kindProperty().set(NetworkKind.KARY_TREE);
        vm.choices().karyPolicyProperty().set(KaryPolicy.MULTI_INSTALLMENT);
        assertThat(vm.inputsProperty().get().strategy().scheduleOrDefault()).isEqualTo(KaryPolicy.MULTI_INSTALLMENT);
    }

    @Test
    void loadingAScenarioShowsItsValues() {
        vm.kindProperty().set(NetworkKind.STAR);
        vm.load(new ProcessorParams(3, 7), new LinkParams(0.1, 2, 0.5), 100,
                Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL), Notation.ACS);
        assertThat(vm.field(Parameter.V).textProperty().get()).isEqualTo("100");
        assertThat(vm.unlimitedMemoryProperty().get()).isFalse();
        var in = vm.inputsProperty().get();
        assertThat(in.processor()).isEqualTo(new ProcessorParams(3, 7));
        assertThat(in.link()).isEqualTo(new LinkParams(0.1, 2, 0.5));
        assertThat(in.load()).isEqualTo(100);
        assertThat(in.strategy().orderOrDefault()).isEqualTo(ActivationOrder.OPTIMAL);
    }

    @Test
    void onlyChoicesThatApplyAndDifferFromTheDefaultAreWritten() {
        vm.kindProperty().set(NetworkKind.CHAIN);
        vm.choices().routingProperty().set(org.dltexplorer.core.model.Routing.CIRCUIT_SWITCHED);
        assertThat(vm.inputsProperty().get().strategy()).isEqualTo(Strategy.DEFAULT);
        vm.choices().portsProperty().set(Ports.ONE);
        assertThat(vm.inputsProperty().get().strategy()).isEqualTo(Strategy.DEFAULT.withPorts(Ports.ONE));
        vm.kindProperty().set(NetworkKind.HYPERCUBE);
        assertThat(vm.inputsProperty().get().strategy().routing()).isEqualTo(org.dltexplorer.core.model.Routing.CIRCUIT_SWITCHED);
        assertThat(vm.inputsProperty().get().strategy().ports()).isNull();
    }

    @Test
    void extremeValuesOfThePapersAreAccepted() {
        vm.field(Parameter.S).textProperty().set("1e-12");
        vm.field(Parameter.V).textProperty().set("1e9");
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(vm.field(Parameter.S).sliderProperty().get()).isEqualTo(ParameterField.MIN_EXPONENT);
        assertThat(vm.field(Parameter.V).sliderProperty().get()).isCloseTo(ParameterField.MAX_EXPONENT, within(1e-12));
    }
}
