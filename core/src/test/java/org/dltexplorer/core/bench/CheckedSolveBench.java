package org.dltexplorer.core.bench;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.Solvers;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What a user waits for: the checked solve ({@link Solvers#solve}: memory and precision checks, solve, validation)
 * of the sizes the long fuzz run found slow. {@code kary-sos}: the K-ary tree of 265 720 nodes of seed 1, case
 * 10481 (over 20 s before the validator kept its groups in arrays); {@code kary-mos}: 349 525 nodes under
 * multi-installment (6.4·10^6 intervals); {@code star-memory-2000}: a star with buffers at the largest size it
 * solves (LP1 for the given order); {@code star-memory-1e6}: the refusal of 10^6 such workers (seed 1, case 7246).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class CheckedSolveBench {

    private static final Map<String, String> FILES = Map.of(
            "kary-sos", "{\"format\":\"dlt-scenario\",\"version\":1,\"network\":{\"kind\":\"kary-tree\",\"arity\":3,"
                    + "\"levels\":11},\"processor\":{\"A\":1.0E15},\"link\":{\"C\":1.0255988279514394,"
                    + "\"R\":7.459193707751626E-107}}",
            "kary-mos", "{\"format\":\"dlt-scenario\",\"version\":1,\"network\":{\"kind\":\"kary-tree\",\"arity\":4,"
                    + "\"levels\":9},\"load\":1.3293198364043174E184,\"processor\":{\"A\":974289.2174966822},"
                    + "\"link\":{\"C\":0.12712804736546335},\"strategy\":{\"schedule\":\"multi-installment\"}}",
            "star-memory-2000", "{\"format\":\"dlt-scenario\",\"version\":1,\"network\":{\"kind\":\"star\","
                    + "\"workers\":2000},\"load\":1,\"processor\":{\"A\":0.5,\"B\":0.01},\"link\":{\"C\":0.0001,"
                    + "\"S\":0.00001}}",
            "star-memory-1e6", "{\"format\":\"dlt-scenario\",\"version\":1,\"network\":{\"kind\":\"star\","
                    + "\"workers\":1000000},\"load\":0.4815783161486655,\"processor\":{\"A\":0.017053232294794402,"
                    + "\"B\":25.734347834625527},\"link\":{\"C\":0.1166273213450983}}");

    @Param({"kary-sos", "kary-mos", "star-memory-2000", "star-memory-1e6"})
    public String file;

    private Scenario scenario;
    private final Solvers solvers = Solvers.standard();

    @Setup
    public void setUp() {
        scenario = new ScenarioReader().read(FILES.get(file));
    }

    @Benchmark
    public Object checkedSolve() {
        try {
            Schedule s = solvers.solve(scenario);
            return s;
        } catch (ScenarioRefusedException refused) {
            return refused.getMessage();
        }
    }
}
