package org.dltexplorer.app.chart;

import java.awt.Font;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.CategoryItemLabelGenerator;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryToolTipGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.CategoryDataset;

/** Load per processor (or per layer) as bars; idle processors keep a zero bar labelled "idle". */
public final class DistributionChartBuilder {

    static final String SERIES = "load";
    /** Beyond this many bars the tick marks would merge and are hidden (labels are thinned, see {@link Axes}). */
    static final int MAX_LABELLED_BARS = 64;

    private DistributionChartBuilder() {
    }

    /** The dataset drawn: one row ({@link #SERIES}), one column per bar, value = load per processor. */
    public static LoadBars dataset(DistributionData data) {
        return new LoadBars(SERIES, data);
    }

    public static JFreeChart build(DistributionData data, ChartStyle style) {
        LoadBars ds = dataset(data);
        CategoryAxis x = Axes.categories(data.layered() ? "layer (processors in it)" : "processor");
        NumberAxis y = Axes.linear("load per processor [load units]", false, false);
        y.setAutoRangeIncludesZero(true);
        BarRenderer r = new LazyTipBarRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setSeriesPaint(0, style.barPaint());
        r.setDrawBarOutline(style.publication());
        r.setSeriesOutlinePaint(0, style.outlinePaint());
        r.setItemMargin(0.0);
        r.setMaximumBarWidth(0.08);
        r.setDefaultToolTipGenerator(new StandardCategoryToolTipGenerator("{1}: load {2}", java.text.NumberFormat.getInstance()));
        // the mark of an idle processor: its zero bar carries the word "idle"
        r.setDefaultItemLabelGenerator(new IdleLabel(data));
        r.setDefaultItemLabelsVisible(true);
        r.setDefaultItemLabelFont(style.font(Font.ITALIC, style.itemLabelSize()));
        r.setDefaultItemLabelPaint(style.idlePaint());
        r.setDefaultPositiveItemLabelPosition(new ItemLabelPosition(ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_CENTER));
        CategoryPlot plot = new CategoryPlot(ds, x, y, r);
        plot.setOrientation(PlotOrientation.VERTICAL);
        if (data.bars().size() > MAX_LABELLED_BARS) {
            x.setTickMarksVisible(false); // closer than a pixel they only draw a black band
        }
        JFreeChart chart = new JFreeChart(data.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, false);
        String summary = data.reason() != null ? "infeasible: " + data.reason()
                : "total load " + MathText.number(data.total()) + ", idle processors: " + data.idleCount();
        chart.addSubtitle(new TextTitle(summary));
        style.apply(chart);
        return chart;
    }

    private static final class IdleLabel implements CategoryItemLabelGenerator {

        private final DistributionData data;

        IdleLabel(DistributionData data) {
            this.data = data;
        }

        @Override
        public String generateRowLabel(CategoryDataset dataset, int row) {
            return SERIES;
        }

        @Override
        public String generateColumnLabel(CategoryDataset dataset, int column) {
            return dataset.getColumnKey(column).toString();
        }

        @Override
        public String generateLabel(CategoryDataset dataset, int row, int column) {
            return data.bars().get(column).idle() ? "idle" : null;
        }
    }
}
