package org.dltexplorer.core.solver;

/**
 * A scenario the program declines to answer rather than answer wrongly: it would need more memory than this run
 * has, or its parameters span more than double precision resolves (see {@link CheckedSolve}). The message is one
 * sentence naming the size or the parameter ratio; the command line exits with 2.
 */
public class ScenarioRefusedException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public ScenarioRefusedException(String message) {
        super(message);
    }
}
