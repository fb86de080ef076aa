package org.dltexplorer.app.chart;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.axis.AxisSpace;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryTick;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.text.TextBlock;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.Range;

/**
 * The axes of every chart, on screen and in files: 4–8 labelled ticks at 1, 2, 5 × 10^k ({@link NiceTicks}), integers
 * only on integer axes, log axes labelled at decades with unlabelled minor ticks at 2–9 × 10^k, and category or row
 * axes labelled every 1, 2, 5, 10, ... items when there are more than 8.
 */
public final class Axes {

    private Axes() {
    }

    /**
     * A linear axis. With {@code widen}, its automatic range is widened to multiples of its tick step, so that it
     * starts and ends on a labelled tick.
     */
    public static NumberAxis linear(String label, boolean integer, boolean widen) {
        return new NiceAxis(label, integer, widen);
    }

    /**
     * A linear axis labelled {@code label}, or {@code shortLabel} where the axis is too short for {@code label} on one
     * line (a narrow figure's colour bar: {@code speedup} for {@code speedup over the originator alone}).
     */
    public static NumberAxis linear(String label, String shortLabel, boolean integer, boolean widen) {
        NiceAxis axis = new NiceAxis(label, integer, widen);
        axis.math.shortForm(shortLabel);
        return axis;
    }

    /** A logarithmic axis over whole decades. */
    public static LogAxis log(String label) {
        return new DecadeAxis(label);
    }

    /**
     * {@code axis} (a linear or log axis of this class) labelled with the first of {@code shortForms}, longest first, that
     * fits on one line where it is too short for its label on two ({@code S [time units]}, then {@code S}).
     */
    public static <A extends org.jfree.chart.axis.ValueAxis> A shortForms(A axis, String... shortForms) {
        if (axis instanceof NiceAxis n) {
            n.math.shortForm(shortForms);
        } else if (axis instanceof DecadeAxis d) {
            d.math.shortForm(shortForms);
        } else {
            throw new IllegalArgumentException("short labels are set on the axes of Axes, not on " + axis.getClass().getSimpleName());
        }
        return axis;
    }

    /** A category axis that labels at most {@link NiceTicks#MAX} categories. */
    public static CategoryAxis categories(String label) {
        return new SparseCategoryAxis(label);
    }

    /** Named rows (processors of a Gantt diagram), at most {@link NiceTicks#MAX} of them labelled. */
    public static SymbolAxis rows(String label, String[] names) {
        return new SparseSymbolAxis(label, names);
    }

    /**
     * The label of tick {@code v} on a linear axis with ticks every {@code step} up to {@code largest} in magnitude, as
     * every format writes it (the PGFPlots export too): {@code 0.25}, {@code 2 × 10⁵}.
     */
    public static String tickLabel(double v, double step, double largest) {
        return new TickFormat(step, largest).format(v);
    }

    /** The length of an axis on {@code edge} over {@code dataArea}. */
    static double along(Rectangle2D dataArea, RectangleEdge edge) {
        return RectangleEdge.isTopOrBottom(edge) ? dataArea.getWidth() : dataArea.getHeight();
    }

    /**
     * A tick label's extent along an axis on {@code edge}, measured as JFreeChart measures the labels it draws: its
     * width under a horizontal axis, its height beside a vertical one.
     */
    static java.util.function.ToDoubleFunction<String> extent(Graphics2D g2, java.awt.Font font, RectangleEdge edge) {
        java.awt.FontMetrics fm = g2.getFontMetrics(font);
        boolean horizontal = RectangleEdge.isTopOrBottom(edge);
        return label -> {
            Rectangle2D b = fm.getStringBounds(label, g2);
            return horizontal ? b.getWidth() : b.getHeight();
        };
    }

    /** Tick labels of a linear axis: fixed decimals for the step, or {@code 2 × 10⁵} for very large or small numbers. */
    static final class TickFormat extends NumberFormat {

        private final int decimals;
        private final boolean powers;

        TickFormat(double step, double largest) {
            this.decimals = NiceTicks.decimals(step);
            this.powers = largest >= MathText.PLAIN_BELOW || step < 1e-3;
        }

        @Override
        public StringBuffer format(double v, StringBuffer to, FieldPosition pos) {
            if (Math.abs(v) < 1e-12 * Math.max(1, Math.abs(v))) {
                return to.append('0');
            }
            if (powers) {
                return to.append(MathText.power(v));
            }
            return to.append(String.format(Locale.ROOT, "%." + decimals + "f", v).replace('-', '−'));
        }

