package org.dltexplorer.app.chart.export;

import org.dltexplorer.app.chart.map.MapData;
import org.dltexplorer.app.chart.map.MapFigureOptions;

/**
 * A heat map as PGFPlots code, for {@code dlt map --out F.tex} and the Map view's export: {@code \input} it in a
 * document that loads {@code pgfplots}; it is the asked width with its colour bar, labels and legend.
 */
public final class PgfHeatMap {

    private PgfHeatMap() {
    }

    public static String of(MapData data, MapFigureOptions options) {
        return PgfPlotsFigure.of(data, options);
    }
}
