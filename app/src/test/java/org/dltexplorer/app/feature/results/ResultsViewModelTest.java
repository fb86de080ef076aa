package org.dltexplorer.app.feature.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.dltexplorer.app.chart.DistributionData;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
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
        DistributionData d = vm.distributionProperty().get();
        assertThat(d.bars()).hasSize(4);
        assertThat(d.total()).isCloseTo(2, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(vm.ganttProperty().get().bars()).isNotEmpty();
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
}
