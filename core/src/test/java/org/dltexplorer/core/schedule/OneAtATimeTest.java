package org.dltexplorer.core.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class OneAtATimeTest {

    private static final double SLACK = 1e-9;

    /** Intervals on keys 0..keys-1, each key's in start order, the keys interleaved at random. */
    private static Schedule timeline(Random random, int keys, int rows) {
        double[] clock = new double[keys];
        ScheduleBuilder b = new ScheduleBuilder(org.dltexplorer.core.model.Scenario.uniform(
                new org.dltexplorer.core.model.Star(keys), 1, org.dltexplorer.core.model.ProcessorParams.of(1),
                org.dltexplorer.core.model.LinkParams.of(0, 1)), "random");
        for (int r = 0; r < rows; r++) {
            int p = random.nextInt(keys);
            // starts never earlier than the key's last; lengths of 1 to 3 overlap the next start or not, some are
            // empty (skipped)
            double start = clock[p] + random.nextInt(5) * 0.5;
            double length = random.nextInt(5) == 0 ? 0 : 1 + random.nextInt(3);
            b.compute(p, start, start + length, length);
            clock[p] = start;
        }
        return b.build();
    }

    /** By definition: per key, the first row in start order that starts before an earlier row's end. */
    private static List<String> oracle(IntervalColumns.Table t, int keys) {
        List<String> out = new ArrayList<>();
        for (int p = 0; p < keys; p++) {
            List<Integer> mine = new ArrayList<>();
            for (int r = 0; r < t.size(); r++) {
                if (t.processor()[r] == p && t.duration(r) > SLACK) {
                    mine.add(r);
                }
            }
            // rows of a key are added in start order; a stable sort keeps it
            mine.sort((a, b) -> Double.compare(t.start()[a], t.start()[b]));
            found:
            for (int i = 0; i < mine.size(); i++) {
                for (int j = 0; j < i; j++) {
                    if (t.end()[mine.get(j)] > t.start()[mine.get(i)] + SLACK) {
                        out.add(p + ":" + mine.get(i));
                        break found;
                    }
                }
            }
        }
        return out;
    }

    @Test
    void oneSweepFindsEachKeysFirstOverlapAsTheDefinitionDoes() {
        Random random = new Random(3);
        int overlaps = 0;
        for (int trial = 0; trial < 50; trial++) {
            int keys = 1 + random.nextInt(20);
            IntervalColumns.Table t = IntervalColumns.table(timeline(random, keys, 200).timeline());
            KeyedRows rows = new KeyedRows();
            for (int r = 0; r < t.size(); r++) {
                rows.add(t.processor()[r], r);
            }
            KeyedRows found = OneAtATime.firstOverlaps(t, rows, k -> 1, SLACK);
            assertThat(found).isNotNull();
            List<String> got = new ArrayList<>();
            for (int k = 0; k < found.size(); k++) {
                got.add(found.key(k) + ":" + found.row(k));
            }
            assertThat(got).as("trial %d", trial).isEqualTo(oracle(t, keys));
            overlaps += got.size();
        }
        assertThat(overlaps).isGreaterThan(50);
    }

    @Test
    void keysWithoutALimitAreNotCheckedAndOtherLimitsOrRowsOutOfOrderAreLeftToTheSort() {
        Schedule s = new ScheduleBuilder(org.dltexplorer.core.model.Scenario.uniform(
                new org.dltexplorer.core.model.Star(2), 1, org.dltexplorer.core.model.ProcessorParams.of(1),
                org.dltexplorer.core.model.LinkParams.of(0, 1)), "hand")
                .compute(0, 0, 2, 2).compute(0, 1, 3, 2).compute(1, 5, 6, 1).compute(1, 0, 1, 1).build();
        IntervalColumns.Table t = IntervalColumns.table(s.timeline());
        KeyedRows inOrder = new KeyedRows();
        inOrder.add(0, 0);
        inOrder.add(0, 1);
        assertThat(OneAtATime.firstOverlaps(t, inOrder, k -> Integer.MAX_VALUE, SLACK).size()).isZero();
        assertThat(OneAtATime.firstOverlaps(t, inOrder, k -> 2, SLACK)).isNull();
        assertThat(OneAtATime.firstOverlaps(t, inOrder, k -> 1, SLACK).row(0)).isEqualTo(1);
        KeyedRows outOfOrder = new KeyedRows();
        outOfOrder.add(1, 2);
        outOfOrder.add(1, 3);
        assertThat(OneAtATime.firstOverlaps(t, outOfOrder, k -> 1, SLACK)).isNull();
    }
}
