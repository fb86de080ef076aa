package org.dltexplorer.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.analysis.Sweep;
import org.dltexplorer.core.analysis.SweepPoint;
import org.dltexplorer.core.io.ShortestDecimal;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.MemoryBudget;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.Solvers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code dlt sweep FILE --param NAME --from X --to Y --steps N [--log] --out F.csv}. */
@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = "Vary one parameter of a scenario and write status, makespan, speedup, processors used, bound and gap per point as CSV.")
public final class SweepCommand implements Callable<Integer> {

    /** The columns after the parameter's own ({@code docs/scenario-format.md}, Parameter space). */
    static final List<String> COLUMNS = List.of("status", "makespan", "speedup", "processorsUsed", "bound", "gap", "reason");

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

    private final Solvers solvers;

    public SweepCommand() {
        this(ScenarioLoader.FILES, Solvers.standard());
    }

    SweepCommand(ScenarioLoader loader, Solvers solvers) {
        this.loader = loader;
        this.solvers = solvers;
    }

    /** The shortest decimal that reads back the same ({@code 0.1}, not {@code 0.1000000000000001}); empty for none. */
    private static String number(double v) {
        return Double.isNaN(v) ? "" : ShortestDecimal.of(v);
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
        List<SweepPoint> points = new Sweep(solvers.withOptions(timeLimit.options())).run(scenario, parameter, Sweep.range(from, to, steps, log));
        List<List<String>> rows = new ArrayList<>();
        for (SweepPoint p : points) {
            PointOutcome o = p.outcome();
            rows.add(List.of(number(p.value()), o.status().id(), number(o.makespan()), number(o.speedup()),
                    Long.toString(o.processorsUsed()), number(o.bound()), number(o.gap()), o.reason()));
        }
        List<String> header = new ArrayList<>();
        header.add(parameter.name());
        header.addAll(COLUMNS);
        OutputTarget target = OutputTarget.of(out);
        target.write(new DataTable(header, rows).toCsv(), spec.commandLine().getOut());
        target.report("wrote " + points.size() + " points to " + out, spec.commandLine().getOut());
        return DltCommand.EXIT_OK;
    }
}
