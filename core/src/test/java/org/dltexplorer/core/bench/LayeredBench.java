package org.dltexplorer.core.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.dltexplorer.core.analysis.ScatteringCurves;
import org.dltexplorer.core.analysis.Sweep;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.hypercube.HypercubeSolver;
import org.dltexplorer.core.solver.scatter.MeshSolver;
import org.dltexplorer.core.solver.scatter.TorusSolver;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** Layered solvers: one solve of a large network, and a figure's sweep. Times per operation. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
public class LayeredBench {

    static final ProcessorParams CPU = ProcessorParams.of(1e-6);

    final Scenario torus10 = Scenario.uniform(new Torus2d(10), 1e12, CPU, LinkParams.of(1e-7, 1e-9));
    final Scenario mesh200 = Scenario.uniform(new Mesh(4, 200, 2), 1e9, CPU, LinkParams.of(1e-6, 1e-9));
    final Scenario mesh200AllLayers = Scenario.uniform(new Mesh(4, 200, 2), 1e9, CPU, LinkParams.of(0, 1e-9));
    final Scenario mesh200Llf = mesh200.withStrategy(Strategy.DEFAULT.withLayers(LayerOrder.LLF));
    final Scenario cube62 = Scenario.uniform(new Hypercube(62), 1e9, CPU, LinkParams.of(1e-6, 1e-9));
    final Scenario cube62cs = cube62.withStrategy(Strategy.DEFAULT.withRouting(Routing.CIRCUIT_SWITCHED));
    final double[] loads = Sweep.range(1e3, 1e9, 300, true);

    @Benchmark
    public Schedule torusK10() {
        return new TorusSolver().solve(torus10);
    }

    @Benchmark
    public Schedule meshH200Nlf() {
        return new MeshSolver().solve(mesh200);
    }

    @Benchmark
    public Schedule meshH200NlfAllLayersUsed() {
        return new MeshSolver().solve(mesh200AllLayers);
    }

    @Benchmark
    public Schedule meshH200Llf() {
        return new MeshSolver().solve(mesh200Llf);
    }

    @Benchmark
    public Schedule hypercubeD62StoreAndForward() {
        return new HypercubeSolver().solve(cube62);
    }

    @Benchmark
    public Schedule hypercubeD62CircuitSwitched() {
        return new HypercubeSolver().solve(cube62cs);
    }

    /** Błażewicz et al. (1999), Fig. 6: four curves of 300 loads each (1200 solves). */
    @Benchmark
    public int fig6Sweep() {
        int n = 0;
        for (int phases = 2; phases <= 5; phases++) {
            List<ScatteringCurves.Point> c = ScatteringCurves.timeVsLoad(4, 1e-6, 4.85e-6, 3.3e-9, phases, loads);
            n += c.size();
        }
        return n;
    }
}
