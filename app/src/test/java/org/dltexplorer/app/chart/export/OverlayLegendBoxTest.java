package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.dltexplorer.app.chart.ChartFonts;
import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.CurveOptions;
import org.dltexplorer.app.chart.CurveOverlay;
import org.dltexplorer.app.chart.CurveSet;
import org.dltexplorer.app.chart.CurveSweeps;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An overlay of three scenarios whose titles run 40 to 60 characters, as a paper's author names them, at one column
 * (8.5 × 6 cm) and two (17 × 8 cm): no legend text, no text at all, leaves the figure's box, in the PDF, the SVG and
 * the compiled PGFPlots file; the legend cuts the titles, which stay whole in the data.
 */
class OverlayLegendBoxTest {

    private static final double CM = 72 / 2.54;
    private static final List<String> TITLES = List.of(
            "Two-dimensional torus with fast links and a small startup", // 57
            "Two-dimensional torus, slow links, startup ten times larger", // 59
            "Torus (k = 3) scattering from the centre"); // 40
    private static final Map<ChartKind, CurveSet> SETS = new ConcurrentHashMap<>();

    @TempDir
    Path dir;

    static Stream<Arguments> figures() {
        List<Arguments> all = new ArrayList<>();
        for (ChartKind k : List.of(ChartKind.SPEEDUP, ChartKind.TIME_VS_LOAD)) {
            all.add(Arguments.of(k, 8.5, 6.0));
            all.add(Arguments.of(k, 17.0, 8.0));
        }
        return all.stream();
    }

    private static CurveSet overlay(ChartKind kind) {
        return SETS.computeIfAbsent(kind, k -> {
            List<CurveOverlay.Member> members = new ArrayList<>();
            for (int i = 0; i < TITLES.size(); i++) {
                Scenario s = Scenario.uniform(new Torus2d(i == 2 ? 3 : 2), 1000, ProcessorParams.of(1.0),
                        LinkParams.of(0.001 * Math.pow(10, i), 0.01 * (i + 1))).withTitle(TITLES.get(i));
                members.add(CurveOverlay.Member.of(s, "member" + i));
            }
            return new CurveOverlay(new CurveSweeps(Solvers.standard())).of(k, members, CurveOptions.DEFAULT, SolveMonitor.NONE);
        });
    }

    private Path export(ChartKind kind, double wCm, double hCm, ExportFormat format) throws Exception {
        Path f = dir.resolve(kind.id() + "-" + (int) wCm + "." + format.extension());
        ChartExporter.export(overlay(kind), f, new FigureOptions(format, ExportSize.points(wCm * CM, hCm * CM, 300),
                ChartStyle.PUBLICATION, FigureTitle.DEFAULT));
        return f;
    }

    @ParameterizedTest(name = "{0} at {1} × {2} cm: PDF")
    @MethodSource("figures")
    void pdfLegendStaysInsideThePage(ChartKind kind, double wCm, double hCm) throws Exception {
        PdfTextRuns runs = PdfTextRuns.of(export(kind, wCm, hCm, ExportFormat.PDF));

        assertThat(runs.problems()).isEmpty();
        // every member is in the legend, cut at a word where its title is long
        assertThat(runs.text()).contains("Two-dimensional torus", "Torus (k = 3)");
        assertThat(overlay(kind).curves()).extracting(CurveSet.Curve::name).anyMatch(n -> n.startsWith(TITLES.get(1)));
    }

    @ParameterizedTest(name = "{0} at {1} × {2} cm: SVG")
    @MethodSource("figures")
    void svgLegendStaysInsideTheBox(ChartKind kind, double wCm, double hCm) throws Exception {
        // the turned texts (the y label) are left out: their x and y are in the turned frame
        String svg = Files.readString(export(kind, wCm, hCm, ExportFormat.SVG))
                .replaceAll("(?s)<g transform='[^']*'><text.*?</text></g>", "");
        double width = wCm * CM;
        double height = hCm * CM;
        // upright texts (the legend's, the ticks', the title's), measured in the face they are drawn in
        Matcher m = Pattern.compile("<text x='([-0-9.E]+)' y='([-0-9.E]+)' style='[^']*font-size: ([0-9.]+)px;"
                + "( font-weight: bold;)?[^']*'[^>]*>([^<]*)</text>").matcher(svg);
        FontRenderContext frc = new FontRenderContext(null, true, true);
        int legend = 0;
        while (m.find()) {
            double x = Double.parseDouble(m.group(1));
            double y = Double.parseDouble(m.group(2));
            Font f = ChartFonts.font(ChartStyle.FontFamily.SERIF, m.group(4) != null ? Font.BOLD : Font.PLAIN,
                    Float.parseFloat(m.group(3)));
            String text = m.group(5);
            double w = f.getStringBounds(text, frc).getWidth();
            assertThat(x).as("left of '%s'", text).isGreaterThanOrEqualTo(-0.5);
            assertThat(x + w).as("right of '%s' (box %s)", text, width).isLessThanOrEqualTo(width + 0.5);
            assertThat(y).as("baseline of '%s' (box %s)", text, height).isLessThanOrEqualTo(height + 0.5);
            legend += text.contains("torus") || text.contains("Torus") ? 1 : 0;
        }
        assertThat(legend).as("legend entries found").isGreaterThanOrEqualTo(3);
    }

    @ParameterizedTest(name = "{0} at {1} × {2} cm: PGFPlots compiled")
    @MethodSource("figures")
    void pgfplotsLegendStaysInsideTheWidth(ChartKind kind, double wCm, double hCm) throws Exception {
        assumeTrue(CompiledPgfWidth.pdflatexPresent(), "pdflatex is not on the PATH: the PGFPlots overlay is not compiled "
                + "(Debian: apt-get install texlive-latex-base texlive-pictures)");
        Path fig = export(kind, wCm, hCm, ExportFormat.TEX);
        CompiledPgfWidth w = CompiledPgfWidth.of(dir, fig.getFileName().toString());

        assertThat(w.natural()).as("width of what is drawn").isLessThanOrEqualTo(wCm * CM + PdfTextRuns.EPS);
        assertThat(PdfTextRuns.of(dir.resolve("doc.pdf")).overlaps()).isEmpty();
    }
}
