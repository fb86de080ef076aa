package org.dltexplorer.app.chart;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

/**
 * The tick labels where the two axes of an XY chart meet. A y label at the axis's end is centred on the corner and an x
 * label at its end hangs below it: on a log map over S from 10⁻³ and V from 10⁰ they came within a point of each
 * other and read as one cluster. When the two end labels, measured as drawn, come closer than the air neighbouring
 * labels of one axis keep ({@link TickFit#GAP}), the axis with more labels (the y axis on a tie) leaves its end label
 * out and keeps the tick's mark, as long as it keeps two labels (as {@link TickFit} never labels fewer). With two labels
 * on each axis (a 4 × 3 cm thumbnail under a two-line title, where "10⁻³" and "10⁰" touched) both stay and the y label
 * steps aside, its bottom on its tick rather than its middle (else the x label, its left end on its tick), as long as
 * it keeps the air from its axis's other label. Matplotlib's {@code MaxNLocator(prune='lower')} makes the same choice by hand.
 */
final class CornerLabels {

    /** An axis of {@link Axes}: its ticks before this rule, and where JFreeChart anchors a tick's label. */
    interface Ticked {

        /** The ticks the axis draws on {@code edge} of {@code dataArea}, before this rule is applied. */
        List<ValueTick> plainTicks(Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge);

        /** Where the label of {@code tick} is anchored when the axis line is at {@code cursor}. */
        float[] labelAnchor(ValueTick tick, double cursor, Rectangle2D dataArea, RectangleEdge edge);
    }

    private CornerLabels() {
    }

    /**
     * {@code ticks} of {@code axis}, its end label at the corner turned into an unlabelled mark when this rule says
     * {@code axis} is the one that gives way.
     */
    static <A extends ValueAxis & Ticked> List<ValueTick> clear(A axis, List<ValueTick> ticks, Graphics2D g2,
            Rectangle2D dataArea, RectangleEdge edge) {
        if (g2 == null || !(axis.getPlot() instanceof XYPlot plot)) {
            return ticks;
        }
        boolean domain = plot.getDomainAxis() == axis;
        if (!domain && plot.getRangeAxis() != axis) {
            return ticks;
        }
        ValueAxis otherAxis = domain ? plot.getRangeAxis() : plot.getDomainAxis();
        RectangleEdge otherEdge = domain ? plot.getRangeAxisEdge() : plot.getDomainAxisEdge();
        if (!(otherAxis instanceof Ticked other) || RectangleEdge.isLeftOrRight(edge) == RectangleEdge.isLeftOrRight(otherEdge)
                || !axis.isTickLabelsVisible() || !otherAxis.isTickLabelsVisible()) {
            return ticks;
        }
        List<ValueTick> otherTicks = other.plainTicks(g2, dataArea, otherEdge);
        boolean vertical = RectangleEdge.isLeftOrRight(edge);
        Side self = new Side(axis, axis, ticks, edge);
        Side them = new Side(otherAxis, other, otherTicks, otherEdge);
        Side v = vertical ? self : them;
        Side h = vertical ? them : self;
        // the corner: the horizontal axis's side of the vertical axis, the vertical axis's side of the horizontal one
        int vEnd = v.nearest(dataArea, edgeCoordinate(h.edge, dataArea));
        int hEnd = h.nearest(dataArea, edgeCoordinate(v.edge, dataArea));
        if (vEnd < 0 || hEnd < 0) {
            return ticks;
        }
        Rectangle2D a = v.box(vEnd, g2, dataArea, plot);
        Rectangle2D b = h.box(hEnd, g2, dataArea, plot);
        double air = TickFit.GAP * Math.max(v.axis.getTickLabelFont().getSize2D(), h.axis.getTickLabelFont().getSize2D());
        double apart = Math.max(Math.max(a.getMinX() - b.getMaxX(), b.getMinX() - a.getMaxX()),
                Math.max(a.getMinY() - b.getMaxY(), b.getMinY() - a.getMaxY()));
        if (apart >= air) {
            return ticks;
        }
        Side first = v.labelled() >= h.labelled() ? v : h;
        Side second = first == v ? h : v;
        Side yields = first.labelled() >= 3 ? first : second.labelled() >= 3 ? second : null;
        if (yields != null) {
            return yields == self ? unlabelled(ticks, vertical ? vEnd : hEnd) : ticks;
        }
        // two labels on each axis (a thumbnail): neither leaves one out, one steps aside along its axis
        ValueTick vAside = aside(v, vEnd, h.edge, g2, dataArea, plot, air);
        if (vAside != null) {
            return self == v ? replaced(ticks, vEnd, vAside) : ticks;
        }
        ValueTick hAside = aside(h, hEnd, v.edge, g2, dataArea, plot, air);
        return hAside != null && self == h ? replaced(ticks, hEnd, hAside) : ticks;
    }

