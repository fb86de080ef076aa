package org.dltexplorer.app.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Arrays;
import java.util.Optional;
import org.dltexplorer.core.schedule.Activity;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;

/**
 * How charts look: a colourful screen style, or a publication style (white background, series told apart by
 * markers and dashes so they survive black-and-white printing, a font family of the user's choice).
 *
 * @param look screen or publication
 * @param font the font family of every text
 */
public record ChartStyle(Look look, FontFamily font) {

    /** The two looks. */
    public enum Look {
        SCREEN("screen"), PUBLICATION("publication");

        private final String id;

        Look(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        public static Optional<Look> fromId(String id) {
            return Arrays.stream(values()).filter(l -> l.id.equalsIgnoreCase(id)).findFirst();
        }
    }

    /** Font families: DejaVu Sans and DejaVu Serif, shipped with the application ({@link ChartFonts}). */
    public enum FontFamily {
        SANS("sans"), SERIF("serif");

        private final String id;

        FontFamily(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        /** The family named {@code serif} or {@code sans} (also {@code sans-serif}, the CSS name). */
        public static Optional<FontFamily> fromId(String id) {
            String name = "sans-serif".equalsIgnoreCase(id) ? "sans" : id;
            return Arrays.stream(values()).filter(f -> f.id.equalsIgnoreCase(name)).findFirst();
        }
    }

    public static final ChartStyle SCREEN = new ChartStyle(Look.SCREEN, FontFamily.SANS);
    public static final ChartStyle PUBLICATION = new ChartStyle(Look.PUBLICATION, FontFamily.SERIF);

    /**
     * The Okabe–Ito palette (Okabe & Ito 2008, "Color Universal Design"), safe for the common colour-vision
     * deficiencies; its yellow is left out, too faint on white.
     */
    private static final Color[] SCREEN_SERIES = {
        new Color(0x0072B2), new Color(0xD55E00), new Color(0x009E73), new Color(0xE69F00),
        new Color(0x56B4E9), new Color(0xCC79A7), new Color(0x000000)};
    private static final float[][] DASHES = {null, {6f, 3f}, {2f, 2f}, {8f, 3f, 2f, 3f}, {12f, 4f}, {1f, 3f}};

    /** Text sizes in points {publication, screen}: 8–10 pt is what journals ask of figure text at print size. */
    private static final float[] TITLE = {9f, 14f};
    private static final float[] LABEL = {9f, 12f};
    private static final float[] TICK = {8f, 11f};
    private static final float[] LEGEND = {8f, 11f};
    private static final float[] NOTE = {7.5f, 10f};

    public ChartStyle {
        if (look == null || font == null) {
            throw new IllegalArgumentException("look and font are required");
        }
    }

    public boolean publication() {
        return look == Look.PUBLICATION;
    }

    public ChartStyle withFont(FontFamily f) {
        return new ChartStyle(look, f);
    }

    /** Colour of curve {@code i}: black in print (markers and dashes tell them apart), a palette on screen. */
    public Paint seriesPaint(int i) {
        return publication() ? Color.BLACK : SCREEN_SERIES[i % SCREEN_SERIES.length];
    }

    /** Line of curve {@code i}: dashed patterns in both looks, so curves stay apart in grey or for colour-blind eyes. */
    public Stroke seriesStroke(int i) {
        float[] dash = DASHES[i % DASHES.length];
        float width = publication() ? 1.0f : 1.6f;
        return dash == null ? new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER)
                : new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, dash, 0f);
    }

    /** Marker of curve {@code i}: circle, square, triangle, diamond, cross, ... */
    public Shape seriesShape(int i) {
        double r = 3.0;
        switch (i % 5) {
            case 0:
                return new Ellipse2D.Double(-r, -r, 2 * r, 2 * r);
            case 1:
                return new Rectangle2D.Double(-r, -r, 2 * r, 2 * r);
            case 2:
                return polygon(new double[] {0, r, -r}, new double[] {-r, r, r});
            case 3:
                return polygon(new double[] {0, r, 0, -r}, new double[] {-r, 0, r, 0});
            default:
                return polygon(new double[] {-r, r, 0, r, -r, 0}, new double[] {-r, -r, 0, r, r, 0});
        }
    }

    /** Whether curve markers are filled: open markers in print read better over dashed lines. */
    public boolean filledMarkers() {
        return !publication();
    }

    /** Fill of an activity in the communication–computation diagram; print uses grey levels. */
    public Paint activityPaint(Activity a) {
        if (publication()) {
            switch (a) {
                case RECEIVE:
                    return new Color(0xd9d9d9);
                case SEND:
                    return new Color(0x9e9e9e);
                case RETURN:
                    return Color.WHITE;
                default:
                    return new Color(0x4d4d4d);
            }
        }
        // Okabe–Ito: sky blue, blue, vermillion, bluish green
        switch (a) {
            case RECEIVE:
                return new Color(0x56B4E9);
            case SEND:
                return new Color(0x0072B2);
            case RETURN:
                return new Color(0xD55E00);
            default:
                return new Color(0x009E73);
        }
    }

