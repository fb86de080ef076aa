package org.dltexplorer.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.Figures;
import org.dltexplorer.app.chart.export.ChartExporter;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.FigureTitle;
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

/** {@code dlt figure FILE --chart KIND --out F.png|.svg|.pdf|.tex|.csv}: renders a chart headless. */
@Command(name = "figure", mixinStandardHelpOptions = true,
        description = "Render a chart of a scenario to PNG, SVG, PDF or PGFPlots (or its numbers to CSV), without a display.")
public final class FigureCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "scenario file")
    Path file;

    @Option(names = "--chart", required = true, paramLabel = "KIND",
            description = "distribution, gantt, speedup, time-vs-load or tunnel")
    String chart;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "output file: .png, .svg, .pdf, .tex (PGFPlots) or .csv")
    Path out;

    @Option(names = "--width", paramLabel = "LENGTH", defaultValue = "8.5cm",
            description = "figure width with a unit: px, pt, mm, cm or in (a bare number: pixels for PNG, points otherwise);"
                    + " default ${DEFAULT-VALUE}, a single journal column")
    String width;

    @Option(names = "--height", paramLabel = "LENGTH", defaultValue = "6cm",
            description = "figure height, as --width (default ${DEFAULT-VALUE})")
    String height;

    @Option(names = "--dpi", defaultValue = "300",
            description = "PNG resolution, recorded in the file: its pixels are size x dpi (default ${DEFAULT-VALUE})")
    int dpi;

    @Option(names = "--style", defaultValue = "publication", description = "publication or screen (default ${DEFAULT-VALUE})")
    String style;

    @Option(names = "--title", paramLabel = "TEXT",
            description = "title drawn in the figure (default: the scenario's title, else the chart's name)")
    String title;

    @Option(names = "--no-title", description = "draw no title (papers put the caption under the figure)")
    boolean noTitle;

    @Option(names = "--font", paramLabel = "FAMILY",
            description = "font family of every text: serif or sans (also sans-serif); default: serif for publication, sans for screen")
    String font;

    private final ScenarioLoader loader;
    @Mixin
    private TimeLimitOption timeLimit;

    private final Solvers solvers;

    public FigureCommand() {
        this(ScenarioLoader.FILES, Solvers.standard());
    }

    FigureCommand(ScenarioLoader loader, Solvers solvers) {
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
        ExportFormat format = ExportFormat.of(out).orElseThrow(() -> new InvalidInputException(
                "--out: " + out + " has no known extension (use .png, .svg, .pdf, .tex or .csv)"));
        if (noTitle && title != null) {
            throw new InvalidInputException("--no-title: cannot be given with --title '" + title + "'");
        }
        FigureOptions options;
        try {
            options = FigureOptions.of(format, width, height, dpi, chartStyle(),
                    noTitle ? FigureTitle.NONE : FigureTitle.of(title));
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException("--" + e.getMessage());
        }
        Scenario scenario = ScenarioFiles.read(file, loader);
        FigureData data;
        try {
            data = new Figures(solvers.withOptions(timeLimit.options())).data(kind, scenario, null, SolveMonitor.NONE);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(file + ": " + e.getMessage());
        }
        try {
            ChartExporter.export(data, out, options);
        } catch (IOException e) {
            throw new InvalidInputException("--out: cannot write " + out + ": " + e.getMessage());
        }
        spec.commandLine().getOut().println("wrote " + out);
        spec.commandLine().getOut().flush();
        return DltCommand.EXIT_OK;
    }

    private ChartStyle chartStyle() {
        ChartStyle.Look look = ChartStyle.Look.fromId(style).orElseThrow(() -> new InvalidInputException(
                "--style: unknown style '" + style + "' (screen or publication)"));
        ChartStyle.FontFamily family = font == null ? null : ChartStyle.FontFamily.fromId(font).orElseThrow(() ->
                new InvalidInputException("--font: unknown font family '" + font + "' (serif or sans)"));
        return FigureOptions.style(look, family);
    }

    private static String ids(ChartKind[] kinds) {
        return Arrays.stream(kinds).map(ChartKind::id).collect(Collectors.joining(", "));
    }
}
