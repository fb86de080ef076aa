package org.dltexplorer.app.chart;

import java.awt.Shape;
import org.jfree.chart.entity.CategoryItemEntity;
import org.jfree.chart.entity.EntityCollection;
import org.jfree.chart.labels.CategoryToolTipGenerator;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.data.category.CategoryDataset;

/**
 * A bar renderer whose tooltip text is made when the pointer rests on a bar, not for every bar of every redraw:
 * the screen chart's canvas collects an entity per bar, and formatting a thousand tooltips cost more than drawing
 * the bars.
 */
final class LazyTipBarRenderer extends BarRenderer {

    private static final long serialVersionUID = 1L;

    @Override
    protected void addItemEntity(EntityCollection entities, CategoryDataset dataset, int row, int column, Shape hotspot) {
        if (!getItemCreateEntity(row, column)) {
            return;
        }
        entities.add(new CategoryItemEntity(hotspot, null, null, dataset, dataset.getRowKey(row), dataset.getColumnKey(column)) {
            private static final long serialVersionUID = 1L;

            @Override
            public String getToolTipText() {
                CategoryToolTipGenerator g = getToolTipGenerator(row, column);
                return g == null ? null : g.generateToolTip(dataset, row, column);
            }
        });
    }
}
