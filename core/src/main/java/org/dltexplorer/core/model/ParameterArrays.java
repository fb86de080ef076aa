package org.dltexplorer.core.model;

import java.util.Arrays;
import java.util.Map;

/**
 * A scenario's per-id parameters read into primitive arrays once, for the linear-time solvers of large networks.
 * {@link Scenario#processor(int)} and {@link Scenario#link(int)} box the id and probe a map of overrides on every
 * call, which dominates a closed form over 10^6 processors; here the defaults are filled in and the overrides are
 * visited once each, in one pass over each map.
 *
 * <p>The arrays are fresh for every call and belong to the caller.
 */
public final class ParameterArrays {

    private ParameterArrays() {
    }

    /** {@code A_i} of processors {@code 0..n-1}. */
    public static double[] processorA(Scenario scenario, int n) {
        double[] a = new double[n];
        Arrays.fill(a, scenario.processorDefault().A());
        for (Map.Entry<Integer, ProcessorParams> e : scenario.processorOverrides().entrySet()) {
            int id = e.getKey();
            if (id < n) {
                a[id] = e.getValue().A();
            }
        }
        return a;
    }

    /**
     * Startup and transfer time of links {@code 0..n-1} (the ids a link parameter is indexed by).
     *
     * @param S {@code S} of each link
     * @param C {@code C} of each link
     */
    public record Links(double[] S, double[] C) {
    }

    /** {@code S} and {@code C} of links {@code 0..n-1}. */
    public static Links links(Scenario scenario, int n) {
        double[] s = new double[n];
        double[] c = new double[n];
        LinkParams d = scenario.linkDefault();
        Arrays.fill(s, d.S());
        Arrays.fill(c, d.C());
        for (Map.Entry<Integer, LinkParams> e : scenario.linkOverrides().entrySet()) {
            int id = e.getKey();
            if (id < n) {
                s[id] = e.getValue().S();
                c[id] = e.getValue().C();
            }
        }
        return new Links(s, c);
    }
}
