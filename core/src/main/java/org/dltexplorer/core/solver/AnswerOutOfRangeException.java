package org.dltexplorer.core.solver;

/**
 * A refusal because the answer itself, its makespan or some of its loads or times, falls outside the double range
 * in the units the scenario is written in (below {@code 2^-1022} or beyond {@code 1.8e308}). Unlike the other
 * refusals it depends on those units: the same scenario with every time ×10^-6 may be answered, which the
 * invariance and fuzz tests must tell apart from an answer that changes with the units.
 */
public final class AnswerOutOfRangeException extends ScenarioRefusedException {

    private static final long serialVersionUID = 1L;

    public AnswerOutOfRangeException(String message) {
        super(message);
    }
}
