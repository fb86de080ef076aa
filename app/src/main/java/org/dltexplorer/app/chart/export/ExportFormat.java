package org.dltexplorer.app.chart.export;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** File formats a chart can be written to, chosen by the file name's extension. */
public enum ExportFormat {
    PNG("png"), SVG("svg"), PDF("pdf"), TEX("tex"), CSV("csv");

    private final String extension;

    ExportFormat(String extension) {
        this.extension = extension;
    }

    public String extension() {
        return extension;
    }

    /** The format of {@code file} by its extension (case-insensitive), or empty when it has none we write. */
    public static Optional<ExportFormat> of(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        String ext = dot < 0 ? "" : name.substring(dot + 1);
        return Arrays.stream(values()).filter(f -> f.extension.equals(ext)).findFirst();
    }
}
