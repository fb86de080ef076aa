package org.dltexplorer.core.solver;

import java.util.ArrayList;
import java.util.List;

/** Every order of a few items: what the brute-force tests of the order searches try one by one. */
public final class Permutations {

    private Permutations() {
    }

    /** All {@code items.size()!} orders of {@code items}. */
    public static List<List<Integer>> of(List<Integer> items) {
        if (items.isEmpty()) {
            return List.of(List.of());
        }
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            List<Integer> rest = new ArrayList<>(items);
            Integer head = rest.remove(i);
            for (List<Integer> p : of(rest)) {
                List<Integer> q = new ArrayList<>();
                q.add(head);
                q.addAll(p);
                out.add(q);
            }
        }
        return out;
    }
}
