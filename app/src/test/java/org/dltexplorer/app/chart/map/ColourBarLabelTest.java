package org.dltexplorer.app.chart.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dltexplorer.app.chart.ChartFonts;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.TickFit;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The colour bar's label keeps clear of the bar's tick labels, by the air tick labels keep between each other
 * ({@link TickFit#GAP}), at the size the window draws a map (510 × 570, screen style): it once started 2 px after
 * "300", which the window's own text rendering turned into an overlap. Read from the SVG, where every text has its
 * exact place.
 */
class ColourBarLabelTest {

    @TempDir
    Path dir;

    /** Speedups from 50 to 530 over a 16 × 16 grid: bar ticks 100 … 500, three digits wide. */
    private static MapData speedups() {
        double[] v = new double[16];
        for (int i = 0; i < 16; i++) {
            v[i] = i + 1;
        }
        List<PointOutcome> points = new ArrayList<>();
        for (int iy = 0; iy < 16; iy++) {
            for (int ix = 0; ix < 16; ix++) {
                points.add(new PointOutcome(Status.OPTIMAL, 1, 50 + 2 * ix * iy + 30 * ix, 1, Double.NaN, Double.NaN, ""));
            }
        }
        return MapData.of("speedups", new MapData.Axis("V", v, false, false), new MapData.Axis("C", v, false, false), points);
    }

    @Test
    void theBarsLabelStartsPastItsTickLabelsWithTheirAir() throws Exception {
        Path svg = dir.resolve("map.svg");
        MapFigures.write(speedups(), svg, MapFigureOptions.defaults(ExportFormat.SVG).withMetric(MapMetric.SPEEDUP)
                .withFigure(new FigureOptions(ExportFormat.SVG, ExportSize.points(510, 570, 96), ChartStyle.SCREEN)));
        String text = Files.readString(svg);
        FontRenderContext frc = new FontRenderContext(null, true, true);

        // the bar's label, turned to read downwards: its baseline at the translation's x, its descent to the left of it
        Matcher label = Pattern.compile("<g transform='matrix\\(0\\.0,1\\.0,-1\\.0,-0\\.0,([0-9.]+),[0-9.]+\\)'><text [^>]*"
                + "font-size: ([0-9.]+)px;[^>]*>speedup").matcher(text);
        assertThat(label.find()).as("the bar's turned label").isTrue();
        double baseline = Double.parseDouble(label.group(1));
        Font labelFont = ChartFonts.font(ChartStyle.FontFamily.SANS, Font.PLAIN, Float.parseFloat(label.group(2)));
        double labelStart = baseline - labelFont.getLineMetrics("speedup", frc).getDescent();

        // the bar's tick labels: upright numbers right of the plot
        Matcher tick = Pattern.compile("<text x='([0-9.]+)' y='[0-9.]+' style='[^']*font-size: ([0-9.]+)px;'[^>]*>([0-9]00)</text>")
                .matcher(text);
        int ticks = 0;
        while (tick.find()) {
            double x = Double.parseDouble(tick.group(1));
            if (x < 400) {
                continue; // an axis's tick, not the bar's
            }
            float size = Float.parseFloat(tick.group(2));
            double end = x + ChartFonts.font(ChartStyle.FontFamily.SANS, Font.PLAIN, size).getStringBounds(tick.group(3), frc).getWidth();
            assertThat(labelStart - end).as("air between '%s' and the bar's label", tick.group(3))
                    .isGreaterThanOrEqualTo(TickFit.GAP * size);
            ticks++;
        }
        assertThat(ticks).as("bar tick labels found").isGreaterThanOrEqualTo(3);
    }
}
