package org.dltexplorer.core.io;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;

/** Writes a solver's answer in one {@link ResultFormat}. Implementations are stateless. */
public interface ResultWriter {

    /** Writes {@code schedule}, the answer for {@code scenario}; infeasible answers are written as such. */
    void write(Scenario scenario, Schedule schedule, Writer out) throws IOException;

    default String write(Scenario scenario, Schedule schedule) {
        StringWriter out = new StringWriter();
        try {
            write(scenario, schedule, out);
        } catch (IOException e) {
            throw new UncheckedIOException("writing to a string cannot fail", e);
        }
        return out.toString();
    }
}
