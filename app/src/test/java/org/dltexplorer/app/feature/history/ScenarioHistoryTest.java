package org.dltexplorer.app.feature.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.junit.jupiter.api.Test;

class ScenarioHistoryTest {

    private long now = 1000;
    private final ScenarioHistory history = new ScenarioHistory(() -> now);
    private final Scenario chain = Scenario.uniform(new Chain(4, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2));

    @Test
    void changesAreNamedByWhatTheyTouch() {
        assertThat(ScenarioChange.between(chain, chain.withLinkOverrides(Map.of(2, LinkParams.of(0, 0.5)))).label())
                .isEqualTo("C of link 2 = 0.5");
        assertThat(ScenarioChange.between(chain, chain.withNetwork(new Star(3))).label()).isEqualTo("network kind star");
        assertThat(ScenarioChange.between(chain, chain.withLoad(2.5)).label()).isEqualTo("V = 2.5");
        assertThat(ScenarioChange.between(chain, chain.withProcessorDefault(new ProcessorParams(1, 0.125))).label())
                .isEqualTo("B = 0.125");
        assertThat(ScenarioChange.between(chain, chain.withLoad(2).withTitle("x")).label()).startsWith("2 changes");
        assertThat(ScenarioChange.format(1.0 / 3)).isEqualTo("0.333333");
        assertThat(ScenarioChange.format(2.5e-9)).isEqualTo("2.5e-09");
    }

    @Test
    void changesToOneParameterWithinTheWindowMerge() {
        Scenario a = chain.withLoad(2);
        Scenario b = chain.withLoad(3);
        Scenario c = chain.withLinkDefault(LinkParams.of(0, 0.3));
        history.record(chain, a);
        now += ScenarioHistory.MERGE_MILLIS - 1;
        history.record(a, b);
        assertThat(history.undoLabelProperty().get()).isEqualTo("V = 3");
        now += ScenarioHistory.MERGE_MILLIS + 1; // a pause: a new step
        history.record(b, b.withLoad(4));
        history.record(b.withLoad(4), c); // another parameter: a new step
        assertThat(history.undo()).contains(b.withLoad(4));
        assertThat(history.undo()).contains(b);
        assertThat(history.undo()).contains(chain);
        assertThat(history.undo()).isEmpty();
        assertThat(history.redo()).contains(b);
    }

    @Test
    void aDragBackToWhereItStartedLeavesNoStep() {
        history.record(chain, chain.withLoad(2));
        history.record(chain.withLoad(2), chain);
        assertThat(history.canUndo()).isFalse();
    }
}
