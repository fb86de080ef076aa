package org.dltexplorer.app.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.dltexplorer.app.feature.history.ScenarioHistory;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Layout;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.junit.jupiter.api.Test;

/**
 * The document alone: every named edit applies, names itself for the Undo menu, is undone to a byte-equal scenario
 * and redone; dirty follows the saved scenario; an edit that changes nothing records and announces nothing.
 * Expected scenarios are built here from the scenario's own constructor, not by the edits.
 */
class ScenarioDocumentTest {

    private long now = 10_000;
    private static final ScenarioWriter WRITER = new ScenarioWriter();

    /** A chain of 4 with two per-node values and a title, as a file would hold it. */
    private static final Scenario CHAIN = new Scenario("Chain of four", Notation.ACS, NotationUnits.STANDARD, new Chain(4, 0), 2.0,
            ProcessorParams.of(1), Map.of(1, ProcessorParams.of(3)), LinkParams.of(0, 0.2), Map.of(2, LinkParams.of(0, 0.5)),
            Strategy.DEFAULT, "notes", Layout.NONE);

    private final ScenarioDocument document = new ScenarioDocument(CHAIN, () -> now);

    /** Applies {@code edit}, checks the result and the Undo menu's words, then undo (byte-equal) and redo. */
    private void roundTrip(ScenarioEdit edit, Scenario expected, String label) {
        Scenario before = document.scenario();
        String beforeBytes = WRITER.write(before);
        now += ScenarioHistory.MERGE_MILLIS + 1;
        assertThat(document.apply(edit)).as(label).isTrue();
        assertThat(document.scenario()).as(label).isEqualTo(expected);
        assertThat(document.undoLabelProperty().get()).isEqualTo(label);
        assertThat(document.revisionProperty().get().cause()).isEqualTo(ScenarioDocument.Cause.EDITED);
        assertThat(document.revisionProperty().get().edit()).isSameAs(edit);
        assertThat(document.undo()).contains(label);
        assertThat(document.scenario()).isEqualTo(before);
        assertThat(WRITER.write(document.scenario())).as("undo of " + label + " writes the same bytes").isEqualTo(beforeBytes);
        assertThat(document.revisionProperty().get().cause()).isEqualTo(ScenarioDocument.Cause.UNDONE);
        assertThat(document.redoLabelProperty().get()).isEqualTo(label);
        assertThat(document.redo()).contains(label);
        assertThat(document.scenario()).isEqualTo(expected);
        assertThat(document.revisionProperty().get().cause()).isEqualTo(ScenarioDocument.Cause.REDONE);
        assertThat(document.dirtyProperty().get()).isTrue();
        document.undo();
        assertThat(document.dirtyProperty().get()).as("back to the opened scenario").isFalse();
    }

    @Test
    void eachEditAppliesNamesItselfUndoesByteEqualAndRedoes() {
        roundTrip(new SetParameters(Notation.ACS, NotationUnits.STANDARD, ProcessorParams.of(1), LinkParams.of(0, 0.3), 2.0),
                new Scenario("Chain of four", Notation.ACS, NotationUnits.STANDARD, new Chain(4, 0), 2.0, ProcessorParams.of(1),
                        Map.of(1, ProcessorParams.of(3)), LinkParams.of(0, 0.3), Map.of(2, LinkParams.of(0, 0.5)), Strategy.DEFAULT,
                        "notes", Layout.NONE),
                "C = 0.3");
        roundTrip(new SetPerNodeValues(Notation.ACS, Map.of(1, ProcessorParams.of(3)), Map.of(2, LinkParams.of(0, 3))),
                new Scenario("Chain of four", Notation.ACS, NotationUnits.STANDARD, new Chain(4, 0), 2.0, ProcessorParams.of(1),
                        Map.of(1, ProcessorParams.of(3)), LinkParams.of(0, 0.2), Map.of(2, LinkParams.of(0, 3)), Strategy.DEFAULT,
                        "notes", Layout.NONE),
                "C of link 2 = 3");
        Strategy one = Strategy.DEFAULT.withPorts(Ports.ONE);
        roundTrip(new SetStrategy(Notation.ACS, one),
                new Scenario("Chain of four", Notation.ACS, NotationUnits.STANDARD, new Chain(4, 0), 2.0, ProcessorParams.of(1),
                        Map.of(1, ProcessorParams.of(3)), LinkParams.of(0, 0.2), Map.of(2, LinkParams.of(0, 0.5)), one,
                        "notes", Layout.NONE),
                "strategy");
        roundTrip(new SetTitle("Renamed"), CHAIN.withTitle("Renamed"), "title");
        roundTrip(new SetNotes("from the paper"), CHAIN.withNotes("from the paper"), "notes");
        Layout drawn = new Layout(Map.of(0, new Layout.Position(10, 20)));
        roundTrip(new SetLayout(drawn), CHAIN.withLayout(drawn), "node positions");
        roundTrip(new ResetPerNodeValues(), new Scenario("Chain of four", Notation.ACS, NotationUnits.STANDARD, new Chain(4, 0), 2.0,
                ProcessorParams.of(1), Map.of(), LinkParams.of(0, 0.2), Map.of(), Strategy.DEFAULT, "notes", Layout.NONE),
                "reset 2 per-node values");
        Scenario elsewhere = Scenario.uniform(new Star(3), 5, ProcessorParams.of(2), LinkParams.of(1, 0.1));
        roundTrip(new ReplaceScenario(elsewhere, "map point V = 5, S = 1"), elsewhere, "map point V = 5, S = 1");
    }

