package org.dltexplorer.app.shell;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.ComparisonGantts;
import org.dltexplorer.app.chart.ComparisonChartBuilder;
import org.dltexplorer.app.chart.CurveSet;
import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.Figures;
import org.dltexplorer.app.Provenance;
import org.dltexplorer.app.chart.export.ChartExporter;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.feature.curves.CurvesViewModel;
import org.dltexplorer.app.feature.export.DataFormat;
import org.dltexplorer.app.feature.export.ExportViewModel;
import org.dltexplorer.app.feature.export.FigureClipboard;
import org.dltexplorer.app.feature.results.ResultsViewModel;
import org.dltexplorer.app.task.TaskCallbacks;
import org.dltexplorer.core.model.Scenario;
import org.jfree.chart.JFreeChart;

/**
 * The commands that take what a view shows out of the program: Export figure (with the dialog's
 * {@link FigureOptions}), Export data (the view's numbers as CSV) and Copy figure (the chart as drawn on screen and
 * its numbers as tab-separated text). Figures use the numbers already on screen; a curve chart not computed yet is
 * swept in the background, as {@code dlt figure} would.
 */
public final class ViewExports {

    private final MainViewModel vm;
    private final ExportViewModel settings = new ExportViewModel();
    private FigureClipboard clipboard = (image, text) -> {
    };

    ViewExports(MainViewModel vm) {
        this.vm = vm;
    }

    /** The export dialog's choices, remembered for the session. */
    public ExportViewModel settings() {
        return settings;
    }

    public void setClipboard(FigureClipboard c) {
        clipboard = c;
    }

    /** The figure a view exports: its own chart, or the load distribution for views without one. */
    static ViewKind figureOf(ViewKind view) {
        return view.hasChart() ? view : ViewKind.DISTRIBUTION;
    }

    /**
     * Asks for a file and writes the figure of {@code view} as {@code options} say (CSV: the view's numbers, as
     * {@link #exportData} does). Returns whether the export started.
     */
    public boolean exportFigure(ViewKind view, FigureOptions options) {
        if (options.format() == ExportFormat.CSV) {
            return exportData(view);
        }
        if (view == ViewKind.MAP) {
            return exportMap(options);
        }
        Scenario s = vm.scenarioProperty().get();
        ViewKind fig = figureOf(view);
        ComparisonGantts bars = vm.comparison().chartProperty().get();
        if (s == null || fig == ViewKind.COMPARISON && bars == null) {
            vm.dialogs().showError("Nothing to export", "There is no " + (s == null ? "valid scenario" : "comparison")
                    + " to draw yet.");
            return false;
        }
        Optional<Path> target = choose(fig.id(), options.format());
        if (target.isEmpty()) {
            return false;
        }
        Path out = target.get();
        FigureData shown = fig == ViewKind.COMPARISON ? null : shownData(fig, s);
        DataTable comparisonTable = vm.comparison().table();
        var schedule = vm.results().scheduleProperty().get();
        var solvers = vm.solvers();
        vm.statusProperty().set("Exporting " + out.getFileName() + "…");
        // a curve chart as the curves view draws it: its options, and the scenarios added to the comparison
        CurvesViewModel.Choice choice = vm.curves().choice(chartKind(fig));
        boolean overlaid = (fig == ViewKind.SPEEDUP || fig == ViewKind.TIME_VS_LOAD) && !choice.added().isEmpty();
        Provenance provenance = overlaid ? Provenance.of(CurvesViewModel.members(s, choice.added()).stream()
                .map(org.dltexplorer.app.chart.CurveOverlay.Member::scenario).toList()) : Provenance.of(s);
        vm.runner().submit(monitor -> {
            if (fig == ViewKind.COMPARISON) {
                var chart = Figures.titled(ComparisonChartBuilder.build(bars, options.style()), options.title(),
                        options.style());
                ChartExporter.write(chart, comparisonTable, out, options.format(), options.size(), provenance);
                return "Exported " + out.getFileName() + titleCut(options, chart);
            }
            FigureData data = shown != null ? shown : CurvesViewModel.figure(choice, new Figures(solvers), s, schedule, monitor);
            ChartExporter.export(data, out, options.withProvenance(provenance).withCurves(choice.options()));
            // what the figure does not draw (points not solved) is said here, for the caption
            return "Exported " + out.getFileName() + titleCut(options, Figures.chart(data, options.style(), options.title()))
                    + (data.notes().isEmpty() ? "" : "; not drawn, for the caption: " + String.join("; ", data.notes()));
        }, TaskCallbacks.<String>of(message -> vm.statusProperty().set(message),
                e -> vm.dialogs().showError("Cannot export " + out.getFileName(), String.valueOf(e.getMessage()))));
        return true;
    }

