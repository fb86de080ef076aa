package org.dltexplorer.app.feature.network;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.Layout;

/**
 * Node positions of a drawn network between the editor (the unit square) and the scenario's {@code layout}, which
 * holds them in pixels of the editor's canvas, {@code y} downwards ({@code docs/scenario-format.md}, "Title, notes
 * and layout").
 */
public final class EditorLayout {

    /** Pixels of the editor's canvas that one side of the unit square stands for. */
    public static final double CANVAS = 400;

    private EditorLayout() {
    }

    /** The drawing's positions as a layout, in canvas pixels. */
    public static Layout of(CustomGraph g) {
        Map<Integer, Layout.Position> m = new TreeMap<>();
        for (int i = 0; i < g.size(); i++) {
            double[] p = g.positions().get(i);
            m.put(i, new Layout.Position(p[0] * CANVAS, p[1] * CANVAS));
        }
        return new Layout(m);
    }

    /**
     * The editor's drawing of {@code g} at the layout's positions; processors without one go on a circle. A layout
     * drawn on a larger canvas (coordinates beyond {@link #CANVAS}) is fitted into the square, keeping its shape.
     */
    public static CustomGraph drawing(Graph g, Layout layout) {
        double minX = 0;
        double minY = 0;
        double span = CANVAS;
        boolean fits = layout.positions().values().stream()
                .allMatch(p -> p.x() >= 0 && p.x() <= CANVAS && p.y() >= 0 && p.y() <= CANVAS);
        if (!fits && !layout.isEmpty()) {
            minX = layout.positions().values().stream().mapToDouble(Layout.Position::x).min().orElse(0);
            minY = layout.positions().values().stream().mapToDouble(Layout.Position::y).min().orElse(0);
            double maxX = layout.positions().values().stream().mapToDouble(Layout.Position::x).max().orElse(1);
            double maxY = layout.positions().values().stream().mapToDouble(Layout.Position::y).max().orElse(1);
            span = Math.max(1e-9, Math.max(maxX - minX, maxY - minY)) / 0.9;
            minX -= 0.05 * span;
            minY -= 0.05 * span;
        }
        int n = g.nodes();
        List<double[]> pos = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Layout.Position p = layout.positions().get(i);
            pos.add(p != null ? new double[] {(p.x() - minX) / span, (p.y() - minY) / span}
                    : new double[] {0.5 + 0.4 * Math.cos(2 * Math.PI * i / n), 0.5 + 0.4 * Math.sin(2 * Math.PI * i / n)});
        }
        List<int[]> edges = g.edges().stream().map(e -> new int[] {e.u(), e.v()}).toList();
        return new CustomGraph(pos, edges, g.originator());
    }
}