    /**
     * Tick {@code end} of {@code side} with its label beside the tick on the side away from the corner (a y label's
     * bottom on its tick, an x label's left end on it) rather than centred on it, when that keeps it {@code air} from
     * the axis's other labels; else null.
     */
    private static ValueTick aside(Side side, int end, RectangleEdge cornerEdge, Graphics2D g2, Rectangle2D dataArea,
            XYPlot plot, double air) {
        ValueTick t = side.ticks.get(end);
        TextAnchor anchor = awayFrom(side.edge, cornerEdge);
        ValueTick moved = new NumberTick(TickType.MAJOR, t.getValue(), t.getText(), anchor, anchor, t.getAngle());
        List<ValueTick> ticks = replaced(side.ticks, end, moved);
        Side after = new Side(side.axis, side.ticked, ticks, side.edge);
        Rectangle2D box = after.box(end, g2, dataArea, plot);
        for (int i = 0; i < ticks.size(); i++) {
            if (i != end && !ticks.get(i).getText().isEmpty()) {
                Rectangle2D other = after.box(i, g2, dataArea, plot);
                double apart = Math.max(Math.max(box.getMinX() - other.getMaxX(), other.getMinX() - box.getMaxX()),
                        Math.max(box.getMinY() - other.getMaxY(), other.getMinY() - box.getMaxY()));
                if (apart < air) {
                    return null;
                }
            }
        }
        return moved;
    }

    /** The text anchor that puts a label of an axis on {@code edge} beside its tick, away from {@code cornerEdge}. */
    private static TextAnchor awayFrom(RectangleEdge edge, RectangleEdge cornerEdge) {
        if (RectangleEdge.isLeftOrRight(edge)) {
            boolean left = edge == RectangleEdge.LEFT;
            return cornerEdge == RectangleEdge.BOTTOM ? (left ? TextAnchor.BOTTOM_RIGHT : TextAnchor.BOTTOM_LEFT)
                    : (left ? TextAnchor.TOP_RIGHT : TextAnchor.TOP_LEFT);
        }
        boolean bottom = edge == RectangleEdge.BOTTOM;
        return cornerEdge == RectangleEdge.LEFT ? (bottom ? TextAnchor.TOP_LEFT : TextAnchor.BOTTOM_LEFT)
                : (bottom ? TextAnchor.TOP_RIGHT : TextAnchor.BOTTOM_RIGHT);
    }

    private static List<ValueTick> replaced(List<ValueTick> ticks, int index, ValueTick tick) {
        List<ValueTick> out = new ArrayList<>(ticks);
        out.set(index, tick);
        return out;
    }

    /** The coordinate of {@code dataArea}'s side on {@code edge}: its left for LEFT, its bottom for BOTTOM. */
    private static double edgeCoordinate(RectangleEdge edge, Rectangle2D dataArea) {
        // RectangleEdge is a class of constants, not an enum
        if (edge == RectangleEdge.LEFT) {
            return dataArea.getMinX();
        }
        if (edge == RectangleEdge.RIGHT) {
            return dataArea.getMaxX();
        }
        return edge == RectangleEdge.TOP ? dataArea.getMinY() : dataArea.getMaxY();
    }

    private static List<ValueTick> unlabelled(List<ValueTick> ticks, int index) {
        List<ValueTick> out = new ArrayList<>(ticks);
        ValueTick t = ticks.get(index);
        out.set(index, new NumberTick(TickType.MINOR, t.getValue(), "", t.getTextAnchor(), t.getRotationAnchor(), t.getAngle()));
        return out;
    }

    /** One axis at the corner: its ticks on its edge. */
    private record Side(ValueAxis axis, Ticked ticked, List<ValueTick> ticks, RectangleEdge edge) {

        long labelled() {
            return ticks.stream().filter(t -> !t.getText().isEmpty()).count();
        }

        /** The labelled tick nearest {@code corner} along the axis (a y position on a vertical axis), or −1. */
        int nearest(Rectangle2D dataArea, double corner) {
            int best = -1;
            double bestDistance = Double.POSITIVE_INFINITY;
            for (int i = 0; i < ticks.size(); i++) {
                ValueTick t = ticks.get(i);
                if (t.getText().isEmpty()) {
                    continue;
                }
                double d = Math.abs(axis.valueToJava2D(t.getValue(), dataArea, edge) - corner);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = i;
                }
            }
            return best;
        }

        /** The box of tick {@code i}'s label as drawn. */
        Rectangle2D box(int i, Graphics2D g2, Rectangle2D dataArea, XYPlot plot) {
            return TickLabelBox.of(axis, ticked, ticks.get(i), g2, TickLabelBox.cursor(plot, dataArea, edge), dataArea, edge);
        }
    }
}
