package org.dltexplorer.app.chart.map;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dltexplorer.app.chart.export.ChartExporter;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.export.PgfHeatMap;
import org.dltexplorer.core.io.AtomicFile;

/**
 * Writes a heat map as its options say: PDF, SVG or PNG drawn by {@link HeatMapChartBuilder} (with the provenance in
 * the file's metadata, as every figure), or PGFPlots code ({@link PgfHeatMap}). The file is replaced atomically.
 */
public final class MapFigures {

    private MapFigures() {
    }

    /**
     * Writes {@code data} to {@code file} in the options' format.
     *
     * @throws IllegalArgumentException for CSV, which a map writes point by point ({@code dlt map --out F.csv})
     */
    public static void write(MapData data, Path file, MapFigureOptions options) throws IOException {
        FigureOptions f = options.figure();
        switch (f.format()) {
            case TEX -> AtomicFile.writeFile(file, tmp -> Files.writeString(tmp, PgfHeatMap.of(data, options), StandardCharsets.UTF_8));
            case PNG, SVG, PDF -> ChartExporter.write(HeatMapChartBuilder.build(data, options), null, file, f.format(), f.size(),
                    f.provenance());
            case CSV -> throw new IllegalArgumentException("a map's CSV is written point by point, not from a figure");
        }
    }

    /** Whether {@code format} is one a heat map is written in. */
    public static boolean drawn(ExportFormat format) {
        return format != ExportFormat.CSV;
    }
}
