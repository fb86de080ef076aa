package org.dltexplorer.app.shell;

import java.io.IOException;
import java.nio.file.Path;

import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.Scenario;

/** Reads scenario files and writes them atomically (a temporary file next to the target, then a move over it). */
public final class ScenarioFiles {

    private final ScenarioReader reader = new ScenarioReader();
    private final ScenarioWriter writer = new ScenarioWriter();

    /** @throws org.dltexplorer.core.model.InvalidScenarioException with the field path for bad content */
    public Scenario read(Path file) throws IOException {
        return reader.read(file);
    }

    /** Writes {@code s}; a crash mid-write leaves the old file intact. */
    public void write(Scenario s, Path file) throws IOException {
        writer.write(s, file);
    }
}
