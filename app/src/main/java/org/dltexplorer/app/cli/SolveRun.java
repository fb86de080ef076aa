package org.dltexplorer.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import org.dltexplorer.app.Provenance;
import org.dltexplorer.core.io.ResultFormat;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.SolveOptions;

/**
 * What {@code dlt solve} does once its arguments are read: solve the scenario file and print the result.
 *
 * <p>{@code dlt solve FILE} with nothing else, the most common command and the one issue 30 times against the MILP
 * solvers, is recognised here without picocli ({@link #ofPlainArguments}): picocli's classes are compiled for
 * Java 5, which JDK 17's class-data archive leaves out, so loading them and building the command tree cost the
 * command about 0.2 s of CPU of its 0.5. Any other argument list (an option, a second file, a name that picocli would
 * read as an option or an {@code @file}, a {@code picocli.*} system property) goes through picocli as before.
 * {@code SolveRunTest} checks that both ways answer, print and fail alike.
 *
 * @param file the scenario file
 * @param format the output format
 * @param options the solve options (a time limit)
 */
record SolveRun(Path file, ResultFormat format, SolveOptions options) {

    /** The run of {@code dlt solve FILE} when {@code args} are exactly that; empty for anything picocli must read. */
    static Optional<SolveRun> ofPlainArguments(String... args) {
        if (args.length != 2 || !"solve".equals(args[0]) || !plainFileName(args[1]) || picocliConfigured()) {
            return Optional.empty();
        }
        return Optional.of(new SolveRun(Path.of(args[1]), ResultFormat.TEXT, SolveOptions.DEFAULT.withTimeLimit(null)));
    }

    /** A name picocli takes as the file as it stands: not an option, an {@code @file} or a path Java refuses. */
    private static boolean plainFileName(String name) {
        return !name.isEmpty() && name.charAt(0) != '-' && name.charAt(0) != '@' && name.indexOf('\0') < 0;
    }

    /** Picocli reads system properties of its own (tracing, quotes, colours): with any set, let it run. */
    private static boolean picocliConfigured() {
        return System.getProperties().stringPropertyNames().stream().anyMatch(p -> p.startsWith("picocli."));
    }

    /** Reads, solves and checks the scenario and prints the result on {@code out}. */
    void printTo(PrintWriter out) throws java.io.IOException {
        Scenario scenario = ScenarioFiles.read(file);
        CommandProbe.mark("scenario read");
        Schedule schedule = ScenarioFiles.solve(file, scenario, options);
        CommandProbe.mark("solved and checked");
        String stamp = format.takesStamp() ? Provenance.of(scenario).line() : null;
        format.writer(stamp).write(scenario, schedule, out);
        out.flush();
        CommandProbe.mark("printed");
    }
}
