package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.dltexplorer.app.feature.network.PerNodeValues;
import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/**
 * Issue 25 item 2, as walked under Xvfb: Gallery › LP1, w/z/T. The panel said "Compute time w = 1 × Tcp" while the
 * selected processor 4 said "A = 200" (its A·V) and its hover card "A = 200": the per-node editor and the cards now
 * name and scale values as the panel does, and a value typed there is read in that notation.
 */
class PerNodeNotationTest {

    private final MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());

    PerNodeNotationTest() {
        vm.curves().activeProperty().set(false);
        Gallery gallery = Gallery.bundled();
        GalleryEntry lp1 = gallery.entries().stream().filter(e -> e.file().contains("lp1")).findFirst().orElseThrow();
        assertThat(vm.openGallery(gallery, lp1)).isTrue();
    }

    @Test
    void theEditorNamesAndScalesValuesAsThePanelDoes() {
        PerNodeValues perNode = vm.network().perNode();
        assertThat(vm.showNotation(Notation.W_Z_T)).isTrue();
        assertThat(perNode.symbol(Parameter.A)).isEqualTo("w");
        // processor 4 of Drozdowski & Wolniewicz (2003)'s example computes a unit in A = 2, twice the standard's time
        assertThat(perNode.shown(Parameter.A, perNode.processorParams(4).A())).isCloseTo(2, within(1e-12));
        assertThat(perNode.shown(Parameter.C, perNode.linkParams(1).C())).isCloseTo(4, within(1e-12));
        assertThat(vm.network().describeNode(4)).contains("w = 2").doesNotContain("A = ");
        assertThat(vm.network().describeLink(1)).contains("z = 4").contains("r = 0");

        assertThat(vm.showNotation(Notation.ALPHA_TAU_SIGMA)).isTrue();
        assertThat(vm.network().describeNode(4)).contains("σ = 0.5");
        assertThat(vm.network().describeLink(2)).contains("τ = 3").contains("α = 0");

        assertThat(vm.showNotation(Notation.ACS)).isTrue();
        assertThat(vm.network().describeNode(4)).contains("A = 2 ");
    }

    /**
     * The walk's doubtful card: in w/z/T processor 4 said "load = 30" (the file's units, V = 100) beside "B = 0.3"
     * (w/z/T counts the whole load as 1). The card counts its load as the rest of it does: 30 of V = 100 is 0.3.
     */
    @Test
    void theCardCountsTheLoadInTheNotationShown() {
        double loadInFileUnits = number(vm.network().describeNode(4), "load = ");
        double bufferInFileUnits = number(vm.network().describeNode(4), "B = ");
        assertThat(bufferInFileUnits).isEqualTo(30); // processor 4's buffer as the file writes it
        assertThat(loadInFileUnits).isGreaterThan(0).isLessThanOrEqualTo(bufferInFileUnits);

        assertThat(vm.showNotation(Notation.W_Z_T)).isTrue();
        String card = vm.network().describeNode(4);
        assertThat(number(card, "B = ")).as(card).isCloseTo(0.3, within(1e-12)); // 30 of the file's V = 100
        assertThat(number(card, "load = ")).as(card).isCloseTo(loadInFileUnits / 100, within(1e-9));
        assertThat(number(vm.network().describeLink(4), "data sent = ")).isLessThanOrEqualTo(1);

        assertThat(vm.showNotation(Notation.ACS)).isTrue();
        assertThat(number(vm.network().describeNode(4), "load = ")).isEqualTo(loadInFileUnits);
    }

    /** The number after {@code key} in a hover card. */
    private static double number(String card, String key) {
        int at = card.indexOf(key);
        assertThat(at).as(card + " names " + key).isGreaterThanOrEqualTo(0);
        String rest = card.substring(at + key.length()).split("[\\s—]+")[0];
        return Double.parseDouble(rest);
    }

    @Test
    void aValueTypedInTheEditorIsReadInTheNotationShown() {
        assertThat(vm.showNotation(Notation.W_Z_T)).isTrue();
        assertThat(vm.network().perNode().enterProcessorA(4, "3")).isTrue(); // w = 3: A = 3 per unit
        assertThat(vm.scenarioProperty().get().processor(4).A() * vm.scenarioProperty().get().load()
                / vm.scenarioProperty().get().processor(0).A() / vm.scenarioProperty().get().load())
                .isCloseTo(3, within(1e-12));
        assertThat(vm.history().undoLabelProperty().get()).contains("4");
        assertThat(vm.network().perNode().enterProcessorA(4, "-1")).isFalse();
        assertThat(vm.network().perNode().elementErrorProperty().get()).isEqualTo("processor 4 w: must be > 0, got -1");
    }
}
