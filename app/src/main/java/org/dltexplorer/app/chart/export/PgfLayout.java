package org.dltexplorer.app.chart.export;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the parts of a PGFPlots figure go so that the whole figure, labels and legend included, is exactly the asked
 * width (in PostScript points, {@code bp} in TeX, as every export measures): the axis box is drawn at a computed size ({@code scale only axis}), the space left of it is what the y tick
 * labels and the y label need (estimated from their text in the fonts set here: tick labels and legend
 * {@code \footnotesize}, axis labels {@code \small}, title {@code \small\bfseries}), the legend goes below the axes
 * in as many columns as fit, and the picture's bounding box is trimmed to exactly the width ({@code trim left},
 * {@code trim right}). The estimates are generous; the export test compiles every chart and checks both the trimmed
 * width and that nothing reaches beyond it.
 */
final class PgfLayout {

    /** Widest character of \footnotesize digits and letters in Computer Modern (8 pt), in points: a generous mean. */
    static final double TICK_CHAR = 4.6;
    /** Legend text is \footnotesize too. */
    static final double LEGEND_CHAR = 4.6;
    /** Room for a legend entry's image (a line with a mark, or a filled box) and the gap after it. */
    static final double LEGEND_IMAGE = 26;
    /** A tick label's distance from the axis (its node's inner sep and the tick). */
    static final double TICK_GAP = 6;
    /** A \small label's first line with its node's inner sep, beside the tick labels. */
    static final double LABEL_BAND = 19;
    /** Each further line of a wrapped \small label. */
    static final double LABEL_LINE = 11;
    /** Mean width of a \small (9 pt) character of a label, generous. */
    static final double LABEL_CHAR = 4.8;
    /** Height of a row of \footnotesize tick labels with its gaps. */
    static final double TICK_BAND = 14;
    /** Height of one \small bold title line. */
    static final double TITLE_LINE = 12;
    /** Height of one legend row. */
    static final double LEGEND_ROW = 11;
    /** What a colour bar's label takes beyond the estimate of a y label (compiled and measured: up to 5.3 bp). */
    static final double COLOUR_BAR_AIR = 8;
    /** The smallest axis box side: below it a chart says nothing. */
    static final double MIN_AXIS = 40;

    private final double width;
    private final double height;
    private final int titleLines;
    private final double yTickWidth;
    private final double lastXTickWidth;
    private final List<String> legend;
    private final String yLabel;
    /** Space right of the axis box taken by a colour bar with its ticks and label; 0 for none. */
    private final double colourBar;

    /**
     * @param width the figure's width in points
     * @param height the figure's height in points
     * @param title the title drawn, or null
     * @param yTicks the y tick labels as they read (plain text)
     * @param lastXTick the rightmost x tick label (plain text), which reaches half its width beyond the axis
     * @param legend the legend entries (plain text), empty for none
     */
    PgfLayout(double width, double height, String title, List<String> yTicks, String lastXTick, List<String> legend) {
        this(width, height, title, yTicks, lastXTick, legend, "");
    }

    /** As above, with the y label (plain text), which is set on as many lines as the axis height needs. */
    PgfLayout(double width, double height, String title, List<String> yTicks, String lastXTick, List<String> legend,
            String yLabel) {
        this(width, height, title, yTicks, lastXTick, legend, yLabel, 0);
    }

    /** As above, with {@code colourBar} points right of the axis box for a heat map's colour bar. */
    PgfLayout(double width, double height, String title, List<String> yTicks, String lastXTick, List<String> legend,
            String yLabel, double colourBar) {
        this.colourBar = colourBar;
        this.width = width;
        this.height = height;
        this.titleLines = title == null ? 0 : (int) Math.ceil(title.length() * 5.2 / width);
        this.yTickWidth = yTicks.stream().mapToDouble(PgfLayout::tickWidth).max().orElse(0);
        this.lastXTickWidth = lastXTick == null ? 0 : tickWidth(lastXTick);
        this.legend = List.copyOf(legend);
        this.yLabel = yLabel;
    }

    /** A word of a label, or its unit in brackets as one word. */
    private static final java.util.regex.Pattern WORD = java.util.regex.Pattern.compile("\\[[^\\]]*\\]|\\S+");