    /**
     * The map's points as solved (a point not solved yet, the map cancelled or still running, hatched as not solved and
     * counted in the caption's notes; never a coarse point standing for it), written by the same code as
     * {@code dlt map --out F.pdf} with this view's metric and iso-lines.
     */
    private boolean exportMap(FigureOptions options) {
        org.dltexplorer.app.chart.map.MapData data = vm.map().exportData();
        if (data == null) {
            vm.dialogs().showError("Nothing to export", "There is no map to draw yet.");
            return false;
        }
        Optional<Path> target = choose(ViewKind.MAP.id(), options.format());
        if (target.isEmpty()) {
            return false;
        }
        Path out = target.get();
        var map = vm.map().figureOptions(options.withProvenance(Provenance.of(vm.map().base())));
        String complete = vm.map().mapProperty().get().complete() ? "" : "; the map was not complete: "
                + vm.map().mapProperty().get().solved() + " of " + vm.map().mapProperty().get().grid().size() + " points solved";
        vm.statusProperty().set("Exporting " + out.getFileName() + "…");
        vm.runner().submit(monitor -> {
            org.dltexplorer.app.chart.map.MapFigures.write(data, out, map);
            java.util.List<String> notes = data.notes(map.metric());
            return "Exported " + out.getFileName() + complete
                    + titleCut(map.figure(), org.dltexplorer.app.chart.map.HeatMapChartBuilder.build(data, map))
                    + (notes.isEmpty() ? "" : "; not drawn, for the caption: " + String.join("; ", notes));
        }, TaskCallbacks.<String>of(message -> vm.statusProperty().set(message),
                e -> vm.dialogs().showError("Cannot export " + out.getFileName(), String.valueOf(e.getMessage()))));
        return true;
    }

    /**
     * What the status line adds after "Exported F" when the figure's title was cut: the line {@code dlt figure} and
     * {@code dlt map} warn with ({@link FigureOptions#titleCut}) and the dialog's way out; else nothing.
     */
    private static String titleCut(FigureOptions options, org.jfree.chart.JFreeChart chart) {
        String cut = options.titleCut(chart);
        return cut == null ? "" : "; " + cut + ": shorten the title in Export figure, or untick Draw a title and leave it"
                + " to the caption";
    }

    /**
     * File > Export data: asks for a file and writes the numbers of {@code view}: CSV for every view; the result views
     * (summary, per-processor) also as the LaTeX or Markdown table {@code dlt solve --format latex|markdown} prints,
     * with the same provenance comment.
     */
    public boolean exportData(ViewKind view) {
        DataTable table = table(view);
        if (table == null) {
            vm.dialogs().showError("Nothing to export", nothing(view));
            return false;
        }
        List<DataFormat> formats = dataFormats(view);
        Path file = vm.fileProperty().get();
        Path dir = file == null ? null : file.toAbsolutePath().getParent();
        Optional<Path> target = vm.dialogs().chooseDataFile(dir, view.id() + "." + DataFormat.CSV.extension(), formats);
        if (target.isEmpty()) {
            return false;
        }
        Path chosen = target.get();
        DataFormat format = DataFormat.of(chosen).filter(formats::contains).orElse(DataFormat.CSV);
        Path out = DataFormat.of(chosen).orElse(null) == format ? chosen
                : chosen.resolveSibling(chosen.getFileName() + "." + format.extension());
        try {
            Files.writeString(out, text(table, format), StandardCharsets.UTF_8);
        } catch (IOException e) {
            vm.dialogs().showError("Cannot export " + out.getFileName(), "Could not write the file: " + e.getMessage());
            return false;
        }
        vm.statusProperty().set("Exported " + out.getFileName());
        return true;
    }

    /** The data formats {@code view} can be written in: the paper tables only where the view shows the result table. */
    static List<DataFormat> dataFormats(ViewKind view) {
        return view == ViewKind.SUMMARY || view == ViewKind.PROCESSORS ? List.of(DataFormat.values())
                : List.of(DataFormat.CSV);
    }

    private String text(DataTable table, DataFormat format) throws IOException {
        Optional<org.dltexplorer.core.io.ResultFormat> paper = format.resultTable();
        if (paper.isEmpty()) {
            return table.toCsv();
        }
        ResultsViewModel.Solved solved = vm.results().solvedProperty().get();
        Scenario s = vm.scenarioProperty().get();
        if (solved == null || s == null) {
            throw new IOException("there is no solved scenario to write as a table yet");
        }
        java.io.StringWriter w = new java.io.StringWriter();
        paper.get().writer(Provenance.of(s).line()).write(s, solved.schedule(), w);
        return w.toString();
    }

    /**
     * Edit > Copy figure: the chart of {@code view} in the screen style at its on-screen size ({@code width × height}
     * pixels), and its numbers as tab-separated text; a view without a chart copies its numbers only.
     */
    public boolean copyFigure(ViewKind view, double width, double height) {
        DataTable table = table(view);
        if (table == null) {
            vm.dialogs().showError("Nothing to copy", nothing(view));
            return false;
        }
        BufferedImage image = null;
        JFreeChart chart = view.hasChart() ? screenChart(view) : null;
        if (chart != null) {
            int w = (int) Math.max(1, Math.round(width));
            int h = (int) Math.max(1, Math.round(height));
            image = ChartExporter.renderScreen(chart, w, h);
        }
        clipboard.put(image, table.toTsv());
        vm.statusProperty().set("Copied the " + view.id() + (image == null ? " numbers" : " figure") + " to the clipboard");
        return true;
    }

