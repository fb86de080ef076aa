package org.dltexplorer.core.solver.karytree;

import org.dltexplorer.core.model.KaryTree;

/**
 * The order in which the multi-installment policy (Ko & Robertazzi 2003, §V) reaches the processors of a level. The root serves
 * its K children in turn, one message each per installment, and every message is forwarded down at once, so the
 * child digit nearest the root varies fastest: the {@code m}-th processor reached on level {@code j} is the one whose
 * path digits {@code (d_1..d_j)} are the base-K digits of {@code m} read in reverse, a digit-reversal shuffle.
 * Eq. (55)/(56) state this for two digits only ({@code i = K·mod(m/K) + int(m/K)}); here it holds for every level.
 */
final class ReceiveOrder {

    private ReceiveOrder() {
    }

    /** Position {@code i} (within level {@code j}) of the {@code m}-th processor reached on that level. */
    static long position(int arity, int level, long m) {
        long i = 0;
        long rest = m;
        for (int d = 0; d < level; d++) {
            i = i * arity + rest % arity;
            rest /= arity;
        }
        return i;
    }

    /** Processor ids of level {@code j} in the order they receive their load. */
    static int[] level(KaryTree tree, int level) {
        int size = (int) tree.levelSize(level);
        int first = tree.firstOfLevel(level);
        int[] ids = new int[size];
        for (int m = 0; m < size; m++) {
            ids[m] = first + (int) position(tree.arity(), level, m);
        }
        return ids;
    }
}
