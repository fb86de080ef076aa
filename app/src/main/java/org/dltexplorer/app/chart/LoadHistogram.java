package org.dltexplorer.app.chart;

import java.util.ArrayList;
import java.util.List;

/**
 * How many used processors get how much load, for networks where one bar per processor would be a smear: the loads
 * of the used processors counted in {@link #BINS} bins, logarithmic when they span more than {@link #LOG_SPAN}.
 * Idle processors are not counted; {@link #used()} of {@link #processors()} says how many were.
 *
 * @param title chart title
 * @param logBins whether the bins are equal in log(load) rather than in load
 * @param bins the bins, in increasing load, empty ones included
 * @param used processors with load &gt; 0 (the ones counted)
 * @param processors processors in the network
 */
public record LoadHistogram(String title, boolean logBins, List<Bin> bins, long used, long processors) implements FigureData {

    /** Bins of a histogram: enough to show a shape, few enough to read each bar. */
    public static final int BINS = 40;

    /** Largest over smallest load beyond which the bins are logarithmic (loads spanning more than two decades). */
    public static final double LOG_SPAN = 100;

    /**
     * One bin: processors whose load lies in {@code [low, high)} (the last bin includes {@code high}).
     *
     * @param low lower edge, load units
     * @param high upper edge, load units
     * @param count processors in it
     */
    public record Bin(double low, double high, long count) {
    }

    public LoadHistogram {
        bins = List.copyOf(bins);
    }

    /** The histogram of the loads of {@code data}'s used processors, in a network of {@code processors}. */
    public static LoadHistogram of(String title, DistributionData data, long processors) {
        double[] loads = data.bars().stream().filter(b -> !b.idle()).mapToDouble(DistributionData.Bar::load).toArray();
        return of(title, loads, processors);
    }

    /** The histogram of {@code usedLoads} (all &gt; 0), in a network of {@code processors}. */
    public static LoadHistogram of(String title, double[] usedLoads, long processors) {
        if (usedLoads.length == 0) {
            return new LoadHistogram(title, false, List.of(), 0, processors);
        }
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (double x : usedLoads) {
            min = Math.min(min, x);
            max = Math.max(max, x);
        }
        boolean log = max / min > LOG_SPAN;
        // equal loads still get a bar of visible width: ±5 % around them
        double lo = max > min ? scale(min, log) : scale(min * 0.95, log);
        double hi = max > min ? scale(max, log) : scale(max * 1.05, log);
        long[] counts = new long[BINS];
        for (double x : usedLoads) {
            int i = (int) Math.floor((scale(x, log) - lo) / (hi - lo) * BINS);
            counts[Math.max(0, Math.min(BINS - 1, i))]++;
        }
        List<Bin> bins = new ArrayList<>(BINS);
        for (int i = 0; i < BINS; i++) {
            bins.add(new Bin(unscale(lo + (hi - lo) * i / BINS, log), unscale(lo + (hi - lo) * (i + 1) / BINS, log), counts[i]));
        }
        return new LoadHistogram(title, log, bins, usedLoads.length, processors);
    }

    private static double scale(double x, boolean log) {
        return log ? Math.log10(x) : x;
    }

    private static double unscale(double x, boolean log) {
        return log ? Math.pow(10, x) : x;
    }

    /** "37 of 100000 processors used": what the title and the chart's subtitle say. */
    public String usedWords() {
        return used + " of " + processors + " processors used";
    }

    @Override
    public DataTable table() {
        List<List<String>> rows = new ArrayList<>();
        for (Bin b : bins) {
            rows.add(List.of(DataTable.number(b.low()), DataTable.number(b.high()), Long.toString(b.count())));
        }
        return new DataTable(List.of("load_low", "load_high", "processors"), rows);
    }

    @Override
    public List<String> notes() {
        return List.of();
    }
}
