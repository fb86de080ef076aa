package org.dltexplorer.app.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code dlt} command line: subcommands over the same core and chart builders as the GUI. */
@Command(name = "dlt", mixinStandardHelpOptions = true, version = "DLT Explorer 0.1.0",
        description = "Divisible load theory: solve scenarios, sweep parameters, render figures.",
        subcommands = {FigureCommand.class, SweepCommand.class})
public final class DltCommand implements Runnable {

    @Override
    public void run() {
        new CommandLine(this).usage(System.out);
    }

    /** Runs the command line and returns the exit code (0 ok, 1 internal error, 2 invalid input). */
    public static int execute(String... args) {
        return new CommandLine(new DltCommand()).execute(args);
    }
}
