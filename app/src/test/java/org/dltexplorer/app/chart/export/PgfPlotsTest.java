package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.CurveSet;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.app.chart.Figures;
import org.dltexplorer.app.chart.LoadHistogram;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** PGFPlots export: data inline, Unicode made LaTeX, and (when pdflatex is on the machine) it compiles. */
class PgfPlotsTest {

    @TempDir
    Path dir;

    private final Scenario chain = Scenario.uniform(new Chain(6, 0), 1.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.2))
            .withTitle("Chain – α & σ₁ ≤ 10⁶ × 2, 50%");

    @Test
    void theGanttIsFilledRectanglesInAxisUnitsWithTheDataInline() throws Exception {
        FigureData data = Figures.standard().data(ChartKind.GANTT, chain);
        String tex = PgfPlotsFigure.of(data, FigureOptions.defaults(ExportFormat.TEX));

        assertThat(tex).contains("\\begin{tikzpicture}").contains("\\begin{axis}").contains("y dir=reverse");
        assertThat(tex).containsPattern("\\\\filldraw\\[fill=[^]]*\\] \\(axis cs:0,[-0-9.]+\\) rectangle \\(axis cs:");
        assertThat(tex).contains("title={Chain -- \\alpha".replace("\\alpha", "$\\alpha$") + " \\& $\\sigma$$_{1}$ $\\leq$ 10\\textsuperscript{6} $\\times$ 2, 50\\%}");
        assertThat(tex).contains("xlabel={time [time units]}");
        assertThat(PgfPlotsFigure.of(data, FigureOptions.defaults(ExportFormat.TEX).withTitle(FigureTitle.NONE)))
                .doesNotContain("title=");
    }

    @Test
    void curvesCarryTheirSymbolsInMathAndTheirSeriesInline() throws Exception {
        String tex = PgfPlotsFigure.of(Figures.standard().data(ChartKind.TIME_VS_LOAD, chain),
                FigureOptions.defaults(ExportFormat.TEX));

        // the y label may wrap at a space (the layout breaks it to the axis height), never inside the symbol
        assertThat(tex).containsPattern("ylabel=\\{makespan \\$C_\\{\\\\mathrm\\{max\\}\\}\\$( |\\\\\\\\\\{\\})\\[time units\\]\\}")
                .contains("xmode=log")
                .contains("\\addlegendentry{m = 6}").containsPattern("coordinates \\{\\(0\\.001,[0-9.e-]+\\) ");
    }

    @Test
    void aHistogramOfLoadsIsABarPerBinClosedByItsLastEdge() {
        // loads 1, 10, 100, 1000: they span three decades, so the bins are logarithmic from 1 to 1000
        LoadHistogram h = LoadHistogram.of("Loads", new double[] {1, 10, 100, 1000}, 5000);
        String tex = PgfPlotsFigure.of(h, FigureOptions.defaults(ExportFormat.TEX));

        assertThat(tex).contains("ybar interval").contains("xmode=log").doesNotContain("empty legend");
        assertThat(tex).containsPattern("coordinates \\{\\(1,1\\) ").contains(" (1000,1)};");
        assertThat(tex.split("\\) \\(|\\{\\(", -1)).hasSizeGreaterThan(LoadHistogram.BINS);
    }

    @ParameterizedTest
    @EnumSource(value = ChartKind.class, names = "TIME_COST", mode = EnumSource.Mode.EXCLUDE) // a star's chart (TimeCostFrontTest); this scenario is a chain
    void compilesWithPdflatex(ChartKind kind) throws Exception {
        assumeTrue(onPath("pdflatex"), "pdflatex is not on the PATH: the PGFPlots export is not compiled "
                + "(Debian: apt-get install texlive-latex-base texlive-pictures)");
        for (ChartStyle style : new ChartStyle[] {ChartStyle.PUBLICATION, ChartStyle.SCREEN}) {
            Path fig = dir.resolve(kind.id() + "-" + style.look().id() + ".tex");
            ChartExporter.export(Figures.standard().data(kind, chain), fig,
                    new FigureOptions(ExportFormat.TEX, FigureOptions.defaults(ExportFormat.TEX).size(), style));
            Path doc = dir.resolve("doc-" + kind.id() + "-" + style.look().id() + ".tex");
            Files.writeString(doc, "\\documentclass{article}\n\\usepackage{pgfplots}\n\\pgfplotsset{compat=1.16}\n"
                    + "\\begin{document}\n\\input{" + fig.getFileName() + "}\n\\end{document}\n", StandardCharsets.UTF_8);

            Process p = new ProcessBuilder("pdflatex", "-interaction=nonstopmode", "-halt-on-error", doc.getFileName().toString())
                    .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("log.txt").toFile()).start();
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("pdflatex finished").isTrue();

            assertThat(p.exitValue()).as(kind + " " + style.look() + ":\n" + tail(dir.resolve("log.txt"))).isZero();
            assertThat(dir.resolve(doc.getFileName().toString().replace(".tex", ".pdf"))).exists();
        }
    }

    /**
     * A speedup chart of which one size was solved (the others beyond the kind's sizes): one x value, 9 765 625
     * processors. Its axis spans a tick step either side, so its labels differ and pdflatex can set it (a span of 2
     * around 10⁷ is "Dimension too large").
     */
    @org.junit.jupiter.api.Test
    void aCurveOfOnePointCompilesWithDistinctTicks() throws Exception {
        assumeTrue(onPath("pdflatex"), "pdflatex is not on the PATH: the PGFPlots export is not compiled "
                + "(Debian: apt-get install texlive-latex-base texlive-pictures)");
        CurveSet one = new CurveSet("Speedup", "processors m", "speedup", false, false, List.of(
                new CurveSet.Curve("V = 10", List.of(new CurveSet.Point(5, 9765625, 319.4, org.dltexplorer.core.schedule.Status.OPTIMAL, null)))),
                List.of());
        String tex = PgfPlotsFigure.of(one, FigureOptions.defaults(ExportFormat.TEX));
        java.util.regex.Matcher labels = java.util.regex.Pattern.compile("\n  xticklabels=\\{(.*)\\},\n").matcher(tex);
        assertThat(labels.find()).isTrue();
        List<String> each = List.of(labels.group(1).split("\\},\\{"));
        assertThat(each).hasSizeGreaterThanOrEqualTo(2).doesNotHaveDuplicates();
        Files.writeString(dir.resolve("one.tex"), tex, StandardCharsets.UTF_8);
        CompiledPgfWidth w = CompiledPgfWidth.of(dir, "one.tex");
        assertThat(w.natural()).isLessThanOrEqualTo(FigureOptions.defaults(ExportFormat.TEX).size().widthPt() + 0.5);
    }

    private static String tail(Path log) throws Exception {
        String s = Files.readString(log, StandardCharsets.ISO_8859_1);
        return s.substring(Math.max(0, s.length() - 1500));
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String d : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, program))) {
                return true;
            }
        }
        return false;
    }
}
