package org.dltexplorer.core.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeyedRowsTest {

    /** Keys and rows in the sorted order, as "key:row". */
    private static List<String> entries(KeyedRows rows) {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < rows.size(); k++) {
            out.add(rows.key(k) + ":" + rows.row(k));
        }
        return out;
    }

    @Test
    void processorIdsAreGroupedByCountingAndEachGroupFollowsTheRowOrder() {
        double[] start = {5, 1, 3, 0, 2, 4};
        KeyedRows rows = new KeyedRows();
        int[] key = {2, 0, 2, 0, 1, 2};
        for (int r = 0; r < key.length; r++) {
            rows.add(key[r], r);
        }
        rows.sort(KeyedRows.RowOrder.by(start));
        assertThat(entries(rows)).containsExactly("0:3", "0:1", "1:4", "2:2", "2:5", "2:0");
        assertThat(rows.runEnd(0)).isEqualTo(2);
        assertThat(rows.runEnd(3)).isEqualTo(6);
    }

    @Test
    void keysFarApartAndNegativeAreSortedWithTiesInTheOrderAdded() {
        KeyedRows rows = new KeyedRows();
        int[] key = {1_000_000_000, -5, 1_000_000_000, Integer.MIN_VALUE, -5};
        for (int r = 0; r < key.length; r++) {
            rows.add(key[r], r);
        }
        rows.sort(KeyedRows.RowOrder.by(new double[key.length]));
        assertThat(entries(rows)).containsExactly("-2147483648:3", "-5:1", "-5:4", "1000000000:0", "1000000000:2");
    }

    @Test
    void aLongGroupIsMergeSortedStably() {
        int n = 1000;
        KeyedRows rows = new KeyedRows();
        for (int r = 0; r < n; r++) {
            rows.add(7, r);
        }
        // descending by r / 10: ties (same tens) must keep ascending r
        double[] minusTens = new double[n];
        for (int r = 0; r < n; r++) {
            minusTens[r] = -(r / 10);
        }
        rows.sort(KeyedRows.RowOrder.by(minusTens));
        assertThat(rows.row(0)).isEqualTo(990);
        assertThat(rows.row(9)).isEqualTo(999);
        assertThat(rows.row(10)).isEqualTo(980);
        assertThat(rows.row(n - 1)).isEqualTo(9);
    }

    @Test
    void keysAddedInOrderAreKeptAndTheirRowsStillSortedWithinAKey() {
        double[] start = {0, 4, 1, 3, 2};
        KeyedRows rows = new KeyedRows();
        int[] key = {0, 1, 1, 1, 2};
        for (int r = 0; r < key.length; r++) {
            rows.add(key[r], r);
        }
        rows.sort(KeyedRows.RowOrder.by(start));
        assertThat(entries(rows)).containsExactly("0:0", "1:2", "1:3", "1:1", "2:4");
    }

    @Test
    void oneKeyOutOfOrderAtTheEndIsStillSorted() {
        KeyedRows rows = new KeyedRows();
        int[] key = {0, 1, 2, 3, 4, 5, 1};
        for (int r = 0; r < key.length; r++) {
            rows.add(key[r], r);
        }
        rows.sort(KeyedRows.RowOrder.by(new double[key.length]));
        assertThat(entries(rows)).containsExactly("0:0", "1:1", "1:6", "2:2", "3:3", "4:4", "5:5");
    }

    @Test
    void sortByPairGroupsByKeyThenOtherEndAndOrdersEachPairByStartThenLoad() {
        // rows: key (sender), other end (receiver), start, load
        int[] key = {1, 1, 0, 1, 1, 1, 0};
        int[] other = {5, 3, 9, 5, 3, 3, 2};
        double[] start = {2, 4, 0, 1, 1, 1, 7};
        double[] load = {0, 0, 0, 0, 3, 2, 0};
        KeyedRows rows = new KeyedRows();
        for (int r = 0; r < key.length; r++) {
            rows.add(key[r], r);
        }
        rows.sortByPair(other, KeyedRows.RowOrder.by(start, load));
        // key 0: other 2 (row 6), other 9 (row 2); key 1: other 3 by start then load (5, 4, 1), other 5 (3, 0)
        assertThat(entries(rows)).containsExactly("0:6", "0:2", "1:5", "1:4", "1:1", "1:3", "1:0");
        assertThat(rows.pairEnd(0, other)).isEqualTo(1);
        assertThat(rows.pairEnd(2, other)).isEqualTo(5);
        assertThat(rows.pairEnd(5, other)).isEqualTo(7);
    }

    @Test
    void sortByPairEqualsTheStableSortThatComparesTheOtherEndFirst() {
        java.util.Random random = new java.util.Random(12);
        int n = 5000;
        int[] key = new int[n];
        int[] other = new int[n];
        double[] start = new double[n];
        double[] load = new double[n];
        KeyedRows rows = new KeyedRows();
        List<Integer> expected = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            key[r] = random.nextInt(40) - 3;
            // far-apart other ends take the packed sort, near ones the counting sort
            other[r] = r % 2 == 0 ? random.nextInt(7) : random.nextInt(3) * 1_000_000_000;
            start[r] = random.nextInt(20);
            load[r] = random.nextInt(3);
            rows.add(key[r], r);
            expected.add(r);
        }
        rows.sortByPair(other, KeyedRows.RowOrder.by(start, load));
        // the oracle: a stable sort of the rows by (key, other, start, load)
        expected.sort(java.util.Comparator.<Integer>comparingInt(r -> key[r]).thenComparingInt(r -> other[r])
                .thenComparingDouble(r -> start[r]).thenComparingDouble(r -> load[r]));
        List<Integer> got = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            assertThat(rows.key(k)).isEqualTo(key[rows.row(k)]);
            got.add(rows.row(k));
        }
        assertThat(got).isEqualTo(expected);
    }

    @Test
    void mergeOfTwoSortedSetsEqualsTheStableSortThatRanksTheFirstSetFirstAtTies() {
        java.util.Random random = new java.util.Random(5);
        int n = 4000;
        double[] time = new double[n];
        boolean[] early = new boolean[n];
        KeyedRows first = new KeyedRows();
        KeyedRows second = new KeyedRows();
        int[] key = new int[n];
        List<Integer> expected = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            key[r] = random.nextInt(30);
            time[r] = random.nextInt(10);
            early[r] = random.nextBoolean();
            (early[r] ? first : second).add(key[r], r);
            expected.add(r);
        }
        KeyedRows.RowOrder byTime = KeyedRows.RowOrder.by(time);
        KeyedRows merged = KeyedRows.merge(first.sort(byTime), second.sort(byTime), byTime);
        expected.sort(java.util.Comparator.<Integer>comparingInt(r -> key[r]).thenComparingDouble(r -> time[r])
                .thenComparing(r -> !early[r]));
        List<Integer> got = new ArrayList<>();
        for (int k = 0; k < merged.size(); k++) {
            assertThat(merged.key(k)).isEqualTo(key[merged.row(k)]);
            got.add(merged.row(k));
        }
        assertThat(got).isEqualTo(expected);
    }
}
