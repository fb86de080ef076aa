package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.export.SvgTexts;
import org.dltexplorer.app.chart.map.HeatMapChartBuilder;
import org.dltexplorer.app.chart.map.MapData;
import org.dltexplorer.app.chart.map.MapFigureOptions;
import org.dltexplorer.app.chart.map.MapFigures;
import org.dltexplorer.app.chart.map.MapMetric;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A title at a thumbnail's size (4 × 3 cm) fits or says so: JFreeChart's line limit ended a title it cut in "...",
 * which an editor sends back. A title that fits its two lines at a smaller size is drawn whole at that size (not below
 * the charts' note size, 7.5 pt in print); one that does not fit even then ends at a whole word and "…", and
 * {@link Figures#titleCut} says so for the caller's warning. Read from the SVG's texts above the cells.
 */
class TitleFitTest {

    private static final double CM = 72 / 2.54;
    private static final ExportSize THUMBNAIL = ExportSize.points(4 * CM, 3 * CM, 300);

    @TempDir
    Path dir;

    @Test
    void aTitleThatFitsSmallerIsDrawnWholeAndSmaller() throws Exception {
        String title = "2D torus speedup over load and startup";
        List<SvgTexts.Text> lines = titleLines(title);
        assertThat(String.join(" ", lines.stream().map(t -> t.text().strip()).toList())).isEqualTo(title);
        float size = laidOut(title).getTitle().getFont().getSize2D();
        assertThat(size).isLessThan(9f).isGreaterThanOrEqualTo(7.5f);
        // the SVG writes the size as laid out, not rounded to a whole number (JFreeSVG's own: 7.5 pt as 8)
        assertThat(lines).allSatisfy(t -> assertThat(t.size()).isEqualTo(size));
        assertThat(lines).hasSize(2);
        assertThat(Figures.titleCut(chart(title), THUMBNAIL.widthPt(), THUMBNAIL.heightPt())).isNull();
    }

    @Test
    void aTitleTooLongEvenThenEndsAtAWordAndTheCallerIsTold() throws Exception {
        String title = "2D torus, k = 2 (Błażewicz et al. 1999): speedup over load and startup, scattering from the centre";
        List<SvgTexts.Text> lines = titleLines(title);
        String drawn = String.join(" ", lines.stream().map(t -> t.text().strip()).toList());
        assertThat(drawn).doesNotContain("...").endsWith("…");
        String kept = drawn.substring(0, drawn.length() - 1).strip();
        assertThat(title).startsWith(kept);
        assertThat(title.charAt(kept.length())).as("cut at a word's end").isEqualTo(' ');
        assertThat(laidOut(title).getTitle().getFont().getSize2D()).isEqualTo(7.5f);
        assertThat(lines).allSatisfy(t -> assertThat(t.size()).as("in the SVG").isEqualTo(7.5f));
        assertThat(lines).allSatisfy(t -> assertThat(t.box().getMinX()).isGreaterThanOrEqualTo(0));
        assertThat(lines).allSatisfy(t -> assertThat(t.box().getMaxX()).isLessThanOrEqualTo(THUMBNAIL.widthPt()));
        assertThat(Figures.titleCut(chart(title), THUMBNAIL.widthPt(), THUMBNAIL.heightPt()))
                .contains("7.5 pt", "its first " + kept.length() + " of " + title.length() + " characters");
    }

    private static MapFigureOptions options(ExportFormat format) {
        return MapFigureOptions.defaults(format).withMetric(MapMetric.SPEEDUP)
                .withFigure(new FigureOptions(format, THUMBNAIL, ChartStyle.PUBLICATION, FigureTitle.DEFAULT));
    }

    private static MapData data(String title) {
        return CornerTickLabelsTest.map(title, "V", 1, 1e6, "S", 1e-3, 1);
    }

    private static JFreeChart chart(String title) {
        return HeatMapChartBuilder.build(data(title), options(ExportFormat.SVG));
    }

    /** The chart of a map titled {@code title}, laid out at the thumbnail's size. */
    private static JFreeChart laidOut(String title) {
        JFreeChart chart = chart(title);
        Graphics2D g = new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB).createGraphics();
        chart.draw(g, new Rectangle2D.Double(0, 0, THUMBNAIL.widthPt(), THUMBNAIL.heightPt()));
        g.dispose();
        return chart;
    }

    /** The texts drawn above the cells, top to bottom: the title's lines. */
    private List<SvgTexts.Text> titleLines(String title) throws Exception {
        Path svg = dir.resolve("thumb.svg");
        MapFigures.write(data(title), svg, options(ExportFormat.SVG));
        Graphics2D g = new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB).createGraphics();
        ChartRenderingInfo info = new ChartRenderingInfo();
        chart(title).draw(g, new Rectangle2D.Double(0, 0, THUMBNAIL.widthPt(), THUMBNAIL.heightPt()), info);
        g.dispose();
        Rectangle2D cells = info.getPlotInfo().getDataArea();
        return SvgTexts.of(svg).stream().filter(t -> t.box().getMaxY() < cells.getMinY())
                .sorted(java.util.Comparator.comparingDouble(t -> t.box().getMinY())).toList();
    }
}
