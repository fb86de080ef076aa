package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.stream.IntStream;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.xy.XYIntervalSeriesCollection;
import org.junit.jupiter.api.Test;

class ChartBuildersTest {

    /** The chart holds the schedule's numbers unchanged: only float identity is acceptable. */
    static final double SAME = 0.0;

    private final Schedule example1 = Solvers.standard().solve(ChartScenarios.example1());

    @Test
    void distributionHasOneBarPerProcessorWithItsLoadAndTheIdleOneMarked() {
        DistributionData data = DistributionData.of("Example 1", example1, 5);
        JFreeChart chart = Figures.chart(data, ChartStyle.SCREEN);

        CategoryDataset ds = ((CategoryPlot) chart.getPlot()).getDataset();
        assertThat(ds.getColumnCount()).isEqualTo(5);
        for (int p = 0; p < 5; p++) {
            assertThat(ds.getValue(0, p).doubleValue()).isCloseTo(example1.loadOf(p), within(SAME));
            assertThat(ds.getColumnKey(p)).isEqualTo("P" + p);
        }
        // Błażewicz & Drozdowski (1997), Example 1 leaves P4 without load
        assertThat(data.bars().get(4).idle()).isTrue();
        assertThat(data.idleCount()).isEqualTo(1);
        var labels = ((CategoryPlot) chart.getPlot()).getRenderer().getDefaultItemLabelGenerator();
        assertThat(labels.generateLabel(ds, 0, 4)).isEqualTo("idle");
        assertThat(labels.generateLabel(ds, 0, 0)).isNull();
        assertThat(data.total()).isCloseTo(1.0, within(1e-12));
    }

    @Test
    void distributionPadsProcessorsTheScheduleDoesNotList() {
        Scenario s = ChartScenarios.chain(3, 1.0);
        Schedule partial = new org.dltexplorer.core.schedule.ScheduleBuilder(s, "hand-made").share(0, 1.0)
                .compute(0, 0, 1, 1.0).build();

        DistributionData data = DistributionData.of("t", partial, 3);

        assertThat(data.bars()).extracting(DistributionData.Bar::load).containsExactly(1.0, 0.0, 0.0);
    }

    @Test
    void ganttHasOneRowPerProcessorAndIntervalsAtTheSchedulesTimes() {
        GanttData data = GanttData.of("Example 1", example1, 5);
        JFreeChart chart = Figures.chart(data, ChartStyle.SCREEN);
        XYPlot plot = (XYPlot) chart.getPlot();

        assertThat(data.rows()).isEqualTo(5);
        assertThat(((SymbolAxis) plot.getRangeAxis()).getSymbols()).containsExactly("P0", "P1", "P2", "P3", "P4");
        assertThat(plot.getDomainAxis().getLowerBound()).isEqualTo(0.0);
        assertThat(plot.getDomainAxis().getUpperBound()).isCloseTo(example1.makespan(), within(SAME));

        XYIntervalSeriesCollection ds = (XYIntervalSeriesCollection) plot.getDataset();
        int items = IntStream.range(0, ds.getSeriesCount()).map(ds::getItemCount).sum();
        assertThat(items).isEqualTo(example1.timeline().size());
        GanttChartBuilder.Dataset drawn = GanttChartBuilder.dataset(data);
        for (int s = 0; s < ds.getSeriesCount(); s++) {
            for (int i = 0; i < ds.getItemCount(s); i++) {
                Interval interval = drawn.items().get(s).get(i).interval();
                assertThat(example1.timeline()).contains(interval);
                assertThat(ds.getStartXValue(s, i)).isEqualTo(interval.start());
                assertThat(ds.getEndXValue(s, i)).isEqualTo(interval.end());
                // the papers' layout: transfers above the row's line (smaller y, the axis is inverted), computing below
                int row = interval.processor();
                if (interval.isTransfer()) {
                    assertThat(ds.getEndYValue(s, i)).isLessThan(row).isGreaterThan(row - 0.5);
                    assertThat(ds.getStartYValue(s, i)).isGreaterThan(row - 0.5);
                } else {
                    assertThat(ds.getStartYValue(s, i)).isGreaterThan(row);
                    assertThat(ds.getEndYValue(s, i)).isLessThan(row + 0.5);
                }
            }
        }
        assertThat(((org.jfree.chart.axis.ValueAxis) plot.getRangeAxis()).isInverted()).isTrue();
    }

