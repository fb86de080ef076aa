package org.dltexplorer.app.chart;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Curves that lie on one another (a load so large that startups no longer matter, say): every drawn point equal
 * within {@link #RELATIVE} of the other's at the same x. The later curve would hide the earlier one, so charts draw
 * their markers at alternate points and the legend says which curve it coincides with.
 */
public final class Coincidence {

    /** Relative difference under which two y values are the same point on a chart. */
    public static final double RELATIVE = 1e-9;

    private final Map<Integer, Integer> partner;
    private final List<CurveSet.Curve> curves;

    private Coincidence(List<CurveSet.Curve> curves, Map<Integer, Integer> partner) {
        this.curves = curves;
        this.partner = partner;
    }

    /** For each curve, the first earlier curve it coincides with. */
    public static Coincidence of(CurveSet set) {
        List<CurveSet.Curve> curves = set.curves();
        Map<Integer, Integer> partner = new HashMap<>();
        for (int i = 0; i < curves.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (same(curves.get(i).drawn(), curves.get(j).drawn())) {
                    partner.put(i, j);
                    break;
                }
            }
        }
        return new Coincidence(curves, partner);
    }

    /** Whether curve {@code i} coincides with an earlier one, or a later one with it. */
    public boolean coincides(int i) {
        return partner.containsKey(i) || partner.containsValue(i);
    }

    /** Whether curve {@code i} lies on an earlier one (its markers then go at the odd points). */
    public boolean onEarlier(int i) {
        return partner.containsKey(i);
    }

    /** The legend entry of curve {@code i}: its name, and which curve it coincides with. */
    public String legend(int i) {
        // a scenario's title can be long: the legend cuts it (CurveOverlay#shortened), the data keeps it whole
        String name = CurveOverlay.shortened(curves.get(i).name());
        return partner.containsKey(i) ? name + " (coincides with " + CurveOverlay.shortened(curves.get(partner.get(i)).name())
                + ")" : name;
    }

    private static boolean same(List<CurveSet.Point> a, List<CurveSet.Point> b) {
        if (a.size() != b.size() || a.size() < 2) {
            return false;
        }
        for (int k = 0; k < a.size(); k++) {
            if (!close(a.get(k).x(), b.get(k).x()) || !close(a.get(k).y(), b.get(k).y())) {
                return false;
            }
        }
        return true;
    }

    private static boolean close(double u, double v) {
        return Math.abs(u - v) <= RELATIVE * Math.max(Math.abs(u), Math.abs(v));
    }
}
