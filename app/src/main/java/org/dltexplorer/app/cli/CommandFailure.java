package org.dltexplorer.app.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.solver.FailureSentence;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.UnsupportedScenarioException;

/**
 * How a command's failure is reported, as {@link DltCommand} documents it: invalid input is its message and exit code
 * {@value DltCommand#EXIT_INVALID_INPUT}, anything else one sentence and {@value DltCommand#EXIT_INTERNAL_ERROR}, the
 * stack trace only with {@code --debug} or {@code -Ddlt.debug=true}. Kept apart from picocli so that a run that needs
 * no command tree ({@link SolveRun#ofPlainArguments}) reports exactly as one that has it.
 */
final class CommandFailure {

    private CommandFailure() {
    }

    /** Reports {@code ex}, thrown by the command {@code name} ({@code dlt solve}) run with {@code args}; its exit code. */
    static int report(Exception ex, String name, PrintWriter err, String... args) {
        int code = exitCodeOf(ex);
        if (code == DltCommand.EXIT_INVALID_INPUT) {
            err.println(name + ": " + ex.getMessage());
        } else {
            err.println(name + ": " + FailureSentence.of(ex));
            if (debugging(args)) {
                ex.printStackTrace(err);
            }
        }
        err.flush();
        return code;
    }

    /** The last line of defence: an {@link Error} (heap, stack) or anything else no handler caught. */
    static int reportUncaught(Throwable t, PrintWriter err, String... args) {
        err.println("dlt: " + FailureSentence.of(t));
        if (debugging(args)) {
            t.printStackTrace(err);
        }
        return DltCommand.EXIT_INTERNAL_ERROR;
    }

    static boolean debugging(String... args) {
        return Boolean.getBoolean("dlt.debug") || Arrays.asList(args).contains("--debug");
    }

    static int exitCodeOf(Throwable ex) {
        return ex instanceof InvalidInputException || ex instanceof InvalidScenarioException
                || ex instanceof UnsupportedScenarioException || ex instanceof ScenarioRefusedException
                ? DltCommand.EXIT_INVALID_INPUT : DltCommand.EXIT_INTERNAL_ERROR;
    }
}
