package org.dltexplorer.core.analysis;

import java.util.Arrays;

/**
 * One axis of a parameter map: a parameter and its values (rounded when the parameter takes whole numbers).
 *
 * @param parameter the parameter
 * @param values its values, in grid order
 */
public record MapAxis(ScenarioParameter parameter, double[] values) {

    public MapAxis {
        double[] v = values.clone();
        if (parameter.integer()) {
            for (int i = 0; i < v.length; i++) {
                v[i] = Math.rint(v[i]);
            }
        }
        if (v.length < 1) {
            throw new IllegalArgumentException(parameter.name() + ": an axis needs at least one value");
        }
        values = v;
    }

    /** {@code steps} values from {@code from} to {@code to} as {@link Sweep#range} spaces them. */
    public static MapAxis of(ScenarioParameter parameter, double from, double to, int steps, boolean log) {
        return new MapAxis(parameter, Sweep.range(from, to, steps, log));
    }

    @Override
    public double[] values() {
        return values.clone();
    }

    public int size() {
        return values.length;
    }

    public double value(int i) {
        return values[i];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MapAxis a && parameter.equals(a.parameter) && Arrays.equals(values, a.values);
    }

    @Override
    public int hashCode() {
        return 31 * parameter.hashCode() + Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return parameter.name() + Arrays.toString(values);
    }
}
