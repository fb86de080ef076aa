package org.dltexplorer.app;

import org.dltexplorer.app.cli.DltCommand;
import org.dltexplorer.app.shell.ExplorerApplication;

/**
 * Entry point of {@code dlt.jar}: no arguments opens the GUI, one scenario file opens it in the GUI (what a file
 * manager's "open with" passes), a subcommand runs headless. It must not extend
 * {@code javafx.application.Application}: JavaFX started from the class path needs a plain main class.
 */
public final class Launcher {

    private Launcher() {
    }

    /** Whether {@code args} ask for the window: none, or one existing file that is not a subcommand's name. */
    static boolean opensWindow(String... args) {
        if (args.length == 0) {
            return true;
        }
        return args.length == 1 && !DltCommand.subcommandNames().contains(args[0])
                && java.nio.file.Files.isRegularFile(java.nio.file.Path.of(args[0]));
    }

    public static void main(String[] args) {
        // ojAlgo prints a hardware-profile notice to stdout on first use; it would corrupt `solve --format json`
        System.setProperty("shut.up.ojAlgo", "true");
        if (opensWindow(args)) {
            ExplorerApplication.main(args); // with -Ddlt.startup.probe=true it reports its start-up phases and exits
        } else {
            org.dltexplorer.app.cli.CommandProbe.mark("main entered");
            int code = DltCommand.execute(args);
            org.dltexplorer.app.cli.CommandProbe.report(System.err); // with -Ddlt.startup.probe=true
            System.exit(code);
        }
    }
}
