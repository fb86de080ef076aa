package org.dltexplorer.app.feature.parameters;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Strategy;
import org.junit.jupiter.api.Test;

/** The w/z/T task constants and the per-node (mixed) state of the parameter panel, without a screen. */
class NotationUnitsAndPerNodeTest {

    private final ParametersViewModel vm = new ParametersViewModel();

    /** Błażewicz & Drozdowski (1997) style: Tcp = 4, Tcm = 2, Tsol = 0.5; A = 6 means w = 1.5, C = 1 means z = 0.5. */
    private void loadWzT() {
        vm.load(new ProcessorParams(6, ProcessorParams.UNLIMITED), new LinkParams(0.1, 1, 0.25), 1, Strategy.DEFAULT,
                Notation.W_Z_T, new NotationUnits(4, 2, 0.5));
    }

    @Test
    void wAndZAreShownAsRatiosToTcpAndTcm() {
        loadWzT();
        assertThat(vm.field(Parameter.TCP).textProperty().get()).isEqualTo("4");
        assertThat(vm.field(Parameter.TCM).textProperty().get()).isEqualTo("2");
        assertThat(vm.field(Parameter.TSOL).textProperty().get()).isEqualTo("0.5");
        assertThat(vm.field(Parameter.A).textProperty().get()).isEqualTo("1.5");
        assertThat(vm.field(Parameter.C).textProperty().get()).isEqualTo("0.5");
        assertThat(vm.inputsProperty().get().processor().A()).isEqualTo(6);
        assertThat(vm.inputsProperty().get().link().C()).isEqualTo(1);
        assertThat(vm.inputsProperty().get().link().R()).isEqualTo(0.25);
        assertThat(vm.inputsProperty().get().units()).isEqualTo(new NotationUnits(4, 2, 0.5));
    }

    @Test
    void loadingAWzTScenarioKeepsItsTsolWhateverWasShownBefore() {
        vm.field(Parameter.C).textProperty().set("0.6");
        vm.field(Parameter.R).textProperty().set("0.3");
        loadWzT();
        assertThat(vm.field(Parameter.TSOL).value()).isEqualTo(0.5);
        assertThat(vm.inputsProperty().get().link().R()).isEqualTo(0.25);
    }

    @Test
    void editingWZTcpOrTcmWritesTheCanonicalValues() {
        loadWzT();
        vm.field(Parameter.A).textProperty().set("2"); // w = 2: A = 2·4
        assertThat(vm.inputsProperty().get().processor().A()).isEqualTo(8);
        vm.field(Parameter.TCP).textProperty().set("10"); // w stays 2: A = 2·10
        assertThat(vm.field(Parameter.A).textProperty().get()).isEqualTo("2");
        assertThat(vm.inputsProperty().get().processor().A()).isEqualTo(20);
        vm.field(Parameter.C).textProperty().set("3"); // z = 3: C = 3·2, R = 3·0.5
        assertThat(vm.inputsProperty().get().link().C()).isEqualTo(6);
        assertThat(vm.inputsProperty().get().link().R()).isEqualTo(1.5);
        vm.field(Parameter.TCM).textProperty().set("0.5"); // z stays 3: C = 1.5, R unchanged = z·Tsol
        assertThat(vm.inputsProperty().get().link().C()).isEqualTo(1.5);
        assertThat(vm.inputsProperty().get().link().R()).isEqualTo(1.5);
        vm.field(Parameter.TSOL).textProperty().set("0");
        assertThat(vm.inputsProperty().get().link().R()).isZero();
        assertThat(vm.inputsProperty().get().units()).isEqualTo(new NotationUnits(10, 0.5, 0));
    }

    @Test
    void theTaskConstantsAreCheckedOnlyInWzT() {
        vm.field(Parameter.TCP).textProperty().set("0");
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(vm.inputsProperty().get().units()).isEqualTo(NotationUnits.STANDARD);
        vm.notationProperty().set(Notation.W_Z_T);
        // switching notation shows the last valid value again, as for every field
        assertThat(vm.field(Parameter.TCP).textProperty().get()).isEqualTo("1");
        vm.field(Parameter.TCP).textProperty().set("0");
        assertThat(vm.errorProperty().get()).contains("Tcp must be > 0");
    }

