package org.dltexplorer.app.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.solver.UnsupportedScenarioException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code dlt} command line: subcommands over the same core and chart builders as the GUI.
 *
 * <p>Exit codes: {@value #EXIT_OK} success (an infeasible instance is a valid answer), {@value #EXIT_INVALID_INPUT}
 * invalid input (bad arguments, a missing or invalid scenario file, no solver yet), {@value #EXIT_INTERNAL_ERROR}
 * internal error. Errors are one message on stderr, never a stack trace (set {@code -Ddlt.debug=true} to get it).
 */
@Command(name = "dlt", mixinStandardHelpOptions = true, version = "DLT Explorer 0.1.0",
        description = "Divisible load theory: solve scenarios, sweep parameters, render figures.",
        subcommands = {SolveCommand.class, SweepCommand.class, FigureCommand.class, ConvertCommand.class})
public final class DltCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static final int EXIT_OK = 0;
    public static final int EXIT_INTERNAL_ERROR = 1;
    public static final int EXIT_INVALID_INPUT = 2;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs the command line on the standard streams and returns the exit code. */
    public static int execute(String... args) {
        return execute(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true),
                new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true), args);
    }

    /** Runs the command line with the given output and error streams and returns the exit code. */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = newCommandLine();
        cl.setOut(out);
        cl.setErr(err);
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /** The configured command line: exit codes and error handling as documented on this class. */
    public static CommandLine newCommandLine() {
        return configure(new CommandLine(new DltCommand()));
    }

    /** Applies the exit codes and one-line error reporting of this class to {@code cl} (also used for single commands in tests). */
    public static CommandLine configure(CommandLine cl) {
        cl.setExitCodeExceptionMapper(DltCommand::exitCodeOf);
        cl.setParameterExceptionHandler((ex, args) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println(ex.getCommandLine().getCommandSpec().qualifiedName() + ": " + ex.getMessage());
            err.println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help' for usage.");
            err.flush();
            return EXIT_INVALID_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            PrintWriter err = commandLine.getErr();
            String name = commandLine.getCommandSpec().qualifiedName();
            int code = exitCodeOf(ex);
            if (code == EXIT_INVALID_INPUT) {
                err.println(name + ": " + ex.getMessage());
            } else {
                err.println(name + ": internal error: " + ex.getClass().getSimpleName()
                        + (ex.getMessage() == null ? "" : ": " + ex.getMessage().lines().findFirst().orElse("")));
                if (Boolean.getBoolean("dlt.debug")) {
                    ex.printStackTrace(err);
                }
            }
            err.flush();
            return code;
        });
        return cl;
    }

    private static int exitCodeOf(Throwable ex) {
        return ex instanceof InvalidInputException || ex instanceof InvalidScenarioException
                || ex instanceof UnsupportedScenarioException ? EXIT_INVALID_INPUT : EXIT_INTERNAL_ERROR;
    }
}
