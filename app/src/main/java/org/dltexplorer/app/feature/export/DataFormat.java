package org.dltexplorer.app.feature.export;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

import org.dltexplorer.core.io.ResultFormat;

/**
 * The file formats of File › Export data, chosen by the file name's extension. CSV serves every view; the result
 * views (summary, per-processor) also write the tables for a paper that {@code dlt solve --format latex|markdown}
 * prints, so the window and a script give the same file.
 */
public enum DataFormat {
    CSV("csv", "CSV (spreadsheets)", null),
    LATEX("tex", "LaTeX table (booktabs)", ResultFormat.LATEX),
    MARKDOWN("md", "Markdown table", ResultFormat.MARKDOWN);

    private final String extension;
    private final String description;
    private final ResultFormat table;

    DataFormat(String extension, String description, ResultFormat table) {
        this.extension = extension;
        this.description = description;
        this.table = table;
    }

    public String extension() {
        return extension;
    }

    /** What the file chooser's filter says. */
    public String description() {
        return description;
    }

    /** The result writer of a table format; empty for CSV, whose rows are the view's own numbers. */
    public Optional<ResultFormat> resultTable() {
        return Optional.ofNullable(table);
    }

    /** The format of {@code file} by its extension (case-insensitive), or empty when it has none of these. */
    public static Optional<DataFormat> of(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        String ext = dot < 0 ? "" : name.substring(dot + 1);
        return Arrays.stream(values()).filter(f -> f.extension.equals(ext)).findFirst();
    }
}
