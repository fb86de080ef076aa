package org.dltexplorer.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dltexplorer.app.Provenance;
import org.dltexplorer.core.io.ScenarioDigest;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code dlt map --out F.pdf|.svg|.png}: the heat map written with its provenance, points not solved told on standard
 * error one line per kind of reason and in the caption file, never in the figure.
 */
class MapFigureCommandTest {

    @TempDir
    Path dir;

    private final Scenario chain = Scenario.uniform(new Chain(7, 3), 2.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.2))
            .withTitle("Chain of seven");
    private final StringWriter err = new StringWriter();
    private final StringWriter out = new StringWriter();

    private int map(String... args) {
        CommandLine cl = DltCommand.configure(new CommandLine(new MapCommand(f -> chain, Solvers.standard())));
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(out));
        return cl.execute(args);
    }

    /** processors 0 … 8: the column at 0 cannot be solved; C from 0.01 to 1. */
    private String[] grid(String out, String... more) {
        List<String> a = new java.util.ArrayList<>(List.of("c.json", "--x", "processors", "--x-from", "0", "--x-to", "8",
                "--x-steps", "9", "--y", "C", "--y-from", "0.01", "--y-to", "1", "--y-steps", "5", "--y-log", "--metric",
                "speedup", "--out", out));
        a.addAll(List.of(more));
        return a.toArray(String[]::new);
    }

    @Test
    void aPdfHeatMapIsWrittenWithItsProvenanceAndTheUnsolvedPointsOnlyOnStandardErrorAndInTheCaption() throws Exception {
        Path pdf = dir.resolve("map.pdf");
        Path caption = dir.resolve("map.txt");

        assertThat(map(grid(pdf.toString(), "--caption-out", caption.toString()))).as(err.toString()).isZero();

        String note = "5 of 45 points not solved: processors: must be >= 1, got 0 (first at processors = 0, C = 0.01)";
        assertThat(err.toString().strip()).isEqualTo("warning: " + note);
        assertThat(Files.readString(caption)).isEqualTo(note + "\n");
        assertThat(out.toString()).contains("wrote " + pdf + " (45 points)");
        try (var doc = org.apache.pdfbox.Loader.loadPDF(pdf.toFile())) {
            assertThat(doc.getDocumentInformation().getCreator()).isEqualTo(Provenance.programName());
            assertThat(doc.getDocumentInformation().getSubject()).isEqualTo("scenario SHA-256 " + ScenarioDigest.sha256(chain));
            String text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc);
            assertThat(text).contains("Chain of seven", "not solved", "speedup").doesNotContain("must be", "processors: ");
        }
    }

    @Test
    void svgAndPngAreWrittenTooAtTheAskedSize() throws Exception {
        Path svg = dir.resolve("map.svg");
        Path png = dir.resolve("map.png");

        assertThat(map(grid(svg.toString(), "--width", "10cm", "--no-title"))).as(err.toString()).isZero();
        assertThat(map(grid(png.toString(), "--width", "2in", "--height", "1.5in", "--dpi", "100"))).as(err.toString()).isZero();

        String s = Files.readString(svg);
        assertThat(s).contains("width='" + 10 / 2.54 * 72 + "pt'").doesNotContain("Chain of seven");
        var image = javax.imageio.ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(200);
        assertThat(image.getHeight()).isEqualTo(150);
    }

    @Test
    void aTexHeatMapIsPgfPlotsCodeWithTheScenariosDigest() throws Exception {
        Path tex = dir.resolve("map.tex");

        assertThat(map(grid(tex.toString()))).as(err.toString()).isZero();

        assertThat(Files.readString(tex)).contains("scenario SHA-256 " + ScenarioDigest.sha256(chain), "matrix plot*",
                "mesh/cols=9", "mesh/rows=5", "\\addlegendentry{not solved}").doesNotContain("must be");
    }
}
