package org.dltexplorer.app.feature.parameters;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.dltexplorer.core.model.StrategyKey;

/**
 * A number of the strategy that may be left out, typed as text: empty means none (no budget, no deadline). A typed
 * value that is not a number within the key's range is marked in one line naming the key and the value, as the
 * scenario reader words it, and never reaches the solver.
 */
public final class StrategyNumberField {

    private final StrategyKey key;
    private final boolean positive;
    private final StringProperty text = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    /** A field for {@code key}, whose values are ≥ 0, or > 0 when {@code positive}. */
    public StrategyNumberField(StrategyKey key, boolean positive) {
        this.key = key;
        this.positive = positive;
        text.addListener(x -> error.set(check()));
    }

    private String check() {
        String t = text.get() == null ? "" : text.get().strip();
        if (t.isEmpty()) {
            return "";
        }
        String rule = positive ? "> 0" : "≥ 0";
        double v;
        try {
            v = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            return "strategy." + key.id() + ": must be a number " + rule + " (or empty for none), got \"" + t + "\"";
        }
        if (!Double.isFinite(v) || (positive ? v <= 0 : v < 0)) {
            return "strategy." + key.id() + ": must be a finite number " + rule + ", got " + t;
        }
        return "";
    }

    /** The value, or null when the field is empty (or invalid: see {@link #errorProperty()}). */
    public Double value() {
        String t = text.get() == null ? "" : text.get().strip();
        return t.isEmpty() || !error.get().isEmpty() ? null : Double.valueOf(t);
    }

    /** Whether the field holds a valid value (not empty). */
    public boolean given() {
        return value() != null;
    }

    /** Shows {@code v} (null: empty), as a loaded scenario has it: every digit, so reading it back gives {@code v}. */
    public void show(Double v) {
        text.set(v == null ? "" : java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString());
    }

    public StrategyKey key() {
        return key;
    }

    public StringProperty textProperty() {
        return text;
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
