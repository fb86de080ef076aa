package org.dltexplorer.core.solver;

/** No registered solver handles the scenario (a kind or strategy combination not implemented yet). */
public class UnsupportedScenarioException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public UnsupportedScenarioException(String message) {
        super(message);
    }
}
