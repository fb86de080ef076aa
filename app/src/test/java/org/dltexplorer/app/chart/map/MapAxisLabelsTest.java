package org.dltexplorer.app.chart.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.export.PgfHeatMap;
import org.dltexplorer.app.chart.export.SvgTexts;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.schedule.Status;
import org.jfree.chart.JFreeChart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A map's axes say what they vary and in which unit, as every other axis of the program does ("load V [load units]"):
 * once they read the bare names "S" and "V". In the drawn chart, in the SVG a reader sees (the symbol in italics is a
 * text of its own there), and in the PGFPlots file; the notes for a caption keep the names the command line takes.
 */
class MapAxisLabelsTest {

    private static final double CM = 72 / 2.54;

    @TempDir
    Path dir;

    /** Speedups over startup S (log) and a processor's own compute time A[3] (linear), one point not solved. */
    private static MapData data() {
        double[] s = {1e-3, 1e-2, 1e-1, 1};
        double[] a = {0.5, 1, 1.5, 2};
        List<PointOutcome> points = new ArrayList<>();
        for (int iy = 0; iy < a.length; iy++) {
            for (int ix = 0; ix < s.length; ix++) {
                points.add(ix == 0 && iy == 0 ? new PointOutcome(Status.INFEASIBLE, Double.NaN, Double.NaN, 0, Double.NaN, Double.NaN, "the buffers hold less than the load")
                        : new PointOutcome(Status.OPTIMAL, 1, 2 + ix + iy, 1, Double.NaN, Double.NaN, ""));
            }
        }
        return MapData.of("star", new MapData.Axis("S", s, true, false), new MapData.Axis("A[3]", a, false, false), points);
    }

    private static MapFigureOptions options(ExportFormat format) {
        return MapFigureOptions.defaults(format).withMetric(MapMetric.SPEEDUP).withFigure(new FigureOptions(format,
                ExportSize.points(17.5 * CM, 9 * CM, 300), ChartStyle.PUBLICATION, FigureTitle.DEFAULT));
    }

    @Test
    void axesNameTheQuantityAndItsUnit() throws Exception {
        JFreeChart chart = HeatMapChartBuilder.build(data(), options(ExportFormat.SVG));
        assertThat(chart.getXYPlot().getDomainAxis().getLabel()).isEqualTo("startup S [time units]");
        assertThat(chart.getXYPlot().getRangeAxis().getLabel()).isEqualTo("compute time A[3] [time/load unit]");

        Path svg = dir.resolve("map.svg");
        MapFigures.write(data(), svg, options(ExportFormat.SVG));
        String texts = String.join(" ", SvgTexts.of(svg).stream().map(SvgTexts.Text::text).toList());
        assertThat(texts).contains("startup", "[time units]", "compute time", "[time/load unit]");

        assertThat(PgfHeatMap.of(data(), options(ExportFormat.TEX))).contains("startup", "[time units]", "compute time",
                "[time/load unit]");
    }

    @Test
    void aColumnWideMapKeepsTheColourBarsFullLabel() throws Exception {
        // a short y axis takes its short label on one line; the colour bar, whose axis is laid out in its narrow strip,
        // keeps its long label at a column's width (untitled: the strip is as tall as the cells, which a two-line
        // title leaves too short for the long label, and the bar then takes its short one)
        Path svg = dir.resolve("column.svg");
        MapFigures.write(data(), svg, options(ExportFormat.SVG).withFigure(new FigureOptions(ExportFormat.SVG,
                ExportSize.points(8.5 * CM, 6 * CM, 300), ChartStyle.PUBLICATION, FigureTitle.NONE)));
        String texts = String.join(" ", SvgTexts.of(svg).stream().map(SvgTexts.Text::text).toList());
        assertThat(texts).contains("originator alone", "[time units]");
    }

    @Test
    void captionNotesKeepTheParametersNames() {
        assertThat(data().notes(MapMetric.SPEEDUP)).anyMatch(n -> n.contains("first at S = ") && n.contains("A[3] = "));
    }
}