    @Test
    void overlappingTransfersGetSeparateLanesAndReturnsTheirOwnSeries() {
        Schedule s = ChartScenarios.overlappingSends();
        GanttData data = GanttData.of("star", s, 3);
        GanttChartBuilder.Dataset ds = GanttChartBuilder.dataset(data);

        List<GanttData.Bar> sends = data.bars().stream().filter(b -> b.interval().activity() == Activity.SEND).toList();
        assertThat(sends).hasSize(2);
        assertThat(sends).extracting(GanttData.Bar::lane).containsExactlyInAnyOrder(0, 1);
        assertThat(sends).allMatch(b -> b.lanes() == 2);
        double[] a = GanttChartBuilder.yInterval(sends.get(0));
        double[] b = GanttChartBuilder.yInterval(sends.get(1));
        assertThat(a[1] <= b[0] || b[1] <= a[0]).as("lanes do not overlap").isTrue();
        assertThat(ds.activities()).contains(Activity.RETURN);
        int returns = ds.activities().indexOf(Activity.RETURN);
        assertThat(ds.collection().getItemCount(returns)).isEqualTo(1);
        assertThat(ds.collection().getStartXValue(returns, 0)).isEqualTo(0.30);
        JFreeChart chart = Figures.chart(data, ChartStyle.PUBLICATION);
        var renderer = ((XYPlot) chart.getPlot()).getRenderer();
        assertThat(renderer.getSeriesPaint(returns)).isNotEqualTo(renderer.getSeriesPaint(ds.activities().indexOf(Activity.SEND)));
        assertThat(renderer.getDefaultToolTipGenerator().generateToolTip(ds.collection(), returns, 0))
                .isEqualTo("P2 return to P0: [0.300000, 0.320000], load 0.200000");
    }

    @Test
    void infeasibleSchedulesGiveEmptyChartsWithTheReason() {
        Schedule none = Schedule.infeasible("x", "total memory below the load", 4);

        DistributionData d = DistributionData.of("t", none, 4);
        GanttData g = GanttData.of("t", none, 4);

        assertThat(d.bars()).isEmpty();
        assertThat(d.reason()).isEqualTo("total memory below the load");
        assertThat(g.bars()).isEmpty();
        assertThat(Figures.chart(d, ChartStyle.SCREEN).getSubtitle(0).toString()).isNotNull();
        assertThat(Figures.chart(g, ChartStyle.PUBLICATION)).isNotNull();
    }

    @Test
    void tablesListEveryNumberOfTheChart() {
        DataTable dist = DistributionData.of("t", example1, 5).table();
        DataTable gantt = GanttData.of("t", example1, 5).table();

        assertThat(dist.rows()).hasSize(5);
        assertThat(Double.parseDouble(dist.rows().get(1).get(3))).isEqualTo(example1.loadOf(1));
        assertThat(gantt.rows()).hasSize(example1.timeline().size());
        assertThat(dist.toCsv()).startsWith("unit,index,count,load,idle,start,finish\nprocessor,0,1,");
    }

    @Test
    void csvQuotesCellsWithCommasAndQuotes() {
        DataTable t = new DataTable(List.of("a", "b"), List.of(List.of("x,y", "say \"hi\"")));

        assertThat(t.toCsv()).isEqualTo("a,b\n\"x,y\",\"say \"\"hi\"\"\"\n");
    }

    @Test
    void tabSeparatedTextHasNoQuotingAndNoStrayTabsOrBreaks() {
        DataTable t = new DataTable(List.of("a", "b"), List.of(List.of("x,y", "two\tcells\nand a line")));

        assertThat(t.toTsv()).isEqualTo("a\tb\nx,y\ttwo cells and a line\n");
    }

    @Test
    void tablesAppendOnlyUnderTheSameHeader() {
        DataTable first = new DataTable(List.of("a"), List.of(List.of("1")));
        DataTable second = new DataTable(List.of("a"), List.of(List.of("2"), List.of("3")));

        assertThat(first.append(second).toCsv()).isEqualTo("a\n1\n2\n3\n");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> first.append(new DataTable(List.of("b"), List.of())))
                .hasMessageContaining("headers differ");
    }
}
