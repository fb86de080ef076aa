package org.dltexplorer.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code dlt merge SHARD.csv… --out FILE}: joins the shard files of one {@code sweep} or {@code map} run into the file
 * the unsharded run writes, byte for byte. Refuses shards of different runs (grid, scenario digest, shard count), a
 * missing or repeated shard, and a shard with too few or too many rows, before writing anything.
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = "Join the shard files of one sharded sweep or map (--shard I/K) into the unsharded CSV.")
public final class MergeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0..*", arity = "1..*", paramLabel = "SHARD", description = "the shard files, in any order")
    List<Path> shards;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "CSV file to write, or - for standard output")
    Path out;

    /** A shard file: its first line, its CSV header, how many rows follow. */
    private record ShardFile(Path file, ShardLine line, String header, long rows) {
    }

    @Override
    public Integer call() {
        List<ShardFile> files = new ArrayList<>();
        for (Path f : shards) {
            files.add(read(f));
        }
        ShardFile first = files.get(0);
        ShardFile[] byIndex = new ShardFile[first.line.shard().count()];
        for (ShardFile f : files) {
            if (!f.line.sameRun(first.line) || !f.header.equals(first.header)) {
                throw new InvalidInputException(f.file + ": not a shard of the same run as " + first.file
                        + " (grid, scenario digest, shard count or columns differ)");
            }
            int i = f.line.shard().index() - 1;
            if (byIndex[i] != null) {
                throw new InvalidInputException(f.file + ": shard " + f.line.shard() + " again (also " + byIndex[i].file + ")");
            }
            long expected = f.line.shard().size(f.line.points());
            if (f.rows != expected) {
                throw new InvalidInputException(f.file + ": shard " + f.line.shard() + " has " + f.rows + " rows, expected "
                        + expected + " (an unfinished run?)");
            }
            byIndex[i] = f;
        }
        for (int i = 0; i < byIndex.length; i++) {
            if (byIndex[i] == null) {
                throw new InvalidInputException("shard " + (i + 1) + "/" + byIndex.length + " is missing");
            }
        }
        OutputTarget target = OutputTarget.of(out);
        target.stream(w -> {
            List<BufferedReader> readers = new ArrayList<>();
            try {
                for (ShardFile f : byIndex) {
                    BufferedReader r = Files.newBufferedReader(f.file, StandardCharsets.UTF_8);
                    readers.add(r);
                    r.readLine(); // the shard line
                    r.readLine(); // the header, written once below
                }
                w.write(first.header + "\n");
                for (long i = 0; i < first.line.points(); i++) {
                    w.write(readers.get((int) (i % byIndex.length)).readLine() + "\n");
                }
            } finally {
                for (BufferedReader r : readers) {
                    r.close();
                }
            }
        }, spec.commandLine().getOut());
        target.report("merged " + byIndex.length + " shards, " + first.line.points() + " rows, into " + out, spec.commandLine().getOut());
        return DltCommand.EXIT_OK;
    }

    private static ShardFile read(Path f) {
        try (BufferedReader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
            ShardLine line = ShardLine.parse(r.readLine());
            if (line == null) {
                throw new InvalidInputException(f + ": not a shard file (its first line is not '# dlt shard I/K of …'; "
                        + "write shards with --shard I/K)");
            }
            String header = r.readLine();
            if (header == null) {
                throw new InvalidInputException(f + ": no CSV header after the shard line");
            }
            long rows = 0;
            while (r.readLine() != null) {
                rows++;
            }
            return new ShardFile(f, line, header, rows);
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(f + ": no such file", e);
        } catch (IOException e) {
            throw new InvalidInputException(f + ": cannot read: " + e.getMessage(), e);
        }
    }
}
