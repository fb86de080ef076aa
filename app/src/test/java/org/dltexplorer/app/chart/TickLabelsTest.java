package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryTick;
import org.jfree.chart.axis.LogTick;
import org.jfree.chart.axis.Tick;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every chart kind, drawn at a single column (8.5 × 6 cm, publication style) and at a slide's size (both styles),
 * labels 4 to 8 ticks on each axis (fewer only when there are fewer categories or rows), and the processor axes label
 * whole numbers only.
 */
class TickLabelsTest {

    /** 8.5 cm and 6 cm in points; 24 × 13.5 cm. */
    private static final double[][] SIZES = {{240.9, 170.1}, {680.3, 382.7}};

    static Stream<Arguments> charts() {
        Scenario chain = Scenario.uniform(new Chain(20, 0), 1.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.1))
                .withTitle("chain of 20");
        Scenario torus = Scenario.uniform(new Torus2d(2), 1e8, ProcessorParams.of(1.0), LinkParams.of(1.0, 0.1))
                .withTitle("torus");
        Scenario star = Scenario.uniform(new Star(6), 10.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.2))
                .withTitle("star");
        List<Arguments> args = new ArrayList<>();
        for (Scenario s : List.of(chain, torus, star)) {
            for (ChartKind k : ChartKind.values()) {
                if (k.appliesTo(s.network().kind())) { // the time–cost front is a star's (TimeCostFrontTest)
                    args.add(Arguments.of(s.title(), k, s));
                }
            }
        }
        return args.stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("charts")
    void everyAxisLabelsFourToEightTicks(String name, ChartKind kind, Scenario scenario) {
        FigureData data = Figures.standard().data(kind, scenario);
        for (ChartStyle style : List.of(ChartStyle.PUBLICATION, ChartStyle.SCREEN)) {
            for (double[] size : SIZES) {
                if (!style.publication() && size == SIZES[0]) {
                    continue; // screen text (11 pt ticks) is sized for a window, not a journal column
                }
                JFreeChart chart = Figures.chart(data, style);
                for (AxisLabels a : labels(chart, size[0], size[1])) {
                    if (a.categories() > 0 && a.categories() < NiceTicks.MIN) {
                        assertThat(a.labels()).hasSize(a.categories());
                        continue;
                    }
                    // an axis too short for four labels apart labels fewer, at least two, and marks the rest (TickFit)
                    assertThat(a.labels()).as("%s %s, %s, %.0f pt wide: %s", name, kind, style.look(), size[0], a.axis())
                            .hasSizeBetween(a.thinned() ? 2 : NiceTicks.MIN, NiceTicks.MAX);
                    if (a.axis().equals(CurveSweeps.PROCESSORS_LABEL) || a.axis().equals("processor")) {
                        assertThat(a.labels()).as("integer axis %s", a.axis()).noneMatch(l -> l.contains("."));
                    }
                }
            }
        }
    }

    /** The labelled ticks of one axis, and how many categories or named rows it has (0 for a value axis). */
    record AxisLabels(String axis, List<String> labels, int categories, boolean thinned) {
    }

    /** Draws {@code chart} at {@code width × height} points and asks each axis for the ticks it drew. */
    static List<AxisLabels> labels(JFreeChart chart, double width, double height) {
        BufferedImage image = new BufferedImage((int) width, (int) height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        ChartRenderingInfo info = new ChartRenderingInfo();
        chart.draw(g, new Rectangle2D.Double(0, 0, width, height), info);
        Rectangle2D area = info.getPlotInfo().getDataArea();
        List<AxisLabels> out = new ArrayList<>();
        if (chart.getPlot() instanceof XYPlot xy) {
            out.add(count(xy.getDomainAxis(), g, area, xy.getDomainAxisEdge(), 0));
            out.add(count(xy.getRangeAxis(), g, area, xy.getRangeAxisEdge(), 0));
        } else if (chart.getPlot() instanceof CategoryPlot cat) {
            out.add(count(cat.getDomainAxis(), g, area, cat.getDomainAxisEdge(), cat.getCategories().size()));
            out.add(count(cat.getRangeAxis(), g, area, cat.getRangeAxisEdge(), 0));
        }
        g.dispose();
        return out;
    }

    private static AxisLabels count(Axis axis, Graphics2D g, Rectangle2D area, RectangleEdge edge, int categories) {
        List<String> labels = new ArrayList<>();
        List<?> ticks = axis.refreshTicks(g, new AxisState(), area, edge);
        // a linear axis whose labels were thinned for room keeps unlabelled marks between them
        boolean thinned = axis instanceof org.jfree.chart.axis.NumberAxis && !(axis instanceof org.jfree.chart.axis.SymbolAxis) && ticks.stream()
                .anyMatch(o -> o instanceof ValueTick v && v.getTickType() == TickType.MINOR);
        for (Object o : ticks) {
            String text;
            if (o instanceof CategoryTick c) {
                text = c.getLabel().getLines().isEmpty() ? "" : c.getCategory().toString();
            } else if (o instanceof LogTick l) {
                text = l.getTickType() != TickType.MAJOR || l.getAttributedLabel() == null ? ""
                        : plain(l.getAttributedLabel());
            } else {
                Tick t = (Tick) o;
                text = t instanceof ValueTick v && v.getTickType() != TickType.MAJOR || t.getText() == null ? "" : t.getText();
            }
            if (!text.isEmpty()) {
                labels.add(text);
            }
        }
        String name = axis.getLabel() == null ? "" : axis.getLabel();
        int items = axis instanceof CategoryAxis ? categories
                : axis instanceof org.jfree.chart.axis.SymbolAxis sym ? sym.getSymbols().length : 0;
        return new AxisLabels(name, labels, items, thinned);
    }

    private static String plain(java.text.AttributedString s) {
        StringBuilder b = new StringBuilder();
        var it = s.getIterator();
        for (char c = it.first(); c != java.text.CharacterIterator.DONE; c = it.next()) {
            b.append(c);
        }
        return b.toString();
    }
}
