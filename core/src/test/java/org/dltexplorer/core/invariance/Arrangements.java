package org.dltexplorer.core.invariance;

import java.util.ArrayList;
import java.util.List;

/** What the brute-force oracles enumerate: ordered subsets and permutations of small lists of ids. */
final class Arrangements {

    private Arrangements() {
    }

    /** Every sequence of distinct elements of {@code items}, the empty one first. */
    static List<List<Integer>> orderedSubsets(List<Integer> items) {
        List<List<Integer>> out = new ArrayList<>();
        out.add(List.of());
        extend(new ArrayList<>(), items, out);
        return out;
    }

    /** Every order of all of {@code items}. */
    static List<List<Integer>> permutations(List<Integer> items) {
        return orderedSubsets(items).stream().filter(s -> s.size() == items.size()).toList();
    }

    /** Every non-empty sequence of distinct {@code items} that starts with {@code prefix}, into {@code out}. */
    private static void extend(List<Integer> prefix, List<Integer> items, List<List<Integer>> out) {
        for (int w : items) {
            if (!prefix.contains(w)) {
                prefix.add(w);
                out.add(List.copyOf(prefix));
                extend(prefix, items, out);
                prefix.remove(prefix.size() - 1);
            }
        }
    }
}
