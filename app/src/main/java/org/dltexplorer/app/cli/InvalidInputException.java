package org.dltexplorer.app.cli;

/**
 * Bad input to a command (a scenario file that is missing, unreadable or invalid, or one no solver handles): the
 * command line prints the message and exits with {@link DltCommand#EXIT_INVALID_INPUT}, never a stack trace. The
 * message names the file, the field path and the bad value.
 */
public class InvalidInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public InvalidInputException(String message) {
        super(message);
    }

    public InvalidInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
