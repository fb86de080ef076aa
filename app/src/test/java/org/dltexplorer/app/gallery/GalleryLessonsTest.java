package org.dltexplorer.app.gallery;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.dltexplorer.app.chart.CurveSet;
import org.dltexplorer.app.chart.CurveSweeps;
import org.dltexplorer.core.analysis.MapAxis;
import org.dltexplorer.core.analysis.MapGrid;
import org.dltexplorer.core.analysis.ParameterMap;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.analysis.Shard;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every gallery lesson shows its point: the sentence after "What to notice" stated as numbers, computed through the
 * code its view draws with (the solver for the distribution, Gantt and comparison views; {@link CurveSweeps} for the
 * speedup, time-vs-load and tunnel charts). A lesson whose parameters hide its point fails here, as the torus Fig. 7
 * lesson did when its three speedup curves coincided.
 */
class GalleryLessonsTest {

    private static final Solvers SOLVERS = Solvers.standard();
    private static final CurveSweeps SWEEPS = new CurveSweeps(SOLVERS);

    static Stream<GalleryEntry> entries() {
        return Gallery.bundled().entries().stream();
    }

    @ParameterizedTest
    @MethodSource("entries")
    void showsItsPoint(GalleryEntry entry) {
        assertThat(POINTS).as("a stated point for %s", entry.file()).containsKey(entry.file());
        POINTS.get(entry.file()).accept(entry.file());
    }

    private static Scenario scenario(String file) {
        return new ScenarioReader().read(Gallery.bundled().text(Gallery.bundled().entry(file).orElseThrow()));
    }

    private static Schedule solve(String file) {
        return SOLVERS.solve(scenario(file));
    }

    private static double finish(Schedule s, int p) {
        return s.timeline().stream().filter(i -> i.processor() == p).mapToDouble(Interval::end).max().orElse(Double.NaN);
    }

    private static double computeStart(Schedule s, int p) {
        return s.timeline().stream().filter(i -> i.processor() == p && i.activity() == Activity.COMPUTE)
                .mapToDouble(Interval::start).min().orElse(Double.NaN);
    }

    /** Per-processor loads of a layered schedule, layer by layer. */
    private static double[] layerLoads(Schedule s) {
        return s.shares().stream().sorted(java.util.Comparator.comparingInt(Share::index)).mapToDouble(Share::load).toArray();
    }

    private static long[] layerSizes(Schedule s) {
        return s.shares().stream().sorted(java.util.Comparator.comparingInt(Share::index)).mapToLong(Share::count).toArray();
    }

    /** The y of every point of a curve, in order (NaN where it did not solve). */
    private static double[] ys(CurveSet.Curve c) {
        return c.points().stream().mapToDouble(CurveSet.Point::y).toArray();
    }

    private static CurveSet timeVsLoad(String file) {
        return SWEEPS.timeVsLoad(scenario(file), SolveMonitor.NONE);
    }

    private static CurveSet tunnel(String file) {
        return SWEEPS.tunnel(scenario(file), SolveMonitor.NONE);
    }

    private static double last(double[] v) {
        return v[v.length - 1];
    }

    /** Tolerance of a makespan printed with 2 decimals in a lesson. */
    private static final double PRINTED_2 = 0.005;

