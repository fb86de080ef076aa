package org.dltexplorer.app.chart;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jfree.data.UnknownKeyException;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.general.AbstractDataset;

/**
 * The distribution chart's dataset: one row, one column per bar, read straight from {@link DistributionData}.
 * Built in one pass; {@code DefaultCategoryDataset} looks every new column key up in a list, which is quadratic
 * in the number of bars (a visible cost at 1000 processors per redraw).
 */
public final class LoadBars extends AbstractDataset implements CategoryDataset {

    private final String row;
    private final List<String> columns;
    private final Map<Comparable<?>, Integer> columnIndex;
    private final double[] loads;

    LoadBars(String row, DistributionData data) {
        this.row = row;
        List<DistributionData.Bar> bars = data.bars();
        List<String> keys = new ArrayList<>(bars.size());
        Map<Comparable<?>, Integer> index = new HashMap<>(bars.size() * 2);
        loads = new double[bars.size()];
        for (int i = 0; i < loads.length; i++) {
            DistributionData.Bar b = bars.get(i);
            String key = b.label(data.layered());
            keys.add(key);
            index.put(key, i);
            loads[i] = b.load();
        }
        columns = Collections.unmodifiableList(keys);
        columnIndex = index;
    }

    @Override
    public Comparable getRowKey(int r) {
        if (r != 0) {
            throw new IndexOutOfBoundsException("row " + r);
        }
        return row;
    }

    @Override
    public int getRowIndex(Comparable key) {
        return row.equals(key) ? 0 : -1;
    }

    @Override
    public List getRowKeys() {
        return List.of(row);
    }

    @Override
    public Comparable getColumnKey(int column) {
        return columns.get(column);
    }

    @Override
    public int getColumnIndex(Comparable key) {
        Integer i = columnIndex.get(key);
        return i == null ? -1 : i;
    }

    @Override
    public List getColumnKeys() {
        return columns;
    }

    @Override
    public Number getValue(Comparable rowKey, Comparable columnKey) {
        int c = getColumnIndex(columnKey);
        if (getRowIndex(rowKey) < 0 || c < 0) {
            throw new UnknownKeyException("no value for (" + rowKey + ", " + columnKey + ")");
        }
        return loads[c];
    }

    @Override
    public int getRowCount() {
        return 1;
    }

    @Override
    public int getColumnCount() {
        return loads.length;
    }

    @Override
    public Number getValue(int r, int column) {
        getRowKey(r);
        return loads[column];
    }
}