    /**
     * Fill of a Gantt mark: the wait for a release time pale (its dashed edge marks it), the startup {@code F} black in
     * print (against the dark grey of computing) and Okabe–Ito orange on screen.
     */
    public Paint markPaint(GanttData.MarkKind k) {
        return switch (k) {
            case WAIT -> publication() ? new Color(0xf2f2f2) : new Color(0xf7f2dc);
            case STARTUP -> publication() ? Color.BLACK : new Color(0xE69F00);
        };
    }

    /** Outline of bars: black in print so white and light-grey fills stay visible. */
    public Paint outlinePaint() {
        return publication() ? Color.BLACK : new Color(0x404040);
    }

    /** Fill of distribution bars. */
    public Paint barPaint() {
        return publication() ? new Color(0x808080) : new Color(0x0072B2);
    }

    /** Colour of the marks on idle processors. */
    public Paint idlePaint() {
        return publication() ? Color.BLACK : new Color(0xD55E00);
    }

    /** The shipped face of this style's family, {@code size} in points (the unit figures are laid out in). */
    public Font font(int style, float size) {
        return ChartFonts.font(font, style, size);
    }

    private float size(float[] sizes) {
        return publication() ? sizes[0] : sizes[1];
    }

    /** Size in points of the item labels on bars ("idle"). */
    public float itemLabelSize() {
        return size(NOTE);
    }

    /** Backgrounds, grid and fonts of a built chart. */
    public void apply(JFreeChart chart) {
        Color paper = publication() ? Color.WHITE : new Color(0xfafafa);
        chart.setBackgroundPaint(paper);
        chart.setAntiAlias(true);
        TextTitle title = chart.getTitle();
        if (title != null && !(title instanceof BoundedTitle)) {
            title = new BoundedTitle(title.getText());
            chart.setTitle(title);
        }
        if (title != null) {
            title.setText(FigureTitle.fitted(title.getText()));
            title.setFont(font(Font.BOLD, size(TITLE)));
            // a title too long for its share of a small figure is set smaller, down to the size of the charts' notes
            ((BoundedTitle) title).setSmallest(size(NOTE));
            title.setPaint(Color.BLACK);
            // a title line that just fits would touch the figure's edges (1.4 pt at 8.5 cm): keep a margin a reader sees
            title.setPadding(new org.jfree.chart.ui.RectangleInsets(1, 6, 1, 6));
        }
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            if (chart.getSubtitle(i) instanceof LegendTitle legend) {
                legend.setItemFont(font(Font.PLAIN, size(LEGEND)));
                legend.setBackgroundPaint(paper);
            } else if (chart.getSubtitle(i) instanceof TextTitle sub) {
                sub.setFont(font(Font.ITALIC, size(NOTE)));
            }
        }
        Plot plot = chart.getPlot();
        plot.setBackgroundPaint(publication() ? Color.WHITE : Color.WHITE);
        plot.setOutlinePaint(publication() ? Color.BLACK : Color.GRAY);
        Color grid = publication() ? new Color(0xbdbdbd) : new Color(0xdddddd);
        if (plot instanceof XYPlot xy) {
            xy.setDomainGridlinePaint(grid);
            xy.setRangeGridlinePaint(grid);
            for (int i = 0; i < xy.getDomainAxisCount(); i++) {
                axis(xy.getDomainAxis(i));
            }
            for (int i = 0; i < xy.getRangeAxisCount(); i++) {
                axis(xy.getRangeAxis(i));
            }
        } else if (plot instanceof CategoryPlot cat) {
            cat.setRangeGridlinePaint(grid);
            axis(cat.getDomainAxis());
            axis(cat.getRangeAxis());
        }
    }

    private void axis(Axis axis) {
        if (axis == null) {
            return;
        }
        Font labelFont = font(Font.PLAIN, size(LABEL));
        axis.setLabelFont(labelFont);
        axis.setTickLabelFont(font(Font.PLAIN, size(TICK)));
        axis.setLabelPaint(Color.BLACK);
        axis.setTickLabelPaint(Color.BLACK);
        axis.setAxisLinePaint(Color.BLACK);
        if (!publication()) {
            Axes.raiseExponents(axis); // the window's 11 px labels: the font's superscripts were 4 px tall
        }
    }

    private static Shape polygon(double[] x, double[] y) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(x[0], y[0]);
        for (int i = 1; i < x.length; i++) {
            p.lineTo(x[i], y[i]);
        }
        p.closePath();
        return p;
    }
}