    @Test
    void anotherKindDropsPerNodeValuesItCannotHoldAndTheTitleAndSaysSo() {
        // a star of 1 worker keeps processor 1 but has no link 2; the title named a chain
        roundTrip(new SetNetwork(Notation.ACS, new Star(1), Strategy.DEFAULT, Layout.NONE),
                new Scenario("", Notation.ACS, NotationUnits.STANDARD, new Star(1), 2.0, ProcessorParams.of(1),
                        Map.of(1, ProcessorParams.of(3)), LinkParams.of(0, 0.2), Map.of(), Strategy.DEFAULT, "notes", Layout.NONE),
                "network kind star");
        document.apply(new SetNetwork(Notation.ACS, new Star(1), Strategy.DEFAULT, Layout.NONE));
        assertThat(document.revisionProperty().get().consequence())
                .isEqualTo("1 per-node value no longer applies to the star and was dropped (Undo brings it back); the title "
                        + "\"Chain of four\" named the chain and was dropped (Undo brings it back)");
        document.apply(new SetNetwork(Notation.ACS, new Star(5), Strategy.DEFAULT, Layout.NONE));
        assertThat(document.undoLabelProperty().get()).isEqualTo("star of 6 processors");
        assertThat(document.revisionProperty().get().consequence()).isEmpty();
    }

    @Test
    void anEditThatChangesNothingRecordsAndAnnouncesNothing() {
        ScenarioDocument.Revision opened = document.revisionProperty().get();
        assertThat(document.apply(new SetTitle("Chain of four"))).isFalse();
        assertThat(document.apply(new SetPerNodeValues(Notation.ACS, CHAIN.processorOverrides(), CHAIN.linkOverrides()))).isFalse();
        assertThat(document.apply(new ReplaceScenario(CHAIN, "the same"))).isFalse();
        assertThat(document.history().canUndo()).isFalse();
        assertThat(document.revisionProperty().get()).isSameAs(opened);
        assertThat(document.dirtyProperty().get()).isFalse();
    }

    @Test
    void typingOneParameterIsOneStepAndAMenuCommandIsAlwaysItsOwn() {
        for (double c : new double[] {0.4, 0.45, 0.456}) {
            now += 100;
            document.apply(new SetParameters(Notation.ACS, NotationUnits.STANDARD, ProcessorParams.of(1), LinkParams.of(0, c), 2.0));
        }
        assertThat(document.undoLabelProperty().get()).isEqualTo("C = 0.456");
        now += 100;
        document.apply(new ReplaceScenario(CHAIN.withLoad(7), "map point V = 7"));
        now += 100;
        document.apply(new ReplaceScenario(CHAIN.withLoad(8), "map point V = 8"));
        document.undo();
        document.undo();
        assertThat(document.undo()).contains("C = 0.456");
        assertThat(document.scenario()).isEqualTo(CHAIN);
        assertThat(document.history().canUndo()).isFalse();
    }

    @Test
    void anEditInTheNotationOnScreenAppliesToTheScenarioAsShownThere() {
        // the panels show w/z/T, which writes V = 1 and scales A, C by V = 2 (NotationConversion): C = 0.4 there is 0.2 here
        Scenario shown = org.dltexplorer.core.model.NotationConversion.convert(CHAIN, Notation.W_Z_T);
        assertThat(shown.load()).isEqualTo(1.0);
        document.apply(new SetParameters(Notation.W_Z_T, shown.units(), shown.processorDefault(), LinkParams.of(0, 0.8), 1.0));
        assertThat(document.scenario().notation()).isEqualTo(Notation.W_Z_T);
        assertThat(document.scenario().linkDefault()).isEqualTo(LinkParams.of(0, 0.8));
        assertThat(document.scenario().processorOverrides()).isEqualTo(Map.of(1, ProcessorParams.of(6)));
        assertThat(document.undoLabelProperty().get()).isEqualTo("C = 0.8");
    }

    @Test
    void savedAndOpenedDecideDirtyAndOpeningForgetsTheHistory() {
        document.apply(new SetTitle("x"));
        assertThat(document.dirtyProperty().get()).isTrue();
        document.markSaved(Path.of("a.json"));
        assertThat(document.dirtyProperty().get()).isFalse();
        assertThat(document.fileProperty().get()).isEqualTo(Path.of("a.json"));
        document.undo();
        assertThat(document.dirtyProperty().get()).as("differs from the saved title").isTrue();
        long before = document.revisionProperty().get().sequence();
        document.open(CHAIN, null);
        assertThat(document.revisionProperty().get().sequence()).as("an equal scenario opened again is announced").isGreaterThan(before);
        assertThat(document.history().canUndo()).isFalse();
        assertThat(document.history().canRedo()).isFalse();
        assertThat(document.fileProperty().get()).isNull();
        document.recover(CHAIN.withLoad(3), Path.of("b.json"), CHAIN);
        assertThat(document.dirtyProperty().get()).isTrue();
        document.recover(CHAIN.withLoad(3), null, null);
        assertThat(document.dirtyProperty().get()).as("never saved: any content is unsaved work").isTrue();
        assertThat(List.of(document.revisionProperty().get().cause())).containsExactly(ScenarioDocument.Cause.OPENED);
    }
}
