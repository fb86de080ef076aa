package org.dltexplorer.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import javax.imageio.ImageIO;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class FigureAndSweepCommandTest {

    @TempDir
    Path dir;

    /** The chain with its originator at an end: solvable in every branch. */
    private final Scenario chain = Scenario.uniform(new Chain(6, 0), 2.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.2));
    private final ScenarioLoader inCode = f -> chain;
    private final StringWriter err = new StringWriter();
    private final StringWriter out = new StringWriter();

    private int run(Callable<Integer> command, String... args) {
        CommandLine cl = DltCommand.configure(new CommandLine(command));
        cl.setErr(new PrintWriter(err));
        cl.setOut(new PrintWriter(out));
        return cl.execute(args);
    }

    private int figure(ScenarioLoader loader, String... args) {
        return run(new FigureCommand(loader, Solvers.standard()), args);
    }

    private int sweep(ScenarioLoader loader, String... args) {
        return run(new SweepCommand(loader, Solvers.standard()), args);
    }

    @Test
    void figureWritesAPngOfTheRequestedSize() throws Exception {
        Path png = dir.resolve("d.png");

        int code = figure(inCode, "chain.json", "--chart", "distribution", "--out", png.toString(), "--width", "300",
                "--height", "200", "--dpi", "150", "--style", "publication", "--font", "sans");

        assertThat(code).as(err.toString()).isZero();
        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img.getWidth()).isEqualTo(300);
        assertThat(img.getHeight()).isEqualTo(200);
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void figureWritesEveryChartKindAsSvgPdfAndCsv() throws Exception {
        for (String kind : List.of("distribution", "gantt", "speedup", "time-vs-load", "tunnel")) {
            for (String ext : List.of("svg", "pdf", "csv")) {
                Path f = dir.resolve(kind + "." + ext);
                assertThat(figure(inCode, "c.json", "--chart", kind, "--out", f.toString())).as(kind + " " + err).isZero();
                assertThat(Files.size(f)).as(f.toString()).isPositive();
            }
        }
        assertThat(Files.readString(dir.resolve("gantt.pdf"), StandardCharsets.ISO_8859_1)).startsWith("%PDF");
        assertThat(Files.readString(dir.resolve("distribution.csv"))).startsWith("unit,index,count,load,idle,start,finish\n");
    }

    @Test
    void figureToStandardOutputWritesTheSameTextAsToAFile() throws Exception {
        for (String format : List.of("svg", "tex", "csv")) {
            Path f = dir.resolve("same." + format);
            assertThat(figure(inCode, "c.json", "--chart", "gantt", "--out", f.toString())).as(format + " " + err).isZero();
            out.getBuffer().setLength(0);

            assertThat(figure(inCode, "c.json", "--chart", "gantt", "--out", "-", "--format", format)).as(err.toString()).isZero();

            assertThat(out.toString()).as(format).isEqualTo(Files.readString(f));
        }
        assertThat(dir.resolve("-")).doesNotExist();
    }

    @Test
    void figureToStandardOutputNeedsATextFormat() {
        assertThat(figure(inCode, "c.json", "--chart", "gantt", "--out", "-")).isEqualTo(DltCommand.EXIT_INVALID_INPUT);
        assertThat(err.toString()).contains("--out -: give --format svg, tex or csv for standard output");
        assertThat(figure(inCode, "c.json", "--chart", "gantt", "--out", "-", "--format", "png")).isEqualTo(DltCommand.EXIT_INVALID_INPUT);
        assertThat(err.toString()).contains("--format: png is binary; write it to a file (--out FILE.png)");
    }

    @Test
    void figureRejectsBadOptionsWithExitCode2AndNamesThem() {
        assertThat(figure(inCode, "c.json", "--chart", "pie", "--out", dir.resolve("a.png").toString())).isEqualTo(2);
        assertThat(err.toString()).contains("--chart").contains("pie").doesNotContain("Exception");

        assertThat(figure(inCode, "c.json", "--chart", "gantt", "--out", dir.resolve("a.gif").toString())).isEqualTo(2);
        assertThat(err.toString()).contains("--out").contains("a.gif");

        assertThat(figure(inCode, "c.json", "--chart", "gantt", "--out", dir.resolve("a.png").toString(), "--width", "0"))
                .isEqualTo(2);
        assertThat(err.toString()).contains("--width");

        assertThat(figure(inCode, "c.json", "--chart", "gantt", "--out", dir.resolve("a.png").toString(), "--style", "x"))
                .isEqualTo(2);
        assertThat(err.toString()).contains("--style");

        assertThat(figure(inCode, "c.json", "--chart", "gantt")).as("missing --out").isEqualTo(2);

        assertThat(figure(inCode, "c.json", "--chart", "gantt", "--out", dir.resolve("a.svg").toString(), "--font", "mono"))
                .isEqualTo(2);
        assertThat(err.toString()).contains("--font").contains("mono");
    }

    @Test
    void theFontOptionReachesEveryTextOfTheFigureAndIsInTheHelp() throws Exception {
        Path sans = dir.resolve("sans.svg");
        Path serif = dir.resolve("serif.svg");

        assertThat(figure(inCode, "c.json", "--chart", "speedup", "--out", sans.toString(), "--style", "publication",
                "--font", "sans-serif")).as(err.toString()).isZero();
        assertThat(figure(inCode, "c.json", "--chart", "speedup", "--out", serif.toString(), "--font", "serif"))
                .as(err.toString()).isZero();

        assertThat(Files.readString(sans)).contains("DejaVu Sans").doesNotContain("DejaVu Serif");
        assertThat(Files.readString(serif)).contains("DejaVu Serif").doesNotContain("DejaVu Sans");
        out.getBuffer().setLength(0);
        figure(inCode, "--help");
        assertThat(out.toString()).contains("--font=FAMILY").contains("serif or sans");
    }

    @Test
    void invalidScenarioFilesGiveExitCode2WithFileAndFieldPath() {
        ScenarioLoader bad = f -> {
            throw new InvalidScenarioException("links[3].C", "must be >= 0, got -1");
        };

        int code = figure(bad, "bad.json", "--chart", "gantt", "--out", dir.resolve("a.png").toString());

        assertThat(code).isEqualTo(2);
        assertThat(err.toString().trim()).isEqualTo("figure: bad.json: links[3].C: must be >= 0, got -1");
    }

    @Test
    void missingFilesGiveExitCode2AndInternalFailuresExitCode1() {
        ScenarioLoader missing = f -> {
            throw new NoSuchFileException(f.toString());
        };
        ScenarioLoader broken = f -> {
            throw new IllegalStateException("bug");
        };

        assertThat(sweep(missing, "none.json", "--param", "V", "--from", "1", "--to", "2", "--steps", "2", "--out",
                dir.resolve("s.csv").toString())).isEqualTo(2);
        assertThat(err.toString()).contains("none.json: no such file");
        assertThat(figure(broken, "c.json", "--chart", "gantt", "--out", dir.resolve("a.png").toString())).isEqualTo(1);
        assertThat(err.toString()).contains("internal error");
    }

    @Test
    void sweepWritesOneRowPerPointWithTheSolversNumbers() throws Exception {
        Path csv = dir.resolve("s.csv");

        int code = sweep(inCode, "c.json", "--param", "processors", "--from", "1", "--to", "6", "--steps", "6", "--out",
                csv.toString());

        assertThat(code).as(err.toString()).isZero();
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).isEqualTo("processors,status,makespan,speedup,processorsUsed,bound,gap,reason");
        assertThat(lines).hasSize(7);
        for (int n = 1; n <= 6; n++) {
            String[] cells = lines.get(n).split(",", -1);
            // a second path to the same numbers: solve the resized chain directly
            Schedule direct = Solvers.standard().solve(chain.withNetwork(new Chain(n, 0)));
            assertThat(Double.parseDouble(cells[0])).isEqualTo(n);
            assertThat(cells[1]).isEqualTo(direct.status().id());
            assertThat(Double.parseDouble(cells[2])).isEqualTo(direct.makespan());
            assertThat(Double.parseDouble(cells[3])).isEqualTo(direct.metrics().speedup());
            assertThat(Long.parseLong(cells[4])).isEqualTo(direct.metrics().processorsUsed());
        }
    }

    @Test
    void sweepOnALogScaleSpacesValuesGeometrically() throws Exception {
        Path csv = dir.resolve("v.csv");

        assertThat(sweep(inCode, "c.json", "--param", "V", "--from", "0.1", "--to", "1000", "--steps", "5", "--log",
                "--out", csv.toString())).isZero();

        List<String> lines = Files.readAllLines(csv);
        double[] values = lines.stream().skip(1).mapToDouble(l -> Double.parseDouble(l.split(",")[0])).toArray();
        assertThat(values).containsExactly(new double[] {0.1, 1, 10, 100, 1000}, org.assertj.core.api.Assertions.within(1e-9));
    }

    @Test
    void sweepToStandardOutputPrintsTheGridAsPeopleWriteIt() {
        assertThat(sweep(inCode, "c.json", "--param", "V", "--from", "0.1", "--to", "1000", "--steps", "5", "--log",
                "--out", "-")).as(err.toString()).isZero();

        List<String> lines = out.toString().lines().toList();
        assertThat(lines.get(0)).isEqualTo("V,status,makespan,speedup,processorsUsed,bound,gap,reason");
        assertThat(lines.stream().skip(1).map(l -> l.split(",")[0])).containsExactly("0.1", "1", "10", "100", "1000");
        assertThat(out.toString()).doesNotContain("wrote");
        assertThat(dir.resolve("-")).doesNotExist();
    }

    @Test
    void sweepRejectsBadParametersWithExitCode2() {
        String csv = dir.resolve("x.csv").toString();

        assertThat(sweep(inCode, "c.json", "--param", "speed", "--from", "1", "--to", "2", "--steps", "2", "--out", csv))
                .isEqualTo(2);
        assertThat(err.toString()).contains("--param").contains("speed");
        assertThat(sweep(inCode, "c.json", "--param", "workers", "--from", "1", "--to", "2", "--steps", "2", "--out", csv))
                .as("workers is not a chain parameter").isEqualTo(2);
        assertThat(err.toString()).contains("does not apply to a chain");
        assertThat(sweep(inCode, "c.json", "--param", "V", "--from", "0", "--to", "2", "--steps", "2", "--log", "--out", csv))
                .isEqualTo(2);
        assertThat(sweep(inCode, "c.json", "--param", "V", "--from", "1", "--to", "2", "--steps", "0", "--out", csv))
                .isEqualTo(2);
        assertThat(err.toString()).contains("--steps");
        assertThat(sweep(inCode, "c.json", "--param", "V", "--from", "x", "--to", "2", "--steps", "2", "--out", csv))
                .as("picocli's own type error").isEqualTo(2);
        assertThat(err.toString()).doesNotContain("at org.");
    }

    @Test
    void readsRealScenarioFilesAndNamesTheBadField() throws Exception {
        Path good = dir.resolve("chain.json");
        Files.writeString(good, "{\"format\": \"dlt-scenario\", \"version\": 1, \"network\": {\"kind\": \"chain\", "
                + "\"processors\": 4}, \"load\": 1.0, \"processor\": {\"A\": 1.0}, \"link\": {\"S\": 0.01, \"C\": 0.2}}");
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(good).replace("\"C\": 0.2", "\"C\": -1"));
        Path png = dir.resolve("g.png");

        assertThat(run(new FigureCommand(), good.toString(), "--chart", "gantt", "--out", png.toString())).as(err.toString()).isZero();
        // the default: 8.5 cm (a single column) at 300 dpi is 3.3465 in x 300 = 1003.9 pixels
        assertThat(ImageIO.read(png.toFile()).getWidth()).isEqualTo(1004);

        assertThat(run(new SweepCommand(), bad.toString(), "--param", "V", "--from", "1", "--to", "2", "--steps", "2", "--out",
                dir.resolve("s.csv").toString())).isEqualTo(2);
        assertThat(err.toString()).contains("bad.json").contains("link.C").contains("-1").doesNotContain("\tat ");
    }

    @Test
    void subcommandsAreRegisteredOnDlt() {
        CommandLine dlt = DltCommand.newCommandLine();

        assertThat(dlt.getSubcommands()).containsKeys("figure", "sweep");
    }
}
