package org.dltexplorer.app.chart;

import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import org.jfree.chart.entity.EntityCollection;
import org.jfree.chart.entity.XYItemEntity;
import org.jfree.chart.labels.XYToolTipGenerator;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.data.xy.XYDataset;

/** An XY bar renderer whose tooltips are made on demand, for the same reason as {@link LazyTipBarRenderer}. */
final class LazyTipXYBarRenderer extends XYBarRenderer {

    private static final long serialVersionUID = 1L;

    @Override
    protected void addEntity(EntityCollection entities, Shape hotspot, XYDataset dataset, int series, int item,
            double entityX, double entityY) {
        if (!getItemCreateEntity(series, item)) {
            return;
        }
        Shape area = hotspot;
        if (area == null) {
            double r = getDefaultEntityRadius();
            area = new Ellipse2D.Double(entityX - r, entityY - r, 2 * r, 2 * r);
        }
        entities.add(new XYItemEntity(area, dataset, series, item, null, null) {
            private static final long serialVersionUID = 1L;

            @Override
            public String getToolTipText() {
                XYToolTipGenerator g = getToolTipGenerator(series, item);
                return g == null ? null : g.generateToolTip(dataset, series, item);
            }
        });
    }
}
