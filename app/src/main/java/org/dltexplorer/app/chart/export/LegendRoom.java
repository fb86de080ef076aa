package org.dltexplorer.app.chart.export;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import org.dltexplorer.app.chart.Figures;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemSource;
import org.jfree.chart.title.LegendTitle;

/**
 * Whether a figure's legend leaves its plot room at the size it is exported. A legend goes below the axes and takes
 * what its entries need; at a journal's thumbnail (4 × 3 cm) an overlay of three scenarios, or a time-vs-load chart of
 * four sizes, was all title, legend and axis labels, and no plot. The rule: with a legend, the data area (inside the
 * axes) keeps at least {@link #SHARE} of the figure's height and every entry fits the figure's width, else the figure
 * is refused with one line naming the size and, for the height, the least height that leaves the room
 * ({@link #problem}). Legend entries are never dropped or moved into the
 * plot: which curve is which is the figure's content.
 *
 * <p>Before refusing, the figure is laid out again with its title held to one line of its size fewer than its third of
 * the height counts, then fewer, down to one ({@link Figures#holdTitle}; the title is set smaller or cut as at a short
 * figure, and the caller warns of a cut). Without that, acceptance was not monotonic in the height: the title counts
 * its third in whole lines, so 1 mm more of figure could give it a line (3.8 mm) more and the plot less, and the
 * gallery's chain (Błażewicz &amp; Drozdowski 1997, Example 1), its time-vs-load chart 4 cm wide, was drawn at 4.4 cm
 * and refused at 4.5. With it, at a fixed width a figure drawn at height {@code h} with its title in {@code L} lines is
 * drawn at every {@code h' > h}: the third at {@code h'} counts at least {@code L} lines, so {@code L} is among the
 * allowances tried; with {@code L} lines the title, the legend and the horizontal axis are laid out in the same width
 * as at {@code h} and take the same heights, so the plot gains all of {@code h' − h} while its floor rises by only
 * {@code SHARE · (h' − h)}. A figure drawn today without the fallback is laid out exactly as before: the fallback runs
 * only where the figure would otherwise be refused.
 */
public final class LegendRoom {

    /**
     * The least share of the figure's height the data area keeps when the figure has a legend: 15 %, about two lines of
     * tick labels at 3 cm. Meant to refuse a figure with no plot to speak of (the thumbnails above had none), not a
     * cramped one: a single column under a 160-character title keeps its 1 cm.
     */
    public static final double SHARE = 0.15;
    /** The tallest figure tried when looking for the least height that fits, as a multiple of the height asked. */
    private static final int TRIES = 40;

    private LegendRoom() {
    }

    /**
     * Null when {@code chart} has no legend or leaves its data area {@link #SHARE} of {@code size}'s height, its title
     * held to fewer lines where that is what leaves the room (and {@code chart} is left so held, to be drawn as
     * measured); else the sentence saying why it cannot be drawn at that size and how tall it would need to be.
     */
    public static String problem(JFreeChart chart, ExportSize size) {
        int entries = entries(chart);
        if (entries == 0) {
            return null;
        }
        String wide = widestBeyond(chart, size.widthPt());
        if (wide != null) {
            return "size: " + size.inCentimetres() + ": the legend's entry \"" + wide + "\" is wider than the figure; make it"
                    + " wider";
        }
        if (roomy(chart, size.widthPt(), size.heightPt())) {
            return null;
        }
        // what the plot keeps with the title in its third, as the figure would be drawn without the fallback
        double data = dataHeight(chart, size.widthPt(), size.heightPt());
        String least = null;
        for (int i = 1; i <= TRIES && least == null; i++) {
            double h = size.heightPt() * (1 + 0.1 * i);
            if (roomy(chart, size.widthPt(), h)) {
                least = ExportSize.points(size.widthPt(), h, size.dpi()).inCentimetres();
            }
        }
        Figures.holdTitle(chart, Integer.MAX_VALUE);
        return "size: " + size.inCentimetres() + ": the legend's " + entries + (entries == 1 ? " entry leaves" : " entries leave")
                + " the plot " + cm(Math.max(0, data)) + " cm of the figure's height (it keeps at least 15 %); "
                + (least != null ? "at " + cm(size.widthPt()) + " cm wide it needs " + least.substring(least.indexOf("× ") + 2)
                        + " of height" : "make it larger")
                + (chart.getTitle() != null ? " (less without its title)" : "") + ", or fewer curves";
    }

    /**
     * Whether the data area keeps {@link #SHARE} of {@code height} at {@code width × height} points, the title in its
     * third or, failing that, held to one line fewer, then fewer, down to one. Leaves the title held as it fitted, or
     * free when nothing fits.
     */
    private static boolean roomy(JFreeChart chart, double width, double height) {
        Figures.holdTitle(chart, Integer.MAX_VALUE);
        if (dataHeight(chart, width, height) >= SHARE * height) {
            return true;
        }
        for (int lines = Figures.titleLines(chart) - 1; lines >= 1; lines--) {
            Figures.holdTitle(chart, lines);
            if (dataHeight(chart, width, height) >= SHARE * height) {
                return true;
            }
        }
        Figures.holdTitle(chart, Integer.MAX_VALUE);
        return false;
    }

    /**
     * The text of the first legend entry wider than {@code width} points with its marker, or null: JFreeChart cuts such an
     * entry at the figure's edge. The marker, its line and the gaps are taken as {@link #MARKER} points.
     */
    private static String widestBeyond(JFreeChart chart, double width) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            for (int i = 0; i < chart.getSubtitleCount(); i++) {
                if (chart.getSubtitle(i) instanceof LegendTitle legend && legend.isVisible()) {
                    for (LegendItemSource source : legend.getSources()) {
                        var items = source.getLegendItems();
                        for (int k = 0; k < items.getItemCount(); k++) {
                            String label = items.get(k).getLabel();
                            double w = legend.getItemFont().getStringBounds(label, g.getFontRenderContext()).getWidth();
                            if (w + MARKER > width) {
                                return label;
                            }
                        }
                    }
                }
            }
            return null;
        } finally {
            g.dispose();
        }
    }

    /** What a legend entry takes beside its text, in points: the marker on its line segment and the gaps around. */
    private static final double MARKER = 30;

    private static int entries(JFreeChart chart) {
        int n = 0;
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            if (chart.getSubtitle(i) instanceof LegendTitle legend && legend.isVisible()) {
                for (LegendItemSource source : legend.getSources()) {
                    n += source.getLegendItems().getItemCount();
                }
            }
        }
        return n;
    }

    /** The height of the data area when {@code chart} is laid out on {@code width × height} points, as exported. */
    private static double dataHeight(JFreeChart chart, double width, double height) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            ChartRenderingInfo info = new ChartRenderingInfo();
            chart.draw(g, new Rectangle2D.Double(0, 0, width, height), info);
            return info.getPlotInfo().getDataArea().getHeight();
        } finally {
            g.dispose();
        }
    }

    private static String cm(double points) {
        return new java.math.BigDecimal(points / 72 * 2.54).setScale(1, java.math.RoundingMode.HALF_EVEN).toPlainString();
    }
}
