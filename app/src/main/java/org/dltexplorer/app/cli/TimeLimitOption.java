package org.dltexplorer.app.cli;

import java.time.Duration;
import org.dltexplorer.core.solver.SolveOptions;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code --time-limit 30s}: how long each solve may search (the commands that solve share it). */
public final class TimeLimitOption {

    @Option(names = "--time-limit", paramLabel = "DURATION", converter = DurationConverter.class,
            description = {"stop an exact search after this long (30s, 2m, 500ms; per solve) and answer its best "
                + "schedule as feasible with a proven lower bound; default: no limit"})
    private Duration timeLimit;

    /** The solve options the flag sets. */
    public SolveOptions options() {
        return SolveOptions.DEFAULT.withTimeLimit(timeLimit);
    }

    static final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            try {
                return SolveOptions.parseDuration(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