    private static final Map<String, Consumer<String>> POINTS = Map.ofEntries(
            Map.entry("blazewicz-drozdowski-1997-example1-chain.json", f -> {
                Schedule s = solve(f);
                assertThat(s.loads()[4]).as("processor 4 gets nothing").isZero();
                double t = s.makespan();
                for (int p = 0; p < 4; p++) {
                    assertThat(finish(s, p)).as("P%d finishes with the others", p).isCloseTo(t, within(1e-9 * t));
                }
            }),
            Map.entry("blazewicz-drozdowski-1997-example2-chain-inside.json", f -> {
                Schedule s = solve(f);
                assertThat(s.metrics().processorsUsed()).isEqualTo(9);
                assertThat(s.metrics().processorsTotal()).isEqualTo(11);
                int o = scenario(f).network().originator();
                long left = s.shares().stream().filter(x -> x.index() < o && x.load() > 0).count();
                long right = s.shares().stream().filter(x -> x.index() > o && x.load() > 0).count();
                assertThat(left).as("4 on each side, both branches fed from the centre").isEqualTo(4);
                assertThat(right).isEqualTo(4);
                assertThat(s.loads()[0]).as("the end processors idle").isZero();
                assertThat(s.loads()[10]).isZero();
            }),
            Map.entry("blazewicz-drozdowski-1997-loop.json", f -> {
                Schedule s = solve(f);
                assertThat(s.timeline()).as("nothing crosses the link 3–4").noneMatch(i -> i.activity() == Activity.SEND
                        && (i.processor() == 3 && i.peer() == 4 || i.processor() == 4 && i.peer() == 3));
                assertThat(s.metrics().processorsUsed()).isEqualTo(s.metrics().processorsTotal());
            }),
            Map.entry("blazewicz-drozdowski-1997-star-sequential.json", f -> {
                Schedule best = solve(f);
                Scenario given = scenario(f).withStrategy(scenario(f).strategy().withOrder(ActivationOrder.GIVEN));
                Schedule g = SOLVERS.solve(given);
                assertThat(best.makespan()).isCloseTo(0.359, within(0.0005));
                assertThat(g.makespan()).isCloseTo(0.368, within(0.0005));
                double[] starts = java.util.stream.IntStream.rangeClosed(1, 5).mapToDouble(p -> computeStart(best, p)).sorted().toArray();
                for (int i = 1; i < starts.length; i++) {
                    assertThat(starts[i]).as("the workers start one after another").isGreaterThan(starts[i - 1]);
                }
            }),
            Map.entry("blazewicz-drozdowski-1997-hypercube.json", f -> {
                double[] l = layerLoads(solve(f));
                assertThat(l[1]).isCloseTo(0.082, within(0.0005));
                assertThat(l[4]).isCloseTo(0.023, within(0.0005));
                for (int i = 2; i < l.length; i++) {
                    assertThat(l[i]).as("layer %d gets less than layer %d", i, i - 1).isLessThan(l[i - 1]);
                }
            }),
            Map.entry("blazewicz-et-al-1999-torus-fig3.json", f -> {
                // nearly coincide: at every load the slowest size takes at most 10% longer than the fastest
                List<double[]> curves = timeVsLoad(f).curves().stream().map(GalleryLessonsTest::ys).toList();
                assertThat(curves).hasSizeGreaterThanOrEqualTo(3);
                for (int k = 0; k < curves.get(0).length; k++) {
                    int at = k;
                    double max = curves.stream().mapToDouble(c -> c[at]).max().orElseThrow();
                    double min = curves.stream().mapToDouble(c -> c[at]).min().orElseThrow();
                    assertThat(max / min).as("load point %d", k).isLessThan(1.10);
                }
            }),
            Map.entry("blazewicz-et-al-1999-torus-fig4.json", f -> {
                List<double[]> curves = timeVsLoad(f).curves().stream().map(GalleryLessonsTest::ys).toList();
                for (int c = 1; c < curves.size(); c++) {
                    for (int k = 0; k < curves.get(c).length; k++) {
                        assertThat(curves.get(c)[k]).as("size %d faster at load point %d", c, k).isLessThan(curves.get(c - 1)[k]);
                    }
                }
                // and by a visible margin: the largest torus at least 10 times faster than the smallest at the largest load
                assertThat(last(curves.get(0)) / last(curves.get(curves.size() - 1))).isGreaterThan(10);
            }),
            Map.entry("blazewicz-et-al-1999-torus-fig5.json", f -> {
                // the sizes coincide at the smallest load and part at the largest; the largest torus's curve is nearly
                // flat over the first two decades of load (less than 3 times the time for 100 times the load), straight
                // over the last two (over 50 times); 5 points a decade
                List<double[]> curves = timeVsLoad(f).curves().stream().map(GalleryLessonsTest::ys).toList();
                double[] small = curves.get(0);
                double[] large = curves.get(curves.size() - 1);
                assertThat(small[0] / large[0]).as("together at the smallest load").isCloseTo(1, within(0.01));
                assertThat(last(small) / last(large)).as("apart at the largest").isGreaterThan(100);
                assertThat(large[10] / large[0]).as("flat").isLessThan(3);
                assertThat(last(large) / large[large.length - 11]).as("straight").isGreaterThan(50);
            }),
            Map.entry("blazewicz-et-al-1999-torus-fig6.json", f -> {
                // each fivefold larger torus saves less than the previous, at the scenario's load (the middle point)
                List<double[]> curves = timeVsLoad(f).curves().stream().map(GalleryLessonsTest::ys).toList();
                int mid = curves.get(0).length / 2;
                double previous = Double.POSITIVE_INFINITY;
                for (int c = 1; c < curves.size(); c++) {
                    double saved = curves.get(c - 1)[mid] - curves.get(c)[mid];
                    assertThat(saved).as("saving of size %d", c).isPositive().isLessThan(previous);
                    previous = saved;
                }
            }),
            Map.entry("blazewicz-et-al-1999-torus-map-load-startup.json", f -> {
                // the map's point, through the map's own code: speedup depends on V and S only through V/S, and
                // levels off from V = 10⁵·S on (4.6 at 10·S, 128 at 10³·S, 225 at 10⁴·S, about 245 beyond)
                double[] loads = {10, 100, 1000, 1e4, 1e5};
                double[] startups = {1e-3, 1e-2, 0.1, 1, 10};
                MapGrid grid = new MapGrid(new MapAxis(ScenarioParameter.LOAD, loads),
                        new MapAxis(ScenarioParameter.parse("S"), startups));
                Map<Long, List<Double>> byRatio = new java.util.TreeMap<>();
                new ParameterMap(SOLVERS).run(scenario(f), grid, Shard.ALL, SolveMonitor.NONE, p -> byRatio
                        .computeIfAbsent(Math.round(Math.log10(p.x() / p.y())), k -> new java.util.ArrayList<>())
                        .add(p.outcome().speedup()));
                for (List<Double> same : byRatio.values()) {
                    for (double s : same) {
                        assertThat(s).as("one V/S, one speedup: %s", same).isCloseTo(same.get(0), within(1e-9 * same.get(0)));
                    }
                }
                double plateau = byRatio.get(8L).get(0);
                assertThat(plateau).isCloseTo(245, within(1.0));
                assertThat(byRatio.get(1L).get(0)).as("V = 10·S").isCloseTo(4.6, within(0.05));
                assertThat(byRatio.get(3L).get(0)).as("V = 10³·S").isCloseTo(128, within(0.5));
                assertThat(byRatio.get(4L).get(0)).as("V = 10⁴·S").isCloseTo(225, within(0.5));
                assertThat(byRatio.get(5L).get(0) / plateau).as("V = 10⁵·S against the plateau").isGreaterThan(0.99);
            }),
            Map.entry("blazewicz-et-al-1999-torus-fig7.json", f -> {
                // small loads reach a limited speedup: at the largest torus the curves of V/100, V and 100·V stand apart
                List<CurveSet.Curve> curves = SWEEPS.speedup(scenario(f), SolveMonitor.NONE).curves();
                double small = last(ys(curves.get(0)));
                double middle = last(ys(curves.get(1)));
                double large = last(ys(curves.get(2)));
                double layers = last(ys(curves.get(3)));
                assertThat(middle - small).as("V = 10⁵ against V = 10⁷").isGreaterThan(15);
                assertThat(large - middle).as("V = 10⁹ above V = 10⁷").isGreaterThan(0.5);
                assertThat(small).isCloseTo(17, within(1.0));
                assertThat(large).isCloseTo(41, within(1.0));
                assertThat(layers).as("rectangular layers").isCloseTo(25, within(1.0));
                // past about 600 processors the speedup hardly grows
                double[] l = ys(curves.get(2));
                assertThat(last(l) / l[1]).isLessThan(1.1);
            }),
            Map.entry("blazewicz-et-al-1999-torus-fig8.json", f -> {
                List<CurveSet.Curve> curves = SWEEPS.speedup(scenario(f), SolveMonitor.NONE).curves();
                double[] ps = ys(curves.get(1));
                double[] layers = ys(curves.get(3));
                int n = Math.min(ps.length, layers.length);
                for (int i = 1; i < n; i++) {
                    assertThat(ps[i]).as("Peters–Syska gains at size %d", i).isGreaterThan(ps[i - 1]);
                    assertThat(ps[i] / layers[i]).as("layers fall behind").isGreaterThan(ps[i - 1] / layers[i - 1]);
                }
            }),
            Map.entry("drozdowski-2009-mesh2d-nlf.json", f -> {
                Schedule s = solve(f);
                assertThat(layerSizes(s)).containsExactly(1, 4, 20, 100);
                double[] l = layerLoads(s);
                for (int i = 2; i < l.length; i++) {
                    assertThat(l[i]).as("nearer layers get more per processor").isLessThan(l[i - 1]);
                }
                assertThat(s.makespan()).isCloseTo(2.03, within(PRINTED_2));
                assertThat(solve("drozdowski-2009-mesh2d-llf.json").makespan()).isCloseTo(1.89, within(PRINTED_2));
            }),
            Map.entry("drozdowski-2009-mesh2d-llf.json", f -> {
                Schedule s = solve(f);
                assertThat(s.makespan()).isCloseTo(1.89, within(PRINTED_2))
                        .isLessThan(solve("drozdowski-2009-mesh2d-nlf.json").makespan());
                double[] l = layerLoads(s);
                for (int i = 2; i < l.length; i++) {
                    assertThat(l[i]).as("load per processor grows towards the last layer").isGreaterThan(l[i - 1]);
                }
            }),
            Map.entry("drozdowski-2009-mesh3d-nlf.json", f -> {
                long[] sizes = layerSizes(solve(f));
                assertThat(sizes).containsExactly(1, 2, 6, 18, 54);
                assertThat(3 * sizes[sizes.length - 1]).isEqualTo(2 * Arrays.stream(sizes).sum());
            }),
            Map.entry("drozdowski-2009-hypercube-store-and-forward.json", f -> {
                Schedule s = solve(f);
                double[] l = layerLoads(s);
                assertThat(l[1]).isCloseTo(1.90, within(PRINTED_2));
                assertThat(l[6]).isCloseTo(1.36, within(PRINTED_2));
                for (int i = 2; i < l.length; i++) {
                    assertThat(l[i]).isLessThan(l[i - 1]);
                }
                assertThat(s.makespan()).isCloseTo(3.52, within(PRINTED_2));
                assertThat(solve("drozdowski-2009-hypercube-circuit-switched.json").makespan()).isCloseTo(2.69, within(PRINTED_2));
            }),
            Map.entry("drozdowski-2009-hypercube-circuit-switched.json", f -> {
                assertThat(solve(f).makespan()).isCloseTo(2.69, within(PRINTED_2))
                        .isLessThan(solve("drozdowski-2009-hypercube-store-and-forward.json").makespan() - 0.5);
            }),
            Map.entry("drozdowski-wolniewicz-2003-lp1-star.json", f -> {
                Schedule s = solve(f);
                Scenario sc = scenario(f);
                double earliest = java.util.stream.IntStream.rangeClosed(1, 4).mapToDouble(p -> finish(s, p)).min().orElseThrow();
                assertThat(s.makespan() - earliest).as("the workers do not finish together").isGreaterThan(10);
                assertThat(s.loads()[0]).as("the originator computes what its buffer holds").isCloseTo(sc.processor(0).B(), within(1e-9));
            }),
            Map.entry("drozdowski-wolniewicz-2003-mnp1-star.json", f -> {
                assertThat(solve("drozdowski-wolniewicz-2003-lp1-star.json").makespan()).isCloseTo(270, within(1e-6));
                assertThat(solve(f).makespan()).isCloseTo(246.75, within(0.005));
                assertThat(solve("drozdowski-wolniewicz-2003-mnp1-star-spreadsheet-order.json").makespan())
                        .isGreaterThan(solve(f).makespan() + 0.1);
            }),
            Map.entry("drozdowski-wolniewicz-2003-mnp1-star-spreadsheet-order.json", f ->
                    assertThat(solve(f).makespan()).isCloseTo(247.0588, within(1e-4))),
            Map.entry("drozdowski-wolniewicz-2003-mnp1-star-v50.json", f -> {
                Schedule s = solve(f);
                assertThat(s.notes()).anyMatch(n -> n.contains("activation order: P4, P3, P2, P1"));
                assertThat(s.loads()).containsExactly(new double[] {10, 1.850, 4.162, 9.711, 24.277}, within(0.001));
            }),
            Map.entry("drozdowski-wolniewicz-2003-llf-binomial.json", f -> {
                Schedule s = solve(f);
                double[] l = layerLoads(s);
                assertThat(l[0]).isPositive();
                for (int i = 1; i < l.length - 1; i++) {
                    assertThat(l[i]).as("middle layer %d unused", i).isZero();
                }
                assertThat(last(l)).isPositive();
                assertThat(layerSizes(s)[layerSizes(s).length - 1]).isEqualTo(20);
            }),
            Map.entry("drozdowski-wolniewicz-2003-tunnel-star.json", f -> {
                List<CurveSet.Curve> c = tunnel(f).curves();
                double[] inf = ys(c.get(0));
                double[] sat = ys(c.get(1));
                double first = sat[0] / inf[0];
                double lastRatio = last(sat) / last(inf);
                assertThat(first).as("apart at small loads").isGreaterThan(1.2);
                assertThat(lastRatio).as("together at big loads").isLessThan(1 + (first - 1) / 4);
            }),
            Map.entry("drozdowski-wolniewicz-2003-tunnel-binomial-nlf.json", f -> {
                List<CurveSet.Curve> c = tunnel(f).curves();
                assertThat(ys(c.get(1))[0] / ys(c.get(0))[0]).as("sat over inf at the smallest load").isCloseTo(7.25, within(0.05));
                assertThat(last(ys(c.get(1))) / last(ys(c.get(0)))).as("sat over inf at the largest load").isCloseTo(1.25, within(0.01));
            }),
            Map.entry("drozdowski-wolniewicz-2003-tunnel-binomial-llf.json", f -> {
                List<CurveSet.Curve> llf = tunnel(f).curves();
                List<CurveSet.Curve> nlf = tunnel("drozdowski-wolniewicz-2003-tunnel-binomial-nlf.json").curves();
                double[] infL = ys(llf.get(0));
                double[] infN = ys(nlf.get(0));
                for (int i = 0; i < infL.length; i++) {
                    assertThat(infL[i] / infN[i]).as("inf lines nearly equal at load point %d", i).isCloseTo(1, within(0.05));
                }
                assertThat(ys(llf.get(1))[0]).as("LLF's sat line far higher at V = 10³").isCloseTo(0.028, within(0.0005));
                assertThat(ys(nlf.get(1))[0]).isCloseTo(0.0073, within(0.00005));
            }),
            Map.entry("ko-robertazzi-2003-kary-eds.json", f -> {
                Schedule s = solve(f);
                double[] ends = java.util.stream.IntStream.range(0, 31).mapToDouble(p -> s.timeline().stream()
                        .filter(i -> i.processor() == p && i.activity() == Activity.COMPUTE).mapToDouble(Interval::end).max()
                        .orElseThrow()).toArray();
                assertThat(ends[0]).as("the root").isCloseTo(0.032, within(0.0005));
                assertThat(Arrays.stream(ends).max().orElseThrow()).as("the last leaf").isCloseTo(0.116, within(0.0005))
                        .isEqualTo(ends[30]);
                assertThat(solve("ko-robertazzi-2003-table1-sos.json").makespan()).isLessThan(s.makespan());
                assertThat(solve("ko-robertazzi-2003-table2-mos.json").makespan()).isLessThan(s.makespan());
            }),
            Map.entry("ko-robertazzi-2003-table1-sos.json", f -> {
                double gain = solve("ko-robertazzi-2003-kary-eds.json").makespan() / solve(f).makespan() - 1;
                assertThat(100 * gain).isCloseTo(29.3861, within(1e-4));
            }),
            Map.entry("ko-robertazzi-2003-table1-l4-k4.json", f ->
                    assertThat(solve(f).makespan()).isCloseTo(3.0 / 53, within(1e-12))),
            Map.entry("ko-robertazzi-2003-table2-mos.json", f -> {
                double eds = solve("ko-robertazzi-2003-kary-eds.json").makespan();
                double mos = eds / solve(f).makespan() - 1;
                double sos = eds / solve("ko-robertazzi-2003-table1-sos.json").makespan() - 1;
                assertThat(mos).as("a much larger gain than sequential").isGreaterThan(2 * sos);
            }),
            Map.entry("star-multi-installment.json", f -> {
                Scenario s = scenario(f);
                double[] t = new double[5];
                for (int n = 1; n <= 4; n++) {
                    t[n] = SOLVERS.solve(s.withStrategy(s.strategy().withInstallments(n))).makespan();
                }
                assertThat(t[1]).isCloseTo(0.674, within(0.0005));
                assertThat(t[2]).isCloseTo(0.574, within(0.0005));
                assertThat(t[3]).isCloseTo(0.566, within(0.0005));
                assertThat(t[4]).as("4 no better").isGreaterThanOrEqualTo(t[3] - 1e-9);
                Schedule three = solve(f);
                long messages = three.timeline().stream().filter(i -> i.activity() == Activity.RECEIVE).count();
                assertThat(messages).as("more messages than workers").isGreaterThan(3);
            }),
            // the models beyond the papers: closed forms of the service order the lesson names, worked out here
            Map.entry("beyond-release-times-star.json", f -> {
                Schedule s = solve(f);
                // order 3, 1, 2, each computing until T: 1.2·x3 = T (C = 0.2, free at once), x1 = T − 6, x2 = T − 3
                // (their data arrive by 2, before their releases); x3 + x1 + x2 = 10 gives T = 19 / (2 + 1/1.2)
                double t = 19 / (2 + 1 / 1.2);
                assertThat(s.makespan()).isCloseTo(t, within(1e-9));
                assertThat(s.loads()[1]).isCloseTo(t - 6, within(1e-9)).isCloseTo(0.71, within(PRINTED_2));
                assertThat(computeStart(s, 1)).as("worker 1 computes from its release").isCloseTo(6, within(1e-9));
                assertThat(t).isCloseTo(6.71, within(PRINTED_2));
                Scenario free = scenario(f).withProcessorOverrides(Map.of());
                assertThat(SOLVERS.solve(free).makespan()).isCloseTo(4.75, within(PRINTED_2));
            }),
            Map.entry("beyond-startups-star.json", f -> {
                Schedule s = solve(f);
                // worker k (order 1..4) receives after the others' data, then F = 1 and x_k: 0.5·Σ_{j≤k} x_j + 1 + x_k = T;
                // the originator computes x0 = T; the loads are linear in T, so two trials give the T where they sum to 4
                java.util.function.DoubleUnaryOperator total = t -> {
                    double sent = 0;
                    double sum = t;
                    for (int k = 1; k <= 4; k++) {
                        double x = (t - 1 - 0.5 * sent) / 1.5;
                        sent += x;
                        sum += x;
                    }
                    return sum;
                };
                double t = 2 + (4 - total.applyAsDouble(2)) / (total.applyAsDouble(3) - total.applyAsDouble(2));
                assertThat(s.makespan()).isCloseTo(t, within(1e-9)).isCloseTo(2.15, within(PRINTED_2));
                assertThat(s.loads()[0]).isCloseTo(t, within(1e-9));
                Scenario none = scenario(f).withProcessorOverrides(Map.of());
                Schedule plain = SOLVERS.solve(none);
                assertThat(plain.makespan()).isCloseTo(1.54, within(PRINTED_2));
                assertThat(plain.loads()[0]).isCloseTo(1.54, within(PRINTED_2));
                assertThat(s.makespan() - plain.makespan()).as("less than F added").isLessThan(1);
            }),
            Map.entry("beyond-cost-budget-star.json", f -> {
                Scenario sc = scenario(f);
                Schedule s = solve(f);
                assertThat(s.makespan()).isCloseTo(2.37, within(PRINTED_2));
                assertThat(org.dltexplorer.core.schedule.ScheduleCost.of(sc, s)).isLessThanOrEqualTo(25 * (1 + 1e-9));
                double[] front = ys(SWEEPS.timeCost(sc, SolveMonitor.NONE).curves().get(0));
                // the cheapest: everything on worker 3 (1 per unit): 0.05·10 to receive, 10 to compute
                assertThat(front[0]).isCloseTo(10.5, within(1e-9));
                for (int i = 1; i < front.length; i++) {
                    assertThat(front[i]).as("more money never costs time (point %d)", i).isLessThanOrEqualTo(front[i - 1] + 1e-9);
                }
                assertThat(last(front)).isCloseTo(1.80, within(PRINTED_2));
                Schedule free = SOLVERS.solve(sc.withStrategy(sc.strategy().withBudget(null)));
                assertThat(org.dltexplorer.core.schedule.ScheduleCost.of(sc, free)).isCloseTo(30.67, within(PRINTED_2));
                // steep, then shallow: the first 7 units of money save far more time than the rest
                double[] budgets = SWEEPS.timeCost(sc, SolveMonitor.NONE).curves().get(0).points().stream()
                        .mapToDouble(CurveSet.Point::x).toArray();
                int at17 = 0;
                for (int i = 0; i < budgets.length; i++) {
                    if (Math.abs(budgets[i] - 17) < Math.abs(budgets[at17] - 17)) {
                        at17 = i;
                    }
                }
                assertThat(front[at17]).isCloseTo(3.7, within(0.1));
                assertThat(front[0] - front[at17]).isGreaterThan(3 * (front[at17] - last(front)));
            }),
            Map.entry("beyond-deadline-star.json", f -> {
                Schedule s = solve(f);
                // by 10: the originator 10; worker 1 from its release 2 after F = 1: 7; worker 2 from 4: 6; worker 3,
                // served first, receives 0.1·x3, pays F = 3 and computes x3 by 10: x3 = 7 / 1.1
                double load = java.util.Arrays.stream(s.loads()).sum();
                assertThat(load).isCloseTo(10 + 7 + 6 + 7 / 1.1, within(1e-9)).isCloseTo(29.36, within(PRINTED_2));
                assertThat(s.loads()).containsExactly(new double[] {10, 7, 6, 7 / 1.1}, within(1e-9));
                assertThat(s.makespan()).isLessThanOrEqualTo(10 + 1e-9);
            }),
            Map.entry("beyond-pause-while-receiving-star.json", f -> {
                Scenario sc = scenario(f);
                assertThat(solve(f).makespan()).isCloseTo(0.602, within(0.0005));
                assertThat(SOLVERS.solve(sc.withStrategy(sc.strategy().withComputeWhileReceiving(null))).makespan())
                        .isCloseTo(0.566, within(0.0005));
                assertThat(SOLVERS.solve(sc.withStrategy(sc.strategy().withInstallments(1))).makespan())
                        .isCloseTo(0.674, within(0.0005));
            }));
}
