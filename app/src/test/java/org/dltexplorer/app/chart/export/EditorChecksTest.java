package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.app.chart.Figures;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a journal's editor checks of a figure, for every chart kind at one and two columns (8.5 cm and 17.5 cm), in
 * every format: the file is the asked width (a compiled PGFPlots figure too, labels and legend included, and nothing
 * reaches beyond it); in the PDF every text lies inside the page, no two texts overlap, no text is below 7 pt and no
 * number shows more than four significant digits; the SVG and the PNG have the asked size and no text below 7 pt.
 */
class EditorChecksTest {

    /** Sizes in PostScript points: 8.5 cm and 17.5 cm. */
    private static final double SINGLE = 8.5 / 2.54 * 72;
    private static final double DOUBLE = 17.5 / 2.54 * 72;
    private static final double HEIGHT = 6 / 2.54 * 72;
    /** Slack of a position read back from a file, in points. */
    private static final double EPS = 0.5;

    /** A chain (every chart solvable) and a 2D torus (layer labels, log axes, powers of ten in the ticks). */
    private static final Map<String, Scenario> SCENARIOS = Map.of(
            "chain", Scenario.uniform(new Chain(6, 0), 2.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.2))
                    .withTitle("Chain of six, originator at an end"),
            "torus", Scenario.uniform(new Torus2d(3), 1e8, ProcessorParams.of(1e-6), LinkParams.of(0, 1e-8))
                    .withTitle("2D torus of 5^6 processors"),
            // a one-port star with costs and a budget: the only kind the time–cost front applies to
            "star", new org.dltexplorer.core.io.ScenarioReader().read("{\"format\": \"dlt-scenario\", \"version\": 1,"
                    + " \"title\": \"Star of three workers with costs, a release time and a startup\","
                    + " \"network\": {\"kind\": \"star\", \"workers\": 3}, \"load\": 10, \"processor\": {\"A\": 1, \"cost\": 1},"
                    + " \"processors\": [{\"id\": 1, \"A\": 0.5, \"cost\": 3, \"fixedCost\": 2}, {\"id\": 2, \"A\": 2,"
                    + " \"release\": 1, \"F\": 0.5}, {\"id\": 3, \"cost\": 0.5}], \"link\": {\"S\": 0.1, \"C\": 0.2},"
                    + " \"strategy\": {\"order\": \"optimal\", \"budget\": 15}}"));
    private static final Map<String, FigureData> DATA = new ConcurrentHashMap<>();

    @TempDir
    Path dir;

    static Stream<Arguments> figures() {
        List<Arguments> all = new ArrayList<>();
        for (String s : List.of("chain", "torus", "star")) {
            for (ChartKind k : ChartKind.values()) {
                if (!k.appliesTo(SCENARIOS.get(s).network().kind())) {
                    continue; // the time–cost front is a star's only
                }
                if (s.equals("star") && k != ChartKind.TIME_COST) {
                    continue; // the chain and the torus check every other chart; the star is here for its front
                }
                for (double w : new double[] {SINGLE, DOUBLE}) {
                    all.add(Arguments.of(s, k, w));
                }
            }
        }
        return all.stream();
    }

    private static FigureData data(String scenario, ChartKind kind) {
        return DATA.computeIfAbsent(scenario + kind, k -> Figures.standard().data(kind, SCENARIOS.get(scenario)));
    }

    private Path export(String scenario, ChartKind kind, double width, ExportFormat format) throws IOException {
        Path f = dir.resolve(scenario + "-" + kind.id() + "-" + Math.round(width) + "." + format.extension());
        FigureOptions o = new FigureOptions(format, new ExportSize(width, HEIGHT, 300), ChartStyle.PUBLICATION,
                FigureTitle.DEFAULT);
        ChartExporter.export(data(scenario, kind), f, o);
        return f;
    }

    @ParameterizedTest(name = "{0} {1} at {2} pt: PDF")
    @MethodSource("figures")
    void pdfTextIsInsideTheAskedPageApartAtLeast7ptAndNoMorePreciseThanShown(String scenario, ChartKind kind, double width)
            throws Exception {
        Path pdf = export(scenario, kind, width, ExportFormat.PDF);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            float w = doc.getPage(0).getMediaBox().getWidth();
            float h = doc.getPage(0).getMediaBox().getHeight();
            assertThat((double) w).isCloseTo(width, org.assertj.core.data.Offset.offset(0.01));
            PdfTextRuns texts = PdfTextRuns.of(doc);
            assertThat(texts.chunks).isNotEmpty();
            for (PdfTextRuns.Chunk c : texts.chunks) {
                assertThat(c.size()).as("size of '%s'", c.text()).isGreaterThanOrEqualTo(7f - 0.01f);
                assertThat(overPrecise(c.text())).as("numbers with more than 4 significant digits in '%s'", c.text()).isEmpty();
            }
            // inside the page, none drawn over another, no two overlapping
            assertThat(texts.problems()).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0} {1} at {2} pt: SVG and PNG")
    @MethodSource("figures")
    void svgAndPngHaveTheAskedSizeAndNoTextBelow7pt(String scenario, ChartKind kind, double width) throws Exception {
        String svg = Files.readString(export(scenario, kind, width, ExportFormat.SVG));
        assertThat(svg).contains("width='" + width + "pt'");
        Matcher sizes = Pattern.compile("font-size: ([0-9.]+)px").matcher(svg);
        int n = 0;
        while (sizes.find()) {
            assertThat(Double.parseDouble(sizes.group(1))).isGreaterThanOrEqualTo(7 - 1e-6);
            n++;
        }
        assertThat(n).isPositive();
        var png = ImageIO.read(export(scenario, kind, width, ExportFormat.PNG).toFile());
        assertThat(png.getWidth()).isEqualTo((int) Math.round(width / 72 * 300));
    }

    @ParameterizedTest(name = "{0} {1} at {2} pt: PGFPlots compiled")
    @MethodSource("figures")
    void pgfplotsCompilesToExactlyTheAskedWidthWithNothingBeyond(String scenario, ChartKind kind, double width)
            throws Exception {
        assumeTrue(CompiledPgfWidth.pdflatexPresent(), "pdflatex is not on the PATH: the PGFPlots widths are not measured "
                + "(Debian: apt-get install texlive-latex-base texlive-pictures)");
        Path fig = export(scenario, kind, width, ExportFormat.TEX);
        CompiledPgfWidth w = CompiledPgfWidth.of(dir, fig.getFileName().toString());
        assertThat(w.trimmed()).as("trimmed width").isCloseTo(width, org.assertj.core.data.Offset.offset(0.1));
        assertThat(w.natural()).as("width of what is drawn").isLessThanOrEqualTo(width + EPS);
    }

    /**
     * Numbers with a decimal point in {@code text} with more than four significant digits; whole numbers are counts
     * (15625 processors) or round ticks, exact as written.
     */
    static List<String> overPrecise(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\d+\\.\\d+").matcher(text);
        while (m.find()) {
            String digits = m.group().replace(".", "").replaceFirst("^0+", "");
            if (digits.length() > 4) {
                out.add(m.group());
            }
        }
        return out;
    }

}
