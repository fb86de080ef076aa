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

    private static final Color[] SCREEN_SERIES = {
        new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0xff7f0e),
        new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f)};
    private static final float[][] DASHES = {null, {6f, 3f}, {2f, 2f}, {8f, 3f, 2f, 3f}, {12f, 4f}, {1f, 3f}};

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

    public Stroke seriesStroke(int i) {
        float[] dash = publication() ? DASHES[i % DASHES.length] : null;
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
        switch (a) {
            case RECEIVE:
                return new Color(0x6baed6);
            case SEND:
                return new Color(0x2171b5);
            case RETURN:
                return new Color(0xe6550d);
            default:
                return new Color(0x41ab5d);
        }
    }

    /** Outline of bars: black in print so white and light-grey fills stay visible. */
    public Paint outlinePaint() {
        return publication() ? Color.BLACK : new Color(0x404040);
    }

    /** Fill of distribution bars. */
    public Paint barPaint() {
        return publication() ? new Color(0x808080) : new Color(0x3182bd);
    }

    /** Colour of the marks on idle processors. */
    public Paint idlePaint() {
        return publication() ? Color.BLACK : new Color(0xc00000);
    }

    /** The shipped face of this style's family, {@code size} in points (the unit figures are laid out in). */
    public Font font(int style, float size) {
        return ChartFonts.font(font, style, size);
    }

    /** Backgrounds, grid and fonts of a built chart. */
    public void apply(JFreeChart chart) {
        Color paper = publication() ? Color.WHITE : new Color(0xfafafa);
        chart.setBackgroundPaint(paper);
        chart.setAntiAlias(true);
        TextTitle title = chart.getTitle();
        if (title != null) {
            title.setFont(font(Font.BOLD, publication() ? 13 : 15));
            title.setPaint(Color.BLACK);
        }
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            if (chart.getSubtitle(i) instanceof LegendTitle legend) {
                legend.setItemFont(font(Font.PLAIN, 11));
                legend.setBackgroundPaint(paper);
            } else if (chart.getSubtitle(i) instanceof TextTitle sub) {
                sub.setFont(font(Font.ITALIC, 10));
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
        axis.setLabelFont(font(Font.PLAIN, 12));
        axis.setTickLabelFont(font(Font.PLAIN, 10));
        axis.setLabelPaint(Color.BLACK);
        axis.setTickLabelPaint(Color.BLACK);
        axis.setAxisLinePaint(Color.BLACK);
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
