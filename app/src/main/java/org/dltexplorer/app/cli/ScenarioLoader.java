package org.dltexplorer.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Scenario;

/**
 * Reads the scenario file a command names. Commands take one so tests can hand them scenarios built in code;
 * {@link #FILES} reads the public scenario format.
 */
@FunctionalInterface
public interface ScenarioLoader {

    /** The scenario reader of the public file format. */
    ScenarioLoader FILES = new ScenarioReader()::read;

    /**
     * @throws IOException when the file cannot be read
     * @throws org.dltexplorer.core.model.InvalidScenarioException when it is not a valid scenario (the message
     *         names the field path and the bad value)
     */
    Scenario load(Path file) throws IOException;
}
