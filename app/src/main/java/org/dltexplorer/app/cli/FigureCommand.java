package org.dltexplorer.app.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.CurveOptions;
import org.dltexplorer.app.chart.CurveOverlay;
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.Figures;
import org.dltexplorer.app.chart.export.ChartExporter;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code dlt figure FILE… --chart KIND --out F.png|.svg|.pdf|.tex|.csv}: renders a chart headless; several files draw
 * their speedup, time-vs-load or distribution curves in one chart ({@link CurveOverlay}), and the curve options
 * ({@code --sizes}, {@code --loads}, {@code --x-…}, {@code --y-…}) choose the curves ({@link CurveOptions}).
 */
@Command(name = "figure", mixinStandardHelpOptions = true,
        description = "Render a chart of a scenario to PNG, SVG, PDF or PGFPlots (or its numbers to CSV), without a display;"
                + " several scenario files overlay their speedup, time-vs-load or distribution curves in one chart.")
public final class FigureCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE",
            description = "scenario file; several overlay their curves (speedup, time-vs-load, distribution), named in"
                    + " the legend by each scenario's title, else its file name")
    List<Path> files;

    @Option(names = "--chart", required = true, paramLabel = "KIND",
            description = "distribution, gantt, speedup, time-vs-load, tunnel or time-cost")
    String chart;

    @Option(names = "--out", required = true, paramLabel = "FILE",
            description = "output file: .png, .svg, .pdf, .tex (PGFPlots) or .csv; - for standard output (with --format)")
    Path out;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "svg, tex or csv: the format written to standard output with --out - (a file's extension says it otherwise)")
    String outFormat;

    /** Size, style, title and caption notes: the options every figure command shares with {@code dlt map}. */
    @Mixin
    private FigureLookOptions look = new FigureLookOptions();

    @Option(names = "--sizes", paramLabel = "N,N,…",
            description = "time-vs-load: the network sizes of the series (values of processors, workers, k, …), e.g. 2,4,8")
    String sizes;

    @Option(names = "--loads", paramLabel = "V,V,…", description = "speedup: the loads of the series, e.g. 1,10,100")
    String loads;

    @Option(names = "--x-from", paramLabel = "X",
            description = "first x value swept: a network size (speedup) or a load (time-vs-load, tunnel); with --x-to")
    String xFrom;

    @Option(names = "--x-to", paramLabel = "X", description = "last x value swept, with --x-from")
    String xTo;

    @Option(names = "--x-steps", paramLabel = "N",
            description = "x values from --x-from to --x-to, 2 to " + CurveOptions.MAX_STEPS + " (default "
                    + CurveOptions.DEFAULT_STEPS + "; network sizes are rounded to whole numbers)")
    String xSteps;

    @Option(names = "--x-log", description = "space the x values geometrically and draw the x axis logarithmic")
    boolean xLog;

    @Option(names = "--y-from", paramLabel = "Y", description = "lower end of the y axis, with --y-to")
    String yFrom;

    @Option(names = "--y-to", paramLabel = "Y", description = "upper end of the y axis, with --y-from")
    String yTo;


    private final ScenarioLoader loader;
    @Mixin
    private TimeLimitOption timeLimit;

    private final Solvers solvers;

    public FigureCommand() {
        this(ScenarioLoader.FILES, Solvers.standard());
    }

    /** A command reading scenarios with {@code loader} and solving with {@code solvers} (tests give their own). */
    public FigureCommand(ScenarioLoader loader, Solvers solvers) {
        this.loader = loader;
        this.solvers = solvers;
    }

    @Override
    public Integer call() throws IOException {
        return render();
    }

    private int render() throws IOException {
        // charts are drawn with Java2D only; say so before any AWT class loads, so no display is ever needed
        System.setProperty("java.awt.headless", "true");
        ChartKind kind = ChartKind.fromId(chart).orElseThrow(() -> new InvalidInputException(
                "--chart: unknown chart '" + chart + "' (one of " + ids(ChartKind.values()) + ")"));
        OutputTarget target = OutputTarget.of(out);
        ExportFormat format = target.stdout() ? textFormat() : ExportFormat.of(out).orElseThrow(() -> new InvalidInputException(
                "--out: " + out + " has no known extension (use .png, .svg, .pdf, .tex or .csv)"));
        FigureOptions options = look.options(format);
        try {
            options = options.withCurves(CurveOptions.parse(sizes, loads, xFrom, xTo, xSteps, xLog, yFrom, yTo));
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(asOptions(e.getMessage()));
        }
        String refusal = options.curves().refusalFor(kind);
        if (refusal != null) {
            throw new InvalidInputException(asOptions(refusal));
        }
        if (files.size() > 1 && !CurveOverlay.overlays(kind)) {
            throw new InvalidInputException("--chart " + kind.id() + ": draws one scenario, got " + files.size()
                    + " files (speedup, time-vs-load and distribution overlay several)");
        }
        List<CurveOverlay.Member> members = new ArrayList<>();
        for (Path file : files) {
            members.add(CurveOverlay.Member.of(ScenarioFiles.read(file, loader), CurveOverlay.Member.fileName(file)));
        }
        options = options.withProvenance(org.dltexplorer.app.Provenance.of(
                members.stream().map(CurveOverlay.Member::scenario).toList()));
        FigureData data;
        try {
            data = new Figures(solvers.withOptions(timeLimit.options())).overlay(kind, members, options.curves(),
                    SolveMonitor.NONE);
        } catch (IllegalArgumentException e) {
            // a curve option one scenario cannot take is named as typed (--sizes); one file is named, a member by its legend
            throw new InvalidInputException((files.size() == 1 ? files.get(0) + ": " : "") + asOptions(e.getMessage()));
        }
        String shortened = options.title().shortening(data.title());
        look.notes(data.notes(), spec.commandLine().getErr());
        look.titleFit(Figures.chart(data, options.style(), options.title()), options, spec.commandLine().getErr());
        if (target.stdout()) {
            String text;
            try {
                text = exportedText(data, options);
            } catch (IllegalArgumentException e) {
                throw new InvalidInputException(e.getMessage()); // a legend that leaves the plot no room
            }
            target.write(text, spec.commandLine().getOut());
            if (shortened != null) {
                spec.commandLine().getErr().println("dlt figure: " + shortened);
            }
            return DltCommand.EXIT_OK;
        }
        try {
            ChartExporter.export(data, out, options);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(e.getMessage()); // a legend that leaves the plot no room
        } catch (IOException e) {
            throw new InvalidInputException("--out: cannot write " + out + ": " + e.getMessage());
        }
        target.report("wrote " + out + (shortened == null ? "" : "; " + shortened), spec.commandLine().getOut());
        return DltCommand.EXIT_OK;
    }

    /** The format named by {@code --format} for standard output: a text one (PNG and PDF are binary). */
    private ExportFormat textFormat() {
        if (outFormat == null) {
            throw new InvalidInputException("--out -: give --format svg, tex or csv for standard output");
        }
        ExportFormat f = java.util.Arrays.stream(ExportFormat.values()).filter(x -> x.extension().equalsIgnoreCase(outFormat))
                .findFirst().orElseThrow(() -> new InvalidInputException("--format: unknown format '" + outFormat
                        + "' (svg, tex or csv on standard output)"));
        if (f == ExportFormat.PNG || f == ExportFormat.PDF) {
            throw new InvalidInputException("--format: " + outFormat + " is binary; write it to a file (--out FILE."
                    + f.extension() + ")");
        }
        return f;
    }

    /** The exporter writes files; for standard output it writes a private temporary one that is then printed. */
    private static String exportedText(FigureData data, FigureOptions options) throws IOException {
        Path tmp = Files.createTempFile("dlt-figure", "." + options.format().extension());
        try {
            ChartExporter.export(data, tmp, options);
            return Files.readString(tmp, StandardCharsets.UTF_8);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** The curve options' field names ({@code x-from}) in {@code message} written as the options typed ({@code --x-from}). */
    static String asOptions(String message) {
        return CURVE_FIELD.matcher(message).replaceAll("--$1");
    }

    private static final java.util.regex.Pattern CURVE_FIELD = java.util.regex.Pattern.compile(
            "(?<![-\\w'])(sizes|loads|x-from|x-to|x-steps|x-log|y-from|y-to)(?=[:,)]|\\s|$)");

    private static String ids(ChartKind[] kinds) {
        return Arrays.stream(kinds).map(ChartKind::id).collect(Collectors.joining(", "));
    }
}
