package org.dltexplorer.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/** A map streams every point once, x fastest, in index order, and its shards split it without overlap. */
class ParameterMapTest {

    private final Scenario star = Scenario.uniform(new Star(4), 10, ProcessorParams.of(1), LinkParams.of(0.01, 0.2));
    private final MapGrid grid = new MapGrid(MapAxis.of(ScenarioParameter.parse("workers"), 1, 7, 7, false),
            MapAxis.of(ScenarioParameter.parse("C[2]"), 0.1, 0.3, 3, false));

    private List<MapPoint> run(Shard shard) {
        List<MapPoint> points = new ArrayList<>();
        new ParameterMap(Solvers.standard()).run(star, grid, shard, SolveMonitor.NONE, points::add);
        return points;
    }

    @Test
    void pointsComeInIndexOrderXFastest() {
        List<MapPoint> points = run(Shard.ALL);

        assertThat(points).hasSize(21);
        for (int i = 0; i < points.size(); i++) {
            assertThat(points.get(i).ix()).isEqualTo(i % 7);
            assertThat(points.get(i).iy()).isEqualTo(i / 7);
            assertThat(points.get(i).x()).isEqualTo(1 + i % 7);
        }
        // a star of one worker has no link 2: that point is reported, not thrown
        assertThat(points.get(0).outcome().reason()).isEqualTo("C[2]: no link 2 in this star of 1 worker (links C[1]…C[1])");
        assertThat(Double.isNaN(points.get(0).outcome().makespan())).isTrue();
    }

    @Test
    void shardsPartitionTheGridAndKeepItsOrder() {
        List<MapPoint> all = run(Shard.ALL);
        List<MapPoint> joined = new ArrayList<>();
        List<List<MapPoint>> shards = List.of(run(new Shard(1, 4)), run(new Shard(2, 4)), run(new Shard(3, 4)), run(new Shard(4, 4)));

        for (int i = 0; i < all.size(); i++) {
            joined.add(shards.get(i % 4).get(i / 4));
        }

        assertThat(shards).extracting(List::size).containsExactly(6, 5, 5, 5);
        assertThat(joined).isEqualTo(all);
    }

    @Test
    void thePointAtTheScenariosOwnValuesIsWhatSolveGives() {
        Schedule direct = Solvers.standard().solve(star);

        MapPoint own = run(Shard.ALL).stream().filter(p -> p.x() == 4 && p.y() == 0.2).findFirst().orElseThrow();

        assertThat(own.outcome().makespan()).isEqualTo(direct.makespan());
        assertThat(own.outcome().status()).isEqualTo(direct.status());
        assertThat(own.outcome().processorsUsed()).isEqualTo(direct.metrics().processorsUsed());
    }
}
