package org.dltexplorer.app.feature.parameters;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleSupplier;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.dltexplorer.core.model.Notation;

/**
 * One parameter as the panel edits it: the exact text, the log-slider position, and the last valid canonical value.
 * Text and slider follow each other; text that does not parse or breaks the parameter's rule sets
 * {@link #errorProperty()} and leaves the canonical value unchanged, so it never reaches the solver.
 */
public final class ParameterField {

    /** Slider range in decades: the papers' parameters span 1e-12 … 1e9. */
    public static final double MIN_EXPONENT = -12;
    public static final double MAX_EXPONENT = 9;

    /**
     * Decades the slider spans either side of the current value (×/÷ 100): one pixel is then a few per cent, not a
     * factor of 1.4 as over all 21 decades. The window re-centres when the slider is released or a value is typed;
     * typing reaches the whole range.
     */
    public static final double WINDOW_DECADES = 2;

    /** Where the window sits for a value of 0 (startup, returns): 0.001 … 10. */
    static final double ZERO_CENTRE = -1;

    private final Parameter parameter;
    private final ObjectProperty<Notation> notation;
    private final StringProperty text = new SimpleStringProperty();
    private final DoubleProperty slider = new SimpleDoubleProperty();
    private final DoubleProperty sliderMin = new SimpleDoubleProperty(MIN_EXPONENT);
    private final DoubleProperty sliderMax = new SimpleDoubleProperty(MAX_EXPONENT);
    private final ReadOnlyDoubleWrapper value = new ReadOnlyDoubleWrapper();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper label = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper unit = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper help = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper sliderHelp = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("");
    private final StringProperty prompt = new SimpleStringProperty("");
    private final DoubleSupplier unitScale;
    /** The value the text shows, in the notation shown (the last valid one while the text is invalid). */
    private double lastShown;
    /** Where the slider shows {@link #lastShown} (its own position after a drag, which rounds the value). */
    private double position;
    /** Who hears of the user's own changes: a typed text, a dragged slider (never a value shown by {@link #showCanonical}). */
    private final List<Runnable> edited = new ArrayList<>();

    ParameterField(Parameter parameter, double canonical, ObjectProperty<Notation> notation) {
        this(parameter, canonical, notation, () -> 1.0);
    }

    /** {@code unitScale} gives the task constant the shown value is a ratio to (Tcp for w, Tcm for z), else 1. */
    ParameterField(Parameter parameter, double canonical, ObjectProperty<Notation> notation, DoubleSupplier unitScale) {
        this.parameter = parameter;
        this.notation = notation;
        this.unitScale = unitScale;
        relabel();
        show(canonical);
        text.addListener((o, a, t) -> onText(t));
        slider.addListener((o, a, s) -> onSlider(s.doubleValue()));
        notation.addListener((o, a, n) -> {
            relabel();
            show(value.get()); // the same value, written in the new notation
        });
    }

    /**
     * Calls {@code r} after each change the user makes (text typed, slider dragged, valid or not); values shown by
     * {@link #showCanonical} or a notation switch are no change of the user's.
     */
    void onEdited(Runnable r) {
        edited.add(r);
    }

    private void relabel() {
        Notation n = notation.get();
        label.set(parameter.title(n) + " " + parameter.symbol(n));
        unit.set(parameter.unit(n));
        help.set(parameter.tooltip(n));
        sliderHelp.set(help.get() + "\n" + SliderGesture.HELP);
    }

    /**
     * A new text. The text the field shows for its value (written by {@link #show}, or after a drag) and the empty
     * text under the "varies per node" prompt are what is shown, not an edit; anything else the user typed.
     */
    private void onText(String t) {
        if (varying()) {
            return;
        }
        boolean overPrompt = !prompt.get().isEmpty(); // typed into "varies per node": a value for all, whatever it is
        prompt.set("");
        if (!overPrompt && t != null && t.equals(format(lastShown))) {
            if (!valid()) { // typed back to the value it had: valid again
                error.set(null);
                edited.forEach(Runnable::run);
            }
            return;
        }
        double shown;
        try {
            shown = Double.parseDouble(t.trim());
        } catch (NumberFormatException | NullPointerException e) {
            error.set(parameter.symbol(notation.get()) + ": '" + t + "' is not a number");
            edited.forEach(Runnable::run);
            return;
        }
        String why = parameter.check(shown);
        if (why != null) {
            error.set(parameter.symbol(notation.get()) + " " + why + ", got " + t.trim());
            edited.forEach(Runnable::run);
            return;
        }
        error.set(null);
        lastShown = shown;
        value.set(parameter.toCanonical(shown, notation.get(), unitScale.getAsDouble()));
        recentre();
        edited.forEach(Runnable::run);
    }

    /**
     * Puts the slider's window (±{@link #WINDOW_DECADES}) around the value shown now. The window first widens to
     * cover both the old and the new one, the slider moves, then the window narrows: the slider's value is never
     * outside its bounds, so the control never clamps it (a clamp would write a value nobody chose).
     */
    public void recentre() {
        double centre = lastShown > 0 ? clampExponent(Math.log10(lastShown)) : ZERO_CENTRE;
        double lo = Math.max(MIN_EXPONENT, centre - WINDOW_DECADES);
        double hi = Math.min(MAX_EXPONENT, lo + 2 * WINDOW_DECADES);
        lo = Math.max(MIN_EXPONENT, hi - 2 * WINDOW_DECADES);
        position = lastShown > 0 ? clampExponent(Math.log10(lastShown)) : lo;
        sliderMin.set(Math.min(sliderMin.get(), lo));
        sliderMax.set(Math.max(sliderMax.get(), hi));
        slider.set(position);
        sliderMin.set(lo);
        sliderMax.set(hi);
    }

