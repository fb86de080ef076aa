package org.dltexplorer.app.gallery;

import java.util.Arrays;
import java.util.Optional;

/**
 * A number the paper printed for a gallery entry, beside ours.
 *
 * @param quantity what it measures
 * @param published as printed in the paper (may carry "≈")
 * @param ours our solver's value, to the digits shown (the gallery tests solve the entry and compare)
 * @param note where and why the two differ, with the evidence; empty when they agree
 */
public record PublishedNumber(Quantity quantity, String published, String ours, String note) {

    /** The quantities a gallery entry can quote. */
    public enum Quantity {
        MAKESPAN("makespan", "schedule length"), SPEEDUP("speedup", "speedup"), UTILIZATION("utilization", "utilization"),
        /** The load of every processor (or layer) in order, comma-separated. */
        LOADS("loads", "loads α");

        private final String id;
        private final String label;

        Quantity(String id, String label) {
            this.id = id;
            this.label = label;
        }

        public String id() {
            return id;
        }

        public String label() {
            return label;
        }

        public static Optional<Quantity> fromId(String id) {
            return Arrays.stream(values()).filter(q -> q.id.equals(id)).findFirst();
        }
    }

    /** One line of the lesson: "schedule length: paper 247.0588, ours 246.75 — why". */
    public String line() {
        String agree = published.replace("≈", "").strip().equals(ours) ? " (the same)" : "";
        return quantity.label() + ": paper " + published + ", ours " + ours + agree + (note.isEmpty() ? "" : " — " + note);
    }
}
