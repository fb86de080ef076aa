package org.dltexplorer.app.feature.curves;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import org.dltexplorer.app.chart.CurveOptions;
import org.dltexplorer.app.chart.CurveSet;
import org.dltexplorer.app.cli.DltCommand;
import org.dltexplorer.app.cli.FigureCommand;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The curves view-model draws the curves its options choose, the same as {@code dlt figure}, and the added scenarios. */
class CurveChoicesTest {

    private final Scenario chain = Scenario.uniform(new Chain(6, 0), 1.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.2))
            .withTitle("Chain of six");

    private static CurvesViewModel vm() {
        return new CurvesViewModel(new CurrentThreadTaskRunner(), Solvers.standard());
    }

    /** What {@code dlt figure FILE … --out - --format csv} prints, the scenario being {@code chain}. */
    private String cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = DltCommand.configure(new CommandLine(new FigureCommand(f -> chain, Solvers.standard())));
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        assertThat(cl.execute(args)).as(err.toString()).isZero();
        return out.toString();
    }

    @Test
    void theWindowAndTheCommandLineDrawTheSameSeriesForTheSameTexts() {
        CurvesViewModel vm = vm();
        CurveOptionsEditor speedup = vm.speedupEditor();
        speedup.seriesProperty().set("1, 100");
        speedup.xFromProperty().set("1");
        speedup.xToProperty().set("9");
        speedup.xStepsProperty().set("5");
        assertThat(speedup.apply()).isTrue();
        CurveOptionsEditor time = vm.timeEditor();
        time.seriesProperty().set("2 4");
        time.xFromProperty().set("0.5");
        time.xToProperty().set("50");
        time.xStepsProperty().set("5");
        time.xLogProperty().set(true);
        time.yFromProperty().set("0.01");
        time.yToProperty().set("100");
        assertThat(time.apply()).isTrue();

        vm.update(chain);
        CurvesViewModel.Curves c = vm.curvesProperty().get();

        assertThat(c.speedup().curves()).extracting(CurveSet.Curve::name).containsExactly("V = 1", "V = 100");
        assertThat(c.speedup().curves().get(0).points()).extracting(CurveSet.Point::x).containsExactly(1.0, 3.0, 5.0, 7.0, 9.0);
        assertThat(c.timeVsLoad().curves()).extracting(CurveSet.Curve::name).containsExactly("m = 2", "m = 4");
        double[] loads = {0.5, 0.5 * Math.sqrt(10), 5.0, 5 * Math.sqrt(10), 50.0}; // five points over two decades
        List<CurveSet.Point> points = c.timeVsLoad().curves().get(1).points();
        assertThat(points).hasSize(loads.length);
        for (int i = 0; i < loads.length; i++) {
            assertThat(points.get(i).x()).isCloseTo(loads[i], org.assertj.core.data.Percentage.withPercentage(1e-12));
        }
        assertThat(c.timeVsLoad().yRange()).isEqualTo(new CurveOptions.Bounds(0.01, 100));
        assertThat(cli("s.json", "--chart", "speedup", "--loads", "1,100", "--x-from", "1", "--x-to", "9", "--x-steps", "5",
                "--out", "-", "--format", "csv")).isEqualTo(c.speedup().table().toCsv());
        assertThat(cli("s.json", "--chart", "time-vs-load", "--sizes", "2,4", "--x-from", "0.5", "--x-to", "50", "--x-steps",
                "5", "--x-log", "--y-from", "0.01", "--y-to", "100", "--out", "-", "--format", "csv"))
                .isEqualTo(c.timeVsLoad().table().toCsv());
    }

    @Test
    void aBadTextKeepsTheCurvesAndSaysWhichFieldAndValueInOneLine() {
        CurvesViewModel vm = vm();
        vm.update(chain);
        CurvesViewModel.Curves before = vm.curvesProperty().get();
        CurveOptionsEditor time = vm.timeEditor();
        time.xFromProperty().set("1");
        time.xToProperty().set("10");
        time.xStepsProperty().set("1");

        assertThat(time.apply()).isFalse();
        assertThat(time.errorProperty().get()).isEqualTo("x-steps: must be a whole number from 2 to 1000, got '1'");
        assertThat(vm.timeOptionsProperty().get()).isEqualTo(CurveOptions.DEFAULT);
        assertThat(vm.curvesProperty().get()).isSameAs(before);

        time.seriesProperty().set("2, four");
        time.xStepsProperty().set("3");
        assertThat(time.apply()).isFalse();
        assertThat(time.errorProperty().get()).isEqualTo("sizes: not a whole number, got 'four' in '2, four'");

        time.reset();
        assertThat(time.errorProperty().get()).isEmpty();
        assertThat(time.xFromProperty().get()).isEmpty();
    }

    @Test
    void theDefaultsAreTodaysCurves() {
        CurvesViewModel chosen = vm();
        chosen.speedupEditor().seriesProperty().set("");
        assertThat(chosen.speedupEditor().apply()).isTrue();
        chosen.update(chain);
        CurvesViewModel.Curves c = chosen.curvesProperty().get();
        // V/100, V and 100·V, as before the options existed
        assertThat(c.speedup().curves()).extracting(CurveSet.Curve::name).containsExactly("V = 0.01", "V = 1", "V = 100");
        assertThat(c.timeVsLoad().logX()).isTrue();
        assertThat(c.timeVsLoad().curves().get(0).points()).hasSize(31);
    }

    @Test
    void anAddedScenarioIsDrawnFixedBesideTheCurrentOneUntilRemoved() {
        CurvesViewModel vm = vm();
        vm.update(chain);
        assertThat(vm.addCurrent().name()).isEqualTo("Chain of six");
        Scenario slower = chain.withLinkDefault(LinkParams.of(0.01, 1.0));
        vm.update(slower);

        CurvesViewModel.Curves c = vm.curvesProperty().get();
        assertThat(c.speedup().curves()).extracting(CurveSet.Curve::name)
                .containsExactly("Chain of six (current)", "Chain of six");
        List<CurveSet.Point> now = c.speedup().curves().get(0).drawn();
        List<CurveSet.Point> fixed = c.speedup().curves().get(1).drawn();
        // the added one kept its faster links: it scales better at two processors and more
        assertThat(fixed.get(1).y()).isGreaterThan(now.get(1).y());
        assertThat(c.timeVsLoad().curves()).hasSize(2);

        vm.overlays().clear();
        assertThat(vm.curvesProperty().get().speedup().curves()).hasSize(3);
    }
}
