package org.dltexplorer.app.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.dltexplorer.app.BuildInfo;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code dlt} command line: subcommands over the same core and chart builders as the GUI.
 *
 * <p>Exit codes: {@value #EXIT_OK} success (an infeasible instance is a valid answer), {@value #EXIT_INVALID_INPUT}
 * invalid input (bad arguments, a missing or invalid scenario file, no solver yet), {@value #EXIT_INTERNAL_ERROR}
 * internal error. Errors are one message on stderr, never a stack trace (give {@code --debug} or set
 * {@code -Ddlt.debug=true} to get it) — not even for an {@link Error} such as running out of memory.
 */
@Command(name = "dlt", mixinStandardHelpOptions = true, versionProvider = DltCommand.Version.class,
        description = "Divisible load theory: solve scenarios, sweep parameters, render figures.")
public final class DltCommand implements Runnable {

    /**
     * The subcommands by name, in the order {@code dlt --help} lists them. They are added in code, not by the
     * annotation, so that a run of one subcommand builds only that one: picocli reads every option of every command
     * it is given by reflection, and its classes (compiled for Java 5) are left out of the class-data archive, so the
     * whole tree cost {@code dlt solve} about 0.1 s of CPU before it read its file.
     */
    static final Map<String, Supplier<Object>> SUBCOMMANDS = subcommands();

    private static Map<String, Supplier<Object>> subcommands() {
        Map<String, Supplier<Object>> m = new LinkedHashMap<>();
        m.put("solve", SolveCommand::new);
        m.put("sweep", SweepCommand::new);
        m.put("map", MapCommand::new);
        m.put("merge", MergeCommand::new);
        m.put("figure", FigureCommand::new);
        m.put("convert", ConvertCommand::new);
        return java.util.Collections.unmodifiableMap(m);
    }

    /** The names of the subcommands, without building any. */
    public static Set<String> subcommandNames() {
        return SUBCOMMANDS.keySet();
    }

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static final int EXIT_OK = 0;
    public static final int EXIT_INTERNAL_ERROR = 1;
    public static final int EXIT_INVALID_INPUT = 2;

    /** {@code dlt --version}: the version the Maven build filtered in ({@link BuildInfo#version()}), never hand-kept. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"DLT Explorer " + BuildInfo.version()};
        }
    }

    @CommandLine.Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT,
            description = "print the stack trace of an internal error")
    private boolean debug;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs the command line on the standard streams and returns the exit code. */
    public static int execute(String... args) {
        return execute(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true),
                new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true), args);
    }

    /**
     * Runs the command line with the given output and error streams and returns the exit code; {@code dlt solve FILE}
     * alone runs without building the command tree ({@link SolveRun#ofPlainArguments}).
     */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        java.util.Optional<SolveRun> plain = SolveRun.ofPlainArguments(args);
        if (plain.isEmpty()) {
            return execute(() -> newCommandLine(args), out, err, args);
        }
        try {
            CommandProbe.mark("arguments recognised");
            plain.get().printTo(out);
            return EXIT_OK;
        } catch (Exception e) {
            return CommandFailure.report(e, "dlt solve", err, args);
        } catch (Throwable t) {
            return CommandFailure.reportUncaught(t, err, args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** Runs the command line {@code commandLine} makes, with the last line of defence against any {@link Throwable}. */
    static int execute(java.util.function.Supplier<CommandLine> commandLine, PrintWriter out, PrintWriter err,
            String... args) {
        try {
            CommandLine cl = commandLine.get();
            CommandProbe.mark("command line built");
            cl.setOut(out);
            cl.setErr(err);
            return cl.execute(args);
        } catch (Throwable t) {
            // the last line of defence: an Error (heap, stack) escapes picocli's exception handler
            return CommandFailure.reportUncaught(t, err, args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** The configured command line with every subcommand: exit codes and error handling as documented on this class. */
    public static CommandLine newCommandLine() {
        CommandLine cl = new CommandLine(new DltCommand());
        SUBCOMMANDS.values().forEach(command -> cl.addSubcommand(command.get()));
        return configure(cl);
    }

    /**
     * The configured command line for {@code args}: when the first argument names a subcommand, with that subcommand
     * alone (picocli then parses and reports exactly as with all of them: the arguments after a subcommand's name are
     * that subcommand's); otherwise ({@code --help}, {@code --version}, a global option first, a mistyped name that
     * gets its "did you mean") with every one.
     */
    public static CommandLine newCommandLine(String... args) {
        Supplier<Object> only = args.length == 0 ? null : SUBCOMMANDS.get(args[0]);
        if (only == null) {
            return newCommandLine();
        }
        CommandLine cl = new CommandLine(new DltCommand());
        cl.addSubcommand(only.get());
        return configure(cl);
    }

    /** Applies the exit codes and one-line error reporting of this class to {@code cl} (also used for single commands in tests). */
    public static CommandLine configure(CommandLine cl) {
        cl.setExitCodeExceptionMapper(CommandFailure::exitCodeOf);
        cl.setParameterExceptionHandler((ex, args) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println(ex.getCommandLine().getCommandSpec().qualifiedName() + ": " + ex.getMessage());
            err.println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help' for usage.");
            err.flush();
            return EXIT_INVALID_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> CommandFailure.report(ex,
                commandLine.getCommandSpec().qualifiedName(), commandLine.getErr(),
                parseResult.originalArgs().toArray(String[]::new)));
        return cl;
    }
}
