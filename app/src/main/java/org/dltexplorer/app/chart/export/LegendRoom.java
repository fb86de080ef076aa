package org.dltexplorer.app.chart.export;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
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
     * Null when {@code chart} has no legend or leaves its data area {@link #SHARE} of {@code size}'s height; else the
     * sentence saying why it cannot be drawn at that size and how tall it would need to be.
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
        double data = dataHeight(chart, size.widthPt(), size.heightPt());
        if (data >= SHARE * size.heightPt()) {
            return null;
        }
        String least = null;
        for (int i = 1; i <= TRIES && least == null; i++) {
            double h = size.heightPt() * (1 + 0.1 * i);
            if (dataHeight(chart, size.widthPt(), h) >= SHARE * h) {
                least = ExportSize.points(size.widthPt(), h, size.dpi()).inCentimetres();
            }
        }
        return "size: " + size.inCentimetres() + ": the legend's " + entries + (entries == 1 ? " entry leaves" : " entries leave")
                + " the plot " + cm(Math.max(0, data)) + " cm of the figure's height (it keeps at least 15 %); "
                + (least != null ? "at " + cm(size.widthPt()) + " cm wide it needs " + least.substring(least.indexOf("× ") + 2)
                        + " of height" : "make it larger")
                + (chart.getTitle() != null ? " (less without its title)" : "") + ", or fewer curves";
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
