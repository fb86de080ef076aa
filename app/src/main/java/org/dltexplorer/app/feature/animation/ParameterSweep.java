package org.dltexplorer.app.feature.animation;

import java.util.Locale;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Animates one parameter for a lecture: the load V, the transfer rate C, the startup S or the network size m goes
 * from {@code a} to {@code b} over a number of seconds while every view follows the scenario it drives. Time passes
 * through {@link #tick} (the animation's timer, or a test), so the sweep runs without a screen; {@link #stop} cancels
 * it where it is. Loads and rates spanning a factor of 10 or more go geometrically (a log sweep shows a trend
 * evenly); sizes go in whole steps. The value reaches the scenario through a {@link Target}, which the window wires
 * to the parameter panel and the network size.
 */
public final class ParameterSweep {

    /** The parameters a sweep can drive. */
    public enum Parameter {
        V("V (load)"), C("C (transfer rate)"), S("S (startup)"), M("m (network size)");

        private final String label;

        Parameter(String label) {
            this.label = label;
        }

        /** Sizes are whole numbers. */
        public boolean integral() {
            return this == M;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /** Where swept values go. */
    public interface Target {
        /** The current value of {@code p} in the scenario (NaN when it has none, e.g. a size the kind lacks). */
        double current(Parameter p);

        /** Sets {@code p} to {@code value}; returns why it cannot, or null. */
        String set(Parameter p, double value);
    }

    private final ObjectProperty<Parameter> parameter = new SimpleObjectProperty<>(Parameter.V);
    private final StringProperty from = new SimpleStringProperty("1");
    private final StringProperty to = new SimpleStringProperty("100");
    private final DoubleProperty seconds = new SimpleDoubleProperty(10);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyDoubleWrapper value = new ReadOnlyDoubleWrapper(Double.NaN);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final BooleanProperty available = new SimpleBooleanProperty(false);
    private Target target;
    private double a;
    private double b;
    private double elapsed;

    public ParameterSweep() {
        parameter.addListener((o, x, p) -> suggest());
    }

    /** Connects the sweep to the scenario (the main window's parameters and network). */
    public void setTarget(Target t) {
        target = t;
        available.set(t != null);
        suggest();
    }

    /** From the current value to ten times it (sizes: to twice it), as a starting point for the two fields. */
    private void suggest() {
        if (target == null || running.get()) {
            return;
        }
        double now = target.current(parameter.get());
        if (Double.isNaN(now)) {
            return;
        }
        from.set(format(now));
        to.set(format(parameter.get().integral() ? Math.max(now + 1, 2 * now) : now == 0 ? 1 : 10 * now));
    }

    /** Starts the sweep; returns false (with the reason in {@link #messageProperty}) when a field is wrong. */
    public boolean start() {
        if (target == null) {
            message.set("Nothing to sweep");
            return false;
        }
        Double x = parse("from", from.get());
        Double y = x == null ? null : parse("to", to.get());
        if (x == null || y == null) {
            return false;
        }
        if (!(seconds.get() > 0)) {
            message.set("duration: must be > 0 s, got " + seconds.get());
            return false;
        }
        a = x;
        b = y;
        elapsed = 0;
        progress.set(0);
        running.set(true);
        message.set("");
        value.set(Double.NaN);
        apply(a);
        return running.get();
    }

    private Double parse(String field, String text) {
        try {
            double v = Double.parseDouble(text.trim());
            if (!Double.isFinite(v) || v < 0 || parameter.get().integral() && v < 1) {
                message.set(field + ": must be " + (parameter.get().integral() ? "≥ 1" : "≥ 0") + ", got " + text.trim());
                return null;
            }
            return v;
        } catch (NumberFormatException e) {
            message.set(field + ": not a number: " + text.trim());
            return null;
        }
    }

    /** Lets {@code dt} seconds pass; the last tick sets {@code b} exactly and stops. */
    public void tick(double dt) {
        if (!running.get()) {
            return;
        }
        elapsed += dt;
        double f = Math.min(1, elapsed / seconds.get());
        progress.set(f);
        apply(at(f));
        if (f >= 1) {
            running.set(false);
        }
    }

    /** Stops the sweep where it is (the scenario keeps the value reached). */
    public void stop() {
        running.set(false);
    }

    /** The value at fraction {@code f} of the way from {@code a} to {@code b}. */
    double at(double f) {
        double v;
        boolean geometric = a > 0 && b > 0 && (b / a >= 10 || a / b >= 10);
        v = geometric ? a * Math.pow(b / a, f) : a + f * (b - a);
        return parameter.get().integral() ? Math.round(v) : v;
    }

    private void apply(double v) {
        if (v == value.get()) {
            return; // sizes change in whole steps: solve only when the value does
        }
        value.set(v);
        String why = target.set(parameter.get(), v);
        if (why != null) {
            message.set(parameter.get().name() + " = " + format(v) + ": " + why);
            running.set(false);
        } else {
            message.set(parameter.get().name() + " = " + format(v));
        }
    }

    /** A value as the parameter fields show it. */
    public static String format(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return String.format(Locale.ROOT, "%.4g", v);
    }

    public ObjectProperty<Parameter> parameterProperty() {
        return parameter;
    }

    public StringProperty fromProperty() {
        return from;
    }

    public StringProperty toProperty() {
        return to;
    }

    /** How long the sweep takes. */
    public DoubleProperty secondsProperty() {
        return seconds;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** 0 at the start, 1 at the end. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** The value last set (NaN before the first sweep). */
    public ReadOnlyDoubleProperty valueProperty() {
        return value.getReadOnlyProperty();
    }

    /** The value being shown, or why the sweep stopped or did not start. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Whether the sweep is connected to a scenario. */
    public BooleanProperty availableProperty() {
        return available;
    }
}
