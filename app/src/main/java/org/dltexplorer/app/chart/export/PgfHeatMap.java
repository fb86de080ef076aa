package org.dltexplorer.app.chart.export;

import org.dltexplorer.app.chart.map.MapData;
import org.dltexplorer.app.chart.map.MapFigureOptions;

/** A heat map as PGFPlots code. */
public final class PgfHeatMap {

    private PgfHeatMap() {
    }

    public static String of(MapData data, MapFigureOptions options) {
        throw new IllegalArgumentException("heat maps in PGFPlots are not written yet");
    }
}
