package org.dltexplorer.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.util.concurrent.Callable;

/**
 * The exit codes of the command line and the mapping from failures to them: invalid input (a bad file, field,
 * option value or output path) is 2 with a one-line message that names it; anything else is 1. Users never see a
 * stack trace for their own mistakes.
 */
final class ExitCodes {

    static final int OK = 0;
    static final int INTERNAL_ERROR = 1;
    static final int INVALID_INPUT = 2;

    private ExitCodes() {
    }

    /** Invalid input, with the message shown to the user (it names what is wrong). */
    static final class InvalidInput extends RuntimeException {

        private static final long serialVersionUID = 1L;

        InvalidInput(String message) {
            super(message);
        }
    }

    /** Runs {@code body}, printing failures to {@code err} as one line each, and returns the exit code. */
    static int guard(String command, PrintWriter err, Callable<Integer> body) {
        try {
            return body.call();
        } catch (InvalidInput e) {
            err.println(command + ": " + e.getMessage());
            return INVALID_INPUT;
        } catch (IllegalArgumentException e) {
            // model constructors and the scenario reader name the field path and the value
            err.println(command + ": " + e.getMessage());
            return INVALID_INPUT;
        } catch (Exception e) {
            err.println(command + ": internal error: " + e);
            return INTERNAL_ERROR;
        } finally {
            err.flush();
        }
    }

    /** Reads {@code file}, turning every failure into invalid input that names the file. */
    static org.dltexplorer.core.model.Scenario read(ScenarioLoader loader, java.nio.file.Path file) {
        try {
            return loader.load(file);
        } catch (NoSuchFileException e) {
            throw new InvalidInput(file + ": no such file");
        } catch (IOException e) {
            throw new InvalidInput(file + ": cannot read: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new InvalidInput(file + ": " + e.getMessage());
        }
    }
}
