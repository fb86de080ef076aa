package org.dltexplorer.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.CurveOptions;
import org.dltexplorer.app.chart.CurveOverlay;
import org.dltexplorer.app.chart.Figures;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/**
 * {@code dlt figure A.json B.json …} overlays and the curve options ({@code --sizes}, {@code --loads}, {@code --x-…},
 * {@code --y-…}). Expected numbers are worked by hand: a chain of two with no startup (S = 0), originator at an end,
 * A = 1, finishes together when {@code α0·A = α1·(C + A)}, so {@code α0 = (A + C)/(2A + C)}, the makespan is
 * {@code V·A·(A + C)/(2A + C)} and the speedup {@code (2A + C)/(A + C)} (Błażewicz & Drozdowski (1997), eqs. (1)–(3)
 * with two processors).
 */
class FigureOverlayCommandTest {

    @TempDir
    Path dir;

    /** Titled, C = 0.2: speedup of two 2.2/1.2. */
    private final Scenario fast = Scenario.uniform(new Chain(6, 0), 1.0, ProcessorParams.of(1.0), LinkParams.of(0, 0.2))
            .withTitle("Fast chain");
    /** No title (its file name names it), C = 1: speedup of two 3/2. */
    private final Scenario slow = Scenario.uniform(new Chain(4, 0), 1.0, ProcessorParams.of(1.0), LinkParams.of(0, 1.0));
    private final Map<String, Scenario> files = Map.of("fast.json", fast, "slow.json", slow,
            "star.json", Scenario.uniform(new Star(3), 1.0, ProcessorParams.of(1.0), LinkParams.of(0, 0.5)));
    private final StringWriter err = new StringWriter();
    private final StringWriter out = new StringWriter();

