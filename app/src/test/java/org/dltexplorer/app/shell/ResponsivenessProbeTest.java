package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Locale;

import javafx.scene.Scene;
import javafx.stage.Stage;

import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.analysis.Sweep;
import org.dltexplorer.core.analysis.SweepParameter;
import org.dltexplorer.core.analysis.SweepPoint;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Measures, not asserts, how long a parameter change takes for a 1000-processor chain: solve, result view-models,
 * chart rebuilds and the network redraw, all on the FX thread (the work a frame must absorb), plus the next pulse.
 * Prints medians; run with {@code -Dtest=ResponsivenessProbeTest -DexcludedGroups=none}.
 */
@Tag("slow")
@ExtendWith(ApplicationExtension.class)
class ResponsivenessProbeTest {

    private MainViewModel vm;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());
        Scene scene = ExplorerApplication.createScene(vm);
        window = (MainWindow) scene.getRoot();
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void parameterChangeOnAThousandProcessorChain(FxRobot robot) throws Exception {
        robot.interact(() -> vm.network().processorsProperty().set(1000));
        int rounds = 12;
        double[] sync = new double[rounds];
        double[] frame = new double[rounds];
        double[] solve = new double[rounds];
        double[] canvas = new double[rounds];
        double[] charts = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            String c = String.format(Locale.ROOT, "%.4f", 0.001 + 0.0001 * i);
            long t0 = System.nanoTime();
            long[] t1 = new long[1];
            robot.interact(() -> {
                vm.parameters().field(Parameter.C).textProperty().set(c);
                t1[0] = System.nanoTime();
            });
            WaitForAsyncUtils.waitForFxEvents();
            long t2 = System.nanoTime();
            sync[i] = (t1[0] - t0) / 1e6;
            frame[i] = (t2 - t0) / 1e6;
            solve[i] = vm.results().solvedProperty().get().solveMillis();
            canvas[i] = window.networkView().canvas().lastDrawNanos() / 1e6;
            charts[i] = window.resultsView().lastRedrawNanos() / 1e6;
        }
        System.out.printf(Locale.ROOT, "1000-processor chain, parameter change (median of last %d):%n", rounds / 2);
        System.out.printf(Locale.ROOT, "  solve %.2f ms, network redraw %.2f ms, last chart rebuild %.2f ms%n",
                median(solve), median(canvas), median(charts));
        System.out.printf(Locale.ROOT, "  change -> everything updated on the FX thread %.2f ms; incl. next pulse %.2f ms%n",
                median(sync), median(frame));
        assertThat(vm.results().scheduleProperty().get().shares()).hasSize(1000);
    }

    @Test
    void sweepOfTwoHundredPoints() {
        var scenario = vm.scenarioProperty().get().withNetwork(new org.dltexplorer.core.model.Chain(1000, 0));
        Sweep sweep = new Sweep(Solvers.standard());
        double[] loads = Sweep.range(1e-3, 1e3, 200, true);
        double[] ms = new double[6];
        for (int i = 0; i < ms.length; i++) {
            long t0 = System.nanoTime();
            var points = sweep.run(scenario, SweepParameter.V, loads);
            ms[i] = (System.nanoTime() - t0) / 1e6;
            assertThat(points).hasSize(200).allMatch(p -> Double.isFinite(p.makespan()));
        }
        var small = vm.scenarioProperty().get();
        double[] sizes = Sweep.range(1, 200, 200, false);
        double[] ms2 = new double[6];
        for (int i = 0; i < ms2.length; i++) {
            long t0 = System.nanoTime();
            java.util.List<SweepPoint> points = sweep.run(small, SweepParameter.PROCESSORS, sizes);
            ms2[i] = (System.nanoTime() - t0) / 1e6;
            assertThat(points).hasSize(200);
        }
        System.out.printf(Locale.ROOT, "sweep of 200 loads on a 1000-processor chain: median %.1f ms%n", median(ms));
        System.out.printf(Locale.ROOT, "sweep of 200 sizes (chain of 1..200): median %.1f ms%n", median(ms2));
    }

    private static double median(double[] v) {
        double[] tail = Arrays.copyOfRange(v, v.length / 2, v.length);
        Arrays.sort(tail);
        return tail[tail.length / 2];
    }
}
