package org.dltexplorer.app;

import org.dltexplorer.app.cli.DltCommand;
import org.dltexplorer.app.shell.ExplorerApplication;

/**
 * Entry point of {@code dlt.jar}: no arguments opens the GUI, a subcommand runs headless. It must not extend
 * {@code javafx.application.Application}: JavaFX started from the class path needs a plain main class.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        // ojAlgo prints a hardware-profile notice to stdout on first use; it would corrupt `solve --format json`
        System.setProperty("shut.up.ojAlgo", "true");
        if (args.length == 0) {
            ExplorerApplication.main(args);
        } else {
            System.exit(DltCommand.execute(args));
        }
    }
}
