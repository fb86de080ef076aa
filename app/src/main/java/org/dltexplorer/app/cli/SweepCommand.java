package org.dltexplorer.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.app.chart.PointCsv;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.analysis.Sweep;
import org.dltexplorer.core.analysis.SweepPoint;
import org.dltexplorer.core.io.ScenarioDigest;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.MemoryBudget;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code dlt sweep FILE --param NAME --from X --to Y --steps N [--log] [--shard I/K] --out F.csv}. */
@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = "Vary one parameter of a scenario and write status, makespan, speedup, processors used, bound and gap per point as CSV.")
public final class SweepCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "scenario file")
    Path file;

    @Option(names = "--param", required = true, paramLabel = "NAME",
            description = "V, A, B, S, C, R (defaults), A[i], B[i] (processor i), S[j], C[j], R[j] (link j), processors, "
                    + "workers, k, layers, dimension, levels, arity or installments")
    String param;

    @Option(names = "--from", required = true, paramLabel = "X")
    double from;

    @Option(names = "--to", required = true, paramLabel = "Y")
    double to;

    @Option(names = "--steps", required = true, paramLabel = "N", description = "number of points, at least 1")
    int steps;

    @Option(names = "--log", description = "space the points geometrically (both ends > 0)")
    boolean log;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "CSV file to write, or - for standard output")
    Path out;

    private final ScenarioLoader loader;
    @Mixin
    private TimeLimitOption timeLimit;

    @Mixin
    private ShardOption shard;

    private final Solvers solvers;

    public SweepCommand() {
        this(ScenarioLoader.FILES, Solvers.standard());
    }

    SweepCommand(ScenarioLoader loader, Solvers solvers) {
        this.loader = loader;
        this.solvers = solvers;
    }

    @Override
    public Integer call() {
        return sweep();
    }

    private int sweep() {
        ScenarioParameter parameter;
        try {
            parameter = ScenarioParameter.parse(param);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException("--param: " + e.getMessage());
        }
        if (!Double.isFinite(from)) {
            throw new InvalidInputException("--from: must be a finite number, got " + from);
        }
        if (!Double.isFinite(to)) {
            throw new InvalidInputException("--to: must be a finite number, got " + to);
        }
        if (steps < 1) {
            throw new InvalidInputException("--steps: must be >= 1, got " + steps);
        }
        if (log && (from <= 0 || to <= 0)) {
            throw new InvalidInputException("--log: needs --from and --to > 0, got " + from + " and " + to);
        }
        Scenario scenario = ScenarioFiles.read(file, loader);
        try {
            parameter.check(scenario);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException("--param " + e.getMessage());
        }
        try {
            MemoryBudget.ofThisRun().checkSweep(scenario, steps);
        } catch (ScenarioRefusedException e) {
            throw new InvalidInputException("--steps " + steps + ": " + e.getMessage());
        }
        List<SweepPoint> points = new Sweep(solvers.withOptions(timeLimit.options()))
                .run(scenario, parameter, Sweep.range(from, to, steps, log), shard.shard(), SolveMonitor.NONE);
        StringBuilder csv = new StringBuilder();
        if (shard.given()) {
            String grid = "sweep --param " + parameter.name() + " --from " + PointCsv.number(from) + " --to " + PointCsv.number(to)
                    + " --steps " + steps + (log ? " --log" : "");
            csv.append(new ShardLine(shard.shard(), steps, grid, ScenarioDigest.sha256(scenario)).text()).append('\n');
        }
        csv.append(DataTable.csvLine(PointCsv.header(List.of(parameter.name()), PointCsv.SWEEP_COLUMNS)));
        for (SweepPoint p : points) {
            csv.append(DataTable.csvLine(PointCsv.sweepRow(List.of(PointCsv.number(p.value())), p.outcome())));
        }
        OutputTarget target = OutputTarget.of(out);
        target.write(csv.toString(), spec.commandLine().getOut());
        target.report("wrote " + points.size() + " points to " + out, spec.commandLine().getOut());
        return DltCommand.EXIT_OK;
    }
}