    /**
     * {@code label} broken at its spaces into lines no longer than the axis box is high (by the estimate), never
     * hyphenated: a label reads as words, and its unit in brackets as one ({@code [time/load unit]} is never cut in
     * two). The lines are joined by {@code \\} in the axis's {@code ylabel}.
     */
    List<String> yLabelLines(String label) {
        int perLine = Math.max(8, (int) (axisHeight() / (1.25 * LABEL_CHAR)));
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        java.util.regex.Matcher words = WORD.matcher(label);
        while (words.find()) {
            String word = words.group();
            if (line.length() > 0 && line.length() + 1 + word.length() > perLine) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    /** Lines of the y label: it wraps at the axis box's height. */
    int yLabelLines() {
        return yLabelLines(yLabel).size();
    }

    /** Estimated width of a tick label: superscript digits count half. */
    static double tickWidth(String label) {
        double w = 0;
        for (char c : label.toCharArray()) {
            w += "⁰¹²³⁴⁵⁶⁷⁸⁹⁻".indexOf(c) >= 0 ? TICK_CHAR * 0.7 : TICK_CHAR;
        }
        return w;
    }

    /** Space left of the axis box: y tick labels, their gap, and the y label. */
    double left() {
        return yTickWidth + TICK_GAP + LABEL_BAND + (yLabelLines() - 1) * LABEL_LINE;
    }

    /** Space right of the axis box: half the last x tick label and a little air, or the colour bar when wider. */
    double right() {
        return Math.max(Math.max(6, lastXTickWidth / 2 + 8), colourBar);
    }

    /**
     * What a colour bar takes right of the axis box: its gap, its strip, its tick labels (as they read) and its label
     * on {@code labelLines} lines.
     */
    static double colourBar(double gap, double strip, List<String> ticks, int labelLines) {
        double widest = ticks.stream().mapToDouble(PgfLayout::tickWidth).max().orElse(0);
        // the bar's label sits beyond its tick labels with pgfplots' own separation: the air measured, 3–5 bp, and more
        return gap + strip + TICK_GAP + widest + LABEL_BAND + (labelLines - 1) * LABEL_LINE + COLOUR_BAR_AIR;
    }

    double axisWidth() {
        return Math.max(MIN_AXIS, width - left() - right());
    }

    /** Legend columns: every entry in one row if they fit the width, else two, else one. */
    int legendColumns() {
        double widest = legend.stream().mapToDouble(e -> e.length() * LEGEND_CHAR + LEGEND_IMAGE).max().orElse(0);
        double all = legend.stream().mapToDouble(e -> e.length() * LEGEND_CHAR + LEGEND_IMAGE).sum();
        if (all <= width) {
            return Math.max(1, legend.size());
        }
        return 2 * widest <= width ? 2 : 1;
    }

    /** Space below the axis box: x tick labels, x label, legend rows. */
    double below() {
        int rows = legend.isEmpty() ? 0 : (int) Math.ceil(legend.size() / (double) legendColumns());
        return TICK_BAND + LABEL_BAND + rows * LEGEND_ROW + (rows > 0 ? 4 : 0);
    }

    double axisHeight() {
        return Math.max(MIN_AXIS, height - below() - titleLines * TITLE_LINE - (titleLines > 0 ? 6 : 2));
    }

    /** The x of the figure's middle in the axis's description coordinates (0 left end, 1 right end of the box). */
    double middle() {
        return (width / 2 - left()) / axisWidth();
    }

    /** Options of the {@code tikzpicture}: its bounding box trimmed to exactly the width. */
    String pictureOptions() {
        return "trim left=" + PgfNumbers.num(-left()) + "bp, trim right=" + PgfNumbers.num(width - left()) + "bp";
    }

    /** The axis keys of the layout: size, fonts, title and legend places. */
    List<String> axisKeys() {
        List<String> keys = new ArrayList<>();
        keys.add("scale only axis");
        keys.add("width=" + PgfNumbers.num(axisWidth()) + "bp");
        keys.add("height=" + PgfNumbers.num(axisHeight()) + "bp");
        keys.add("tick label style={font=\\footnotesize}");
        keys.add("label style={font=\\small}");
        keys.add("ylabel style={align=center}");
        keys.add("title style={at={(" + PgfNumbers.num(middle()) + ",1)}, anchor=south, text width="
                + PgfNumbers.num(width) + "bp, inner sep=0pt, yshift=4pt, align=center, font=\\small\\bfseries}");
        if (!legend.isEmpty()) {
            double dy = (TICK_BAND + LABEL_BAND + 2) / axisHeight();
            keys.add("legend columns=" + legendColumns());
            keys.add("legend cell align=left");
            keys.add("legend style={at={(" + PgfNumbers.num(middle()) + "," + PgfNumbers.num(-dy)
                    + ")}, anchor=north, draw=none, font=\\footnotesize, inner sep=1pt,"
                    + " /tikz/every even column/.append style={column sep=6pt}}");
        }
        return keys;
    }
}
