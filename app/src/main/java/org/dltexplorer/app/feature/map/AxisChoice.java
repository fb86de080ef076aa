package org.dltexplorer.app.feature.map;

import java.util.Locale;

import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.dltexplorer.app.feature.history.ScenarioChange;
import org.dltexplorer.core.analysis.MapAxis;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.analysis.Sweep;
import org.dltexplorer.core.model.Scenario;

/**
 * One axis of the map as its fields hold it: the parameter's name, from, to, steps and whether the steps are
 * logarithmic (the options of {@code dlt map --x NAME --x-from X --x-to Y --x-steps N --x-log}).
 */
public final class AxisChoice {

    /** Values per axis in the window: a 400 × 400 map is 160 000 points, minutes for most kinds. */
    public static final int MAX_STEPS = 400;

    /** Values per axis a new choice starts with: 32 × 32 points, under a second for the closed-form kinds. */
    static final int DEFAULT_STEPS = 32;

    private final String axis;
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty from = new SimpleStringProperty("");
    private final StringProperty to = new SimpleStringProperty("");
    private final StringProperty steps = new SimpleStringProperty(Integer.toString(DEFAULT_STEPS));
    private final BooleanProperty log = new SimpleBooleanProperty(false);

    /** @param axis "x" or "y", as errors name the field */
    AxisChoice(String axis) {
        this.axis = axis;
    }

    /** The fields besides the name, for listeners that recompute on any change (a new name also sets them). */
    Observable[] range() {
        return new Observable[] {from, to, steps, log};
    }

    /**
     * Chooses {@code parameter} with {@value #DEFAULT_STEPS} steps over a range around its value in {@code s}: a size from 1 to twice its value, a
     * positive number from a tenth to ten times it on a log scale, a zero from 0 to 1.
     */
    void choose(ScenarioParameter parameter, Scenario s) {
        name.set(parameter.name());
        chooseRange(parameter, s, DEFAULT_STEPS);
    }

    /** A range around {@code parameter}'s value in {@code s} as {@link #choose} sets it, with {@code n} steps at most. */
    void chooseRange(ScenarioParameter parameter, Scenario s, int n) {
        double now;
        try {
            now = parameter.current(s);
        } catch (IllegalArgumentException e) {
            now = Double.NaN;
        }
        if (parameter.integer()) {
            double top = Math.max(2, Double.isFinite(now) ? 2 * now : 8);
            set(1, top, (int) Math.min(n, top), false);
        } else if (Double.isFinite(now) && now > 0) {
            set(now / 10, now * 10, n, true);
        } else {
            set(0, 1, n, false);
        }
    }

    private void set(double f, double t, int n, boolean isLog) {
        from.set(ScenarioChange.format(f));
        to.set(ScenarioChange.format(t));
        steps.set(Integer.toString(n));
        log.set(isLog);
    }

    /**
     * The axis the fields describe, for {@code s}.
     *
     * @throws IllegalArgumentException in one line naming the field and its value ({@code x steps: must be 2 to 400,
     *         got 0}) or the parameter ({@code x: A[99]: no processor 99 in this star of 5 workers})
     */
    MapAxis axis(Scenario s) {
        ScenarioParameter p;
        try {
            p = ScenarioParameter.parse(name.get());
            p.check(s);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(axis + ": " + e.getMessage());
        }
        double f = number("from", from.get());
        double t = number("to", to.get());
        int n;
        try {
            n = Integer.parseInt(steps.get().strip());
        } catch (NumberFormatException e) {
            n = -1;
        }
        if (n < 2 || n > MAX_STEPS) {
            throw new IllegalArgumentException(axis + " steps: must be a whole number from 2 to " + MAX_STEPS + ", got '"
                    + steps.get().strip() + "'");
        }
        if (log.get() && (f <= 0 || t <= 0)) {
            throw new IllegalArgumentException(axis + " log: needs from and to > 0, got " + from.get().strip() + " and "
                    + to.get().strip());
        }
        return new MapAxis(p, Sweep.range(f, t, n, log.get()));
    }

    private double number(String field, String text) {
        try {
            double v = Double.parseDouble(text.strip().replace(',', '.').toLowerCase(Locale.ROOT));
            if (Double.isFinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // told below
        }
        throw new IllegalArgumentException(axis + " " + field + ": not a number: '" + text.strip() + "'");
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty fromProperty() {
        return from;
    }

    public StringProperty toProperty() {
        return to;
    }

    public StringProperty stepsProperty() {
        return steps;
    }

    public BooleanProperty logProperty() {
        return log;
    }
}
