package org.dltexplorer.core.bench;

import java.util.concurrent.TimeUnit;
import org.dltexplorer.core.analysis.KaryComparison;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.karytree.KaryTreeSolver;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Solving (loads, replayed timeline, schedule) on K-ary trees of Ko & Robertazzi’s (2003) parameters. {@code 3x4}: 85 processors
 * (MOS feasible), {@code 4x4}: 341, {@code 7x4}: 21845 (MOS infeasible on both: only its closed form runs).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class KaryTreeBench {

    @Param({"3x4", "4x4", "7x4"})
    public String shape;

    @Param({"EQUAL", "SEQUENTIAL", "MULTI_INSTALLMENT"})
    public String policy;

    private Scenario scenario;
    private final KaryTreeSolver solver = new KaryTreeSolver();

    @Setup
    public void setUp() {
        String[] lk = shape.split("x");
        scenario = KaryComparison.paperScenario(Integer.parseInt(lk[0]), Integer.parseInt(lk[1]), 1, 0.05, 1, 1, 0.2,
                KaryPolicy.valueOf(policy));
    }

    @Benchmark
    public Schedule solve() {
        return solver.solve(scenario);
    }
}
