package org.dltexplorer.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Points that do not solve are told on standard error and in the caption file, never drawn in the figure. */
class FigureNotesTest {

    @TempDir
    Path dir;

    /**
     * A star of 3 workers whose buffers hold 10 load units each (40 with the originator's): at load 30 it solves, and
     * the makespan-vs-load sweep from 0.03 to 3 × 10^4 cannot place any load above 40, so points go unsolved.
     */
    private final Scenario memoryStar = Scenario.uniform(new Star(3), 30.0, ProcessorParams.of(1.0).withB(10),
            LinkParams.of(0, 0.5));
    private final StringWriter err = new StringWriter();
    private final StringWriter out = new StringWriter();

    private int figure(String... args) {
        CommandLine cl = DltCommand.configure(new CommandLine(new FigureCommand(f -> memoryStar, Solvers.standard())));
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(out));
        return cl.execute(args);
    }

    @Test
    void unsolvedPointsAreOneWarningPerSeriesAndCaptionTextButNotInThePdf() throws Exception {
        Path pdf = dir.resolve("t.pdf");
        Path caption = dir.resolve("t.caption.txt");

        int code = figure("s.json", "--chart", "time-vs-load", "--out", pdf.toString(), "--caption-out", caption.toString());

        assertThat(code).as(err.toString()).isZero();
        String[] warnings = err.toString().lines().filter(l -> l.startsWith("warning: ")).toArray(String[]::new);
        assertThat(warnings).isNotEmpty();
        // m = 4 (star of 3 and its originator), buffers 4 x 10 = 40 load units: loads above 40 are not solved
        assertThat(warnings).anyMatch(w -> w.matches("warning: m = 4: \\d+ of 31 points not solved: .*40 load units.*"));
        assertThat(warnings).allMatch(w -> !w.contains("V = "));
        assertThat(Files.readAllLines(caption, StandardCharsets.UTF_8))
                .containsExactly(java.util.Arrays.stream(warnings).map(w -> w.substring("warning: ".length())).toArray(String[]::new));
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            String text = new PDFTextStripper().getText(doc);
            assertThat(text).doesNotContain("not solved").doesNotContain("buffers");
        }
    }

    @Test
    void noTitleLeavesNoSubtitleEither() throws Exception {
        Path with = dir.resolve("with.pdf");
        Path without = dir.resolve("without.pdf");

        assertThat(figure("s.json", "--chart", "gantt", "--out", with.toString())).as(err.toString()).isZero();
        assertThat(figure("s.json", "--chart", "gantt", "--out", without.toString(), "--no-title")).as(err.toString()).isZero();

        assertThat(text(with)).contains("makespan ");
        assertThat(text(without)).doesNotContain("makespan ").doesNotContain("communication above");
    }

    private static String text(Path pdf) throws Exception {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(doc);
        }
    }
}
