package org.dltexplorer.app.feature.results;

import java.util.function.Consumer;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableValue;

/**
 * Hands the latest value of a source to a view at once while the view is on screen, and only once it comes back
 * otherwise. A tab that is not selected stays in the scene graph: its chart is redrawn and its 1000-row table is
 * laid out again on every edit although nobody sees them, which at 1000 processors costs more than the views on
 * screen.
 *
 * @param <T> what the source holds
 */
public final class WhenShown<T> {

    private final ObservableValue<? extends T> source;
    private final Consumer<? super T> view;
    private final BooleanProperty showing = new SimpleBooleanProperty(true);
    private boolean stale;

    /** Starts on screen, so {@code view} gets the source's current value now. */
    public WhenShown(ObservableValue<? extends T> source, Consumer<? super T> view) {
        this.source = source;
        this.view = view;
        source.addListener((o, a, value) -> {
            if (showing.get()) {
                view.accept(value);
            } else {
                stale = true;
            }
        });
        showing.addListener((o, a, now) -> {
            if (now && stale) {
                stale = false;
                view.accept(source.getValue());
            }
        });
        view.accept(source.getValue());
    }

    /** Whether the view is on screen; bind it to its tab's selected property. */
    public BooleanProperty showingProperty() {
        return showing;
    }

    /** Whether the view shows an older value than the source's (it is off screen and the source changed). */
    public boolean stale() {
        return stale;
    }

    /** The source's current value, whether or not the view shows it yet. */
    public T latest() {
        return source.getValue();
    }
}
