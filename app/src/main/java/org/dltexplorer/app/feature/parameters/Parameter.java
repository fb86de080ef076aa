package org.dltexplorer.app.feature.parameters;

import org.dltexplorer.core.model.Notation;

/**
 * The scalar parameters of the panel, with their names, units and help in each notation and the conversion between
 * the shown value and the canonical one ({@code A = 1/σ}; in w/z/T {@code A = w·Tcp} and {@code C = z·Tcm}, spec
 * "Parameters and notations"). {@link #TCP}, {@link #TCM} and {@link #TSOL} are the task constants of the w/z/T
 * notation, shown only in it.
 */
public enum Parameter {
    A(true, false), C(false, true), S(false, true), R(false, true), B(true, false), V(true, false),
    TCP(true, false), TCM(true, false), TSOL(false, true);

    private final boolean positive;
    private final boolean zeroAllowed;

    Parameter(boolean positive, boolean zeroAllowed) {
        this.positive = positive;
        this.zeroAllowed = zeroAllowed;
    }

    /** Whether 0 is a valid value (startup, transfer rate and return may vanish; speeds and loads may not). */
    public boolean zeroAllowed() {
        return zeroAllowed;
    }

    public boolean positive() {
        return positive;
    }

    public String symbol(Notation n) {
        switch (this) {
            case A:
                return n == Notation.ALPHA_TAU_SIGMA ? "σ" : n == Notation.W_Z_T ? "w" : "A";
            case C:
                return n == Notation.ALPHA_TAU_SIGMA ? "τ" : n == Notation.W_Z_T ? "z" : "C";
            case S:
                return n == Notation.ALPHA_TAU_SIGMA ? "α" : n == Notation.W_Z_T ? "r" : "S";
            case R:
                return n == Notation.W_Z_T ? "z·Tsol" : "R";
            case B:
                return "B";
            case TCP:
                return "Tcp";
            case TCM:
                return "Tcm";
            case TSOL:
                return "Tsol";
            default:
                return "V";
        }
    }

    /** Whether the parameter is shown (and checked) in notation {@code n}: the task constants only in w/z/T. */
    public boolean appliesTo(Notation n) {
        return n == Notation.W_Z_T || !taskConstant();
    }

    /** Tcp, Tcm, Tsol: scenario-wide constants of the w/z/T notation, not per-node parameters. */
    public boolean taskConstant() {
        return this == TCP || this == TCM || this == TSOL;
    }

    public String title(Notation n) {
        switch (this) {
            case A:
                return n == Notation.ALPHA_TAU_SIGMA ? "Speed" : "Compute time";
            case C:
                return "Transfer rate";
            case S:
                return "Startup";
            case R:
                return "Result return";
            case B:
                return "Memory buffer";
            case TCP:
                return "Computing time of the load";
            case TCM:
                return "Communication time of the load";
            case TSOL:
                return "Result reporting";
            default:
                return "Load";
        }
    }

    public String unit(Notation n) {
        boolean wzt = n == Notation.W_Z_T;
        switch (this) {
            case A:
                return n == Notation.ALPHA_TAU_SIGMA ? "units/s" : wzt ? "× Tcp" : "s/unit";
            case C:
                return wzt ? "× Tcm" : "s/unit";
            case S:
                return "s";
            case R:
                return wzt ? "× Tcm" : "s/unit";
            case B:
                return "units";
            case TCP:
            case TCM:
            case TSOL:
                return "s";
            default:
                return wzt ? "(normalised)" : "units";
        }
    }

    public String help(Notation n) {
        switch (this) {
            case A:
                return n == Notation.ALPHA_TAU_SIGMA ? "σ: load units a processor computes per second (A = 1/σ)"
                        : n == Notation.W_Z_T ? "w: inverse speed; a processor needs w·Tcp to compute the whole load (A = w·Tcp)"
                        : "A: time a processor needs to compute one unit of load";
            case C:
                return (n == Notation.ALPHA_TAU_SIGMA ? "τ" : n == Notation.W_Z_T ? "z (C = z·Tcm)" : "C")
                        + ": time a link needs to transfer one unit of load; a message of x units lasts S + C·x";
            case S:
                return (n == Notation.ALPHA_TAU_SIGMA ? "α" : n == Notation.W_Z_T ? "r" : "S")
                        + ": startup paid by every message (load and results), independent of its size";
            case R:
                return n == Notation.W_Z_T ? "R = z·Tsol: follows from z and Tsol; set Tsol to change it"
                        : "Time to return the results of one processed unit over a link; 0 = results are not returned";
            case B:
                return "Memory buffer of a processor, in load units; a processor never holds more load than B";
            case TCP:
                return "Tcp: time a standard processor (w = 1) needs to compute the whole load; A = w·Tcp";
            case TCM:
                return "Tcm: time a standard link (z = 1) needs to transfer the whole load; C = z·Tcm";
            case TSOL:
                return "Tsol: result-reporting intensity of a standard link; R = z·Tsol (0 = results are not returned)";
            default:
                return "V: total load, in load units, held by the originator at time 0";
        }
    }

    /**
     * The whole tooltip: symbol, meaning and unit in {@code n}, what it means, and what each notation calls it
     * (the one in use first), so a student reading another paper finds the same quantity.
     */
    public String tooltip(Notation n) {
        StringBuilder b = new StringBuilder();
        b.append(symbol(n)).append(" — ").append(title(n).toLowerCase(java.util.Locale.ROOT));
        b.append(" [").append(unit(n)).append("]\n").append(help(n));
        b.append("\nIn ").append(notationName(n)).append(" this is ").append(symbol(n));
        if (!taskConstant()) {
            StringBuilder others = new StringBuilder();
            for (Notation o : Notation.values()) {
                if (o != n) {
                    others.append(others.length() == 0 ? "" : "; ").append(notationName(o)).append(": ").append(symbol(o));
                }
            }
            b.append(" (").append(others).append(")");
        }
        return b.toString();
    }

    /** A notation's name with the papers that use it. */
    public static String notationName(Notation n) {
        switch (n) {
            case ALPHA_TAU_SIGMA:
                return "α/τ/σ (Błażewicz et al. 1999)";
            case W_Z_T:
                return "w/z/T (Błażewicz & Drozdowski 1997; Ko & Robertazzi 2003)";
            default:
                return "A/C/S (Drozdowski & Wolniewicz 2003; Drozdowski 2009)";
        }
    }

    /** The shown value of a canonical one; {@code unit} is Tcp for A and Tcm for C in w/z/T, else 1. */
    public double toShown(double canonical, Notation n, double unit) {
        return this == A && n == Notation.ALPHA_TAU_SIGMA ? 1 / canonical : canonical / unit;
    }

    /** The canonical value of a shown one; {@code unit} as in {@link #toShown(double, Notation, double)}. */
    public double toCanonical(double shown, Notation n, double unit) {
        return this == A && n == Notation.ALPHA_TAU_SIGMA ? 1 / shown : shown * unit;
    }

    /** The task constant the shown value is a ratio to in {@code n} (Tcp for w, Tcm for z), or null. */
    public Parameter unitIn(Notation n) {
        if (n != Notation.W_Z_T) {
            return null;
        }
        return this == A ? TCP : this == C ? TCM : null;
    }

    /** Why {@code shown} is not acceptable, or null when it is. */
    public String check(double shown) {
        if (!Double.isFinite(shown)) {
            return "must be a finite number";
        }
        if (zeroAllowed) {
            return shown < 0 ? "must be ≥ 0" : null;
        }
        return shown <= 0 ? "must be > 0" : null;
    }
}
