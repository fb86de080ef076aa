package org.dltexplorer.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.export.Length;
import org.dltexplorer.core.io.AtomicFile;
import org.dltexplorer.core.solver.MemoryBudget;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import picocli.CommandLine.Option;

/**
 * How a figure file looks, as {@code dlt map} takes it: {@code --width --height --dpi --style --font --title
 * --no-title} become one {@link FigureOptions} (the same the GUI's export builds), and {@code --caption-out} takes the
 * notes the figure does not draw.
 */
public final class FigureLookOptions {

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

    @Option(names = "--font", paramLabel = "FAMILY",
            description = "font family of every text: serif or sans (also sans-serif); default: serif for publication, sans for screen")
    String font;

    @Option(names = "--title", paramLabel = "TEXT",
            description = "title drawn in the figure (default: the scenario's title, else what the figure shows)")
    String title;

    @Option(names = "--no-title", description = "draw no title (papers put the caption under the figure)")
    boolean noTitle;

    @Option(names = "--caption-out", paramLabel = "FILE",
            description = "write the figure's notes (points not solved and why) to FILE for its caption, one line each;"
                    + " the figure itself draws none of them")
    Path captionOut;

    /**
     * The options in {@code format}, checked before anything is solved.
     *
     * @throws InvalidInputException naming the option and the value
     */
    FigureOptions options(ExportFormat format) {
        if (noTitle && title != null) {
            throw new InvalidInputException("--no-title: cannot be given with --title '" + title + "'");
        }
        if (format == ExportFormat.PNG) {
            // the memory an image needs comes first: it says why, where the size limit only says how much
            ExportSize asked = pngSize();
            if (asked != null) {
                try {
                    MemoryBudget.ofThisRun().checkPixels(asked.pixelWidth(), asked.pixelHeight());
                } catch (ScenarioRefusedException e) {
                    throw new InvalidInputException("--width --height: " + e.getMessage());
                }
            }
        }
        try {
            return FigureOptions.of(format, width, height, dpi, chartStyle(), noTitle ? FigureTitle.NONE : FigureTitle.of(title));
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException("--" + e.getMessage());
        }
    }

    /**
     * Warns on {@code err} in one line when {@code chart}'s title, drawn as {@code options} say, does not fit the figure
     * even at its smallest size and is cut ({@link FigureOptions#titleCut}); nothing for a format that does not draw the
     * chart.
     */
    void titleFit(org.jfree.chart.JFreeChart chart, FigureOptions options, PrintWriter err) {
        String cut = options.titleCut(chart);
        if (cut != null) {
            err.println("warning: " + cut + "; shorten it (--title TEXT) or leave it to the caption (--no-title)");
            err.flush();
        }
    }

    /** Prints each note as a warning on {@code err} and, with {@code --caption-out}, writes them one a line. */
    void notes(List<String> notes, PrintWriter err) {
        notes.forEach(n -> err.println("warning: " + n));
        err.flush();
        if (captionOut == null) {
            return;
        }
        StringBuilder text = new StringBuilder();
        notes.forEach(n -> text.append(n).append('\n'));
        try {
            AtomicFile.writeString(captionOut, text.toString());
        } catch (IOException e) {
            throw new InvalidInputException("--caption-out: cannot write " + captionOut + ": " + e.getMessage());
        }
    }

    private ChartStyle chartStyle() {
        ChartStyle.Look look = ChartStyle.Look.fromId(style).orElseThrow(() -> new InvalidInputException(
                "--style: unknown style '" + style + "' (screen or publication)"));
        ChartStyle.FontFamily family = font == null ? null : ChartStyle.FontFamily.fromId(font).orElseThrow(() ->
                new InvalidInputException("--font: unknown font family '" + font + "' (serif or sans)"));
        return FigureOptions.style(look, family);
    }

    /** The PNG size asked for, or null when a text is not valid ({@link FigureOptions#of} then names it). */
    private ExportSize pngSize() {
        try {
            return ExportSize.of(Length.parse(width, Length.Unit.PX), Length.parse(height, Length.Unit.PX), dpi);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
