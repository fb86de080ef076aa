package org.dltexplorer.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.Figures;
import org.dltexplorer.app.chart.export.ChartExporter;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.feature.export.ExportViewModel;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import picocli.CommandLine;

/** {@code dlt figure}'s title and size options, and the same figure from the command line and from the GUI's dialog. */
class FigureCommandOptionsTest {

    @TempDir
    Path dir;

    private final Scenario chain = Scenario.uniform(new Chain(6, 0), 2.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.2))
            .withTitle("Chain of six");
    private final StringWriter err = new StringWriter();

    private int figure(String... args) {
        CommandLine cl = DltCommand.configure(new CommandLine(new FigureCommand(f -> chain, Solvers.standard())));
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(new StringWriter()));
        return cl.execute(args);
    }

    private static String text(Path pdf) throws Exception {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(doc);
        }
    }

    @Test
    void theTitleIsTheScenariosByDefaultOnesOwnWithTitleAndAbsentWithNoTitle() throws Exception {
        Path byDefault = dir.resolve("a.pdf");
        Path own = dir.resolve("b.pdf");
        Path none = dir.resolve("c.pdf");

        assertThat(figure("s.json", "--chart", "gantt", "--out", byDefault.toString())).as(err.toString()).isZero();
        assertThat(figure("s.json", "--chart", "gantt", "--out", own.toString(), "--title", "Fig. 2 – σ₁ ≤ α"))
                .as(err.toString()).isZero();
        assertThat(figure("s.json", "--chart", "gantt", "--out", none.toString(), "--no-title")).as(err.toString()).isZero();

        assertThat(text(byDefault)).contains("Chain of six");
        assertThat(text(own)).contains("Fig. 2 – σ₁ ≤ α").doesNotContain("Chain of six");
        assertThat(text(none)).doesNotContain("Chain of six").contains("time");
        assertThat(figure("s.json", "--chart", "gantt", "--out", none.toString(), "--no-title", "--title", "x")).isEqualTo(2);
        assertThat(err.toString()).contains("--no-title");
    }

    @Test
    void aTitleOfATenthOfAMillionCharactersIsDrawnShortenedAndTheCommandSaysSo() throws Exception {
        Path pdf = dir.resolve("long.pdf");
        StringWriter out = new StringWriter();
        CommandLine cl = DltCommand.configure(new CommandLine(new FigureCommand(f -> chain, Solvers.standard())));
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(out, true));

        int code = cl.execute("s.json", "--chart", "gantt", "--out", pdf.toString(), "--title", "T".repeat(100_000));

        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString().strip()).isEqualTo("wrote " + pdf + "; the title has 100000 characters; the figure"
                + " shows its first 159 and \"…\" (at most 160)");
        assertThat(text(pdf).replaceAll("\\s", "")).contains("T".repeat(159) + "…").doesNotContain("T".repeat(160));
    }

    @Test
    void sizesTakeUnitsAndAPngHasSizeTimesDpiPixels() throws Exception {
        Path pdf = dir.resolve("f.pdf");
        Path png = dir.resolve("f.png");

        assertThat(figure("s.json", "--chart", "distribution", "--out", pdf.toString(), "--width", "3.35in", "--height", "60mm"))
                .as(err.toString()).isZero();
        assertThat(figure("s.json", "--chart", "distribution", "--out", png.toString(), "--width", "17.5cm", "--height",
                "9cm", "--dpi", "150")).as(err.toString()).isZero();

        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            // 3.35 in = 241.2 pt; 60 mm = 170.08 pt
            assertThat((double) doc.getPage(0).getMediaBox().getWidth()).isCloseTo(241.2, within(0.01));
            assertThat((double) doc.getPage(0).getMediaBox().getHeight()).isCloseTo(170.08, within(0.01));
        }
        BufferedImage img = ImageIO.read(png.toFile());
        // 17.5 cm = 6.8898 in x 150 = 1033.5; 9 cm = 3.5433 in x 150 = 531.5
        assertThat(img.getWidth()).isIn(1033, 1034);
        assertThat(img.getHeight()).isIn(531, 532);

        assertThat(figure("s.json", "--chart", "gantt", "--out", png.toString(), "--width", "8.5 furlongs")).isEqualTo(2);
        assertThat(err.toString()).contains("--width").contains("furlongs");
        assertThat(figure("s.json", "--chart", "gantt", "--out", png.toString(), "--width", "70cm", "--dpi", "600")).isEqualTo(2);
        assertThat(err.toString()).contains("8000");
    }

    @ParameterizedTest
    @EnumSource(value = ChartKind.class, names = {"DISTRIBUTION", "GANTT", "SPEEDUP"})
    void theCommandLineAndTheDialogsDefaultsMakeTheSameFigure(ChartKind kind) throws Exception {
        Path cli = dir.resolve("cli-" + kind.id() + ".svg");
        Path gui = dir.resolve("gui-" + kind.id() + ".svg");
        Path cliPng = dir.resolve("cli-" + kind.id() + ".png");
        Path guiPng = dir.resolve("gui-" + kind.id() + ".png");

        assertThat(figure("s.json", "--chart", kind.id(), "--out", cli.toString())).as(err.toString()).isZero();
        assertThat(figure("s.json", "--chart", kind.id(), "--out", cliPng.toString())).as(err.toString()).isZero();
        ExportViewModel dialog = new ExportViewModel();
        var data = Figures.standard().data(kind, chain);
        dialog.formatProperty().set(ExportFormat.SVG);
        // the window records the scenario it exports from, as the command line does (ViewExports)
        var provenance = org.dltexplorer.app.Provenance.of(chain);
        ChartExporter.export(data, gui, dialog.confirm().orElseThrow().withProvenance(provenance));
        dialog.formatProperty().set(ExportFormat.PNG);
        ChartExporter.export(data, guiPng, dialog.confirm().orElseThrow().withProvenance(provenance));

        assertThat(Files.readString(gui)).isEqualTo(Files.readString(cli));
        BufferedImage a = ImageIO.read(cliPng.toFile());
        BufferedImage b = ImageIO.read(guiPng.toFile());
        assertThat(b.getWidth()).isEqualTo(a.getWidth());
        assertThat(b.getHeight()).isEqualTo(a.getHeight());
        for (int y = 0; y < a.getHeight(); y += 7) {
            for (int x = 0; x < a.getWidth(); x += 7) {
                assertThat(b.getRGB(x, y)).as("pixel %d,%d", x, y).isEqualTo(a.getRGB(x, y));
            }
        }
    }
}
