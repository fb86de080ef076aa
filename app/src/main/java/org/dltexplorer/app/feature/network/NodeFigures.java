package org.dltexplorer.app.feature.network;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Share;

/**
 * What the drawing needs from a schedule, computed once per solve: load, start and finish per processor (or per
 * layer), and data carried per link.
 */
public final class NodeFigures {

    public static final NodeFigures EMPTY = new NodeFigures(new double[0], new double[0], new double[0], Map.of(), false, 0, 0);

    private final double[] load;
    private final double[] start;
    private final double[] finish;
    private final Map<Integer, Double> linkData;
    private final boolean layered;
    private final double maxLoad;
    private final double maxData;

    private NodeFigures(double[] load, double[] start, double[] finish, Map<Integer, Double> linkData, boolean layered,
            double maxLoad, double maxData) {
        this.load = load;
        this.start = start;
        this.finish = finish;
        this.linkData = linkData;
        this.layered = layered;
        this.maxLoad = maxLoad;
        this.maxData = maxData;
    }

    public static NodeFigures of(Schedule s, Network network) {
        if (s == null || !s.feasible()) {
            return EMPTY;
        }
        int n = 0;
        for (Share sh : s.shares()) {
            n = Math.max(n, sh.index() + 1);
        }
        for (Interval iv : s.timeline()) {
            n = Math.max(n, iv.processor() + 1);
        }
        double[] load = new double[n];
        double[] start = new double[n];
        double[] finish = new double[n];
        java.util.Arrays.fill(start, Double.NaN);
        java.util.Arrays.fill(finish, Double.NaN);
        double maxLoad = 0;
        for (Share sh : s.shares()) {
            load[sh.index()] = sh.load();
            maxLoad = Math.max(maxLoad, sh.load());
        }
        Map<Integer, Double> data = new HashMap<>();
        boolean explicitLinks = !s.layered() && network.explicit();
        for (Interval iv : s.timeline()) {
            int p = iv.processor();
            start[p] = Double.isNaN(start[p]) ? iv.start() : Math.min(start[p], iv.start());
            finish[p] = Double.isNaN(finish[p]) ? iv.end() : Math.max(finish[p], iv.end());
            if (explicitLinks && iv.activity() == Activity.SEND && iv.peer() >= 0) {
                int link = network.linkBetween(p, iv.peer());
                if (link >= 0) {
                    data.merge(link, iv.load(), Double::sum);
                }
            }
        }
        double maxData = data.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return new NodeFigures(load, start, finish, Map.copyOf(data), s.layered(), maxLoad, maxData);
    }

    public boolean layered() {
        return layered;
    }

    public boolean known(int index) {
        return index >= 0 && index < load.length;
    }

    public double load(int index) {
        return known(index) ? load[index] : 0;
    }

    public double start(int index) {
        return known(index) ? start[index] : Double.NaN;
    }

    public double finish(int index) {
        return known(index) ? finish[index] : Double.NaN;
    }

    public double maxLoad() {
        return maxLoad;
    }

    /** Data sent over {@code link}, 0 when none (or unknown). */
    public double data(int link) {
        return linkData.getOrDefault(link, 0.0);
    }

    public double maxData() {
        return maxData;
    }

    public int size() {
        return load.length;
    }

    /** Layer loads in order, for aggregated drawings. */
    public List<Double> loads() {
        return java.util.Arrays.stream(load).boxed().toList();
    }
}
