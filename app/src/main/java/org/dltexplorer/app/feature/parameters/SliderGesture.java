package org.dltexplorer.app.feature.parameters;

/**
 * How pointer and keys move a log slider, in decades: a drag moves the value by the pixels moved times the decades
 * one pixel spans, ten times finer while Shift is held; an arrow key steps a tenth of a decade, a hundredth with Shift.
 * The view only reports pixels and keys; the mapping lives here so it is tested without a screen.
 */
public final class SliderGesture {

    /** A fine drag moves the value this many times slower than a plain one. */
    public static final double FINE_FACTOR = 10;

    /** An arrow key's step in decades: ×1.26. */
    public static final double STEP_DECADES = 0.1;

    /** Shift + arrow: ×1.023, about 2 %. */
    public static final double FINE_STEP_DECADES = 0.01;

    /** The sentence the slider's tooltip adds to the parameter's help. */
    public static final String HELP = "Drag to change it (the slider spans ×/÷100 around the value and re-centres when let go); "
            + "hold Shift while dragging for 10× finer steps. ←/→ step ×1.26, Shift+←/→ ×1.023.";

    private SliderGesture() {
    }

    /**
     * Decades a drag of {@code dxPixels} moves the value, on a track {@code trackPixels} long that spans
     * {@code spanDecades}; {@code fine} when the modifier is held.
     */
    public static double dragDecades(double dxPixels, double trackPixels, double spanDecades, boolean fine) {
        if (!(trackPixels > 0)) {
            return 0;
        }
        double d = dxPixels * spanDecades / trackPixels;
        return fine ? d / FINE_FACTOR : d;
    }

    /** Decades one arrow key moves the value; {@code direction} is −1 (←) or +1 (→). */
    public static double keyDecades(int direction, boolean fine) {
        return direction * (fine ? FINE_STEP_DECADES : STEP_DECADES);
    }
}