        @Override
        public StringBuffer format(long v, StringBuffer to, FieldPosition pos) {
            return format((double) v, to, pos);
        }

        @Override
        public Number parse(String source, ParsePosition pos) {
            throw new UnsupportedOperationException("tick labels are written, never read");
        }
    }

    private static final class NiceAxis extends NumberAxis implements CornerLabels.Ticked {

        /** Air beyond a widened range's end ticks, as a fraction of the range. */
        private static final double PAD = 0.03;

        private final boolean integer;
        private final boolean widen;

        NiceAxis(String label, boolean integer, boolean widen) {
            super(label);
            this.integer = integer;
            this.widen = widen;
            setAutoRangeIncludesZero(false);
            setMinorTickMarksVisible(true); // drawn only where labels were thinned (selectAutoTickUnit)
            if (widen) {
                setLowerMargin(0);
                setUpperMargin(0);
            }
        }

        private final MathLabel math = new MathLabel(this);

        @Override
        public AxisSpace reserveSpace(Graphics2D g2, Plot plot, Rectangle2D plotArea, RectangleEdge edge, AxisSpace space) {
            math.plan(g2, plotArea, edge);
            AxisSpace reserved = super.reserveSpace(g2, plot, plotArea, edge, space);
            EndLabelRoom.reserve(this, this, g2, plot, plotArea, edge, reserved);
            return reserved;
        }

        @Override
        protected Rectangle2D getLabelEnclosure(Graphics2D g2, RectangleEdge edge) {
            return math.enclosure(super.getLabelEnclosure(g2, edge), edge);
        }

        @Override
        protected AxisState drawLabel(String label, Graphics2D g2, Rectangle2D plotArea, Rectangle2D dataArea,
                RectangleEdge edge, AxisState state) {
            return math.draw(math.text(label), g2, dataArea, edge, state);
        }

        @Override
        @SuppressWarnings("unchecked")
        public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
            return CornerLabels.clear(this, plainTicks(g2, dataArea, edge), g2, dataArea, edge);
        }

        @Override
        @SuppressWarnings("unchecked")
        public List<ValueTick> plainTicks(Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge) {
            return super.refreshTicks(g2, new AxisState(), dataArea, edge);
        }

        @Override
        public float[] labelAnchor(ValueTick tick, double cursor, Rectangle2D dataArea, RectangleEdge edge) {
            return calculateAnchorPoint(tick, cursor, dataArea, edge);
        }

        @Override
        protected void selectAutoTickUnit(Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge) {
            Range r = getRange();
            double lo = r.getLowerBound();
            double hi = r.getUpperBound();
            double base = NiceTicks.step(lo, hi, integer);
            double largest = Math.max(Math.abs(lo), Math.abs(hi));
            NumberFormat override = getNumberFormatOverride();
            double step = g2 == null ? base : TickFit.linearStep(lo, hi, integer, along(dataArea, edge),
                    s -> v -> (override != null ? override : new TickFormat(s, largest)).format(v),
                    extent(g2, getTickLabelFont(), edge), TickFit.GAP * getTickLabelFont().getSize2D());
            // thinned labels keep a mark at every tick they would have had (a heat map's iso-line levels on its bar)
            long marks = Math.round(step / base);
            boolean whole = Math.abs(marks * base - step) < 1e-9 * step;
            // 2 → 5 is no whole multiple: then marks at the 1-2-5 step that divides the labelled one (5 → 1, 2 → 1)
            long mantissa = Math.round(step / Math.pow(10, Math.floor(Math.log10(step) + 1e-9)));
            int minor = step <= base * (1 + 1e-9) ? 0 : whole ? (int) marks : mantissa == 5 ? 5 : 2;
            setTickUnit(new NumberTickUnit(step, new TickFormat(step, largest), minor), false, false);
        }

