package org.dltexplorer.core.analysis;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;

/**
 * A scenario solved over a grid of two parameters ({@code dlt map}, the Map view, the heat-map figure). Points are
 * solved in parallel on every core and handed on in index order (x fastest) a block at a time, so memory stays bounded
 * however large the grid. Each point changes the x parameter, then the y parameter, through
 * {@link ScenarioParameter#apply}: the point at the scenario's own values answers what solving the scenario answers.
 */
public final class ParameterMap {

    private final PointSolver point;

    public ParameterMap(Solvers solvers) {
        this.point = new PointSolver(solvers);
    }

    /**
     * Checks that both parameters apply to {@code base} before any point is solved.
     *
     * @throws IllegalArgumentException naming the parameter that does not apply
     */
    public static void check(Scenario base, MapGrid grid) {
        grid.x().parameter().check(base);
        grid.y().parameter().check(base);
    }

    /** Every point of {@code shard} of {@code grid}, to {@code sink} in index order. */
    public void run(Scenario base, MapGrid grid, Shard shard, SolveMonitor monitor, Consumer<? super MapPoint> sink) {
        run(base, grid, shard, monitor, p -> p, sink);
    }

    /**
     * Every point of {@code shard} of {@code grid} turned into {@code each} (a CSV row) on the solving threads, to
     * {@code sink} in index order: what only one thread can do (writing a file) stays all the sink does.
     */
    public <T> void run(Scenario base, MapGrid grid, Shard shard, SolveMonitor monitor, Function<? super MapPoint, T> each,
            Consumer<? super T> sink) {
        OrderedPoints.forEach(grid.size(), shard, i -> each.apply(point(base, grid, i, monitor)), sink);
    }

    /**
     * Point {@code i} of {@code grid} (x fastest), solved: for callers that choose their own order of points (the Map
     * view solves a coarse grid first). Never throws for a value the scenario cannot take: that point is not solved.
     */
    public MapPoint point(Scenario base, MapGrid grid, long i, SolveMonitor monitor) {
        int ix = grid.ix(i);
        int iy = grid.iy(i);
        double x = grid.x().value(ix);
        double y = grid.y().value(iy);
        return new MapPoint(ix, iy, x, y, point.solve(base, List.of(grid.x().parameter(), grid.y().parameter()),
                new double[] {x, y}, monitor));
    }

    /**
     * {@code base} at point ({@code x}, {@code y}): the x parameter applied, then the y parameter, as every point of a
     * map is made; the note says what else moved.
     *
     * @throws IllegalArgumentException when a value is one the scenario cannot take (the message names the parameter)
     */
    public static ParameterChange at(Scenario base, MapGrid grid, double x, double y) {
        ParameterChange c = grid.x().parameter().apply(base, x);
        return c.then(grid.y().parameter().apply(c.scenario(), y));
    }
}
