package org.dltexplorer.app.chart;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import org.dltexplorer.app.chart.export.ExportSize;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;

/** A chart laid out as the exporter lays it out, for the figure tests that measure it. */
public final class ExportedLayout {

    private ExportedLayout() {
    }

    /** Where the data (or a map's cells) go at {@code size}, in points. */
    public static Rectangle2D dataArea(JFreeChart chart, ExportSize size) {
        Graphics2D g = new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB).createGraphics();
        ChartRenderingInfo info = new ChartRenderingInfo();
        chart.draw(g, new Rectangle2D.Double(0, 0, size.widthPt(), size.heightPt()), info);
        g.dispose();
        return info.getPlotInfo().getDataArea();
    }
}
