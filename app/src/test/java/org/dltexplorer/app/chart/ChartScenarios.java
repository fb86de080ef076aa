package org.dltexplorer.app.chart;

import java.util.Map;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;

/** Scenarios and schedules built in code for the chart tests (the chain with its originator at an end solves everywhere). */
final class ChartScenarios {

    private ChartScenarios() {
    }

    /** Example 1 of Błażewicz & Drozdowski (1997) (§2.1): 5 processors, the last one idle. */
    static Scenario example1() {
        double tcp = 2;
        double tcm = 1;
        return new Scenario("Example 1", Notation.W_Z_T, new NotationUnits(tcp, tcm, 0), new Chain(5, 0), 1.0,
                ProcessorParams.of(1 * tcp),
                Map.of(3, ProcessorParams.of(0.5 * tcp), 4, ProcessorParams.of(0.5 * tcp)),
                LinkParams.of(0.2, 1 * tcm),
                Map.of(2, LinkParams.of(0.1, 0.5 * tcm), 3, LinkParams.of(0.1, 0.5 * tcm)),
                Strategy.DEFAULT);
    }

    /** A homogeneous chain of {@code n} with startup costs, originator at the start. */
    static Scenario chain(int n, double load) {
        return Scenario.uniform(new Chain(n, 0), load, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.1)).withTitle("chain");
    }

    /**
     * A hand-made star schedule where the originator sends to two workers at once (all-port) and a worker returns
     * results: the send lanes and the return colour are then exercised (no star solver is needed).
     */
    static Schedule overlappingSends() {
        Scenario star = Scenario.uniform(new Star(2), 1.0, ProcessorParams.of(1.0), new LinkParams(0.0, 0.5, 0.1));
        return new ScheduleBuilder(star, "hand-made")
                .share(0, 0.5).share(1, 0.3).share(2, 0.2)
                .compute(0, 0.0, 0.5, 0.5)
                .transfer(0, 1, 0.0, 0.15, 0.3)
                .transfer(0, 2, 0.0, 0.10, 0.2)
                .compute(1, 0.15, 0.45, 0.3)
                .compute(2, 0.10, 0.30, 0.2)
                .returnResults(2, 0, 0.30, 0.32, 0.2)
                .build();
    }
}
