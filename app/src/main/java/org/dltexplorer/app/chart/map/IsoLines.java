package org.dltexplorer.app.chart.map;

import java.util.ArrayList;
import java.util.List;

/**
 * Iso-lines of a field sampled on a grid, by marching squares (Lorensen &amp; Cline 1987 in two dimensions): each cell of
 * four neighbouring samples is crossed where the level lies between two corners, at the point linear interpolation
 * puts it; a saddle (two opposite corners above, two below) is resolved by the cell's mean. A cell with a corner not
 * sampled (NaN) has no line: nothing is drawn across a point that was not solved.
 */
public final class IsoLines {

    /**
     * One piece of an iso-line, in fractional grid indices: {@code (1, 0.5)} lies half way between the samples
     * {@code (1, 0)} and {@code (1, 1)}.
     */
    public record Segment(double x1, double y1, double x2, double y2) {
    }

    private IsoLines() {
    }

    /**
     * The segments where {@code field} crosses {@code level}.
     *
     * @param nx samples along x
     * @param ny samples along y
     * @param field the samples, x fastest ({@code iy·nx + ix}); NaN where there is none
     */
    public static List<Segment> segments(int nx, int ny, double[] field, double level) {
        if (field.length != nx * ny) {
            throw new IllegalArgumentException("a field of " + nx + " x " + ny + " needs " + nx * ny + " samples, got " + field.length);
        }
        List<Segment> out = new ArrayList<>();
        for (int j = 0; j + 1 < ny; j++) {
            for (int i = 0; i + 1 < nx; i++) {
                cell(field, nx, i, j, level, out);
            }
        }
        return out;
    }

    /** The cell with lower-left sample {@code (i, j)}: corners a (i, j), b (i+1, j), c (i+1, j+1), d (i, j+1). */
    private static void cell(double[] f, int nx, int i, int j, double level, List<Segment> out) {
        double a = f[j * nx + i];
        double b = f[j * nx + i + 1];
        double c = f[(j + 1) * nx + i + 1];
        double d = f[(j + 1) * nx + i];
        if (Double.isNaN(a) || Double.isNaN(b) || Double.isNaN(c) || Double.isNaN(d)) {
            return;
        }
        boolean ia = a >= level;
        boolean ib = b >= level;
        boolean ic = c >= level;
        boolean id = d >= level;
        // crossings on the edges bottom (a–b), right (b–c), top (d–c), left (a–d); null where the edge is not crossed
        double[] bottom = ia != ib ? new double[] {i + t(a, b, level), j} : null;
        double[] right = ib != ic ? new double[] {i + 1, j + t(b, c, level)} : null;
        double[] top = id != ic ? new double[] {i + t(d, c, level), j + 1} : null;
        double[] left = ia != id ? new double[] {i, j + t(a, d, level)} : null;
        if (bottom != null && right != null && top != null && left != null) {
            boolean centre = (a + b + c + d) / 4 >= level;
            // the corners on the centre's side are joined through the middle; the other two are cut off
            if (ia == centre) {
                add(out, bottom, right); // around b
                add(out, top, left); // around d
            } else {
                add(out, left, bottom); // around a
                add(out, right, top); // around c
            }
            return;
        }
        List<double[]> crossed = new ArrayList<>(2);
        for (double[] p : new double[][] {bottom, right, top, left}) {
            if (p != null) {
                crossed.add(p);
            }
        }
        if (crossed.size() == 2) {
            add(out, crossed.get(0), crossed.get(1));
        }
    }

    /** Where {@code level} lies between {@code from} (0) and {@code to} (1). */
    private static double t(double from, double to, double level) {
        return (level - from) / (to - from);
    }

    private static void add(List<Segment> out, double[] p, double[] q) {
        if (p[0] != q[0] || p[1] != q[1]) {
            out.add(new Segment(p[0], p[1], q[0], q[1]));
        }
    }
}
