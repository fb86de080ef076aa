package org.dltexplorer.app.feature.parameters;

import java.time.Duration;
import java.util.function.Consumer;
import java.util.prefs.Preferences;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.property.SimpleStringProperty;
import org.dltexplorer.core.solver.SolveOptions;

/**
 * The GUI's time limit for exact searches (optimal orders, spanning trees): the same setting as the command line's
 * {@code --time-limit}, typed as {@code 30s}, {@code 2m} or {@code 500ms}, empty for none. It belongs to the user,
 * not to the scenario, so it is kept in the preferences and never saved in a file. A text that is not a duration
 * keeps the last valid limit and names the value in {@link #errorProperty()}.
 */
public final class SearchTimeLimit {

    private static final String KEY = "searchTimeLimit";

    private final StringProperty text = new SimpleStringProperty("");
    private final ObjectProperty<SolveOptions> options = new SimpleObjectProperty<>(SolveOptions.DEFAULT);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private Consumer<String> store = t -> { };

    public SearchTimeLimit() {
        text.addListener((o, was, now) -> parse(now));
    }

    /** Restores the limit last set by the user and keeps every valid change in {@code preferences}. */
    public void persistIn(Preferences preferences) {
        persistIn(preferences.get(KEY, ""), t -> preferences.put(KEY, t));
    }

    /** Starts from the {@code stored} text and hands every valid change to {@code store}. */
    public void persistIn(String stored, Consumer<String> store) {
        text.set(stored);
        this.store = store;
    }

    private void parse(String typed) {
        String t = typed == null ? "" : typed.strip();
        if (t.isEmpty()) {
            accept(SolveOptions.DEFAULT, t);
            return;
        }
        Duration d;
        try {
            d = SolveOptions.parseDuration(t);
        } catch (IllegalArgumentException e) {
            error.set("Search time limit: " + e.getMessage());
            return;
        }
        accept(SolveOptions.DEFAULT.withTimeLimit(d), t);
    }

    private void accept(SolveOptions o, String t) {
        error.set("");
        options.set(o);
        store.accept(t);
    }

    /** What the user typed. */
    public StringProperty textProperty() {
        return text;
    }

    /** The options of every solve: the last valid limit (none by default). */
    public ReadOnlyObjectProperty<SolveOptions> optionsProperty() {
        return options;
    }

    /** Empty, or one line naming the setting and the value that is not a duration. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
