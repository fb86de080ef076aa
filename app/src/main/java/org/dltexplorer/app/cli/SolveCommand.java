package org.dltexplorer.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.concurrent.Callable;
import org.dltexplorer.core.io.ResultFormat;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code dlt solve FILE [--format json|csv|text|latex|markdown] [--time-limit 30s]}: solve one scenario file and print the result. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve a scenario file and print the result.",
            "An infeasible instance is a valid answer: it is printed with its reason and the exit code is 0."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:solved (optimal, feasible or infeasible)", "1:internal error",
            "2:invalid input (missing or invalid file, no solver for the network and strategy), or refused "
                + "(more memory than -Xmx gives, parameters beyond double precision)"})
public final class SolveCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "scenario file (JSON, format dlt-scenario)")
    private Path file;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = FormatConverter.class,
            completionCandidates = FormatNames.class,
            description = "output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
    private ResultFormat format;

    @Mixin
    private TimeLimitOption timeLimit;

    @Override
    public Integer call() throws IOException {
        new SolveRun(file, format, timeLimit.options()).printTo(spec.commandLine().getOut());
        return DltCommand.EXIT_OK;
    }

    /** Format names as users type them ({@code json}), not as enum constants. */
    static final class FormatConverter implements CommandLine.ITypeConverter<ResultFormat> {
        @Override
        public ResultFormat convert(String value) {
            return ResultFormat.fromId(value).orElseThrow(() -> new CommandLine.TypeConversionException(
                    "unknown format '" + value + "' (use json, csv, text, latex or markdown)"));
        }
    }

    static final class FormatNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(ResultFormat.values()).map(ResultFormat::id).iterator();
        }
    }
}
