package org.dltexplorer.app.chart.map;

import java.util.List;

/**
 * A heat map's metric as the field its iso-lines are traced on: the metric itself on a linear colour scale, its
 * logarithm on a log one (so lines at 1, 10, 100 lie where the colours say). Shared by the drawn chart and the
 * PGFPlots export, so both draw the same lines in the same colours.
 */
public final class MapField {

    /** Above this CIE L* of the cells around it a line is drawn black, below it white. */
    private static final double LIGHT = 60;

    private final MapData data;
    private final MapScale scale;
    private final double[] field;

    private MapField(MapData data, MapScale scale, double[] field) {
        this.data = data;
        this.scale = scale;
        this.field = field;
    }

    /** {@code metric} of {@code data} on {@code scale}. */
    public static MapField of(MapData data, MapMetric metric, MapScale scale) {
        double[] v = data.values(metric);
        if (scale.log()) {
            for (int i = 0; i < v.length; i++) {
                v[i] = v[i] > 0 ? Math.log10(v[i]) : Double.NaN;
            }
        }
        return new MapField(data, scale, v);
    }

    /** The iso-line at {@code level} (a value of the metric), in fractional grid indices. */
    public List<IsoLines.Segment> segments(double level) {
        return IsoLines.segments(data.x().size(), data.y().size(), field, scale.log() ? Math.log10(level) : level);
    }

    /** Whether the cells at {@code level} are dark, so that its line is drawn white (black otherwise). */
    public boolean dark(double level) {
        return Viridis.lightness(Viridis.index(scale.fraction(level))) <= LIGHT;
    }
}
