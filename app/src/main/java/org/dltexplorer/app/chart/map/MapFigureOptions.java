package org.dltexplorer.app.chart.map;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.FigureOptions;

/**
 * How a heat map is drawn and written, shared by {@code dlt map} and the Map view: the options of every figure
 * (format, size, style, title, provenance) and what a map adds, the metric shown and whether iso-lines are drawn.
 *
 * @param figure format, size, style, title and provenance, as for every figure
 * @param metric what the colours show
 * @param isoLines whether iso-lines are drawn at the colour bar's labelled values
 */
public record MapFigureOptions(FigureOptions figure, MapMetric metric, boolean isoLines) {

    public MapFigureOptions {
        if (figure == null || metric == null) {
            throw new IllegalArgumentException("figure options and metric are required");
        }
    }

    /** The defaults of both front ends in {@code format}: makespan with iso-lines, in {@link FigureOptions#defaults}. */
    public static MapFigureOptions defaults(ExportFormat format) {
        return new MapFigureOptions(FigureOptions.defaults(format), MapMetric.MAKESPAN, true);
    }

    public MapFigureOptions withFigure(FigureOptions f) {
        return new MapFigureOptions(f, metric, isoLines);
    }

    public MapFigureOptions withMetric(MapMetric m) {
        return new MapFigureOptions(figure, m, isoLines);
    }

    public MapFigureOptions withIsoLines(boolean on) {
        return new MapFigureOptions(figure, metric, on);
    }

    public ChartStyle style() {
        return figure.style();
    }

    public FigureTitle title() {
        return figure.title();
    }
}