    private int figure(String... args) {
        CommandLine cl = DltCommand.configure(new CommandLine(new FigureCommand(
                f -> files.get(f.getFileName().toString()), Solvers.standard())));
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(out, true));
        return cl.execute(args);
    }

    /** The CSV on standard output as series → (x → y), in order. */
    private Map<String, Map<Double, Double>> series() {
        Map<String, Map<Double, Double>> s = new LinkedHashMap<>();
        List<String> lines = out.toString().lines().filter(l -> !l.startsWith("#")).toList();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.replace("\"", "").split(",");
            s.computeIfAbsent(f[0], k -> new LinkedHashMap<>()).put(Double.parseDouble(f[2]), Double.parseDouble(f[3]));
        }
        return s;
    }

    @Test
    void twoFilesDrawOneSpeedupCurveEachNamedByTitleElseFileName() {
        int code = figure("fast.json", "dir/slow.json", "--chart", "speedup", "--x-from", "1", "--x-to", "3", "--x-steps", "3",
                "--out", "-", "--format", "csv");

        assertThat(code).as(err.toString()).isZero();
        Map<String, Map<Double, Double>> s = series();
        assertThat(s.keySet()).containsExactly("Fast chain", "slow");
        assertThat(s.get("Fast chain").keySet()).containsExactly(1.0, 2.0, 3.0);
        assertThat(s.get("Fast chain").get(1.0)).isCloseTo(1.0, within(1e-12));
        assertThat(s.get("Fast chain").get(2.0)).isCloseTo(2.2 / 1.2, within(1e-9));
        assertThat(s.get("slow").get(2.0)).isCloseTo(1.5, within(1e-9));
    }

    @Test
    void twoFilesDrawTheirDistributionsAsOneLineEach() {
        int code = figure("fast.json", "slow.json", "--chart", "distribution", "--out", "-", "--format", "csv");

        assertThat(code).as(err.toString()).isZero();
        Map<String, Map<Double, Double>> s = series();
        assertThat(s.keySet()).containsExactly("Fast chain", "slow");
        assertThat(s.get("Fast chain")).hasSize(6);
        assertThat(s.get("slow")).hasSize(4);
        for (Map<Double, Double> loads : s.values()) {
            assertThat(loads.values().stream().mapToDouble(Double::doubleValue).sum()).isCloseTo(1.0, within(1e-9));
        }
        // along a chain every processor gets less than the one before it
        List<Double> slowLoads = new ArrayList<>(s.get("slow").values());
        for (int i = 1; i < slowLoads.size(); i++) {
            assertThat(slowLoads.get(i)).isLessThan(slowLoads.get(i - 1));
        }
    }

    @Test
    void sizesAndALinearLoadRangeChooseTheTimeVsLoadCurves() {
        int code = figure("fast.json", "--chart", "time-vs-load", "--sizes", "2, 3", "--x-from", "1", "--x-to", "4",
                "--x-steps", "4", "--out", "-", "--format", "csv");

        assertThat(code).as(err.toString()).isZero();
        Map<String, Map<Double, Double>> s = series();
        assertThat(s.keySet()).containsExactly("m = 2", "m = 3");
        assertThat(s.get("m = 2").keySet()).containsExactly(1.0, 2.0, 3.0, 4.0);
        for (double v : new double[] {1, 2, 3, 4}) {
            assertThat(s.get("m = 2").get(v)).isCloseTo(v * 1.2 / 2.2, within(1e-9));
        }
    }

    @Test
    void loadsChooseTheSpeedupSeriesOfOneFile() {
        int code = figure("fast.json", "--chart", "speedup", "--loads", "1,100", "--x-from", "1", "--x-to", "2", "--x-steps",
                "2", "--out", "-", "--format", "csv");

        assertThat(code).as(err.toString()).isZero();
        Map<String, Map<Double, Double>> s = series();
        assertThat(s.keySet()).containsExactly("V = 1", "V = 100");
        // with no startup the speedup does not depend on the load
        assertThat(s.get("V = 100").get(2.0)).isCloseTo(2.2 / 1.2, within(1e-9));
    }

    @Test
    void theYRangeIsTheAxisRangeOfTheChartAndOfThePgfplotsCode() throws Exception {
        Path tex = dir.resolve("s.tex");
        assertThat(figure("fast.json", "--chart", "speedup", "--y-from", "0", "--y-to", "5", "--out", tex.toString()))
                .as(err.toString()).isZero();
        assertThat(Files.readString(tex)).contains("ymin=0,").contains("ymax=5,");

        var data = new Figures(Solvers.standard()).data(ChartKind.SPEEDUP, fast, null,
                CurveOptions.parse("", "", "", "", "", false, "0", "5"), SolveMonitor.NONE);
        JFreeChart chart = Figures.chart(data, ChartStyle.PUBLICATION);
        assertThat(chart.getXYPlot().getRangeAxis().getLowerBound()).isEqualTo(0.0);
        assertThat(chart.getXYPlot().getRangeAxis().getUpperBound()).isEqualTo(5.0);
    }

    @Test
    void anOverlayPdfNamesEveryScenarioAndItsCurvesDifferInDashAndMarkerInBlack() throws Exception {
        Path pdf = dir.resolve("o.pdf");
        assertThat(figure("fast.json", "slow.json", "star.json", "--chart", "speedup", "--out", pdf.toString()))
                .as(err.toString()).isZero();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(new PDFTextStripper().getText(doc)).contains("Fast chain").contains("slow").contains("star");
        }

        var data = new Figures(Solvers.standard()).overlay(ChartKind.SPEEDUP, List.of(
                CurveOverlay.Member.of(fast, "fast"), CurveOverlay.Member.of(slow, "slow"),
                CurveOverlay.Member.of(files.get("star.json"), "star")), CurveOptions.DEFAULT, SolveMonitor.NONE);
        XYItemRenderer r = Figures.chart(data, ChartStyle.PUBLICATION).getXYPlot().getRenderer();
        assertThat(List.of(r.getSeriesStroke(0), r.getSeriesStroke(1), r.getSeriesStroke(2))).doesNotHaveDuplicates();
        assertThat(List.of(r.getSeriesShape(0), r.getSeriesShape(1), r.getSeriesShape(2))).doesNotHaveDuplicates();
        assertThat(r.getSeriesPaint(1)).isEqualTo(java.awt.Color.BLACK);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--chart time-vs-load --sizes 2,x                  | --sizes: not a whole number, got 'x' in '2,x'",
        "--chart speedup --loads 0                          | --loads: a load is above 0, got '0'",
        "--chart speedup --x-from 1 --x-to 9 --x-steps 1    | --x-steps: must be a whole number from 2 to 1000, got '1'",
        "--chart speedup --x-from abc --x-to 9              | --x-from: not a number, got 'abc'",
        "--chart speedup --x-from 5                         | --x-to: must be given with --x-from, got nothing",
        "--chart time-vs-load --x-from 0 --x-to 9 --x-log   | --x-log: needs --x-from above 0, got '0'",
        "--chart speedup --y-from 3 --y-to 1                | --y-to: must be above --y-from (3), got '1'",
        "--chart speedup --sizes 2,4                        | --sizes: chooses the series of a time-vs-load chart, not of speedup",
        "--chart gantt --x-from 1 --x-to 2                  | --x-from: chooses the x values of a speedup, time-vs-load or tunnel chart, not of gantt",
    })
    void aBadCurveOptionEndsWithExit2AndOneLineNamingItAndItsValue(String args, String line) {
        List<String> all = new ArrayList<>(List.of("fast.json"));
        all.addAll(List.of(args.strip().split("\\s+")));
        all.addAll(List.of("--out", dir.resolve("x.pdf").toString()));

        assertThat(figure(all.toArray(String[]::new))).isEqualTo(2);
        assertThat(err.toString().strip()).isEqualTo("figure: " + line.strip());
        assertThat(Files.exists(dir.resolve("x.pdf"))).isFalse();
    }

    @Test
    void aChartOfOneScenarioRefusesSeveralFiles() {
        assertThat(figure("fast.json", "slow.json", "--chart", "gantt", "--out", dir.resolve("g.pdf").toString())).isEqualTo(2);
        assertThat(err.toString().strip()).isEqualTo("figure: --chart gantt: draws one scenario, got 2 files"
                + " (speedup, time-vs-load and distribution overlay several)");
    }
}
