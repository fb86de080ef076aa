package org.dltexplorer.app.chart.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.dltexplorer.app.Provenance;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.export.PgfHeatMap;
import org.dltexplorer.core.analysis.PointOutcome;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The PGFPlots heat map: a matrix plot in the viridis colour map with a colour bar, iso-lines as prepared contours,
 * hatching and one legend entry only when points were not solved, the provenance in a comment; compiled with pdflatex
 * (when installed) it is exactly the asked width, colour bar and labels included, and nothing reaches beyond it.
 */
class PgfHeatMapTest {

    private static final double SINGLE = 8.5 / 2.54 * 72;
    private static final double DOUBLE = 17.5 / 2.54 * 72;

    @TempDir
    Path dir;

    /** f = x·y over x, y from 1 to 1000 (log grid), the corner (0, 0) not solved: a log colour scale. */
    private static MapData field(boolean withUnsolved) {
        double[] v = {1, 10, 100, 1000};
        List<PointOutcome> points = new ArrayList<>();
        for (int iy = 0; iy < 4; iy++) {
            for (int ix = 0; ix < 4; ix++) {
                points.add(withUnsolved && ix == 0 && iy == 0
                        ? new PointOutcome(Status.INFEASIBLE, Double.NaN, Double.NaN, 0, Double.NaN, Double.NaN, "no")
                        : new PointOutcome(Status.OPTIMAL, v[ix] * v[iy], 1, 1, Double.NaN, Double.NaN, ""));
            }
        }
        return MapData.of("x times y", new MapData.Axis("V", v, true, false), new MapData.Axis("C", v, true, false), points);
    }

    private static MapFigureOptions options(double width) {
        return MapFigureOptions.defaults(ExportFormat.TEX).withFigure(new FigureOptions(ExportFormat.TEX,
                ExportSize.points(width, 6 / 2.54 * 72, 300), FigureOptions.defaults(ExportFormat.TEX).style())
                .withProvenance(new Provenance("DLT Explorer test", "ab".repeat(32))));
    }

    @Test
    void theFileHasTheMatrixPlotColourBarContoursAndProvenance() {
        String tex = PgfHeatMap.of(field(true), options(SINGLE));

        assertThat(tex).contains("% written by DLT Explorer test; scenario SHA-256 " + "ab".repeat(32),
                "matrix plot*", "mesh/cols=4", "mesh/rows=4", "colorbar", "colormap={dltviridis}{rgb255=(68,1,84)",
                "rgb255=(253,231,37)}", "contour prepared", "xmode=log", "ymode=log", "\\addlegendentry{not solved}");
        // the unsolved corner is a gap of the matrix (hatched underneath), the others their log10 x·y
        assertThat(tex).contains("\n1 1 nan\n", "\n10 1 1\n", "\n1000 1000 6\n");
        // values from 10 to 10⁶: iso-lines at 100, 1000, …, 10⁵ (log10 2 … 5), none at the ends
        assertThat(Pattern.compile("contour prepared").matcher(tex).results().count()).isEqualTo(4);
        assertThat(PgfHeatMap.of(field(false), options(SINGLE))).doesNotContain("not solved", "\\clip");
    }

    @ParameterizedTest(name = "{0} pt")
    @ValueSource(doubles = {SINGLE, DOUBLE})
    void compiledItIsExactlyTheAskedWidthWithNothingBeyond(double width) throws Exception {
        assumeTrue(org.dltexplorer.app.chart.export.CompiledPgfWidth.pdflatexPresent(), "pdflatex is not on the PATH: the PGFPlots heat map is not compiled "
                + "(Debian: apt-get install texlive-latex-base texlive-pictures)");
        Files.writeString(dir.resolve("map.tex"), PgfHeatMap.of(field(true), options(width)), StandardCharsets.UTF_8);
        var w = org.dltexplorer.app.chart.export.CompiledPgfWidth.of(dir, "map.tex");
        assertThat(w.trimmed()).as("trimmed width").isCloseTo(width, org.assertj.core.data.Offset.offset(0.1));
        assertThat(w.natural()).as("width of what is drawn").isLessThanOrEqualTo(width + 0.5);
    }

    /**
     * A linear map over V from 10⁵ to 10⁶ and S from 10⁻⁴ to 1.9 × 10⁻³, the makespan V·S + V/1000 (from 100 to
     * 2900): its 1-2-5 ticks read "2 × 10⁵ 4 × 10⁵ …", five labels too wide for one column side by side.
     */
    private static MapData wideTicks() {
        double[] v = new double[10];
        double[] sv = new double[10];
        for (int i = 0; i < 10; i++) {
            v[i] = 1e5 + i * 1e5;
            sv[i] = 1e-4 + i * 2e-4;
        }
        List<PointOutcome> points = new ArrayList<>();
        for (double s : sv) {
            for (double x : v) {
                points.add(new PointOutcome(Status.OPTIMAL, x * s + x / 1000, 1, 1, Double.NaN, Double.NaN, ""));
            }
        }
        return MapData.of("Makespan over load and startup", new MapData.Axis("V", v, false, false),
                new MapData.Axis("S", sv, false, false), points);
    }

    @ParameterizedTest(name = "{0} pt")
    @ValueSource(doubles = {SINGLE, DOUBLE})
    void compiledNoTickLabelOverlapsAnotherOrLeavesThePage(double width) throws Exception {
        assumeTrue(org.dltexplorer.app.chart.export.CompiledPgfWidth.pdflatexPresent(), "pdflatex is not on the PATH: the PGFPlots heat map is not compiled "
                + "(Debian: apt-get install texlive-latex-base texlive-pictures)");
        String tex = PgfHeatMap.of(wideTicks(), options(width));
        Files.writeString(dir.resolve("map.tex"), tex, StandardCharsets.UTF_8);
        org.dltexplorer.app.chart.export.CompiledPgfWidth.of(dir, "map.tex");

        var runs = org.dltexplorer.app.chart.export.PdfTextRuns.of(dir.resolve("doc.pdf"));
        assertThat(runs.overlaps()).isEmpty();
        // thinned, not emptied: each axis keeps two labelled ticks at least
        for (String axis : List.of("xtick", "ytick")) {
            var m = Pattern.compile("\n  " + axis + "=\\{([^}]*)\\}").matcher(tex);
            assertThat(m.find()).as(axis).isTrue();
            assertThat(m.group(1).split(",")).as(axis).hasSizeGreaterThanOrEqualTo(2);
        }
    }
}
