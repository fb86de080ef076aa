package org.dltexplorer.app.cli;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.UnsupportedScenarioException;

/** Reading scenario files and choosing their solver for the commands, with every failure as an {@link InvalidInputException}. */
public final class ScenarioFiles {

    private ScenarioFiles() {
    }

    /** The scenario in {@code file}; the error message starts with the file name and the line:column of the problem. */
    public static Scenario read(Path file) {
        return read(file, ScenarioLoader.FILES);
    }

    /** The scenario {@code loader} makes of {@code file}; every failure names the file. */
    public static Scenario read(Path file, ScenarioLoader loader) {
        if (Files.isDirectory(file)) {
            throw new InvalidInputException(file + ": is a directory, not a scenario file");
        }
        try {
            return loader.load(file);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(file + ": no such file", e);
        } catch (AccessDeniedException e) {
            throw new InvalidInputException(file + ": cannot read (permission denied)", e);
        } catch (CharacterCodingException e) {
            throw new InvalidInputException(file + ": cannot read: not UTF-8 text", e);
        } catch (IOException e) {
            throw new InvalidInputException(file + ": cannot read: " + e.getMessage(), e);
        } catch (InvalidScenarioException e) {
            throw new InvalidInputException(e.messageIn(file.toString()), e);
        }
    }

    /**
     * The checked answer for the scenario of {@code file} (validated, within this run's memory); a refusal or a
     * scenario no solver takes is an {@link InvalidInputException} naming the file.
     */
    public static Schedule solve(Path file, Scenario scenario) {
        return solve(file, scenario, org.dltexplorer.core.solver.SolveOptions.DEFAULT);
    }

    /** As {@link #solve(Path, Scenario)}, with the user's solve options (a time limit). */
    public static Schedule solve(Path file, Scenario scenario, org.dltexplorer.core.solver.SolveOptions options) {
        try {
            return Solvers.standard().withOptions(options).solve(scenario);
        } catch (UnsupportedScenarioException | ScenarioRefusedException e) {
            throw new InvalidInputException(file + ": " + e.getMessage(), e);
        }
    }
}
