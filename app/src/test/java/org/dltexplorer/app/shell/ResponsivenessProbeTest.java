package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

import com.sun.javafx.perf.PerformanceTracker;

import org.dltexplorer.app.feature.curves.CurvesViewModel;
import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.task.FxTaskRunner;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.analysis.Sweep;
import org.dltexplorer.core.analysis.SweepPoint;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.model.Tree;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/**
 * Measures, not asserts, how long a parameter change takes at about 1000 processors in the real window with the
 * production {@link FxTaskRunner}: from setting a field through the view-model until the solve has been accepted,
 * every view on screen has been updated (network drawing, the chart of the selected tab, the summary), the scene has
 * been laid out, and the render thread has finished the frame that shows it ({@link PerformanceTracker}'s
 * rendered-frame hook). Between changes the probe waits for the background curve sweeps, so per-change numbers are
 * not mixed with sweep contention; the sweep times are reported separately. Prints a table of medians and p90.
 * Run with {@code -Dtest=ResponsivenessProbeTest -Dgroups=slow -DexcludedGroups=none}.
 */
@Tag("slow")
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class ResponsivenessProbeTest {

    /** Changes before each case's measured ones; the first case also warms the JIT for all (see {@link #JIT_WARM_UP}). */
    private static final int WARM_UP = 8;
    /**
     * Extra changes on the first case: eight were too few for the JIT to compile the paths of an edit, so the first
     * case measured (the star of 999) paid for the compilation of the views every case shares.
     */
    private static final int JIT_WARM_UP = Integer.getInteger("probe.jitWarmUp", 60);
    private static final int ROUNDS = 30;

    private MainViewModel vm;
    private MainWindow window;
    private Scene scene;
    private FxTaskRunner runner;

    /** Times of one change, in nanoseconds from the change. */
    private final AtomicLong acceptStart = new AtomicLong();
    private final AtomicLong acceptEnd = new AtomicLong();
    private final AtomicLong pulseStart = new AtomicLong();
    private final AtomicLong laidOut = new AtomicLong();
    private final AtomicLong rendered = new AtomicLong();
    private final AtomicBoolean armed = new AtomicBoolean();
    private volatile CountDownLatch frame = new CountDownLatch(1);
    private volatile boolean measuring;

    @Start
    void start(Stage stage) {
        runner = new FxTaskRunner();
        vm = new MainViewModel(runner, new RecordingDialogs(), Solvers.standard());
        scene = ExplorerApplication.createScene(vm);
        window = (MainWindow) scene.getRoot();
        stage.setScene(scene);
        stage.show();
        vm.busyProperty().addListener((o, a, busy) -> {
            if (!busy) {
                acceptStart.set(System.nanoTime());
            }
        });
        vm.afterSolveProperty().set(() -> {
            acceptEnd.set(System.nanoTime());
            if (measuring) {
                vm.curves().cancel(); // still in its debounce: no sweep competes with the next change
            }
            Runnable[] first = new Runnable[1];
            first[0] = () -> {
                scene.removePreLayoutPulseListener(first[0]);
                pulseStart.set(System.nanoTime());
            };
            scene.addPreLayoutPulseListener(first[0]);
            Runnable[] once = new Runnable[1];
            once[0] = () -> {
                scene.removePostLayoutPulseListener(once[0]);
                laidOut.set(System.nanoTime());
                armed.set(true); // the frame of this pulse is rendered after this point
            };
            scene.addPostLayoutPulseListener(once[0]);
        });
        PerformanceTracker.getSceneTracker(scene).setOnRenderedFrameTask(() -> {
            if (armed.compareAndSet(true, false)) {
                rendered.set(System.nanoTime());
                frame.countDown();
            }
        });
    }

    @AfterEach
    void stop() {
        runner.shutdown();
    }

    private record Case(String name, Network network) {
    }

    private static List<Case> cases() {
        int[] parent = new int[1000];
        parent[0] = -1;
        for (int i = 1; i < parent.length; i++) {
            parent[i] = (i - 1) / 3; // a complete ternary tree
        }
        return List.of(new Case("star, 999 workers", new Star(999)), new Case("chain of 1000", new Chain(1000, 0)),
                new Case("ternary tree of 1000", new Tree(parent)), new Case("torus 25x25 (625)", new Torus2d(2)),
                new Case("2D mesh 4^5 (1024, layered)", new Mesh(3, 5, 2)));
    }

    @Test
    void parameterChangeAtAThousandProcessors(FxRobot robot) throws Exception {
        List<String> table = new ArrayList<>();
        table.add(String.format(Locale.ROOT, "%-28s %-13s %8s %8s %8s %8s %8s %8s %8s %8s %8s %8s %8s %8s %9s", "network",
                "tab on screen", "to FX", "p90", "solve", "FX work", "net draw", "chart", "to pulse", "css+lay", "laid out",
                "p90", "frame", "p90", "sweeps"));
        String only = System.getProperty("probe.cases", "");
        boolean first = true;
        for (Case c : cases()) {
            if (!only.isEmpty() && !c.name().startsWith(only)) {
                continue;
            }
            Scenario s = Scenario.uniform(c.network(), 1, ProcessorParams.of(1), LinkParams.of(0, 0.001));
            robot.interact(() -> vm.apply(s, null));
            awaitQuiet();
            assertThat(vm.results().scheduleProperty().get()).as(c.name()).isNotNull();
            for (String tab : List.of("tab-distribution", "tab-gantt")) {
                robot.interact(() -> window.tabs().getTabs().stream().filter(t -> tab.equals(t.getId())).findFirst()
                        .ifPresent(t -> window.tabs().getSelectionModel().select(t)));
                awaitQuiet();
                double[] solve = new double[ROUNDS];
                double[] fx = new double[ROUNDS];
                double[] layout = new double[ROUNDS];
                double[] framed = new double[ROUNDS];
                double[] network = new double[ROUNDS];
                double[] chart = new double[ROUNDS];
                double[] toAccept = new double[ROUNDS];
                double[] pulseWait = new double[ROUNDS];
                double[] pulse = new double[ROUNDS];
                measuring = true;
                int warmUp = WARM_UP + (first ? JIT_WARM_UP : 0);
                first = false;
                for (int i = -warmUp; i < ROUNDS; i++) {
                    String value = String.format(Locale.ROOT, "%.6f", 0.001 + 0.00001 * (i + warmUp + 1));
                    frame = new CountDownLatch(1);
                    long[] t0 = new long[1];
                    robot.interact(() -> {
                        t0[0] = System.nanoTime();
                        vm.parameters().field(Parameter.C).textProperty().set(value);
                    });
                    assertThat(frame.await(20, TimeUnit.SECONDS)).as("a frame after the change").isTrue();
                    awaitQuiet();
                    if (i >= 0) {
                        solve[i] = vm.results().solvedProperty().get().solveMillis();
                        fx[i] = (acceptEnd.get() - acceptStart.get()) / 1e6;
                        layout[i] = (laidOut.get() - t0[0]) / 1e6;
                        framed[i] = (rendered.get() - t0[0]) / 1e6;
                        network[i] = window.networkView().canvas().lastDrawNanos() / 1e6;
                        chart[i] = window.resultsView().lastRedrawNanos() / 1e6;
                        toAccept[i] = (acceptStart.get() - t0[0]) / 1e6;
                        pulseWait[i] = (pulseStart.get() - acceptEnd.get()) / 1e6;
                        pulse[i] = (laidOut.get() - pulseStart.get()) / 1e6;
                    }
                }
                measuring = false;
                String sweeps = tab.equals("tab-distribution") ? sweepMillis(robot) : "";
                table.add(String.format(Locale.ROOT,
                        "%-28s %-13s %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f %9s", c.name(),
                        tab.substring(4), median(toAccept), p90(toAccept), median(solve), median(fx), median(network),
                        median(chart), median(pulseWait), median(pulse), median(layout), p90(layout), median(framed),
                        p90(framed), sweeps));
            }
        }
        System.out.println("Per parameter change, ms (median over " + ROUNDS + " changes after " + WARM_UP
                + " warm-up, " + JIT_WARM_UP + " more on the first case; p90 where shown). 'laid out' and 'frame' run from the change, including the "
                + MainViewModel.SOLVE_DELAY_MILLIS + " ms solve debounce; 'sweeps' = background curve sweeps:");
        table.forEach(System.out::println);
    }

    /** The background curve sweeps of the current scenario, once, in ms (or how long it was given up after). */
    private String sweepMillis(FxRobot robot) throws Exception {
        // curves sweep only while a curve tab is on screen
        robot.clickOn("#tab-speedup");
        try {
            return timedSweep(robot);
        } finally {
            robot.clickOn("#tab-distribution");
            awaitQuiet();
        }
    }

    private String timedSweep(FxRobot robot) throws Exception {
        robot.interact(() -> vm.curves().update(vm.scenarioProperty().get()));
        long t0 = System.nanoTime();
        while (System.nanoTime() - t0 < 10e9) {
            boolean[] running = new boolean[1];
            robot.interact(() -> running[0] = vm.curves().runningProperty().get());
            if (!running[0]) {
                CurvesViewModel.Curves c = vm.curves().curvesProperty().get();
                return c == null ? "failed" : String.format(Locale.ROOT, "%.0f", c.millis());
            }
            Thread.sleep(20);
        }
        robot.interact(() -> vm.curves().cancel());
        awaitQuiet();
        return "> 10000";
    }

    /** Waits until nothing is solving or sweeping and the FX queue is empty; returns the latest curves. */
    private CurvesViewModel.Curves awaitQuiet() throws Exception {
        for (int k = 0; k < 4000; k++) {
            WaitForAsyncUtils.waitForFxEvents();
            boolean[] idle = new boolean[1];
            CountDownLatch l = new CountDownLatch(1);
            Platform.runLater(() -> {
                // a cancelled sweep finishes its points in progress (seconds for a large star's LPs)
                idle[0] = !vm.busyProperty().get() && !vm.curves().runningProperty().get() && CurvesViewModel.sweepCoresIdle();
                l.countDown();
            });
            l.await();
            if (idle[0]) {
                Thread.sleep(60);
                WaitForAsyncUtils.waitForFxEvents();
                return vm.curves().curvesProperty().get();
            }
            Thread.sleep(5);
        }
        throw new AssertionError("the window never became idle");
    }

    @Test
    void sweepOfTwoHundredPoints() {
        var scenario = Scenario.uniform(new Chain(1000, 0), 1, ProcessorParams.of(1), LinkParams.of(0.001, 0.01));
        Sweep sweep = new Sweep(Solvers.standard());
        double[] loads = Sweep.range(1e-3, 1e3, 200, true);
        double[] ms = new double[12];
        for (int i = 0; i < ms.length; i++) {
            long t0 = System.nanoTime();
            var points = sweep.run(scenario, ScenarioParameter.LOAD, loads);
            ms[i] = (System.nanoTime() - t0) / 1e6;
            assertThat(points).hasSize(200).allMatch(p -> Double.isFinite(p.outcome().makespan()));
        }
        var small = Scenario.uniform(new Chain(6, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2));
        double[] sizes = Sweep.range(1, 200, 200, false);
        double[] ms2 = new double[12];
        for (int i = 0; i < ms2.length; i++) {
            long t0 = System.nanoTime();
            List<SweepPoint> points = sweep.run(small, ScenarioParameter.parse("processors"), sizes);
            ms2[i] = (System.nanoTime() - t0) / 1e6;
            assertThat(points).hasSize(200);
        }
        System.out.printf(Locale.ROOT, "sweep of 200 loads on a 1000-processor chain: median %.1f ms, p90 %.1f ms%n", median(ms), p90(ms));
        System.out.printf(Locale.ROOT, "sweep of 200 sizes (chain of 1..200): median %.1f ms, p90 %.1f ms%n", median(ms2), p90(ms2));
    }

    private static double median(double[] v) {
        return quantile(v, 0.5);
    }

    private static double p90(double[] v) {
        return quantile(v, 0.9);
    }

    private static double quantile(double[] v, double q) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s[(int) Math.min(s.length - 1, Math.floor(q * s.length))];
    }
}
