package org.dltexplorer.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code dlt solve FILE} run without picocli answers, prints and fails exactly as picocli's command tree does (the
 * tree, given the same arguments, is the oracle), and every other argument list is left to picocli.
 */
class SolveRunTest {

    @TempDir
    static Path dir;

    private record Run(int code, String out, String err) {
    }

    private static Run viaPicocli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = DltCommand.execute(() -> DltCommand.newCommandLine(args), new PrintWriter(out, true),
                new PrintWriter(err, true), args);
        return new Run(code, out.toString(), err.toString());
    }

    private static Run asUsersRunIt(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = DltCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(code, out.toString(), err.toString());
    }

    private static Path file(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    static Stream<String> files() throws Exception {
        String head = "{\"format\":\"dlt-scenario\",\"version\":1,";
        List<Path> files = new ArrayList<>();
        files.add(file("chain.json", head + "\"network\":{\"kind\":\"chain\",\"processors\":3},"
                + "\"processor\":{\"A\":1},\"link\":{\"C\":1}}"));
        files.add(file("memory star.json", head + "\"network\":{\"kind\":\"star\",\"workers\":5},\"load\":30,"
                + "\"processor\":{\"A\":2,\"B\":8},\"link\":{\"S\":0.5,\"C\":0.3},"
                + "\"strategy\":{\"ports\":\"one\",\"order\":\"optimal\"}}"));
        files.add(file("infeasible.json", head + "\"network\":{\"kind\":\"star\",\"workers\":2},\"load\":100,"
                + "\"processor\":{\"A\":1,\"B\":1},\"link\":{\"C\":1},\"strategy\":{\"ports\":\"one\"}}"));
        files.add(file("broken.json", head));
        files.add(file("negative.json", head + "\"network\":{\"kind\":\"chain\",\"processors\":3},"
                + "\"processor\":{\"A\":1},\"link\":{\"C\":-1}}"));
        files.add(file("huge.json", head + "\"network\":{\"kind\":\"chain\",\"processors\":100000000},"
                + "\"processor\":{\"A\":1},\"link\":{\"C\":1}}"));
        files.add(file("empty.json", ""));
        files.add(dir.resolve("missing.json"));
        files.add(dir);
        return Stream.concat(files.stream().map(Path::toString), Stream.of("relative-missing.json"));
    }

    @ParameterizedTest
    @MethodSource("files")
    void solveFileAnswersAsPicocliDoes(String file) {
        assertThat(SolveRun.ofPlainArguments("solve", file)).isPresent();
        assertThat(asUsersRunIt("solve", file)).isEqualTo(viaPicocli("solve", file));
    }

    @Test
    void theRunsComparedAreNotAllAlike() throws Exception {
        // the oracle would be worthless if every file gave the same answer
        assertThat(files().map(f -> viaPicocli("solve", f)).distinct().count()).isGreaterThan(8);
        assertThat(viaPicocli("solve", dir.resolve("chain.json").toString()).out()).contains("makespan");
        assertThat(viaPicocli("solve", dir.resolve("memory star.json").toString()).out()).contains("optimal");
        assertThat(viaPicocli("solve", dir.resolve("infeasible.json").toString()).out()).contains("infeasible");
    }

    @Test
    void everyOtherArgumentListIsLeftToPicocli() {
        for (List<String> args : List.of(List.of("solve"), List.of("solve", "--help"), List.of("solve", "-h"),
                List.of("solve", "@args.txt"), List.of("solve", ""), List.of("solve", "a.json", "--format", "json"),
                List.of("solve", "a.json", "b.json"), List.of("sweep", "a.json"), List.of("--debug", "solve", "a.json"),
                List.of("solve", "-"), List.of("solve", "a\0b"))) {
            assertThat(SolveRun.ofPlainArguments(args.toArray(String[]::new))).as(args.toString()).isEmpty();
        }
    }
}
