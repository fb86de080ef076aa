package org.dltexplorer.app.cli;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationConversion;
import org.dltexplorer.core.model.Scenario;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code dlt convert FILE --notation ACS|alpha-tau-sigma|w-z-T [--out FILE|-]}: the same scenario in another notation. */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Write a scenario in another parameter notation; solving it gives the same result.",
            "w-z-T normalises the load to 1 (times scaled by the load V, buffers divided by it)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:converted", "1:internal error",
            "2:invalid input, or the target notation cannot express the scenario (the field is named)"})
public final class ConvertCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "scenario file")
    private Path file;

    @Option(names = "--notation", required = true, paramLabel = "NOTATION", converter = NotationConverter.class,
            completionCandidates = NotationNames.class, description = "target notation: ${COMPLETION-CANDIDATES}")
    private Notation notation;

    @Option(names = "--out", paramLabel = "FILE", defaultValue = OutputTarget.STDOUT,
            description = "file to write, or - for standard output (default: -)")
    private Path out;

    @Override
    public Integer call() {
        Scenario scenario = ScenarioFiles.read(file);
        String text;
        try {
            text = new ScenarioWriter().write(NotationConversion.convert(scenario, notation));
        } catch (InvalidScenarioException e) {
            throw new InvalidInputException(file + ": cannot convert to " + notation.id() + ": " + e.getMessage(), e);
        }
        OutputTarget target = OutputTarget.of(out);
        target.write(text, spec.commandLine().getOut());
        target.report("wrote " + out + " (" + notation.id() + ")", spec.commandLine().getOut());
        return DltCommand.EXIT_OK;
    }

    /** Notation names as written in files ({@code w-z-T}). */
    static final class NotationConverter implements CommandLine.ITypeConverter<Notation> {
        @Override
        public Notation convert(String value) {
            return Notation.fromId(value).orElseThrow(() -> new CommandLine.TypeConversionException(
                    "unknown notation '" + value + "' (use " + Arrays.stream(Notation.values()).map(Notation::id)
                            .collect(Collectors.joining(", ")) + ")"));
        }
    }

    static final class NotationNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Notation.values()).map(Notation::id).iterator();
        }
    }
}
