package org.dltexplorer.app.feature.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.junit.jupiter.api.Test;

class WhenShownTest {

    private final StringProperty source = new SimpleStringProperty("first");
    private final List<String> drawn = new ArrayList<>();
    private final WhenShown<String> shown = new WhenShown<>(source, drawn::add);

    @Test
    void aViewOnScreenGetsEveryValueAtOnce() {
        source.set("second");
        source.set("third");
        assertThat(drawn).containsExactly("first", "second", "third");
        assertThat(shown.stale()).isFalse();
    }

    @Test
    void aHiddenViewGetsOnlyTheLatestValueWhenItComesBack() {
        shown.showingProperty().set(false);
        source.set("second");
        source.set("third");
        assertThat(drawn).containsExactly("first");
        assertThat(shown.stale()).isTrue();
        assertThat(shown.latest()).isEqualTo("third");

        shown.showingProperty().set(true);
        assertThat(drawn).containsExactly("first", "third");
        assertThat(shown.stale()).isFalse();
    }

    @Test
    void hidingAndShowingWithoutAChangeRedrawsNothing() {
        shown.showingProperty().set(false);
        shown.showingProperty().set(true);
        assertThat(drawn).containsExactly("first");
    }

    @Test
    void aValueClearedWhileHiddenIsHandedOverAsNull() {
        shown.showingProperty().set(false);
        source.set(null);
        shown.showingProperty().set(true);
        assertThat(drawn).containsExactly("first", null);
    }
}