    /** The numbers {@code view} shows, as a table; null when it shows none yet. */
    public DataTable table(ViewKind view) {
        Scenario s = vm.scenarioProperty().get();
        switch (view) {
            case SUMMARY:
                return vm.results().summaryTable();
            case PROCESSORS:
                return vm.results().processorTable();
            case COMPARISON:
                return vm.comparison().table();
            case ANIMATION:
                return null;
            case MAP:
                return vm.map().table();
            case TIME_VS_LOAD:
                FigureData time = shownData(view, s);
                CurvesViewModel.Curves c = vm.curves().curvesProperty().get();
                if (time == null || c.tunnel() == null) {
                    return time == null ? null : time.table();
                }
                return time.table().append(c.tunnel().table());
            default:
                FigureData d = shownData(view, s);
                return d == null ? null : d.table();
        }
    }

    /**
     * The figure of {@code view} as {@code options} would write it, drawn at the options' physical size on a
     * {@value ExportSize#SCREEN_DPI} DPI screen (the export dialog's preview); null when the view has no figure yet or
     * the options draw none.
     */
    public BufferedImage preview(ViewKind view, FigureOptions options) {
        if (!FigureOptions.sized(options.format()) || options.format() == ExportFormat.CSV) {
            return null;
        }
        ViewKind fig = figureOf(view);
        JFreeChart chart;
        if (fig == ViewKind.COMPARISON) {
            ComparisonGantts bars = vm.comparison().chartProperty().get();
            chart = bars == null ? null : Figures.titled(ComparisonChartBuilder.build(bars, options.style()), options.title(),
                    options.style());
        } else if (fig == ViewKind.MAP) {
            var data = vm.map().exportData();
            chart = data == null ? null : org.dltexplorer.app.chart.map.HeatMapChartBuilder.build(data, vm.map().figureOptions(options));
        } else {
            FigureData d = shownData(fig, vm.scenarioProperty().get());
            chart = d == null ? null : Figures.chart(d, options.style(), options.title());
        }
        if (chart == null) {
            return null;
        }
        ExportSize size = options.size();
        return ChartExporter.render(chart, new ExportSize(size.widthPt(), size.heightPt(), ExportSize.SCREEN_DPI));
    }

    private JFreeChart screenChart(ViewKind view) {
        if (view == ViewKind.MAP) {
            var data = vm.map().exportData();
            return data == null ? null : org.dltexplorer.app.chart.map.HeatMapChartBuilder.build(data,
                    vm.map().figureOptions(new FigureOptions(ExportFormat.PNG, ExportSize.points(480, 360, ExportSize.SCREEN_DPI),
                            ChartStyle.SCREEN)));
        }
        if (view == ViewKind.COMPARISON) {
            ComparisonGantts bars = vm.comparison().chartProperty().get();
            return bars == null ? null : ComparisonChartBuilder.build(bars, ChartStyle.SCREEN);
        }
        FigureData d = shownData(view, vm.scenarioProperty().get());
        return d == null ? null : Figures.chart(d, ChartStyle.SCREEN);
    }

    /** The numbers of a chart view as on screen; curves only when they belong to the current scenario. */
    private FigureData shownData(ViewKind view, Scenario s) {
        switch (view) {
            case DISTRIBUTION:
                return vm.results().distributionProperty().get();
            case GANTT:
                return vm.results().ganttProperty().get();
            case SPEEDUP:
            case TIME_VS_LOAD:
                CurvesViewModel.Curves c = vm.curves().curvesProperty().get();
                if (c == null || s == null || !s.equals(c.scenario())) {
                    return null;
                }
                CurveSet set = view == ViewKind.SPEEDUP ? c.speedup() : c.timeVsLoad();
                return set;
            default:
                return null;
        }
    }

    private static ChartKind chartKind(ViewKind view) {
        switch (view) {
            case GANTT:
                return ChartKind.GANTT;
            case SPEEDUP:
                return ChartKind.SPEEDUP;
            case TIME_VS_LOAD:
                return ChartKind.TIME_VS_LOAD;
            default:
                return ChartKind.DISTRIBUTION;
        }
    }

    private static String nothing(ViewKind view) {
        return view == ViewKind.ANIMATION ? "The animation has no table of numbers; export it from another view."
                : "The " + view.id() + " view has no numbers yet.";
    }

    /** Asks where to write; the file gets the format's extension when it lacks it. */
    private Optional<Path> choose(String stem, ExportFormat format) {
        Path file = vm.fileProperty().get();
        Path dir = file == null ? null : file.toAbsolutePath().getParent();
        return vm.dialogs().chooseExportFile(dir, stem + "." + format.extension(), format)
                .map(p -> withExtension(p, format));
    }

    static Path withExtension(Path p, ExportFormat format) {
        if (ExportFormat.of(p).orElse(null) == format) {
            return p;
        }
        return p.resolveSibling(p.getFileName() + "." + format.extension());
    }
}
