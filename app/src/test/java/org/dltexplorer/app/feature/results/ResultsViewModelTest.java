package org.dltexplorer.app.feature.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.dltexplorer.app.chart.DistributionData;
import org.dltexplorer.app.chart.LoadHistogram;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.junit.jupiter.api.Test;

class ResultsViewModelTest {

    private final ResultsViewModel vm = new ResultsViewModel();

    @Test
    void summaryAndChartDataFollowTheSchedule() {
        // a slow far end: with a costly last link the last processor gets (almost) nothing — the bars still list it
        Scenario s = Scenario.uniform(new Chain(4, 0), 2, ProcessorParams.of(1), LinkParams.of(0.5, 1))
                .withLinkOverrides(Map.of(2, LinkParams.of(5, 1)));
        Schedule schedule = new ChainSolver().solve(s);
        vm.solvedProperty().set(new ResultsViewModel.Solved(s, schedule, 1.5));
        assertThat(vm.summaryValue("Makespan")).isEqualTo(org.dltexplorer.app.feature.network.NetworkViewModel.fmt(schedule.makespan()));
        assertThat(vm.summaryValue("Processors used")).isEqualTo(schedule.metrics().processorsUsed() + " of 4");
        assertThat(vm.summaryValue("Solve time")).isEqualTo("1.50 ms");
        DistributionData d = (DistributionData) vm.distributionProperty().get();
        assertThat(d.bars()).hasSize(4);
        assertThat(d.total()).isCloseTo(2, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(vm.ganttProperty().get().bars()).isNotEmpty();
    }

    /** Export data of the summary carries the "why below 1" words, as the summary shows them. */
    @Test
    void theExportedSummaryExplainsASpeedupBelowOne() {
        Scenario s = Scenario.uniform(new Star(1), 1, ProcessorParams.of(1), LinkParams.of(0, 1))
                .withStrategy(org.dltexplorer.core.model.Strategy.DEFAULT.withOriginatorComputes(false));
        vm.solvedProperty().set(new ResultsViewModel.Solved(s, Solvers.standard().solve(s), 1));
        String why = vm.summaryValue("Why below 1");
        assertThat(why).startsWith("Speedup 0.5 < 1");
        assertThat(vm.summaryTable().rows()).contains(java.util.List.of("why_below_1", why));
        assertThat(vm.summaryTable().toCsv()).contains("why_below_1,\"Speedup 0.5 < 1");
    }

    @Test
    void noWhyRowAboveOne() {
        Scenario s = Scenario.uniform(new Chain(4, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        vm.solvedProperty().set(new ResultsViewModel.Solved(s, new ChainSolver().solve(s), 1));
        assertThat(vm.summaryTable().rows()).noneMatch(r -> r.get(0).equals("why_below_1"));
    }

    @Test
    void aPickedProcessorStaysPickedAcrossSolvesWhileTheNetworkHasIt() {
        Scenario six = Scenario.uniform(new Chain(6, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        vm.solvedProperty().set(new ResultsViewModel.Solved(six, new ChainSolver().solve(six), 1));
        vm.highlightedProperty().set(5);
        Scenario slower = six.withLoad(2);
        vm.solvedProperty().set(new ResultsViewModel.Solved(slower, new ChainSolver().solve(slower), 1));
        assertThat(vm.highlightedProperty().get()).isEqualTo(5);

        Scenario three = Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        vm.solvedProperty().set(new ResultsViewModel.Solved(three, new ChainSolver().solve(three), 1));
        assertThat(vm.highlightedProperty().get()).as("P5 is gone").isEqualTo(-1);

        vm.highlightedProperty().set(1);
        vm.solvedProperty().set(null);
        assertThat(vm.highlightedProperty().get()).isEqualTo(-1);
    }

    @Test
    void theCriticalProcessorOfWorkersFinishingTogetherIsTheLowestIdWhateverTheRounding() {
        // a star with S = 0: every worker finishes at the makespan (Błażewicz & Drozdowski (1997), eq. (10)); the solver's
        // finishing times differ in their last bits, so the latest of them is an accident of rounding
        for (double c : new double[] {0.001, 0.002, 0.00123}) {
            Scenario s = Scenario.uniform(new Star(999), 1, ProcessorParams.of(1), LinkParams.of(0, c));
            assertThat(ResultsViewModel.critical(Solvers.standard().solve(s))).as("C = %s", c).isEqualTo(0);
        }
        // hand-made: P1 and P3 finish together up to rounding, P2 earlier; then P2 clearly last
        Scenario four = Scenario.uniform(new Chain(4, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        Schedule together = new org.dltexplorer.core.schedule.ScheduleBuilder(four, "hand-made").share(1, 0.5).share(2, 0.2)
                .share(3, 0.3).compute(1, 0, 2 * (1 - 1e-14), 0.5).compute(2, 0, 1, 0.2).compute(3, 0, 2, 0.3).build();
        assertThat(ResultsViewModel.critical(together)).isEqualTo(1);
        Schedule alone = new org.dltexplorer.core.schedule.ScheduleBuilder(four, "hand-made").share(1, 0.5).share(2, 0.2)
                .share(3, 0.3).compute(1, 0, 2, 0.5).compute(2, 0, 2.5, 0.2).compute(3, 0, 2, 0.3).build();
        assertThat(ResultsViewModel.critical(alone)).isEqualTo(2);
    }

    @Test
    void clearingRemovesEverything() {
        Scenario s = Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        vm.solvedProperty().set(new ResultsViewModel.Solved(s, new ChainSolver().solve(s), 1));
        vm.solvedProperty().set(null);
        assertThat(vm.summary()).isEmpty();
        assertThat(vm.distributionProperty().get()).isNull();
        assertThat(vm.scheduleProperty().get()).isNull();
    }

    @Test
    void anInfeasibleScheduleHasASummaryButNoCharts() {
        Scenario s = Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        vm.solvedProperty().set(new ResultsViewModel.Solved(s, Schedule.infeasible("x", "no memory", 3), 0.1));
        assertThat(vm.summaryValue("Status")).isEqualTo("infeasible — no memory");
        assertThat(vm.distributionProperty().get()).isNull();
    }

    @Test
    void aHundredThousandUsedProcessorsAreDrawnAsAHistogramOfTheirLoads() {
        // a star with fast links: every worker is used, the loads fall by A/(A + C) from one to the next
        // (Błażewicz & Drozdowski (1997), eqs. (8)–(10) with S = 0), so over 99999 workers they span e^(99999·ln 1.0001) ≈ 22000
        Scenario s = Scenario.uniform(new Star(99_999), 1, ProcessorParams.of(1), LinkParams.of(0, 1e-4));
        Schedule schedule = Solvers.standard().solve(s);
        vm.solvedProperty().set(new ResultsViewModel.Solved(s, schedule, 1));
        assertThat(vm.distributionProperty().get()).isInstanceOf(LoadHistogram.class);
        LoadHistogram h = (LoadHistogram) vm.distributionProperty().get();
        assertThat(h.title()).contains("100000 of 100000 processors used");
        assertThat(h.logBins()).isTrue();
        assertThat(h.bins()).hasSize(LoadHistogram.BINS);
        assertThat(h.bins().stream().mapToLong(LoadHistogram.Bin::count).sum()).isEqualTo(100_000);
        double span = h.bins().get(LoadHistogram.BINS - 1).high() / h.bins().get(0).low();
        assertThat(span).isCloseTo(22_000, org.assertj.core.data.Percentage.withPercentage(2));
        // geometric loads are uniform in log(load): every log bin holds about 100000 / 40 = 2500 processors
        assertThat(h.bins()).allMatch(b -> Math.abs(b.count() - 2500) <= 25);
        org.jfree.chart.JFreeChart chart = org.dltexplorer.app.chart.Figures.chart(h, org.dltexplorer.app.chart.ChartStyle.SCREEN);
        assertThat(((org.jfree.chart.title.TextTitle) chart.getSubtitle(0)).getText())
                .startsWith("100000 of 100000 processors used").contains("40 logarithmic bins");
        assertThat(chart.getXYPlot().getDomainAxis()).isInstanceOf(org.jfree.chart.axis.LogAxis.class);
        // counts of about 2500 each: the bars still stand on zero
        assertThat(chart.getXYPlot().getRangeAxis().getLowerBound()).isEqualTo(0.0);
    }

    @Test
    void loadsWithinTwoDecadesAreCountedInLinearBins() {
        // C = 1e-6: the loads fall by only e^(−0.1) from the first worker to the last
        Scenario s = Scenario.uniform(new Star(99_999), 1, ProcessorParams.of(1), LinkParams.of(0, 1e-6));
        vm.solvedProperty().set(new ResultsViewModel.Solved(s, Solvers.standard().solve(s), 1));
        LoadHistogram h = (LoadHistogram) vm.distributionProperty().get();
        assertThat(h.logBins()).isFalse();
        assertThat(h.bins().stream().mapToLong(LoadHistogram.Bin::count).sum()).isEqualTo(100_000);
        assertThat(h.table().rows()).hasSize(LoadHistogram.BINS);
    }

    @Test
    void fewerThanFourHundredUsedOfAHundredThousandAreDrawnOneBarEach() {
        // a chain with C = 0.5 the load dies out along the chain: the far processors get nothing
        Scenario s = Scenario.uniform(new Chain(100_000, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.5));
        vm.solvedProperty().set(new ResultsViewModel.Solved(s, Solvers.standard().solve(s), 1));
        assertThat(vm.distributionProperty().get()).isInstanceOf(DistributionData.class);
        DistributionData d = (DistributionData) vm.distributionProperty().get();
        assertThat(d.bars().size()).isLessThanOrEqualTo(ResultsViewModel.MAX_BARS);
        assertThat(d.title()).contains(" of 100000 processors used; idle processors not drawn");
    }
}
