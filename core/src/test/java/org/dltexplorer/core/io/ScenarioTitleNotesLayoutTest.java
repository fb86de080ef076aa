package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Layout;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code title}, {@code notes} and {@code layout}: read, validated and kept by every save. */
class ScenarioTitleNotesLayoutTest {

    private final ScenarioReader reader = new ScenarioReader();
    private final ScenarioWriter writer = new ScenarioWriter();

    private static final String CHAIN = """
            { "format": "dlt-scenario", "version": 1,
              "title": "Three in a line",
              "notes": "From the lecture of 12 May.\\nSecond line.",
              "network": { "kind": "chain", "processors": 3 },
              "processor": { "A": 2 },
              "link": { "C": 1 },
              "layout": { "positions": [ { "id": 2, "x": 300.5, "y": 80 }, { "id": 0, "x": -20, "y": 80 } ] } }
            """;

    private InvalidScenarioException error(String json) {
        InvalidScenarioException e = catchThrowableOfType(() -> reader.read(json), InvalidScenarioException.class);
        assertThat(e).as("expected an error for %s", json).isNotNull();
        return e;
    }

    @Test
    void readsTitleNotesAndPositions() {
        Scenario s = reader.read(CHAIN);

        assertThat(s.title()).isEqualTo("Three in a line");
        assertThat(s.notes()).isEqualTo("From the lecture of 12 May.\nSecond line.");
        assertThat(s.layout().positions()).containsOnlyKeys(0, 2);
        assertThat(s.layout().position(2)).contains(new Layout.Position(300.5, 80));
        assertThat(s.layout().position(0)).contains(new Layout.Position(-20, 80));
        assertThat(s.layout().position(1)).isEmpty();
    }

    @Test
    void filesWithoutThemHaveNone() {
        Scenario s = reader.read(CHAIN.replaceAll("\"(title|notes)\": \".*\",\n", "").replaceAll(",\n *\"layout\".*\\} \\] \\}", ""));

        assertThat(s.title()).isEmpty();
        assertThat(s.notes()).isEmpty();
        assertThat(s.layout()).isEqualTo(Layout.NONE);
    }

    @Test
    void everySaveKeepsThem() {
        Scenario s = reader.read(CHAIN);

        String text = writer.write(s);
        Scenario back = reader.read(text);

        assertThat(back).isEqualTo(s);
        assertThat(text).contains("\"notes\": \"From the lecture of 12 May.\\nSecond line.\"");
        // positions are written by increasing id
        assertThat(text.indexOf("\"id\": 0")).isLessThan(text.indexOf("\"id\": 2"));
    }

    @Test
    void aSaveInAnotherNotationKeepsThem() {
        Scenario s = reader.read(CHAIN).withNotation(Notation.W_Z_T, new NotationUnits(2, 1, 0));

        Scenario back = reader.read(writer.write(s));

        assertThat(back.title()).isEqualTo("Three in a line");
        assertThat(back.notes()).isEqualTo(s.notes());
        assertThat(back.layout()).isEqualTo(s.layout());
    }

    @Test
    void shrinkingTheNetworkDropsPositionsOfProcessorsThatAreGone() {
        Scenario s = reader.read(CHAIN).withNetwork(new Chain(2, 0));

        assertThat(s.layout().positions()).containsOnlyKeys(0);
    }

    @Test
    void layoutCopiesAreNewValues() {
        Layout l = Layout.NONE.with(1, 10, 20).with(0, 5, 5);

        assertThat(l.positions().keySet()).containsExactly(0, 1);
        assertThat(l.without(1).positions()).containsOnlyKeys(0);
        assertThat(Layout.NONE.isEmpty()).isTrue();
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            { "id": 2, "x": 300.5, "y": 80 } | { "id": 3, "x": 1, "y": 1 }        | layout.positions[0].id: no processor with id 3 in this chain network, got 3
            { "id": 2, "x": 300.5, "y": 80 } | { "id": 0, "x": 1, "y": 1 }        | layout.positions[1].id: processor 0 already has a position at layout.positions[0]
            { "id": 2, "x": 300.5, "y": 80 } | { "id": 2, "x": NaN, "y": 1 }      | layout.positions[0].x: must be a finite number, got NaN
            { "id": 2, "x": 300.5, "y": 80 } | { "id": 2, "x": 1, "y": "top" }    | layout.positions[0].y: must be a number, got "top"
            { "id": 2, "x": 300.5, "y": 80 } | { "id": 2, "x": 1 }                | layout.positions[0].y: is required
            { "id": 2, "x": 300.5, "y": 80 } | { "id": 2, "x": 1, "y": 1, "z": 0 } | layout.positions[0].z: unknown key (allowed here: id, x, y)
            "positions": [                    | "points": [                         | layout.points: unknown key (allowed here: positions)
            "title": "Three in a line"        | "title": 3                          | title: must be a string, got 3
            """)
    void rejects(String original, String replacement, String message) {
        assertThat(error(CHAIN.replace(original, replacement))).hasMessage(message);
    }
}
