package org.dltexplorer.core.io;

import java.util.Arrays;
import java.util.Optional;

/** The output formats of a solved scenario, with their names on the command line. */
public enum ResultFormat {
    /** The result object of the scenario-format spec (plus equivalentSpeed, solver, notes). */
    JSON("json"),
    /** One flat table with a {@code table} column; see {@link CsvResultWriter}. */
    CSV("csv"),
    /** A summary and a table of loads for people. */
    TEXT("text");

    private final String id;

    ResultFormat(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Optional<ResultFormat> fromId(String id) {
        return Arrays.stream(values()).filter(f -> f.id.equals(id)).findFirst();
    }

    /** The writer of this format. */
    public ResultWriter writer() {
        switch (this) {
            case JSON:
                return new JsonResultWriter();
            case CSV:
                return new CsvResultWriter();
            default:
                return new TextResultWriter();
        }
    }
}
