package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/** The time–cost chart of a star with costs: from the cheapest cost (worked out by hand) down a non-increasing front. */
class TimeCostFrontTest {

    /** Three workers; the cheapest way is all 10 units on worker 3 at 0.5 a unit: 5. */
    private static final Scenario STAR = new ScenarioReader().read("{\"format\": \"dlt-scenario\", \"version\": 1,"
            + " \"network\": {\"kind\": \"star\", \"workers\": 3}, \"load\": 10, \"processor\": {\"A\": 1, \"cost\": 1},"
            + " \"processors\": [{\"id\": 1, \"A\": 0.5, \"cost\": 3, \"fixedCost\": 2}, {\"id\": 2, \"A\": 2,"
            + " \"release\": 1, \"F\": 0.5}, {\"id\": 3, \"cost\": 0.5}], \"link\": {\"S\": 0.1, \"C\": 0.2},"
            + " \"strategy\": {\"order\": \"optimal\", \"budget\": 15}}");

    @Test
    void theFrontStartsAtTheCheapestCostAndNeverRises() {
        CurveSet set = new CurveSweeps(Solvers.standard()).timeCost(STAR, SolveMonitor.NONE);
        List<CurveSet.Point> points = set.curves().get(0).points();
        assertThat(points.get(0).x()).isCloseTo(5.0, within(1e-12));
        // at the cheapest budget everything goes to worker 3 (A = 1, S = 0.1, C = 0.2): 0.1 + 10·1.2 = 12.1
        assertThat(points.get(0).y()).isCloseTo(12.1, within(1e-6));
        for (int k = 1; k < points.size(); k++) {
            assertThat(points.get(k).drawable()).isTrue();
            assertThat(points.get(k).y()).as("budget %s", points.get(k).x())
                    .isLessThanOrEqualTo(points.get(k - 1).y() * (1 + 1e-9));
        }
        assertThat(set.xLabel()).contains("budget");
    }

    @Test
    void theChartIsOneOfTheFigureCommandsKinds() {
        assertThat(ChartKind.fromId("time-cost")).contains(ChartKind.TIME_COST);
        assertThat(ChartKind.TIME_COST.ofSchedule()).isFalse();
    }
}
