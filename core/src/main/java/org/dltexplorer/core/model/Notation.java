package org.dltexplorer.core.model;

import java.util.Arrays;
import java.util.Optional;

/**
 * The parameter notations of the papers. The canonical one is Drozdowski's {@code ACS}; the others are
 * converted to it on read and back on display.
 *
 * <ul>
 *   <li>{@link #ACS}: per unit of load, {@code A} compute time, {@code C} transfer time, {@code S} startup,
 *       {@code R} return time, {@code B} buffer.</li>
 *   <li>{@link #ALPHA_TAU_SIGMA} (Błażewicz et al. 1999): {@code S = alpha}, {@code C = tau}, {@code A = 1/sigma}.</li>
 *   <li>{@link #W_Z_T} (Błażewicz & Drozdowski (1997), Ko & Robertazzi (2003)): {@code A = w·Tcp}, {@code C = z·Tcm}, {@code S = r},
 *       {@code R = z·Tsol}; the load is normalised to 1.</li>
 * </ul>
 */
public enum Notation {
    ACS("ACS"),
    ALPHA_TAU_SIGMA("alpha-tau-sigma"),
    W_Z_T("w-z-T");

    private final String id;

    Notation(String id) {
        this.id = id;
    }

    /** The name used in scenario files. */
    public String id() {
        return id;
    }

    public static Optional<Notation> fromId(String id) {
        return Arrays.stream(values()).filter(n -> n.id.equals(id)).findFirst();
    }
}
