package org.dltexplorer.app.feature.curves;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.app.chart.CurveSet;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.junit.jupiter.api.Test;

class CurvesViewModelTest {

    @Test
    void curvesAreComputedForTheScenarioWithSeveralSeries() {
        CurvesViewModel vm = new CurvesViewModel(new CurrentThreadTaskRunner(), new Solvers(java.util.List.of(new ChainSolver())));
        Scenario s = Scenario.uniform(new Chain(8, 0), 1, ProcessorParams.of(1), LinkParams.of(0.001, 0.1));
        vm.update(s);
        CurvesViewModel.Curves c = vm.curvesProperty().get();
        assertThat(c.scenario()).isSameAs(s);
        assertThat(c.speedup().curves()).hasSizeGreaterThan(1);
        assertThat(c.timeVsLoad().curves()).hasSizeGreaterThan(1);
        assertThat(c.timeVsLoad().logX()).isTrue();
        // speedup of one processor is 1 whatever the load (computed by hand: A·V / (A·V))
        CurveSet.Point first = c.speedup().curves().get(1).drawn().get(0);
        if (first.x() == 1) {
            assertThat(first.y()).isCloseTo(1, org.assertj.core.data.Offset.offset(1e-9));
        }
        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.messageProperty().get()).startsWith("curves computed");
    }

    @Test
    void sweepsWaitWhileNoCurveIsOnScreenAndRunForTheLatestScenarioWhenOneIs() {
        CurvesViewModel vm = new CurvesViewModel(new CurrentThreadTaskRunner(), new Solvers(java.util.List.of(new ChainSolver())));
        vm.activeProperty().set(false);
        Scenario first = Scenario.uniform(new Chain(4, 0), 1, ProcessorParams.of(1), LinkParams.of(0.001, 0.1));
        Scenario second = first.withLoad(2);
        vm.update(first);
        vm.update(second);
        assertThat(vm.curvesProperty().get()).isNull();
        assertThat(vm.messageProperty().get()).isEqualTo("speedup curves: computed when their tab is opened");

        vm.activeProperty().set(true);
        assertThat(vm.curvesProperty().get().scenario()).isSameAs(second);
        // once shown, hiding and showing again does not sweep the same scenario twice
        CurvesViewModel.Curves shown = vm.curvesProperty().get();
        vm.activeProperty().set(false);
        vm.activeProperty().set(true);
        assertThat(vm.curvesProperty().get()).isSameAs(shown);
    }

    @Test
    void sweepPointsAreSolvedOnEveryCoreButOneAndNeverOnTheCommonPool() {
        java.util.Set<Thread> threads = java.util.concurrent.ConcurrentHashMap.newKeySet();
        org.dltexplorer.core.solver.Solver recording = chainSolverThat(() -> threads.add(Thread.currentThread()));
        CurvesViewModel vm = new CurvesViewModel(new CurrentThreadTaskRunner(), new Solvers(java.util.List.of(recording)));
        vm.update(Scenario.uniform(new Chain(8, 0), 1, ProcessorParams.of(1), LinkParams.of(0.001, 0.1)));
        assertThat(vm.curvesProperty().get()).isNotNull();
        int cores = Runtime.getRuntime().availableProcessors();
        assertThat(threads).isNotEmpty().allSatisfy(t -> {
            assertThat(t).isInstanceOf(java.util.concurrent.ForkJoinWorkerThread.class);
            java.util.concurrent.ForkJoinPool pool = ((java.util.concurrent.ForkJoinWorkerThread) t).getPool();
            assertThat(pool).isNotSameAs(java.util.concurrent.ForkJoinPool.commonPool());
            assertThat(pool.getParallelism()).isEqualTo(Math.max(1, cores - 1));
        });
        long until = System.nanoTime() + 5_000_000_000L; // the worker goes idle just after handing over its result
        while (!CurvesViewModel.sweepCoresIdle() && System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        assertThat(CurvesViewModel.sweepCoresIdle()).isTrue();
    }

    /**
     * Every point costs 100 ms on the test's clock, as an exact search would in seconds: the charts of one scenario
     * share one 1 s budget, each chart its share of what is left (the speedup half, time vs load the rest), so about
     * ten points are solved in all, each chart gets some, and the rest are noted as not solved. Each chart had a
     * budget of its own before, and every one of the 180 points was solved.
     */
    @Test
    void theChartsOfOneScenarioShareOneBudget() {
        java.util.concurrent.atomic.AtomicLong clock = new java.util.concurrent.atomic.AtomicLong();
        java.util.concurrent.atomic.AtomicInteger solved = new java.util.concurrent.atomic.AtomicInteger();
        org.dltexplorer.core.solver.Solver slow = chainSolverThat(() -> {
            clock.addAndGet(100_000_000L);
            solved.incrementAndGet();
        });
        CurvesViewModel vm = new CurvesViewModel(new CurrentThreadTaskRunner(), new Solvers(java.util.List.of(slow)), 1_000,
                clock::get);
        vm.update(Scenario.uniform(new Chain(8, 0), 1, ProcessorParams.of(1), LinkParams.of(0.001, 0.1)));

        CurvesViewModel.Curves c = vm.curvesProperty().get();
        int inFlight = org.dltexplorer.app.task.SweepCores.parallelism(); // points started at the same tick
        assertThat(solved.get()).isBetween(10, 10 + 2 * inFlight);
        for (CurveSet chart : java.util.List.of(c.speedup(), c.timeVsLoad())) {
            assertThat(chart.curves().stream().mapToLong(k -> k.drawn().size()).sum()).as(chart.title()).isPositive();
            assertThat(chart.notes()).as(chart.title()).anyMatch(n -> n.contains("not solved: cancelled"));
        }
        // the status bar is told that the budget cut the charts short
        assertThat(vm.messageProperty().get()).startsWith("curves computed in").endsWith("; the points past their 1 s were skipped");
        assertThat(vm.progressProperty().get()).isEqualTo(1);
    }

    @Test
    void aChainHasNoMemoryTunnel() {
        CurvesViewModel vm = new CurvesViewModel(new CurrentThreadTaskRunner(), new Solvers(java.util.List.of(new ChainSolver())));
        vm.update(Scenario.uniform(new Chain(4, 0), 1, ProcessorParams.of(1), LinkParams.of(0.001, 0.1)));
        assertThat(vm.curvesProperty().get().tunnel()).isNull();
    }

    @Test
    void aStarWithBuffersGetsTheInfAndSatCurves() {
        CurvesViewModel vm = new CurvesViewModel(new CurrentThreadTaskRunner(), Solvers.standard());
        Scenario star = Scenario.uniform(new org.dltexplorer.core.model.Star(3), 10, new ProcessorParams(1, 5),
                LinkParams.of(0.01, 0.1));
        vm.update(star);
        CurveSet tunnel = vm.curvesProperty().get().tunnel();
        assertThat(tunnel).isNotNull();
        assertThat(tunnel.curves()).hasSizeGreaterThanOrEqualTo(2);
        assertThat(tunnel.curves()).allSatisfy(c -> assertThat(c.drawn()).isNotEmpty());
    }

    @Test
    void cancellingStopsAndSays() {
        CurvesViewModel vm = new CurvesViewModel(new CurrentThreadTaskRunner(), Solvers.standard());
        vm.cancel();
        assertThat(vm.messageProperty().get()).isEqualTo("Curves cancelled");
        vm.update(null);
        assertThat(vm.curvesProperty().get()).isNull();
    }

    /** A star whose processors have costs gets its time–cost front; without costs, or with a deadline, none. */
    @Test
    void theTimeCostFrontIsSweptForAStarWithCosts() {
        CurvesViewModel vm = new CurvesViewModel(new CurrentThreadTaskRunner(), Solvers.standard());
        Scenario star = Scenario.uniform(new org.dltexplorer.core.model.Star(2), 10, ProcessorParams.of(1), LinkParams.of(0, 0))
                .withStrategy(org.dltexplorer.core.model.Strategy.DEFAULT.withOriginatorComputes(false));
        vm.update(star);
        assertThat(vm.curvesProperty().get().timeCost()).as("no costs").isNull();
        Scenario priced = star.withProcessorOverrides(java.util.Map.of(
                1, new ProcessorParams(0.1, ProcessorParams.UNLIMITED, 0, 0, 5, 0),
                2, new ProcessorParams(1, ProcessorParams.UNLIMITED, 0, 0, 1, 0)));
        vm.update(priced);
        CurveSet front = vm.curvesProperty().get().timeCost();
        assertThat(front).isNotNull();
        // the cheapest: all ten units on worker 2 (1 per unit, A = 1): cost 10, makespan 10
        CurveSet.Point first = front.curves().get(0).points().get(0);
        assertThat(first.x()).isCloseTo(10, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(first.y()).isCloseTo(10, org.assertj.core.data.Offset.offset(1e-9));
        vm.update(priced.withLoad(1).withStrategy(priced.strategy().withDeadline(5.0)));
        assertThat(vm.curvesProperty().get().timeCost()).as("a deadline excludes a budget").isNull();
    }

    /** The chain solver, doing {@code first} before each solve. */
    private static org.dltexplorer.core.solver.Solver chainSolverThat(Runnable first) {
        ChainSolver chain = new ChainSolver();
        return new org.dltexplorer.core.solver.Solver() {
            @Override
            public String name() {
                return chain.name();
            }

            @Override
            public java.util.List<org.dltexplorer.core.solver.Capability> capabilities() {
                return chain.capabilities();
            }

            @Override
            public org.dltexplorer.core.schedule.Schedule solve(Scenario scenario, org.dltexplorer.core.solver.SolveMonitor monitor) {
                first.run();
                return chain.solve(scenario, monitor);
            }
        };
    }
}
