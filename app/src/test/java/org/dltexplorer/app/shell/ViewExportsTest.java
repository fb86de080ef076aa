package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Export data, Export figure and Copy figure of every view, on the default chain of 6 (V = 1, A = 1, S = 0,
 * C = 0.2; results not returned) and on a star (the only kind here with a memory tunnel and a comparison).
 */
class ViewExportsTest {

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, TestSolvers.chainAndInfeasibleLoop());
    /** The default chain solved directly, the oracle of the numbers exported. */
    private final Schedule direct = new ChainSolver().solve(
            Scenario.uniform(new Chain(6, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2)));

    private List<String> csv(ViewKind view) throws Exception {
        Path f = dir.resolve(view.id() + ".csv");
        dialogs.saveAnswer = f;
        assertThat(vm.exports().exportData(view)).as(dialogs.shown.toString()).isTrue();
        assertThat(vm.statusProperty().get()).isEqualTo("Exported " + view.id() + ".csv");
        return Files.readAllLines(f);
    }

    private static List<String> cells(String line) {
        return Arrays.asList(line.split(",", -1));
    }

    @Test
    void distributionCsvListsEveryProcessorWithItsLoadStartAndFinish() throws Exception {
        List<String> lines = csv(ViewKind.DISTRIBUTION);

        assertThat(lines.get(0)).isEqualTo("unit,index,count,load,idle,start,finish");
        assertThat(lines).hasSize(1 + 6);
        for (int p = 0; p < 6; p++) {
            List<String> c = cells(lines.get(1 + p));
            assertThat(Double.parseDouble(c.get(3))).isEqualTo(direct.loadOf(p));
            // without result return every processor of the optimal chain stops at the makespan (Błażewicz & Drozdowski 1997)
            assertThat(Double.parseDouble(c.get(6))).isCloseTo(direct.makespan(), org.assertj.core.data.Offset.offset(1e-12));
        }
        // the originator starts at 0; processor 1 starts receiving at 0 too (S = 0), every start is before its finish
        assertThat(Double.parseDouble(cells(lines.get(1)).get(5))).isZero();
        assertThat(lines.subList(1, 7)).allMatch(l -> Double.parseDouble(cells(l).get(5)) < Double.parseDouble(cells(l).get(6)));
    }

    @Test
    void ganttCsvHasOneRowPerInterval() throws Exception {
        List<String> lines = csv(ViewKind.GANTT);

        assertThat(lines.get(0)).isEqualTo("unit,index,activity,start,end,load,peer,lane");
        assertThat(lines).hasSize(1 + direct.timeline().size());
    }

    @Test
    void curveCsvsHoldEverySweepPoint() throws Exception {
        var curves = vm.curves().curvesProperty().get();
        int speedupPoints = curves.speedup().curves().stream().mapToInt(c -> c.points().size()).sum();
        int timePoints = curves.timeVsLoad().curves().stream().mapToInt(c -> c.points().size()).sum();

        List<String> speedup = csv(ViewKind.SPEEDUP);
        List<String> time = csv(ViewKind.TIME_VS_LOAD);

        assertThat(speedupPoints).isPositive();
        assertThat(speedup.get(0)).startsWith("series,parameter,").endsWith(",status,reason");
        assertThat(speedup).hasSize(1 + speedupPoints);
        assertThat(time).hasSize(1 + timePoints);
        assertThat(curves.tunnel()).as("a chain has no memory tunnel").isNull();
    }

    @Test
    void summaryCsvHasKeyValueRowsAtFullPrecision() throws Exception {
        List<String> lines = csv(ViewKind.SUMMARY);

        assertThat(lines.get(0)).isEqualTo("key,value");
        assertThat(lines.subList(1, 11)).extracting(l -> cells(l).get(0)).containsExactly("makespan", "speedup",
                "utilization", "equivalent_speed", "processors_used", "processors_total", "solver", "status", "reason",
                "solve_time_ms");
        assertThat(lines).hasSize(11 + direct.notes().size());
        assertThat(lines.get(1)).isEqualTo("makespan," + direct.makespan());
        assertThat(lines.get(2)).isEqualTo("speedup," + direct.metrics().speedup());
        assertThat(lines.get(5)).isEqualTo("processors_used,6");
        assertThat(lines.get(6)).isEqualTo("processors_total,6");
        assertThat(lines.get(8)).isEqualTo("status,optimal");
    }

    /** What {@code dlt solve FILE --format FORMAT} prints: the oracle of the window's table files. */
    private static String solvedByTheCommandLine(Path file, String format) {
        java.io.StringWriter out = new java.io.StringWriter();
        picocli.CommandLine cl = org.dltexplorer.app.cli.DltCommand.newCommandLine();
        cl.setOut(new java.io.PrintWriter(out, true));
        cl.setErr(new java.io.PrintWriter(new java.io.StringWriter(), true));
        assertThat(cl.execute("solve", file.toString(), "--format", format)).isZero();
        return out.toString();
    }

    @Test
    void theResultViewsExportTheSameLatexAndMarkdownTablesAsDltSolve() throws Exception {
        Path scenario = dir.resolve("chain.json");
        dialogs.saveAnswer = scenario;
        assertThat(vm.saveAs()).isTrue();

        dialogs.saveAnswer = dir.resolve("table.tex");
        assertThat(vm.exports().exportData(ViewKind.PROCESSORS)).isTrue();
        dialogs.saveAnswer = dir.resolve("summary.md");
        assertThat(vm.exports().exportData(ViewKind.SUMMARY)).isTrue();

        String latex = Files.readString(dir.resolve("table.tex"));
        assertThat(latex).startsWith("% DLT Explorer ").contains("\\begin{tabular}", "\\bottomrule");
        assertThat(latex).isEqualTo(solvedByTheCommandLine(scenario, "latex"));
        assertThat(Files.readString(dir.resolve("summary.md"))).isEqualTo(solvedByTheCommandLine(scenario, "markdown"));
        assertThat(vm.statusProperty().get()).isEqualTo("Exported summary.md");
    }

    @Test
    void chartViewsWriteCsvEvenWhenTheNameSaysATableFormat() throws Exception {
        dialogs.saveAnswer = dir.resolve("gantt.tex");

        assertThat(vm.exports().exportData(ViewKind.GANTT)).isTrue();

        assertThat(Files.exists(dir.resolve("gantt.tex"))).isFalse();
        assertThat(Files.readString(dir.resolve("gantt.tex.csv"))).startsWith("unit,index,activity,start,end,load,peer,lane\n");
        assertThat(ViewExports.dataFormats(ViewKind.GANTT)).containsExactly(org.dltexplorer.app.feature.export.DataFormat.CSV);
    }

    @Test
    void theAnimationHasNoTableAndSaysSo() {
        dialogs.saveAnswer = dir.resolve("a.csv");

        assertThat(vm.exports().exportData(ViewKind.ANIMATION)).isFalse();

        assertThat(dialogs.shown).anyMatch(m -> m.startsWith("error: Nothing to export"));
        assertThat(Files.exists(dir.resolve("a.csv"))).isFalse();
    }

    @Test
    void starViewsExportTheComparisonAndTheMemoryTunnel() throws Exception {
        MainViewModel star = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, Solvers.standard());
        star.network().kindProperty().set(NetworkKind.STAR);
        star.comparison().activeProperty().set(true);
        var curves = star.curves().curvesProperty().get();
        assertThat(curves.tunnel()).isNotNull();
        int timeAndTunnel = curves.timeVsLoad().curves().stream().mapToInt(c -> c.points().size()).sum()
                + curves.tunnel().curves().stream().mapToInt(c -> c.points().size()).sum();

        var comparison = star.exports().table(ViewKind.COMPARISON);
        var time = star.exports().table(ViewKind.TIME_VS_LOAD);

        assertThat(comparison.header()).containsExactly("variant", "status", "makespan", "speedup", "processors_used",
                "improvement_percent");
        assertThat(comparison.rows()).hasSize(star.comparison().selectedProperty().get().variants().size());
        assertThat(comparison.rows().get(0).get(5)).as("the baseline has no gain").isEmpty();
        double m0 = Double.parseDouble(comparison.rows().get(0).get(2));
        double m1 = Double.parseDouble(comparison.rows().get(1).get(2));
        assertThat(Double.parseDouble(comparison.rows().get(1).get(5))).isCloseTo((m0 / m1 - 1) * 100,
                org.assertj.core.data.Offset.offset(1e-9));
        assertThat(time.rows()).hasSize(timeAndTunnel);
        assertThat(time.rows()).extracting(r -> r.get(0)).contains("inf (unlimited memory)", "sat (B = V/m)");
    }

    @Test
    void theComparisonChartIsExportedAndCopiedLikeTheOthers() throws Exception {
        MainViewModel star = new MainViewModel(new CurrentThreadTaskRunner(), dialogs, Solvers.standard());
        star.network().kindProperty().set(NetworkKind.STAR);
        star.comparison().activeProperty().set(true);
        dialogs.saveAnswer = dir.resolve("comparison.pdf");

        assertThat(star.exports().exportFigure(ViewKind.COMPARISON, new FigureOptions(ExportFormat.PDF,
                ExportSize.points(400, 250, 72), ChartStyle.PUBLICATION))).isTrue();

        String pdf = Files.readString(dir.resolve("comparison.pdf"), java.nio.charset.StandardCharsets.ISO_8859_1);
        assertThat(pdf).startsWith("%PDF");
        try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(dir.resolve("comparison.pdf").toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(1);
        }
        BufferedImage[] image = new BufferedImage[1];
        star.exports().setClipboard((i, t) -> image[0] = i);
        assertThat(star.exports().copyFigure(ViewKind.COMPARISON, 500, 300)).isTrue();
        assertThat(image[0].getWidth()).isEqualTo(500);
    }

    @Test
    void aScenarioAddedToTheComparisonIsExportedWithTheCurrentOne() throws Exception {
        vm.setScenarioTitle("Six");
        assertThat(vm.curves().addCurrent().name()).isEqualTo("Six");
        dialogs.saveAnswer = dir.resolve("speedup.pdf");

        assertThat(vm.exports().exportFigure(ViewKind.SPEEDUP, new FigureOptions(ExportFormat.PDF,
                ExportSize.points(400, 250, 72), ChartStyle.PUBLICATION))).isTrue();
        try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(dir.resolve("speedup.pdf").toFile())) {
            assertThat(new org.apache.pdfbox.text.PDFTextStripper().getText(doc)).contains("Six (current)").contains("Six");
        }
        assertThat(csv(ViewKind.SPEEDUP)).extracting(l -> cells(l).get(0)).containsOnly("series", "Six (current)", "Six");
    }

    @Test
    void exportFigureWritesTheChosenFormatAndAddsItsExtension() throws Exception {
        dialogs.saveAnswer = dir.resolve("figure");
        FigureOptions svg = new FigureOptions(ExportFormat.SVG, ExportSize.points(420, 260, 72),
                FigureOptions.style(ChartStyle.Look.PUBLICATION, ChartStyle.FontFamily.SANS));

        assertThat(vm.exports().exportFigure(ViewKind.GANTT, svg)).isTrue();

        String text = Files.readString(dir.resolve("figure.svg"));
        assertThat(text).contains("<svg").contains("width='420").contains("sans-serif");
        assertThat(vm.statusProperty().get()).isEqualTo("Exported figure.svg");
    }

    /**
     * A title cut at a thumbnail's size is said in the status line, in the words {@code dlt figure} warns with for the
     * same scenario, chart, size and title (the window wrote the file without a word).
     */
    @Test
    void aTitleCutAtTheExportsSizeIsSaidInTheStatusLineAsDltFigureWarns() throws Exception {
        String title = "Chain of six processors with the originator at an end, no result return, as in the papers";
        Path scenario = dir.resolve("chain.json");
        dialogs.saveAnswer = scenario;
        assertThat(vm.saveAs()).isTrue();
        java.io.StringWriter err = new java.io.StringWriter();
        picocli.CommandLine cl = org.dltexplorer.app.cli.DltCommand.newCommandLine();
        cl.setOut(new java.io.PrintWriter(new java.io.StringWriter(), true));
        cl.setErr(new java.io.PrintWriter(err, true));
        assertThat(cl.execute("figure", scenario.toString(), "--chart", "distribution", "--width", "4cm", "--height", "3cm",
                "--title", title, "--out", dir.resolve("cli.svg").toString())).as(err::toString).isZero();
        String warned = err.toString().lines().filter(l -> l.startsWith("warning: at 4 × 3 cm the title")).findFirst()
                .orElseThrow(() -> new AssertionError("dlt figure did not warn: " + err));
        String cut = warned.substring("warning: ".length(), warned.indexOf("; shorten it"));

        dialogs.saveAnswer = dir.resolve("thumb.svg");
        double cm = 72 / 2.54;
        assertThat(vm.exports().exportFigure(ViewKind.DISTRIBUTION, new FigureOptions(ExportFormat.SVG,
                ExportSize.points(4 * cm, 3 * cm, 300), ChartStyle.PUBLICATION,
                org.dltexplorer.app.chart.FigureTitle.of(title)))).isTrue();

        assertThat(Files.exists(dir.resolve("thumb.svg"))).isTrue();
        assertThat(vm.statusProperty().get()).startsWith("Exported thumb.svg; " + cut + ": shorten the title")
                .doesNotContain("\n");
    }

    @Test
    void csvFromTheFigureDialogIsTheViewsData() throws Exception {
        dialogs.saveAnswer = dir.resolve("numbers.csv");

        vm.exports().exportFigure(ViewKind.SUMMARY, new FigureOptions(ExportFormat.CSV, ExportSize.points(480, 300, 96), ChartStyle.SCREEN));

        assertThat(Files.readString(dir.resolve("numbers.csv"))).startsWith("key,value\nmakespan,");
    }

    @Test
    void aCancelledFileChoiceWritesNothing() {
        dialogs.saveAnswer = null;

        assertThat(vm.exports().exportData(ViewKind.GANTT)).isFalse();
        assertThat(vm.exports().exportFigure(ViewKind.GANTT, ExportViewModelDefaults.PNG)).isFalse();

        assertThat(dialogs.shown).isEmpty();
    }

    @Test
    void copyFigurePutsTheScreenSizedChartAndTabSeparatedNumbers() {
        BufferedImage[] image = new BufferedImage[1];
        String[] text = new String[1];
        vm.exports().setClipboard((i, t) -> {
            image[0] = i;
            text[0] = t;
        });

        assertThat(vm.exports().copyFigure(ViewKind.DISTRIBUTION, 612.4, 388.6)).isTrue();

        assertThat(image[0].getWidth()).isEqualTo(612);
        assertThat(image[0].getHeight()).isEqualTo(389);
        assertThat(text[0]).startsWith("unit\tindex\tcount\tload\tidle\tstart\tfinish\nprocessor\t0\t1\t");
        assertThat(text[0].split("\n")).hasSize(7);

        assertThat(vm.exports().copyFigure(ViewKind.SUMMARY, 612, 388)).isTrue();
        assertThat(image[0]).as("the summary has no chart: its numbers only").isNull();
        assertThat(text[0]).startsWith("key\tvalue\nmakespan\t" + direct.makespan());
    }

    /** The options of a default export, for tests that do not care about them. */
    private static final class ExportViewModelDefaults {
        static final FigureOptions PNG = org.dltexplorer.app.feature.export.ExportViewModel.INITIAL;
    }
}
