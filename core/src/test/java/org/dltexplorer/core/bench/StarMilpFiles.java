package org.dltexplorer.core.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.memory.PositionAssignmentMilp;

/**
 * Writes each seeded star of {@link StarSearchVsMilp}'s families twice, as a user and a MILP solver get it: the
 * scenario file ({@code NAME.json}, for {@code dlt solve}) and the position-assignment MILP of the same model
 * ({@code NAME.lp}, CPLEX LP format, for {@code cbc} or HiGHS). {@code index.tsv} lists name and {@code τ}, the time
 * unit that turns the MILP's objective into the makespan. {@code bench/star-search-vs-milp-cli} times both commands.
 *
 * <p>Arguments: {@code DIR [--sizes 14,15,16] [--seeds 1,2,3,4,5] [--models memory-tight]}.
 */
public final class StarMilpFiles {

    private StarMilpFiles() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        BenchOptions o = new BenchOptions(java.util.Arrays.copyOfRange(args, 1, args.length),
                Set.of("--sizes", "--seeds", "--models"));
        List<Integer> sizes = o.list("--sizes", List.of(14, 15, 16), Integer::valueOf);
        List<Long> seeds = o.list("--seeds", List.of(1L, 2L, 3L, 4L, 5L), Long::valueOf);
        List<String> models = o.list("--models", List.of("memory-tight"), x -> x);
        Files.createDirectories(dir);
        StringBuilder index = new StringBuilder();
        for (String model : models) {
            for (int m : sizes) {
                for (long seed : seeds) {
                    String name = String.format(Locale.ROOT, "%s-m%d-s%d", model, m, seed);
                    Scenario sc = StarSearchVsMilp.instance(model, seed, m);
                    new ScenarioWriter().write(sc, dir.resolve(name + ".json"));
                    PositionAssignmentMilp.LpFile lp = PositionAssignmentMilp.lpFile(sc);
                    Files.writeString(dir.resolve(name + ".lp"), lp.text(), StandardCharsets.US_ASCII);
                    index.append(String.format(Locale.ROOT, "%s\t%.17g%n", name, lp.tau()));
                }
            }
        }
        Files.writeString(dir.resolve("index.tsv"), index.toString(), StandardCharsets.US_ASCII);
    }
}
