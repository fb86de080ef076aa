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
    TEXT("text"),
    /** A booktabs {@code tabular} for a paper; see {@link LatexResultWriter}. */
    LATEX("latex"),
    /** A Markdown pipe table; see {@link MarkdownResultWriter}. */
    MARKDOWN("markdown");

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

    /**
     * Whether {@link #writer(String)} writes its stamp (the table formats for papers). The others have no place for
     * it, so a command need not compute one: the scenario's digest behind it costs a run about a tenth of a second
     * of class loading (SHA-256, the scenario written out) for nothing.
     */
    public boolean takesStamp() {
        return this == LATEX || this == MARKDOWN;
    }

    /** The writer of this format. */
    public ResultWriter writer() {
        return writer(null);
    }

    /**
     * The writer of this format; the table formats for papers write {@code stamp} (program, version, scenario digest)
     * as a comment first, the others have no place for it.
     */
    public ResultWriter writer(String stamp) {
        return switch (this) {
            case JSON -> new JsonResultWriter();
            case CSV -> new CsvResultWriter();
            case TEXT -> new TextResultWriter();
            case LATEX -> new LatexResultWriter(stamp);
            case MARKDOWN -> new MarkdownResultWriter(stamp);
        };
    }
}
