package org.dltexplorer.app.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import org.dltexplorer.app.Provenance;
import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.app.chart.PointCsv;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.map.HeatMapChartBuilder;
import org.dltexplorer.app.chart.map.MapData;
import org.dltexplorer.app.chart.map.MapFigureOptions;
import org.dltexplorer.app.chart.map.MapFigures;
import org.dltexplorer.app.chart.map.MapMetric;
import org.dltexplorer.core.analysis.MapAxis;
import org.dltexplorer.core.analysis.MapGrid;
import org.dltexplorer.core.analysis.ParameterMap;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.analysis.Shard;
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
 * point of an N × M grid of two parameters, one CSV row a point, x fastest, rows streamed as they are solved; or, with
 * {@code --out F.pdf|.svg|.png|.tex}, the heat map of {@code --metric} over the grid.
 */
@Command(name = "map", mixinStandardHelpOptions = true,
        description = "Vary two parameters of a scenario over a grid and write one CSV row per point (x fastest),"
                + " or a heat map of one metric (.pdf, .svg, .png, .tex).")
public final class MapCommand implements Callable<Integer> {

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
            description = "what a heat map shows: makespan, speedup, efficiency, processors or gap (the CSV has them all);"
                    + " default: ${DEFAULT-VALUE}")
    String metric;

    @Option(names = "--no-iso-lines", description = "draw the heat map without iso-lines")
    boolean noIsoLines;

    @Option(names = "--out", required = true, paramLabel = "FILE",
            description = "a .csv file (or - for CSV on standard output), or a heat map: .pdf, .svg, .png or .tex (PGFPlots)")
    Path out;

    @Mixin
    private FigureLookOptions look;

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
        ExportFormat format = format();
        MapMetric shown = MapMetric.fromId(metric).orElseThrow(() -> new InvalidInputException(
                "--metric: unknown metric '" + metric + "' (" + MapMetric.ids() + ")"));
        MapFigureOptions figure = null;
        if (format != ExportFormat.CSV) {
            if (shard.given()) {
                throw new InvalidInputException("--shard " + shard.shard() + ": a heat map needs every point; write the shards as"
                        + " .csv and join them with dlt merge");
            }
            // charts are drawn with Java2D only; say so before any AWT class loads, so no display is ever needed
            System.setProperty("java.awt.headless", "true");
            figure = new MapFigureOptions(look.options(format), shown, !noIsoLines);
        }
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
        if (figure != null) {
            return heatMap(scenario, grid, map, figure.withFigure(figure.figure().withProvenance(Provenance.of(scenario))));
        }
        AtomicLong rows = new AtomicLong();
        OutputTarget target = OutputTarget.of(out);
        target.stream(w -> {
            if (shard.given()) {
                w.write(new ShardLine(shard.shard(), grid.size(), grid(x, y), ScenarioDigest.sha256(scenario)).text() + "\n");
            }
            w.write(DataTable.csvLine(PointCsv.header(List.of("ix", "iy", x.parameter().name(), y.parameter().name()),
                    PointCsv.MAP_COLUMNS)));
            try {
                map.run(scenario, grid, shard.shard(), SolveMonitor.NONE, new MapRowCsv(grid)::line, row -> {
                    try {
                        w.write(row);
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

    /** Solves every point, then writes the heat map; the notes (points not solved) go to standard error and the caption. */
    private int heatMap(Scenario scenario, MapGrid grid, ParameterMap map, MapFigureOptions options) {
        String title = MapData.title(scenario, grid, options.metric());
        MapData.Builder points = MapData.builder(title, grid, xLog, yLog);
        map.run(scenario, grid, Shard.ALL, SolveMonitor.NONE, points::accept);
        MapData data = points.snapshot();
        look.notes(data.notes(options.metric()), spec.commandLine().getErr());
        look.titleFit(HeatMapChartBuilder.build(data, options), options.figure(), spec.commandLine().getErr());
        try {
            MapFigures.write(data, out, options);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(e.getMessage()); // the "not solved" legend leaving the cells no room
        } catch (IOException e) {
            throw new InvalidInputException("--out: cannot write " + out + ": " + e.getMessage());
        }
        String shortened = options.title().shortening(title);
        spec.commandLine().getOut().println("wrote " + out + " (" + grid.size() + " points)" + (shortened == null ? "" : "; " + shortened));
        spec.commandLine().getOut().flush();
        return DltCommand.EXIT_OK;
    }

    /** The format of {@code --out}: CSV for {@code -} and {@code .csv}, else a heat map by the file's extension. */
    private ExportFormat format() {
        if (OutputTarget.STDOUT.equals(out.toString())) {
            return ExportFormat.CSV;
        }
        ExportFormat f = ExportFormat.of(out).orElseThrow(() -> new InvalidInputException(
                "--out " + out + ": must end in .csv, .pdf, .svg, .png or .tex (or be - for CSV on standard output)"));
        return f;
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