        @Override
        protected void autoAdjustRange() {
            super.autoAdjustRange();
            if (widen && isAutoRange()) {
                Range r = getRange();
                double[] w = NiceTicks.widened(r.getLowerBound(), r.getUpperBound(), integer);
                // a little air beyond the end ticks, so end markers are not cut; the ticks stay the widened ones
                double pad = PAD * (w[1] - w[0]);
                setRange(new Range(w[0] - pad, w[1] + pad), false, false);
            }
        }
    }

    /**
     * Draws the exponents of {@code axis}'s decade labels as {@link RaisedExponent} (digits at four fifths of the
     * label's size) rather than the font's superscript characters: for the window, where those were 4 px tall. Other
     * axes are left as they are.
     */
    static void raiseExponents(Axis axis) {
        if (axis instanceof DecadeAxis decades) {
            decades.raised = true;
        }
    }

    private static final class DecadeAxis extends LogAxis implements CornerLabels.Ticked {

        /** Whether the labels' exponents are drawn as {@link RaisedExponent} ({@link Axes#raiseExponents}). */
        private boolean raised;
        /**
         * Whether JFreeChart is drawing the ticks of a {@link #raised} axis: it gets them without text (nothing drawn
         * twice, in no file either), and measures and draws {@link #labelled} ones.
         */
        private boolean hidingLabels;
        /** The ticks with their labels, as of the last {@link #refreshTicks} while {@link #hidingLabels}. */
        private List<ValueTick> labelled = List.of();

        DecadeAxis(String label) {
            super(label);
            setSmallestValue(1e-300);
            setMinorTickMarksVisible(true);
            setAutoTickUnitSelection(false);
        }

        @Override
        protected AxisState drawTickMarksAndLabels(Graphics2D g2, double cursor, Rectangle2D plotArea,
                Rectangle2D dataArea, RectangleEdge edge) {
            if (!raised || !isTickLabelsVisible()) {
                return super.drawTickMarksAndLabels(g2, cursor, plotArea, dataArea, edge);
            }
            // JFreeChart draws the marks and moves the cursor past the labels; the labels are drawn here, raised
            AxisState state;
            hidingLabels = true;
            try {
                state = super.drawTickMarksAndLabels(g2, cursor, plotArea, dataArea, edge);
            } finally {
                hidingLabels = false;
            }
            g2.setPaint(getTickLabelPaint());
            for (ValueTick tick : labelled) {
                RaisedExponent.Parts parts = RaisedExponent.parts(tick.getText());
                if (parts != null) {
                    float[] anchor = calculateAnchorPoint(tick, cursor, dataArea, edge);
                    RaisedExponent.draw(g2, getTickLabelFont(), parts, anchor[0], anchor[1], tick.getTextAnchor());
                }
            }
            return state;
        }

        @Override
        @SuppressWarnings("rawtypes")
        protected double findMaximumTickLabelWidth(List ticks, Graphics2D g2, Rectangle2D drawArea, boolean vertical) {
            List measured = hidingLabels ? labelled : ticks;
            double width = super.findMaximumTickLabelWidth(measured, g2, drawArea, vertical);
            return raised && !vertical ? Math.max(width, raisedExtent(measured, g2, true)) : width;
        }

        @Override
        @SuppressWarnings("rawtypes")
        protected double findMaximumTickLabelHeight(List ticks, Graphics2D g2, Rectangle2D drawArea, boolean vertical) {
            List measured = hidingLabels ? labelled : ticks;
            double height = super.findMaximumTickLabelHeight(measured, g2, drawArea, vertical);
            return raised && !vertical ? Math.max(height, raisedExtent(measured, g2, false)) : height;
        }

        /** The widest (or tallest) label as {@link RaisedExponent} draws it, with its insets as JFreeChart counts them. */
        @SuppressWarnings("rawtypes")
        private double raisedExtent(List ticks, Graphics2D g2, boolean width) {
            var insets = getTickLabelInsets();
            double most = 0;
            for (Object o : ticks) {
                RaisedExponent.Parts parts = RaisedExponent.parts(((ValueTick) o).getText());
                if (parts != null) {
                    Rectangle2D box = RaisedExponent.box(g2, getTickLabelFont(), parts);
                    most = Math.max(most, width ? box.getWidth() + insets.getLeft() + insets.getRight()
                            : box.getHeight() + insets.getTop() + insets.getBottom());
                }
            }
            return most;
        }

        private final MathLabel math = new MathLabel(this);

        @Override
        public AxisSpace reserveSpace(Graphics2D g2, Plot plot, Rectangle2D plotArea, RectangleEdge edge, AxisSpace space) {
            math.plan(g2, plotArea, edge);
            AxisSpace reserved = super.reserveSpace(g2, plot, plotArea, edge, space);
            EndLabelRoom.reserve(this, this, g2, plot, plotArea, edge, reserved);
            return reserved;
        }

        @Override
        protected Rectangle2D getLabelEnclosure(Graphics2D g2, RectangleEdge edge) {
            return math.enclosure(super.getLabelEnclosure(g2, edge), edge);
        }

        @Override
        protected AxisState drawLabel(String label, Graphics2D g2, Rectangle2D plotArea, Rectangle2D dataArea,
                RectangleEdge edge, AxisState state) {
            return math.draw(math.text(label), g2, dataArea, edge, state);
        }

        @Override
        protected void autoAdjustRange() {
            super.autoAdjustRange();
            if (isAutoRange()) {
                Range r = getRange();
                double lo = Math.pow(10, Math.floor(Math.log10(r.getLowerBound()) + 1e-9));
                double hi = Math.pow(10, Math.ceil(Math.log10(r.getUpperBound()) - 1e-9));
                setRange(new Range(lo, Math.max(hi, lo * 10)), false, false);
            }
        }

        @Override
        @SuppressWarnings("unchecked")
        public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
            List<ValueTick> ticks = CornerLabels.clear(this, plainTicks(g2, dataArea, edge), g2, dataArea, edge);
            if (!hidingLabels) {
                return ticks;
            }
            labelled = ticks;
            List<ValueTick> blank = new ArrayList<>();
            for (ValueTick t : ticks) {
                blank.add(new NumberTick(t.getTickType(), t.getValue(), "", t.getTextAnchor(), t.getRotationAnchor(),
                        t.getAngle()));
            }
            return blank;
        }

        @Override
        public float[] labelAnchor(ValueTick tick, double cursor, Rectangle2D dataArea, RectangleEdge edge) {
            return calculateAnchorPoint(tick, cursor, dataArea, edge);
        }

        @Override
        public List<ValueTick> plainTicks(Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge) {
            Range r = getRange();
            int first = (int) Math.ceil(Math.log10(r.getLowerBound()) - 1e-9);
            int last = (int) Math.floor(Math.log10(r.getUpperBound()) + 1e-9);
            java.awt.Font font = getTickLabelFont();
            double decadeLength = along(dataArea, edge) / (Math.log10(r.getUpperBound()) - Math.log10(r.getLowerBound()));
            int every = g2 == null ? TickFit.decadeStride(first, last, 0, e -> "", l -> 0, 0)
                    : TickFit.decadeStride(first, last, decadeLength, e -> "10" + MathText.superscript(e), extent(g2, font, edge),
                            TickFit.GAP * font.getSize2D());
            TextAnchor anchor = RectangleEdge.isTopOrBottom(edge)
                    ? (edge == RectangleEdge.TOP ? TextAnchor.BOTTOM_CENTER : TextAnchor.TOP_CENTER)
                    : (edge == RectangleEdge.LEFT ? TextAnchor.CENTER_RIGHT : TextAnchor.CENTER_LEFT);
            // plain-text ticks, not LogTick's attributed labels: those go through TextLayout, which PDF and SVG receive
            // as glyph outlines; the exponents are superscript characters of the font already
            List<ValueTick> ticks = new ArrayList<>();
            for (int e = first - 1; e <= last; e++) {
                double decade = Math.pow(10, e);
                if (e >= first && Math.floorMod(e, every) == 0) {
                    ticks.add(new NumberTick(TickType.MAJOR, decade, "10" + MathText.superscript(e), anchor, anchor, 0.0));
                } else if (e >= first) {
                    ticks.add(new NumberTick(TickType.MINOR, decade, "", anchor, anchor, 0.0));
                }
                for (int m = 2; m <= 9 && every == 1; m++) {
                    double v = m * decade;
                    if (r.contains(v)) {
                        ticks.add(new NumberTick(TickType.MINOR, v, "", anchor, anchor, 0.0));
                    }
                }
            }
            return ticks;
        }
    }

    private static final class SparseCategoryAxis extends CategoryAxis {

        /** Every how many categories a label goes, as of the last {@link #refreshTicks}. */
        private int every = 1;

        SparseCategoryAxis(String label) {
            super(label);
            setMaximumCategoryLabelLines(2); // a label wraps at a space rather than run into its neighbour
        }

        private final MathLabel math = new MathLabel(this);

        @Override
        public AxisSpace reserveSpace(Graphics2D g2, Plot plot, Rectangle2D plotArea, RectangleEdge edge, AxisSpace space) {
            math.plan(g2, plotArea, edge);
            return super.reserveSpace(g2, plot, plotArea, edge, space);
        }

        @Override
        protected Rectangle2D getLabelEnclosure(Graphics2D g2, RectangleEdge edge) {
            return math.enclosure(super.getLabelEnclosure(g2, edge), edge);
        }

        @Override
        protected AxisState drawLabel(String label, Graphics2D g2, Rectangle2D plotArea, Rectangle2D dataArea,
                RectangleEdge edge, AxisState state) {
            return math.draw(label, g2, dataArea, edge, state);
        }

        @Override
        protected TextBlock createLabel(Comparable category, float width, RectangleEdge edge, Graphics2D g2) {
            // a label may take the width of the categories up to the next label, less a gap; a longer one wraps at
            // its spaces ("L6" over "(×12500)") rather than run into its neighbour or off the figure
            return super.createLabel(category, width * every * 0.9f, edge, g2);
        }

        @Override
        public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
            List<?> categories = getPlot() instanceof org.jfree.chart.plot.CategoryPlot p ? p.getCategoriesForAxis(this) : List.of();
            int n = categories.size();
            every = NiceTicks.every(n);
            if (n > 0 && g2 != null && RectangleEdge.isTopOrBottom(edge)) {
                // never closer than the widest label and a gap: "L3 (×100)" under narrow bars takes every other bar
                java.awt.FontMetrics fm = g2.getFontMetrics(getTickLabelFont());
                // labels wrap at their spaces (createLabel), so the widest word is what must fit
                double widest = categories.stream().flatMap(c -> java.util.Arrays.stream(c.toString().split(" ")))
                        .mapToDouble(word -> fm.getStringBounds(word, g2).getWidth()).max().orElse(0);
                double perCategory = dataArea.getWidth() / n;
                every = Math.max(every, NiceTicks.atLeast((widest + 1) / Math.max(perCategory, 1e-9)));
            }
            List<?> ticks = super.refreshTicks(g2, state, dataArea, edge);
            if (every == 1) {
                return ticks;
            }
            List<CategoryTick> out = new ArrayList<>(ticks.size());
            for (int i = 0; i < ticks.size(); i++) {
                CategoryTick t = (CategoryTick) ticks.get(i);
                out.add(i % every == 0 ? t
                        : new CategoryTick(t.getCategory(), new TextBlock(), t.getLabelAnchor(), t.getRotationAnchor(), t.getAngle()));
            }
            return out;
        }
    }

    private static final class SparseSymbolAxis extends SymbolAxis {

        SparseSymbolAxis(String label, String[] names) {
            super(label, names);
            // a tick per row, thinned below: the automatic unit would skip rows by label height, not by 1-2-5
            setAutoTickUnitSelection(false);
            setTickUnit(new NumberTickUnit(1), false, false);
        }

        private final MathLabel math = new MathLabel(this);

        @Override
        public AxisSpace reserveSpace(Graphics2D g2, Plot plot, Rectangle2D plotArea, RectangleEdge edge, AxisSpace space) {
            math.plan(g2, plotArea, edge);
            return super.reserveSpace(g2, plot, plotArea, edge, space);
        }

        @Override
        protected Rectangle2D getLabelEnclosure(Graphics2D g2, RectangleEdge edge) {
            return math.enclosure(super.getLabelEnclosure(g2, edge), edge);
        }

        @Override
        protected AxisState drawLabel(String label, Graphics2D g2, Rectangle2D plotArea, Rectangle2D dataArea,
                RectangleEdge edge, AxisState state) {
            return math.draw(label, g2, dataArea, edge, state);
        }

        @Override
        public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
            Range r = getRange();
            int first = Math.max(0, (int) Math.ceil(r.getLowerBound()));
            int last = Math.min(getSymbols().length - 1, (int) Math.floor(r.getUpperBound()));
            boolean vertical = RectangleEdge.isLeftOrRight(edge);
            double perRow = (vertical ? dataArea.getHeight() : dataArea.getWidth()) / Math.max(r.getLength(), 1e-9);
            // labels at most 8, never closer than a line of text
            double line = getTickLabelFont().getSize2D() * 1.3;
            int every = Math.max(NiceTicks.every(last - first + 1), NiceTicks.atLeast(line / Math.max(perRow, 1e-9)));
            TextAnchor anchor = vertical ? (edge == RectangleEdge.LEFT ? TextAnchor.CENTER_RIGHT : TextAnchor.CENTER_LEFT)
                    : (edge == RectangleEdge.TOP ? TextAnchor.BOTTOM_CENTER : TextAnchor.TOP_CENTER);
            List<NumberTick> ticks = new ArrayList<>();
            for (int row = first; row <= last; row++) {
                boolean labelled = row % every == 0;
                ticks.add(new NumberTick(labelled ? TickType.MAJOR : TickType.MINOR, row, labelled ? getSymbols()[row] : "",
                        anchor, anchor, 0.0));
            }
            return ticks;
        }
    }
}
