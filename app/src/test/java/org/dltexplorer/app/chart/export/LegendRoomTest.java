package org.dltexplorer.app.chart.export;

import org.dltexplorer.app.chart.ExportedLayout;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.CurveOptions;
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.app.chart.Figures;
import org.jfree.chart.JFreeChart;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.core.io.ScenarioReader;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A curve chart with a legend exported at a journal's thumbnail (4 × 3 cm) was all title, legend and axis labels: a
 * time-vs-load chart of a chain at four sizes had a data area 0 points high. Such a figure is refused with one line
 * naming the size and the height it needs ({@link LegendRoom}); at that height it is drawn, its data area keeping the
 * share, measured through the chart's own layout.
 */
class LegendRoomTest {

    private static final double CM = 72 / 2.54;

    @TempDir
    Path dir;

    private static FigureData fourSizes() {
        Scenario chain = Scenario.uniform(new Chain(8, 0), 100.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.1));
        return Figures.standard().data(ChartKind.TIME_VS_LOAD, chain, null,
                new CurveOptions(List.of(1, 2, 5, 10), List.of(), new CurveOptions.Grid(1, 1e6, 31, true), null),
                SolveMonitor.NONE);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"pdf", "svg", "png"})
    void aThumbnailWithoutRoomForItsPlotIsRefusedNamingTheSizeAndOneTallEnoughIsDrawn(String ext) throws Exception {
        FigureData data = fourSizes();
        ExportFormat format = ExportFormat.valueOf(ext.toUpperCase());
        ExportSize thumbnail = ExportSize.points(4 * CM, 3 * CM, 300);
        Path file = dir.resolve("thumb." + ext);
        FigureOptions options = new FigureOptions(format, thumbnail, ChartStyle.PUBLICATION, FigureTitle.DEFAULT);

        assertThatThrownBy(() -> ChartExporter.export(data, file, options)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("size: 4 × 3 cm: the legend's 4 entries leave the plot")
                .hasMessageContaining("at 4.0 cm wide it needs ");
        assertThat(file).doesNotExist();

        String message = LegendRoom.problem(Figures.chart(data, ChartStyle.PUBLICATION, FigureTitle.DEFAULT), thumbnail);
        double needed = Double.parseDouble(message.replaceAll(".*it needs ([0-9.]+) cm of height.*", "$1")) * CM;
        ExportSize tall = ExportSize.points(4 * CM, needed, 300);
        ChartExporter.export(data, file, new FigureOptions(format, tall, ChartStyle.PUBLICATION, FigureTitle.DEFAULT));
        assertThat(Files.size(file)).isPositive();
        assertThat(ExportedLayout.dataArea(Figures.chart(data, ChartStyle.PUBLICATION, FigureTitle.DEFAULT), tall).getHeight())
                .isGreaterThanOrEqualTo(LegendRoom.SHARE * needed - 1);
    }


    /**
     * A taller figure of the same width is never refused where a shorter one is drawn. The gallery's chain
     * (Błażewicz &amp; Drozdowski 1997, Example 1), its time-vs-load chart at 4 cm wide, was drawn at 4.4 and at 5.4 cm and
     * refused at 4.5 and at 5.6 cm: the title counted its share of the height in whole lines of its size, so 1 mm more
     * of figure gave it a line (3.8 mm) more and the plot less. Tried in steps of 1 mm from 3 to 9 cm, on the chain, the
     * torus of Błażewicz et al. (1999), Fig. 7, and the sequential star of Błażewicz &amp; Drozdowski (1997), in both looks.
     */
    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource({
            "blazewicz-drozdowski-1997-example1-chain.json, PUBLICATION",
            "blazewicz-drozdowski-1997-example1-chain.json, SCREEN",
            "blazewicz-et-al-1999-torus-fig7.json, PUBLICATION",
            "blazewicz-et-al-1999-torus-fig7.json, SCREEN",
            "blazewicz-drozdowski-1997-star-sequential.json, PUBLICATION",
            "blazewicz-drozdowski-1997-star-sequential.json, SCREEN"})
    void aTallerFigureOfTheSameWidthIsNeverRefusedWhereAShorterOneIsDrawn(String entry, String look) {
        Gallery gallery = Gallery.bundled();
        Scenario scenario = new ScenarioReader().read(gallery.text(gallery.entry(entry).orElseThrow()));
        FigureData data = Figures.standard().data(ChartKind.TIME_VS_LOAD, scenario, null, CurveOptions.DEFAULT,
                SolveMonitor.NONE);
        ChartStyle style = look.equals("SCREEN") ? ChartStyle.SCREEN : ChartStyle.PUBLICATION;
        String drawnAt = null;
        for (int mm = 30; mm <= 90; mm++) {
            ExportSize size = ExportSize.points(4 * CM, mm / 10.0 * CM, 300);
            JFreeChart chart = Figures.chart(data, style, FigureTitle.DEFAULT);
            String problem = LegendRoom.problem(chart, size);
            if (drawnAt != null) {
                assertThat(problem).as("at %s, drawn at %s", size.inCentimetres(), drawnAt).isNull();
            } else if (problem == null) {
                drawnAt = size.inCentimetres();
            }
            if (problem == null) {
                // drawn as measured: the plot keeps its share in the layout the export draws
                assertThat(ExportedLayout.dataArea(chart, size).getHeight()).as("plot at %s", size.inCentimetres())
                        .isGreaterThanOrEqualTo(LegendRoom.SHARE * size.heightPt() - 1e-6);
            }
        }
        assertThat(drawnAt).as("drawn at some height up to 9 cm").isNotNull();
    }
}