    /** Moves the slider by {@code decades} (fine steps with a modifier key: 0.01 decade is about 2 %). */
    public void nudge(double decades) {
        slider.set(Math.max(sliderMin.get(), Math.min(sliderMax.get(), slider.get() + decades)));
    }

    /**
     * A drag of {@code dxPixels} on a track {@code trackPixels} long, {@code fine} while the modifier is held
     * ({@link SliderGesture#dragDecades}). Relative to where the value is, so letting go of the modifier mid-drag
     * does not make it jump to the pointer.
     */
    public void drag(double dxPixels, double trackPixels, boolean fine) {
        nudge(SliderGesture.dragDecades(dxPixels, trackPixels, sliderMax.get() - sliderMin.get(), fine));
    }

    /** An arrow key on the slider: {@code direction} −1 or +1, {@code fine} with Shift. */
    public void step(int direction, boolean fine) {
        nudge(SliderGesture.keyDecades(direction, fine));
    }

    /** A new slider position: where the field shows its value is no edit, any other position the user's. */
    private void onSlider(double exponent) {
        if (Double.compare(exponent, position) == 0) {
            return;
        }
        // three significant digits: slider values should read as numbers people type
        double shown = Double.parseDouble(String.format(Locale.ROOT, "%.3g", Math.pow(10, exponent)));
        position = exponent;
        lastShown = shown;
        prompt.set("");
        error.set(null);
        value.set(parameter.toCanonical(shown, notation.get(), unitScale.getAsDouble()));
        text.set(format(shown)); // the text of the value shown: no edit of its own
        edited.forEach(Runnable::run);
    }

    /**
     * The task constant behind the shown ratio changed (Tcp for w, Tcm for z): the ratio stays as typed and the
     * canonical value follows ({@code A = w·Tcp}).
     */
    void rescale() {
        if (valid()) {
            value.set(parameter.toCanonical(lastShown, notation.get(), unitScale.getAsDouble()));
        }
    }

    /**
     * Shows no value, only {@code promptText}, while the value differs from node to node; typing a valid value
     * replaces them all.
     */
    void showVarying(String promptText) {
        prompt.set(promptText);
        error.set(null);
        text.set(""); // under the prompt: what is shown, no edit
    }

    /** Whether the field shows no value because it varies per node ({@link #showVarying}). */
    public boolean varying() {
        return !prompt.get().isEmpty() && (text.get() == null || text.get().isBlank());
    }

    /**
     * Shows a canonical value (a scenario rendered, a value derived from others). A field whose valid text already
     * means {@code canonical} keeps it as typed ("1." stays "1."), so rendering the user's own edit back changes
     * nothing under the cursor.
     */
    public void showCanonical(double canonical) {
        if (valid() && !varying() && Double.compare(parameter.toCanonical(lastShown, notation.get(), unitScale.getAsDouble()), canonical) == 0) {
            return;
        }
        show(canonical);
    }

    /** Writes {@code canonical} into the text and the slider, in the notation shown. */
    private void show(double canonical) {
        double shown = parameter.toShown(canonical, notation.get(), unitScale.getAsDouble());
        lastShown = shown;
        prompt.set("");
        error.set(null);
        value.set(canonical);
        text.set(format(shown)); // the text of the value shown: no edit
        recentre();
    }

    private static double clampExponent(double e) {
        return Math.max(MIN_EXPONENT, Math.min(MAX_EXPONENT, e));
    }

    static String format(double v) {
        if (v == 0) {
            return "0";
        }
        double a = Math.abs(v);
        if (a >= 1e-4 && a < 1e7) {
            String s = String.format(Locale.ROOT, "%.10g", v);
            if (s.contains(".")) {
                s = s.replaceAll("0+$", "").replaceAll("\\.$", "");
            }
            return s;
        }
        return String.format(Locale.ROOT, "%.6g", v).replaceAll("\\.?0+e", "e");
    }

    public Parameter parameter() {
        return parameter;
    }

    public boolean valid() {
        return error.get() == null;
    }

    public StringProperty textProperty() {
        return text;
    }

    public DoubleProperty sliderProperty() {
        return slider;
    }

    /** Lower end of the slider's window, as a decade exponent. */
    public DoubleProperty sliderMinProperty() {
        return sliderMin;
    }

    /** Upper end of the slider's window, as a decade exponent. */
    public DoubleProperty sliderMaxProperty() {
        return sliderMax;
    }

    public ReadOnlyDoubleProperty valueProperty() {
        return value.getReadOnlyProperty();
    }

    public double value() {
        return value.get();
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty labelProperty() {
        return label.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty unitProperty() {
        return unit.getReadOnlyProperty();
    }

    /** A remark under the field, e.g. that some nodes override this default (empty when none). */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    void setNote(String text) {
        note.set(text);
    }

    /** The field's prompt while it shows no value because the value varies per node (else empty). */
    public StringProperty promptProperty() {
        return prompt;
    }

    public ReadOnlyStringProperty helpProperty() {
        return help.getReadOnlyProperty();
    }

    /** The slider's tooltip: the parameter's help and how to drag and step it finely. */
    public ReadOnlyStringProperty sliderHelpProperty() {
        return sliderHelp.getReadOnlyProperty();
    }
}
