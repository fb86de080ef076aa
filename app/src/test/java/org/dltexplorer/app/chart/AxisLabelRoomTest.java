package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.List;
import org.dltexplorer.app.chart.export.ChartExporter;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.export.LegendRoom;
import org.dltexplorer.app.chart.export.SvgTexts;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.jfree.chart.JFreeChart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An axis label is no taller than its axis: the time-vs-load chart of a chain at four sizes, 4 cm wide at the 5.4 cm
 * {@link LegendRoom} names for it, under the gallery's three-line title, drew its y label "makespan C_max" over
 * "[time units]" beside a data area shorter than either line, up into the title. The label takes its symbol's forms
 * ({@link MathText#symbolForms}: {@code C_max [time units]}, then {@code C_max}) as a map's axes take theirs. Read from
 * the SVG's texts and the chart's layout.
 */
class AxisLabelRoomTest {

    private static final double CM = 72 / 2.54;
    private static final String TITLE = "Chain with the originator at an end (Błażewicz & Drozdowski 1997, Example 1)";

    @TempDir
    Path dir;

    @Test
    void aThumbnailsYLabelStaysBesideItsDataAreaInItsSymbolForm() throws Exception {
        Scenario chain = Scenario.uniform(new Chain(8, 0), 100.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.1));
        FigureData data = Figures.standard().data(ChartKind.TIME_VS_LOAD, chain, null,
                new CurveOptions(List.of(1, 2, 5, 10), List.of(), new CurveOptions.Grid(1, 1e6, 31, true), null),
                SolveMonitor.NONE);
        ExportSize size = ExportSize.points(4 * CM, 5.4 * CM, 300);
        FigureOptions options = new FigureOptions(ExportFormat.SVG, size, ChartStyle.PUBLICATION, FigureTitle.of(TITLE));
        JFreeChart chart = Figures.chart(data, options.style(), options.title());
        assertThat(LegendRoom.problem(chart, size)).as("drawn at this size").isNull();
        Path svg = dir.resolve("thumb.svg");
        ChartExporter.export(data, svg, options);

        Rectangle2D cells = ExportedLayout.dataArea(chart, size);
        // the y label's pieces: the texts left of the data area but the (log) axis's tick labels, powers of ten, and
        // the legend's entries below the axes ("m = 1")
        List<SvgTexts.Text> yLabel = SvgTexts.of(svg).stream().filter(t -> t.box().getMaxX() <= cells.getMinX()
                && !t.text().startsWith("10") && !t.text().contains(" = ")).toList();
        double titleBottom = SvgTexts.of(svg).stream().filter(t -> t.box().getMaxY() < cells.getMinY())
                .mapToDouble(t -> t.box().getMaxY()).max().orElseThrow();

        assertThat(yLabel).extracting(SvgTexts.Text::text).contains("C", "max");
        assertThat(yLabel).allSatisfy(t -> {
            assertThat(t.box().getMinY()).as("%s below the title", t.text()).isGreaterThan(titleBottom);
            assertThat(t.box().getMinY()).as("%s within the data area's top", t.text()).isGreaterThanOrEqualTo(cells.getMinY() - 0.5);
            assertThat(t.box().getMaxY()).as("%s within its bottom", t.text()).isLessThanOrEqualTo(cells.getMaxY() + 0.5);
        });
    }

    @Test
    void aLabelsSymbolFormsAreItsSymbolWithItsUnitThenAlone() {
        assertThat(MathText.symbolForms("makespan C_max [time units]")).containsExactly("C_max [time units]", "C_max");
        assertThat(MathText.symbolForms("load V [load units]")).containsExactly("V [load units]", "V");
        assertThat(MathText.symbolForms("processors m")).containsExactly("m");
        assertThat(MathText.symbolForms("speedup over the originator alone")).isEmpty();
        assertThat(MathText.symbolForms("budget [money]")).isEmpty();
    }

}
