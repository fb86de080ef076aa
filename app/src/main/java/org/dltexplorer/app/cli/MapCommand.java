package org.dltexplorer.app.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.core.analysis.MapAxis;
import org.dltexplorer.core.analysis.MapGrid;
import org.dltexplorer.core.analysis.ParameterMap;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.analysis.Sweep;
import org.dltexplorer.core.io.ScenarioDigest;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code dlt map FILE --x NAME --x-from X --x-to Y --x-steps N [--x-log] --y NAME … [--shard I/K] --out F.csv}: every
 * point of an N × M grid of two parameters, one CSV row a point, x fastest, rows streamed as they are solved.
 */
@Command(name = "map", mixinStandardHelpOptions = true,
        description = "Vary two parameters of a scenario over a grid and write one CSV row per point (x fastest).")
public final class MapCommand implements Callable<Integer> {

    /** What a map's figure shows; the CSV has every one of them. */
    enum Metric {
        makespan, speedup, efficiency, processors, gap
    }

    /** Values per axis: each axis is held in memory (8 bytes a value), the rows are not. */
    static final int MAX_STEPS = 1_000_000;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "scenario file")
    Path file;

    @Option(names = "--x", required = true, paramLabel = "NAME", description = "the x parameter (as dlt sweep --param)")
    String xName;

    @Option(names = "--x-from", required = true, paramLabel = "X")
    double xFrom;

    @Option(names = "--x-to", required = true, paramLabel = "X")
    double xTo;

    @Option(names = "--x-steps", required = true, paramLabel = "N")
    int xSteps;

    @Option(names = "--x-log", description = "space x geometrically (both ends > 0)")
    boolean xLog;

    @Option(names = "--y", required = true, paramLabel = "NAME", description = "the y parameter")
    String yName;

    @Option(names = "--y-from", required = true, paramLabel = "Y")
    double yFrom;

    @Option(names = "--y-to", required = true, paramLabel = "Y")
    double yTo;

    @Option(names = "--y-steps", required = true, paramLabel = "M")
    int ySteps;

    @Option(names = "--y-log", description = "space y geometrically (both ends > 0)")
    boolean yLog;

    @Option(names = "--metric", paramLabel = "METRIC", defaultValue = "makespan",
            description = "what a heat map shows: ${COMPLETION-CANDIDATES} (the CSV has them all); default: ${DEFAULT-VALUE}")
    Metric metric;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "a .csv file, or - for CSV on standard output")
    Path out;

    @Mixin
    private TimeLimitOption timeLimit;

    @Mixin
    private ShardOption shard;

    private final ScenarioLoader loader;
    private final Solvers solvers;

    public MapCommand() {
        this(ScenarioLoader.FILES, Solvers.standard());
    }

    MapCommand(ScenarioLoader loader, Solvers solvers) {
        this.loader = loader;
        this.solvers = solvers;
    }

    @Override
    public Integer call() {
        checkOut();
        MapAxis x = axis("--x", xName, xFrom, xTo, xSteps, xLog);
        MapAxis y = axis("--y", yName, yFrom, yTo, ySteps, yLog);
        if (x.parameter().equals(y.parameter())) {
            throw new InvalidInputException("--y " + yName + ": the same parameter as --x; a map needs two");
        }
        Scenario scenario = ScenarioFiles.read(file, loader);
        check("--x", x.parameter(), scenario);
        check("--y", y.parameter(), scenario);
        MapGrid grid = new MapGrid(x, y);
        ParameterMap map = new ParameterMap(solvers.withOptions(timeLimit.options()));
        AtomicLong rows = new AtomicLong();
        OutputTarget target = OutputTarget.of(out);
        target.stream(w -> {
            if (shard.given()) {
                w.write(new ShardLine(shard.shard(), grid.size(), grid(x, y), ScenarioDigest.sha256(scenario)).text() + "\n");
            }
            w.write(DataTable.csvLine(PointCsv.header(List.of("ix", "iy", x.parameter().name(), y.parameter().name()),
                    PointCsv.MAP_COLUMNS)));
            try {
                map.run(scenario, grid, shard.shard(), SolveMonitor.NONE, p -> {
                    try {
                        w.write(DataTable.csvLine(PointCsv.mapRow(List.of(Integer.toString(p.ix()), Integer.toString(p.iy()),
                                PointCsv.number(p.x()), PointCsv.number(p.y())), p.outcome())));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    rows.incrementAndGet();
                });
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        }, spec.commandLine().getOut());
        target.report("wrote " + rows.get() + " points to " + out, spec.commandLine().getOut());
        return DltCommand.EXIT_OK;
    }

    /** Only CSV for now: the heat-map figure is a later piece of work, and a wrong suffix must not pass silently. */
    private void checkOut() {
        String name = out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (OutputTarget.STDOUT.equals(out.toString()) || name.endsWith(".csv")) {
            return;
        }
        if (name.endsWith(".pdf") || name.endsWith(".svg") || name.endsWith(".png") || name.endsWith(".tex")) {
            throw new InvalidInputException("--out " + out + ": heat-map figures are not written yet; write a .csv");
        }
        throw new InvalidInputException("--out " + out + ": must end in .csv (or be - for standard output)");
    }

    private static MapAxis axis(String option, String name, double from, double to, int steps, boolean log) {
        ScenarioParameter p;
        try {
            p = ScenarioParameter.parse(name);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(option + ": " + e.getMessage());
        }
        if (!Double.isFinite(from) || !Double.isFinite(to)) {
            throw new InvalidInputException(option + "-from/" + option + "-to: must be finite numbers, got " + from + " and " + to);
        }
        if (steps < 1 || steps > MAX_STEPS) {
            throw new InvalidInputException(option + "-steps: must be 1 to " + MAX_STEPS + ", got " + steps);
        }
        if (log && (from <= 0 || to <= 0)) {
            throw new InvalidInputException(option + "-log: needs " + option + "-from and " + option + "-to > 0, got " + from + " and " + to);
        }
        return new MapAxis(p, Sweep.range(from, to, steps, log));
    }

    private static void check(String option, ScenarioParameter p, Scenario s) {
        try {
            p.check(s);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(option + " " + e.getMessage());
        }
    }

    /** The grid as the command line gave it, for the shard line. */
    private String grid(MapAxis x, MapAxis y) {
        return "map --x " + x.parameter().name() + " --x-from " + PointCsv.number(xFrom) + " --x-to " + PointCsv.number(xTo)
                + " --x-steps " + xSteps + (xLog ? " --x-log" : "") + " --y " + y.parameter().name() + " --y-from "
                + PointCsv.number(yFrom) + " --y-to " + PointCsv.number(yTo) + " --y-steps " + ySteps + (yLog ? " --y-log" : "");
    }
}
