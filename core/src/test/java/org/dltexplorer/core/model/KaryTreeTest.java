package org.dltexplorer.core.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KaryTreeTest {

    /** {@code size()}'s closed form against the sum of the levels' sizes, for every tree up to the size limit. */
    @Test
    void sizeIsTheSumOfTheLevelsForEveryTreeThatCanBeBuilt() {
        int trees = 0;
        for (int arity = 1; arity <= 2300; arity++) {
            for (int levels = 0; ; levels++) {
                long sum = 0;
                long level = 1;
                for (int j = 0; j <= levels; j++) {
                    sum += level;
                    level *= arity;
                }
                if (sum > KaryTree.MAX_PROCESSORS || arity == 1 && levels > 50) {
                    break;
                }
                KaryTree tree = new KaryTree(levels, arity);
                assertThat(tree.size()).as("K = %d, L = %d", arity, levels).isEqualTo(sum);
                assertThat(tree.processorCount()).isEqualTo(sum);
                trees++;
            }
        }
        assertThat(new KaryTree(4_999_999, 1).size()).isEqualTo(5_000_000);
        assertThat(new KaryTree(1, 4_999_999).size()).isEqualTo(5_000_000);
        assertThat(trees).isGreaterThan(2300);
    }
}