    @Test
    void switchingToWzTKeepsTheScenario() {
        vm.field(Parameter.A).textProperty().set("3");
        vm.field(Parameter.C).textProperty().set("0.4");
        vm.field(Parameter.R).textProperty().set("0.1");
        var before = vm.inputsProperty().get();
        vm.notationProperty().set(Notation.W_Z_T);
        var after = vm.inputsProperty().get();
        assertThat(after.processor()).isEqualTo(before.processor());
        assertThat(after.link().C()).isEqualTo(before.link().C());
        assertThat(after.link().R()).isCloseTo(before.link().R(), org.assertj.core.api.Assertions.within(1e-15));
        assertThat(vm.field(Parameter.TSOL).value()).isCloseTo(0.25, org.assertj.core.api.Assertions.within(1e-15));
    }

    @Test
    void perNodeBuffersShowAsVaryingNotAsUnlimited() {
        vm.load(ProcessorParams.of(1), LinkParams.of(0, 1), 100, Strategy.DEFAULT, Notation.ACS);
        vm.processorOverridesProperty().set(Map.of(0, new ProcessorParams(1, 10), 1, new ProcessorParams(5, 20)));
        assertThat(vm.buffersVaryProperty().get()).isTrue();
        assertThat(vm.unlimitedMemoryProperty().get()).isFalse();
        assertThat(vm.field(Parameter.B).textProperty().get()).isEmpty();
        assertThat(vm.field(Parameter.B).promptProperty().get()).isEqualTo(ParametersViewModel.VARYING_PROMPT);
        // the empty field is not an error, and the default stays what the file said (unlimited)
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(vm.inputsProperty().get().processor().B()).isEqualTo(ProcessorParams.UNLIMITED);
        assertThat(vm.field(Parameter.A).noteProperty().get()).contains("1 node sets its own value");
    }

    @Test
    void typingABufferWhileItVariesSetsEveryNode() {
        vm.load(ProcessorParams.of(1), LinkParams.of(0, 1), 100, Strategy.DEFAULT, Notation.ACS);
        vm.processorOverridesProperty().set(Map.of(0, new ProcessorParams(1, 10), 1, new ProcessorParams(5, 20)));
        vm.field(Parameter.B).textProperty().set("30");
        assertThat(vm.buffersVaryProperty().get()).isFalse();
        assertThat(vm.inputsProperty().get().processor().B()).isEqualTo(30);
        // processor 0 only differed in B: its override is gone; processor 1 keeps its A
        assertThat(vm.processorOverridesProperty().get()).containsExactly(Map.entry(1, new ProcessorParams(5, 30)));
        assertThat(vm.field(Parameter.B).promptProperty().get()).isEmpty();
    }

    @Test
    void tickingUnlimitedWhileBuffersVaryClearsThem() {
        vm.load(ProcessorParams.of(1), LinkParams.of(0, 1), 100, Strategy.DEFAULT, Notation.ACS);
        vm.processorOverridesProperty().set(Map.of(2, new ProcessorParams(1, 10)));
        vm.unlimitedMemoryProperty().set(true);
        assertThat(vm.processorOverridesProperty().get()).isEmpty();
        assertThat(vm.buffersVaryProperty().get()).isFalse();
        assertThat(vm.inputsProperty().get().processor().limitedMemory()).isFalse();
    }

    @Test
    void perNodeLinkValuesAreNotedUnderTheirDefaults() {
        vm.load(ProcessorParams.of(1), LinkParams.of(0, 1), 1, Strategy.DEFAULT, Notation.ACS);
        vm.linkOverridesProperty().set(Map.of(1, LinkParams.of(0, 2), 2, new LinkParams(0.5, 3, 0)));
        assertThat(vm.field(Parameter.C).noteProperty().get()).contains("2 nodes set");
        assertThat(vm.field(Parameter.S).noteProperty().get()).contains("1 node sets");
        assertThat(vm.field(Parameter.R).noteProperty().get()).isEmpty();
        vm.linkOverridesProperty().set(Map.of());
        assertThat(vm.field(Parameter.C).noteProperty().get()).isEmpty();
    }
}
