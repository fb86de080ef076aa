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
        rows.sort((a, b) -> Double.compare(start[a], start[b]));
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
        rows.sort((a, b) -> 0);
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
        rows.sort((a, b) -> Integer.compare(b / 10, a / 10));
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
        rows.sort((a, b) -> Double.compare(start[a], start[b]));
        assertThat(entries(rows)).containsExactly("0:0", "1:2", "1:3", "1:1", "2:4");
    }

    @Test
    void oneKeyOutOfOrderAtTheEndIsStillSorted() {
        KeyedRows rows = new KeyedRows();
        int[] key = {0, 1, 2, 3, 4, 5, 1};
        for (int r = 0; r < key.length; r++) {
            rows.add(key[r], r);
        }
        rows.sort((a, b) -> 0);
        assertThat(entries(rows)).containsExactly("0:0", "1:1", "1:6", "2:2", "3:3", "4:4", "5:5");
    }
}
