package org.dltexplorer.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * A run of one subcommand builds that subcommand alone, and answers, prints and fails exactly as the whole command
 * tree does (the whole tree is the oracle).
 */
class LazySubcommandsTest {

    @TempDir
    static Path dir;

    private record Run(int code, String out, String err) {
    }

    private static Run run(Supplier<CommandLine> commandLine, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = DltCommand.execute(commandLine, new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(code, out.toString(), err.toString());
    }

    static Stream<List<String>> argumentLists() throws Exception {
        Path chain = Files.writeString(dir.resolve("chain.json"), "{\"format\":\"dlt-scenario\",\"version\":1,"
                + "\"network\":{\"kind\":\"chain\",\"processors\":3},\"processor\":{\"A\":1},\"link\":{\"C\":1}}");
        Path broken = Files.writeString(dir.resolve("broken.json"), "{\"format\":\"dlt-scenario\",\"version\":1,");
        List<List<String>> lists = new ArrayList<>();
        for (String name : DltCommand.subcommandNames()) {
            lists.add(List.of(name, "--help"));
            lists.add(List.of(name));
            lists.add(List.of(name, "--no-such-option"));
            lists.add(List.of(name, "--debug", dir.resolve("missing.json").toString()));
            lists.add(List.of(name, broken.toString()));
        }
        lists.add(List.of("solve", chain.toString(), "--format", "json"));
        lists.add(List.of("solve", chain.toString(), "--format", "markdown"));
        lists.add(List.of("solve", chain.toString(), "--format", "nope"));
        lists.add(List.of("solve", chain.toString(), "sweep"));
        lists.add(List.of("convert", chain.toString(), "--to", "w-z-T"));
        lists.add(List.of("--help"));
        lists.add(List.of("--version"));
        lists.add(List.of("solv", chain.toString()));
        lists.add(List.of("--debug", "solve", chain.toString()));
        return lists.stream();
    }

    @ParameterizedTest
    @MethodSource("argumentLists")
    void theSameAnswerAsTheWholeTree(List<String> args) {
        String[] a = args.toArray(String[]::new);
        Run whole = run(DltCommand::newCommandLine, a);
        Run lazy = run(() -> DltCommand.newCommandLine(a), a);
        assertThat(lazy).isEqualTo(whole);
    }

    @Test
    void aSubcommandRunBuildsThatSubcommandAlone() {
        for (String name : DltCommand.subcommandNames()) {
            assertThat(DltCommand.newCommandLine(name, "x.json").getSubcommands().keySet()).containsExactly(name);
        }
        assertThat(DltCommand.newCommandLine("--help").getSubcommands().keySet())
                .containsExactlyElementsOf(DltCommand.subcommandNames());
    }

    @Test
    void theNamesAreTheCommandsOwn() {
        assertThat(DltCommand.newCommandLine().getSubcommands().keySet())
                .containsExactlyElementsOf(DltCommand.subcommandNames());
    }
}
