package org.dltexplorer.core.schedule;

import java.util.function.IntUnaryOperator;

/**
 * The one-message-at-a-time rule (one port, one link, one chunk) checked in a single pass over rows in the order
 * they were added, when that is already each key's start order: a key's intervals overlap exactly when one starts
 * before the latest end of those before it (less the slack). The {@link ScheduleValidator} otherwise sorts the rows
 * by key and start and sweeps each key with a heap of open ends; this gives the same verdicts without the sort,
 * which on a schedule of millions of messages read the timeline out of order, a cache miss a row.
 */
final class OneAtATime {

    private static final byte UNKNOWN = 0;
    private static final byte ONE = 1;
    private static final byte ANY = 2;

    private OneAtATime() {
    }

    /**
     * For each key of {@code rows} with more than one of its intervals at some time, its first such row in start
     * order, filed under the key (keys ascending); none for a key whose {@code limit} is {@link Integer#MAX_VALUE}.
     * Null when this pass does not apply: a key's rows not added in start order, keys too far apart for an array, or
     * a limit other than one or none.
     */
    static KeyedRows firstOverlaps(IntervalColumns.Table t, KeyedRows rows, IntUnaryOperator limit, double slack) {
        if (!rows.eachKeyAddedInOrder(KeyedRows.RowOrder.by(t.start()))) {
            return null;
        }
        KeyedRows found = new KeyedRows();
        if (rows.size() == 0) {
            return found;
        }
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int k = 0; k < rows.size(); k++) {
            lo = Math.min(lo, rows.key(k));
            hi = Math.max(hi, rows.key(k));
        }
        // eachKeyAddedInOrder answered false for keys too far apart, so the range is an array's
        int range = hi - lo + 1;
        byte[] rule = new byte[range];
        boolean[] open = new boolean[range];
        double[] lastEnd = new double[range];
        int[] first = new int[range];
        java.util.Arrays.fill(first, -1);
        double[] start = t.start();
        double[] end = t.end();
        for (int k = 0; k < rows.size(); k++) {
            int at = rows.key(k) - lo;
            if (rule[at] == UNKNOWN) {
                int most = limit.applyAsInt(rows.key(k));
                if (most != 1 && most != Integer.MAX_VALUE) {
                    return null;
                }
                rule[at] = most == 1 ? ONE : ANY;
            }
            int r = rows.row(k);
            if (rule[at] == ANY || first[at] >= 0 || t.duration(r) <= slack) {
                continue;
            }
            // written as "not ended by" so that a NaN end, which a heap of open ends never closes, counts as open
            if (open[at] && !(lastEnd[at] <= start[r] + slack)) {
                first[at] = r;
                continue;
            }
            lastEnd[at] = open[at] ? Math.max(lastEnd[at], end[r]) : end[r];
            open[at] = true;
        }
        for (int at = 0; at < range; at++) {
            if (first[at] >= 0) {
                found.add(at + lo, first[at]);
            }
        }
        return found;
    }
}
