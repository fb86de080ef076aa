package org.dltexplorer.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Issue 14 at the command line, with the exact inputs that escaped or were answered wrongly: every one ends in exit
 * 2 and one line, and an {@link Error} in exit 1 and one line (the trace only with {@code --debug}).
 */
class ExtremeInputsTest {

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private static Run run(java.util.function.Supplier<CommandLine> cl, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = DltCommand.execute(cl, new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    private Run solve(String network, String processor, String link, String extra) throws IOException {
        Path f = dir.resolve("s.json");
        Files.writeString(f, "{\"format\":\"dlt-scenario\",\"version\":1,\"network\":" + network + ",\"processor\":"
                + processor + ",\"link\":" + link + extra + "}");
        return run(DltCommand::newCommandLine, "solve", f.toString());
    }

    @Command(name = "boom")
    static final class Boom implements Callable<Integer> {
        @CommandLine.Option(names = "--debug")
        boolean debug;

        @Override
        public Integer call() {
            throw new OutOfMemoryError("Java heap space");
        }
    }

    @Test
    void anOutOfMemoryErrorIsOneLineAndExit1() {
        Run r = run(() -> DltCommand.configure(new CommandLine(new Boom())));
        assertThat(r.code()).isEqualTo(DltCommand.EXIT_INTERNAL_ERROR);
        assertThat(r.err().lines()).hasSize(1);
        assertThat(r.err()).startsWith("dlt: out of memory: this scenario needs more than the ").contains("(-Xmx)");
    }

    @Test
    void debugShowsTheTrace() {
        Run r = run(() -> DltCommand.configure(new CommandLine(new Boom())), "--debug");
        assertThat(r.code()).isEqualTo(DltCommand.EXIT_INTERNAL_ERROR);
        assertThat(r.err()).contains("java.lang.OutOfMemoryError: Java heap space").contains("\tat ");
    }

    @Test
    void debugIsAcceptedByEveryCommand() {
        Run r = run(DltCommand::newCommandLine, "solve", "--debug", dir.resolve("missing.json").toString());
        assertThat(r.code()).isEqualTo(DltCommand.EXIT_INVALID_INPUT);
        assertThat(r.err()).endsWith("missing.json: no such file" + System.lineSeparator());
    }

    @Test
    void aChainOf1e8ProcessorsIsRefusedWithSizeNeedAndLimit() throws IOException {
        Run r = solve("{\"kind\":\"chain\",\"processors\":100000000}", "{\"A\":1}", "{\"C\":1}", "");
        assertThat(r.code()).isEqualTo(DltCommand.EXIT_INVALID_INPUT);
        assertThat(r.err().lines()).hasSize(1);
        assertThat(r.err()).containsPattern("a chain of 100000000 processors needs about [0-9.]+ GB; this run has .* \\(-Xmx\\)");
    }

    @Test
    void aGraphDeclaring1e9NodesIsRefusedByItsEdges() throws IOException {
        Run r = solve("{\"kind\":\"graph\",\"nodes\":1000000000,\"edges\":[[0,1]]}", "{\"A\":1}", "{\"C\":1}", "");
        assertThat(r.code()).isEqualTo(DltCommand.EXIT_INVALID_INPUT);
        assertThat(r.err()).endsWith("network.edges: a connected graph of 1000000000 nodes needs at least 999999999 "
                + "edges, got 1" + System.lineSeparator());
    }

    @Test
    void aStarWithStartup1e19IsRefusedNotAnIndexError() throws IOException {
        Run r = solve("{\"kind\":\"star\",\"workers\":3}", "{\"A\":1,\"B\":0.4}", "{\"S\":1e19,\"C\":1}", "");
        assertThat(r.code()).isEqualTo(DltCommand.EXIT_INVALID_INPUT);
        assertThat(r.err().lines()).hasSize(1);
        assertThat(r.err()).contains("the parameter ratio S/A·V = 1e+19").contains("beyond double precision");
    }

    @Test
    void aChainProcessorWithAOf1eMinus16IsRefusedNotShownAsOptimal() throws IOException {
        Run r = solve("{\"kind\":\"chain\",\"processors\":2}", "{\"A\":1}", "{\"C\":1}",
                ",\"processors\":[{\"id\":1,\"A\":1e-16}]");
        assertThat(r.code()).isEqualTo(DltCommand.EXIT_INVALID_INPUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("A·V/A·V = 1e+16 (processor A·V = 1 against processor 1 A·V = 1e-16)");
    }

    @Test
    void aSweepOf1e8StepsIsRefusedBeforeAllocating() throws IOException {
        Path f = dir.resolve("c.json");
        Files.writeString(f, "{\"format\":\"dlt-scenario\",\"version\":1,\"network\":{\"kind\":\"chain\",\"processors\":3},"
                + "\"processor\":{\"A\":1},\"link\":{\"C\":1}}");
        Run r = run(DltCommand::newCommandLine, "sweep", f.toString(), "--param", "C", "--from", "0.1", "--to", "1",
                "--steps", "100000000", "--out", dir.resolve("o.csv").toString());
        assertThat(r.code()).isEqualTo(DltCommand.EXIT_INVALID_INPUT);
        assertThat(r.err()).contains("--steps 100000000: a sweep of 100000000 steps needs about");
    }

    @Test
    void aFigureOf100000SquaredPixelsIsRefusedBeforeAllocating() throws IOException {
        Path f = dir.resolve("c.json");
        Files.writeString(f, "{\"format\":\"dlt-scenario\",\"version\":1,\"network\":{\"kind\":\"chain\",\"processors\":3},"
                + "\"processor\":{\"A\":1},\"link\":{\"C\":1}}");
        Run r = run(DltCommand::newCommandLine, "figure", f.toString(), "--chart", "gantt", "--width", "100000",
                "--height", "100000", "--out", dir.resolve("o.png").toString());
        assertThat(r.code()).isEqualTo(DltCommand.EXIT_INVALID_INPUT);
        assertThat(r.err()).contains("a 100000 × 100000 pixel image needs about");
    }
}
