package org.dltexplorer.core.model;

import java.util.AbstractList;
import java.util.List;

/**
 * An L-level K-ary tree (Ko & Robertazzi 2003, §II): levels {@code 0..L}, {@code K^j} processors on level {@code j},
 * {@code Σ_{j=0..L} K^j} in all, numbered level by level, left to right. The parent of processor {@code i > 0} is
 * {@code (i-1)/K}; link {@code i} joins it to {@code i}.
 */
public record KaryTree(int levels, int arity) implements Network {

    /** Explicit per-processor schedules beyond this many processors would not be useful to anyone. */
    public static final long MAX_PROCESSORS = 5_000_000;

    public KaryTree {
        InvalidScenarioException.require(levels >= 0, "levels", "must be >= 0, got " + levels);
        InvalidScenarioException.require(arity >= 1, "arity", "must be >= 1, got " + arity);
        long n = count(levels, arity);
        InvalidScenarioException.require(n <= MAX_PROCESSORS, "levels",
                "a " + levels + "-level " + arity + "-ary tree has more than " + MAX_PROCESSORS + " processors");
    }

    private static long count(int levels, int arity) {
        if (arity == 1) {
            // a path: the loop below would make every size() (asked per message) cost a pass over 10^6 levels
            return levels + 1L;
        }
        long total = 0;
        long level = 1;
        for (int j = 0; j <= levels; j++) {
            total += level;
            if (total > MAX_PROCESSORS) {
                return total;
            }
            level *= arity;
        }
        return total;
    }

    /** Number of processors on level {@code j}: {@code K^j}. */
    public long levelSize(int j) {
        if (arity == 1) {
            return 1;
        }
        long s = 1;
        for (int i = 0; i < j; i++) {
            s *= arity;
        }
        return s;
    }

    /** Id of the first processor on level {@code j}. */
    public int firstOfLevel(int j) {
        if (arity == 1) {
            return j;
        }
        long first = 0;
        for (int i = 0; i < j; i++) {
            first += levelSize(i);
        }
        return (int) first;
    }

    public int parentOf(int i) {
        return i == 0 ? -1 : (i - 1) / arity;
    }

    /**
     * {@code Σ_{j=0..L} K^j = (K^(L+1) − 1)/(K − 1)} by squaring: asked for every message the validator checks (a
     * link lookup tests both ids against it), where {@link #count}'s pass over the levels showed in profiles. A tree
     * that was built has at most {@link #MAX_PROCESSORS}, so {@code K^(L+1) ≤ K·MAX_PROCESSORS} fits a long.
     */
    public int size() {
        if (arity == 1) {
            return levels + 1;
        }
        long power = 1;
        long base = arity;
        for (int e = levels + 1; e > 0; e >>= 1) {
            if ((e & 1) != 0) {
                power *= base;
            }
            if (e > 1) {
                base *= base;
            }
        }
        return (int) ((power - 1) / (arity - 1));
    }

    @Override
    public NetworkKind kind() {
        return NetworkKind.KARY_TREE;
    }

    @Override
    public long processorCount() {
        return count(levels, arity);
    }

    @Override
    public int originator() {
        return 0;
    }

    @Override
    public boolean hasLink(int id) {
        return id >= 1 && id < size();
    }

    @Override
    public List<Edge> edges() {
        int n = size();
        return new AbstractList<>() {
            @Override
            public Edge get(int i) {
                return new Edge(i + 1, parentOf(i + 1), i + 1);
            }

            @Override
            public int size() {
                return n - 1;
            }
        };
    }

    @Override
    public int linkBetween(int u, int v) {
        if (v > 0 && v < size() && parentOf(v) == u) {
            return v;
        }
        if (u > 0 && u < size() && parentOf(u) == v) {
            return u;
        }
        return -1;
    }
}
