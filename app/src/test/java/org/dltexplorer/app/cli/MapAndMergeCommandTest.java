package org.dltexplorer.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code dlt map} and {@code dlt merge}: the long CSV as specified, shards that merge into the unsharded file byte for byte. */
class MapAndMergeCommandTest {

    @TempDir
    Path dir;

    /** A chain with its originator inside, so that resizing it moves the originator. */
    private final Scenario chain = Scenario.uniform(new Chain(7, 3), 2.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.2));
    private final ScenarioLoader inCode = f -> chain;
    private final StringWriter err = new StringWriter();
    private final StringWriter out = new StringWriter();

    private int run(Callable<Integer> command, String... args) {
        CommandLine cl = DltCommand.configure(new CommandLine(command));
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(out));
        return cl.execute(args);
    }

    private int map(String... args) {
        return run(new MapCommand(inCode, Solvers.standard()), args);
    }

    private int sweep(String... args) {
        return run(new SweepCommand(inCode, Solvers.standard()), args);
    }

    private int merge(String... args) {
        return run(new MergeCommand(), args);
    }

    private static final String[] GRID = {"c.json", "--x", "processors", "--x-from", "2", "--x-to", "10", "--x-steps", "5",
        "--y", "C", "--y-from", "0.05", "--y-to", "0.8", "--y-steps", "4", "--y-log"};

    private String[] grid(String... more) {
        List<String> a = new ArrayList<>(List.of(GRID));
        a.addAll(List.of(more));
        return a.toArray(String[]::new);
    }

    @Test
    void aMapWritesOneRowAPointXFastestWithTheSpecifiedHeader() throws Exception {
        Path csv = dir.resolve("m.csv");

        assertThat(map(grid("--out", csv.toString()))).as(err.toString()).isZero();

        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).isEqualTo("ix,iy,processors,C,status,makespan,speedup,efficiency,processorsUsed,bound,gap,reason");
        assertThat(lines).hasSize(1 + 5 * 4);
        assertThat(lines.get(1)).startsWith("0,0,2,0.05,");
        assertThat(lines.get(2)).startsWith("1,0,4,");
        assertThat(lines.get(6)).startsWith("0,1,2,");
        assertThat(lines.get(20)).startsWith("4,3,10,0.8,");
        // the chain of 7 with its originator at 3 (half-way) resized to 10: originator 4 = floor(3·9/6), and the row says so
        assertThat(lines.get(5)).contains("originator at processor 4 of 0..9 (3 of 0..6 in the scenario)");
    }

    @Test
    void aMapPointAtTheScenariosOwnValuesIsWhatSolveGives() throws Exception {
        Path csv = dir.resolve("own.csv");

        assertThat(map("c.json", "--x", "processors", "--x-from", "5", "--x-to", "7", "--x-steps", "3", "--y", "C", "--y-from",
                "0.2", "--y-to", "0.4", "--y-steps", "2", "--out", csv.toString())).as(err.toString()).isZero();

        Schedule direct = Solvers.standard().solve(chain);
        String[] own = Files.readAllLines(csv).get(3).split(",", -1); // x = 7 (index 2), y = 0.2 (index 0)
        assertThat(own[2]).isEqualTo("7");
        assertThat(own[3]).isEqualTo("0.2");
        assertThat(own[4]).isEqualTo(direct.status().id());
        assertThat(Double.parseDouble(own[5])).isEqualTo(direct.makespan());
        assertThat(Double.parseDouble(own[6])).isEqualTo(direct.metrics().speedup());
        assertThat(Double.parseDouble(own[7])).isEqualTo(direct.metrics().speedup() / direct.metrics().processorsUsed());
        assertThat(Long.parseLong(own[8])).isEqualTo(direct.metrics().processorsUsed());
        assertThat(own[11]).isEmpty();
    }

    @Test
    void mergedMapShardsEqualTheUnshardedFileByteForByte() throws Exception {
        Path whole = dir.resolve("whole.csv");
        assertThat(map(grid("--out", whole.toString()))).isZero();
        List<String> shardFiles = new ArrayList<>();
        for (int i = 3; i >= 1; i--) { // written and given in reverse: merge orders them
            Path s = dir.resolve("s" + i + ".csv");
            assertThat(map(grid("--shard", i + "/3", "--out", s.toString()))).as(err.toString()).isZero();
            shardFiles.add(s.toString());
        }
        assertThat(Files.readAllLines(Path.of(shardFiles.get(0))).get(0)).startsWith("# dlt shard 3/3 of 20 points; grid: map --x processors");
        Path merged = dir.resolve("merged.csv");
        shardFiles.add("--out");
        shardFiles.add(merged.toString());

        assertThat(merge(shardFiles.toArray(String[]::new))).as(err.toString()).isZero();

        assertThat(Files.readAllBytes(merged)).isEqualTo(Files.readAllBytes(whole));
    }

    @Test
    void mergedSweepShardsEqualTheUnshardedSweep() throws Exception {
        String[] s = {"c.json", "--param", "processors", "--from", "1", "--to", "12", "--steps", "12"};
        Path whole = dir.resolve("sweep.csv");
        assertThat(sweep(concat(s, "--out", whole.toString()))).isZero();
        assertThat(sweep(concat(s, "--shard", "1/2", "--out", dir.resolve("a.csv").toString()))).isZero();
        assertThat(sweep(concat(s, "--shard", "2/2", "--out", dir.resolve("b.csv").toString()))).isZero();
        Path merged = dir.resolve("m.csv");

        assertThat(merge(dir.resolve("a.csv").toString(), dir.resolve("b.csv").toString(), "--out", merged.toString()))
                .as(err.toString()).isZero();

        assertThat(Files.readString(merged)).isEqualTo(Files.readString(whole));
        assertThat(Files.readAllLines(whole)).hasSize(13);
    }

    @Test
    void mergeRefusesShardsThatDoNotBelongTogetherOrAreIncomplete() throws Exception {
        Path a = dir.resolve("a.csv");
        Path b = dir.resolve("b.csv");
        Path other = dir.resolve("other.csv");
        assertThat(map(grid("--shard", "1/2", "--out", a.toString()))).isZero();
        assertThat(map(grid("--shard", "2/2", "--out", b.toString()))).isZero();
        String[] otherGrid = grid("--shard", "2/2", "--out", other.toString());
        otherGrid[4] = "11"; // --x-to
        assertThat(map(otherGrid)).isZero();
        String out = dir.resolve("m.csv").toString();

        assertThat(merge(a.toString(), "--out", out)).isEqualTo(2);
        assertThat(err.toString()).contains("shard 2/2 is missing");
        assertThat(merge(a.toString(), other.toString(), "--out", out)).isEqualTo(2);
        assertThat(err.toString()).contains("other.csv: not a shard of the same run");
        assertThat(merge(a.toString(), a.toString(), "--out", out)).isEqualTo(2);
        assertThat(err.toString()).contains("shard 1/2 again");
        List<String> cut = Files.readAllLines(b);
        Files.write(b, cut.subList(0, cut.size() - 1));
        assertThat(merge(a.toString(), b.toString(), "--out", out)).isEqualTo(2);
        assertThat(err.toString()).contains("has 9 rows, expected 10");
        Path plain = dir.resolve("plain.csv");
        assertThat(map(grid("--out", plain.toString()))).isZero();
        assertThat(merge(plain.toString(), "--out", out)).isEqualTo(2);
        assertThat(err.toString()).contains("plain.csv: not a shard file");
        assertThat(Path.of(out)).doesNotExist();
        assertThat(err.toString()).doesNotContain("at org.");
    }

    @Test
    void badMapOptionsAreOneLineWithExitCode2() {
        String csv = dir.resolve("x.csv").toString();

        String[] badX = grid("--out", csv);
        badX[2] = "A[99]";
        assertThat(map(badX)).isEqualTo(2);
        assertThat(err.toString()).contains("--x A[99]: no processor 99 in this chain of 7 processors");
        String[] same = grid("--out", csv);
        same[10] = "processors";
        assertThat(map(same)).isEqualTo(2);
        assertThat(err.toString()).contains("the same parameter as --x");
        assertThat(map(grid("--out", dir.resolve("m.docx").toString()))).isEqualTo(2);
        assertThat(err.toString()).contains("--out " + dir.resolve("m.docx") + ": must end in .csv, .pdf, .svg, .png or .tex");
        assertThat(map(grid("--metric", "cost", "--out", csv))).isEqualTo(2);
        assertThat(err.toString()).contains("--metric: unknown metric 'cost' (makespan, speedup, efficiency, processors or gap)");
        assertThat(map(grid("--shard", "1/2", "--out", dir.resolve("m.pdf").toString()))).isEqualTo(2);
        assertThat(err.toString()).contains("--shard 1/2: a heat map needs every point");
        assertThat(dir.resolve("m.pdf")).doesNotExist();
        assertThat(map(grid("--shard", "4/3", "--out", csv))).isEqualTo(2);
        assertThat(err.toString()).contains("--shard");
        assertThat(err.toString()).doesNotContain("at org.");
    }

    private static String[] concat(String[] a, String... b) {
        List<String> all = new ArrayList<>(List.of(a));
        all.addAll(List.of(b));
        return all.toArray(String[]::new);
    }
}
