package org.dltexplorer.app.feature.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.dltexplorer.core.analysis.CoarseToFine;
import org.dltexplorer.core.analysis.MapAxis;
import org.dltexplorer.core.analysis.MapGrid;
import org.dltexplorer.core.analysis.MapPoint;
import org.dltexplorer.core.analysis.ParameterMap;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/** The Map view's solving: points in the order given, each once, and a cancel that stops the workers. */
class MapSolveTest {

    private final Scenario chain = Scenario.uniform(new Chain(6, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2));
    private final ParameterMap map = new ParameterMap(Solvers.standard());

    private static MapGrid grid(int n) {
        return new MapGrid(MapAxis.of(ScenarioParameter.parse("V"), 0.1, 10, n, true),
                MapAxis.of(ScenarioParameter.parse("C"), 0.01, 1, n, true));
    }

    private static final SolveMonitor NEVER = SolveMonitor.NONE;

    @Test
    void oneWorkerHandsThePointsOnInTheOrderGiven() throws Exception {
        MapGrid g = grid(20);
        long[] order = CoarseToFine.order(g);
        List<MapPoint> got = Collections.synchronizedList(new ArrayList<>());

        int n = MapSolve.run(map, chain, g, order, 1, NEVER, got::add);

        assertThat(n).isEqualTo(400);
        assertThat(got).extracting(p -> (long) p.iy() * 20 + p.ix()).containsExactly(java.util.Arrays.stream(order).boxed().toArray(Long[]::new));
    }

    @Test
    void severalWorkersHandOnEveryPointOnce() throws Exception {
        MapGrid g = grid(20);
        List<MapPoint> got = Collections.synchronizedList(new ArrayList<>());

        MapSolve.run(map, chain, g, CoarseToFine.order(g), 3, NEVER, got::add);

        assertThat(got).extracting(p -> p.iy() * 20 + p.ix()).doesNotHaveDuplicates().hasSize(400);
        // each point is the scenario with both values set, solved
        MapPoint p = got.stream().filter(q -> q.ix() == 7 && q.iy() == 3).findFirst().orElseThrow();
        Scenario expected = chain.withLoad(g.x().value(7)).withLinkDefault(LinkParams.of(0, g.y().value(3)));
        assertThat(p.outcome().makespan()).isEqualTo(Solvers.standard().solve(expected).makespan());
    }

    @Test
    void aCancelledMonitorStopsTheWorkersAndAtMostThePointsInProgressFollow() throws Exception {
        MapGrid g = grid(300); // 90 000 points: far more than one tick solves
        List<MapPoint> got = Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean cancelled = new AtomicBoolean();
        SolveMonitor cancelAtFirstTick = new SolveMonitor() {
            @Override
            public boolean cancelled() {
                return cancelled.get();
            }

            @Override
            public void progress(double fraction, String message) {
                cancelled.set(true);
            }
        };

        int n = MapSolve.run(map, chain, g, CoarseToFine.order(g), 2, cancelAtFirstTick, got::add);
        Thread.sleep(200); // a worker still inside its point would hand it on now
        int after = got.size();

        assertThat(n).isLessThan(90_000);
        assertThat(after).isLessThanOrEqualTo(n + 2).isLessThan(90_000);
        Thread.sleep(100);
        assertThat(got.size()).isEqualTo(after);
    }
}
