package org.dltexplorer.core.model;

/**
 * Canonical parameters of one link (for a bus: of one bus).
 *
 * <p>A message of {@code x} load units lasts {@code S + C·x}; returning the results of {@code x} processed
 * units lasts {@code S + R·x} (every message pays the startup, results included).
 *
 * @param S communication startup time
 * @param C time to transfer one unit of load
 * @param R time to return the results of one processed unit; 0 means results are not returned
 */
public record LinkParams(double S, double C, double R) {

    public static LinkParams of(double S, double C) {
        return new LinkParams(S, C, 0.0);
    }

    /** Duration of sending {@code load} units of data. */
    public double transferTime(double load) {
        return S + C * load;
    }

    /** Duration of returning the results of {@code load} processed units. */
    public double returnTime(double load) {
        return S + R * load;
    }

    public boolean returnsResults() {
        return R > 0;
    }

    public LinkParams withS(double s) {
        return new LinkParams(s, C, R);
    }

    public LinkParams withC(double c) {
        return new LinkParams(S, c, R);
    }

    public LinkParams withR(double r) {
        return new LinkParams(S, C, r);
    }
}
