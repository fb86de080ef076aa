package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.CurveOptions;
import org.dltexplorer.app.chart.CurveOverlay;
import org.dltexplorer.app.chart.CurveSet;
import org.dltexplorer.app.chart.CurveSweeps;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An overlay of a chain, a star and a torus, as {@code dlt figure a.json b.json c.json} draws it, at one column and two,
 * on a linear and on a log x axis: in the PDF every text lies inside the page and none overlaps another. The speedup
 * over sizes 2 to 30 gives the torus (5^(2k) processors) an x axis to 6 × 10¹⁶, whose last label, centred on the
 * axis's end, once ran off the figure's right edge.
 */
class OverlayOfKindsTest {

    private static final double CM = 72 / 2.54;
    private static final Map<String, CurveSet> SETS = new ConcurrentHashMap<>();

    @TempDir
    Path dir;

    static Stream<Arguments> figures() {
        List<Arguments> all = new ArrayList<>();
        for (String chart : List.of("speedup, sizes 2 to 30", "speedup, sizes 2 to 1000 log", "time vs load, 1 to 10⁶ log")) {
            all.add(Arguments.of(chart, 8.5, 6.0));
            all.add(Arguments.of(chart, 17.5, 9.0));
        }
        return all.stream();
    }

    private static CurveSet overlay(String chart) {
        return SETS.computeIfAbsent(chart, c -> {
            List<CurveOverlay.Member> members = List.of(
                    CurveOverlay.Member.of(Scenario.uniform(new Chain(20, 7), 100, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.1))
                            .withTitle("Chain of 20, originator inside"), "chain"),
                    CurveOverlay.Member.of(Scenario.uniform(new Star(20), 100, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.1))
                            .withTitle("Star of 20 workers"), "star"),
                    CurveOverlay.Member.of(Scenario.uniform(new Torus2d(2), 1000, ProcessorParams.of(1.0), LinkParams.of(0.001, 0.01))
                            .withTitle("2D torus, k = 2"), "torus"));
            ChartKind kind = c.startsWith("speedup") ? ChartKind.SPEEDUP : ChartKind.TIME_VS_LOAD;
            CurveOptions.Grid x = c.contains("2 to 30") ? new CurveOptions.Grid(2, 30, 15, false)
                    : c.contains("2 to 1000") ? new CurveOptions.Grid(2, 1000, 20, true) : new CurveOptions.Grid(1, 1e6, 31, true);
            return new CurveOverlay(new CurveSweeps(Solvers.standard())).of(kind, members,
                    new CurveOptions(List.of(), List.of(), x, null), SolveMonitor.NONE);
        });
    }

    @ParameterizedTest(name = "{0} at {1} × {2} cm")
    @MethodSource("figures")
    void everyTextInsideThePageAndNoneOverAnother(String chart, double wCm, double hCm) throws Exception {
        Path f = dir.resolve("overlay.pdf");
        ChartExporter.export(overlay(chart), f, new FigureOptions(ExportFormat.PDF, ExportSize.points(wCm * CM, hCm * CM, 300),
                ChartStyle.PUBLICATION, FigureTitle.DEFAULT));
        PdfTextRuns runs = PdfTextRuns.of(f);

        assertThat(runs.problems()).isEmpty();
        assertThat(runs.text()).contains("Chain of 20", "Star of 20", "2D torus");
    }
}
