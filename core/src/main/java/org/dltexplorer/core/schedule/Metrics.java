package org.dltexplorer.core.schedule;

/**
 * Performance figures of a schedule (Błażewicz & Drozdowski 1997, §2.1).
 *
 * @param speedup time for the originator alone ({@code A_0·V}) divided by the makespan
 * @param utilization speedup divided by the processors used
 * @param equivalentSpeed the network's speed in standard processors: {@code A_std·V / makespan}
 *        ({@code A_std = Tcp} in w-z-T, 1 otherwise), so {@code ES = 1/(α_1 w_1)} for Błażewicz & Drozdowski’s (1997) chain
 * @param processorsUsed processors with a positive load (saturating)
 * @param processorsTotal processors in the network (saturating)
 */
public record Metrics(double speedup, double utilization, double equivalentSpeed, long processorsUsed, long processorsTotal) {

    public static final Metrics NONE = new Metrics(Double.NaN, Double.NaN, Double.NaN, 0, 0);
}
