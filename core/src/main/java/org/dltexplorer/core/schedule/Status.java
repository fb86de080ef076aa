package org.dltexplorer.core.schedule;

/** The answer's standing: infeasible is an answer, not an exception. */
public enum Status {
    /** Proven optimal for the model and strategy. */
    OPTIMAL("optimal"),
    /** A valid schedule without proof of optimality (a heuristic's answer, or a search stopped early). */
    FEASIBLE("feasible"),
    /** No schedule exists; {@link Schedule#reason()} says why. */
    INFEASIBLE("infeasible");

    private final String id;

    Status(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
