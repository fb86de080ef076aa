package org.dltexplorer.core.solver.bus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.star.OnePortSequence;
import org.dltexplorer.core.solver.tree.BranchEnvelope;

/**
 * The numbers of a bus scenario read once, so that an assignment of workers to buses is evaluated by eq. (11)
 * (Błażewicz & Drozdowski 1997, §4) without building a schedule: a cheap function the assignment search calls many times.
 *
 * <p>An assignment is an array {@code busOf} indexed by worker id {@code 1..m} (entry 0 unused; {@code -1}: the
 * worker listens to no bus, for the partial assignments of the heuristic). On each bus the workers receive faster
 * first, which is optimal for the identical links of one bus (eqs. (8)–(9)); walking the workers once in that
 * global order lays every bus's sequence out in its own order.
 */
final class BusInstance {

    private final double rootRate;
    private final double load;
    private final double[] a;
    private final double[] s;
    private final double[] c;
    private final int[] fasterFirst;

    /**
     * @param scenario a bus scenario; only its buses' count is used from the network, so any assignment of the
     *        same workers to the same buses can be evaluated
     */
    BusInstance(Scenario scenario) {
        Bus bus = (Bus) scenario.network();
        int m = bus.workers();
        int k = bus.buses().size();
        rootRate = scenario.strategy().originatorComputes() ? 1 / scenario.processor(0).A() : 0.0;
        load = scenario.load();
        a = new double[m + 1];
        for (int w = 0; w <= m; w++) {
            a[w] = scenario.processor(w).A();
        }
        s = new double[k];
        c = new double[k];
        for (int b = 0; b < k; b++) {
            s[b] = scenario.link(b).S();
            c[b] = scenario.link(b).C();
        }
        fasterFirst = IntStream.rangeClosed(1, m).boxed()
                .sorted(Comparator.<Integer>comparingDouble(w -> a[w]).thenComparingInt(w -> w))
                .mapToInt(Integer::intValue).toArray();
    }

    int workers() {
        return fasterFirst.length;
    }

    int buses() {
        return s.length;
    }

    /** Worker ids, faster first (ties by id): the order in which each bus serves its workers. */
    int[] fasterFirst() {
        return fasterFirst.clone();
    }

    /** Whether buses {@code b} and {@code d} have the same link, so exchanging their workers changes nothing. */
    boolean sameLink(int b, int d) {
        return s[b] == s[d] && c[b] == c[d];
    }

    /** The assignment {@code busOf} of the network {@code bus}. */
    int[] assignmentOf(Bus bus) {
        int[] busOf = new int[workers() + 1];
        busOf[0] = -1;
        for (int b = 0; b < bus.buses().size(); b++) {
            for (int w : bus.buses().get(b)) {
                busOf[w] = b;
            }
        }
        return busOf;
    }

    /** The network of assignment {@code busOf} (a complete one), each bus listing its workers in service order. */
    Bus network(int[] busOf) {
        List<List<Integer>> lists = new ArrayList<>();
        for (int b = 0; b < buses(); b++) {
            lists.add(new ArrayList<>());
        }
        for (int w : fasterFirst) {
            lists.get(busOf[w]).add(w);
        }
        return new Bus(lists);
    }

    /**
     * One assignment's optimum by eq. (11).
     *
     * @param order the workers of each bus in service order
     * @param sequences each bus as a one-port sequence
     * @param choice the makespan and how many workers of each bus are served ({@code chosen[b] + 1})
     */
    record Evaluation(int[][] order, OnePortSequence[] sequences, BranchEnvelope.Choice choice) {

        double makespan() {
            return choice.makespan();
        }
    }

    /** The optimal makespan of assignment {@code busOf}; {@code +∞} when nothing can compute. */
    double makespan(int[] busOf) {
        return evaluate(busOf).makespan();
    }

    Evaluation evaluate(int[] busOf) {
        int k = buses();
        int[] count = new int[k];
        for (int w : fasterFirst) {
            if (busOf[w] >= 0) {
                count[busOf[w]]++;
            }
        }
        int[][] order = new int[k][];
        for (int b = 0; b < k; b++) {
            order[b] = new int[count[b]];
        }
        Arrays.fill(count, 0);
        for (int w : fasterFirst) {
            int b = busOf[w];
            if (b >= 0) {
                order[b][count[b]++] = w;
            }
        }
        OnePortSequence[] sequences = new OnePortSequence[k];
        List<BranchEnvelope.Branch> branches = new ArrayList<>(k);
        for (int b = 0; b < k; b++) {
            int l = order[b].length;
            double[] aa = new double[l];
            for (int i = 0; i < l; i++) {
                aa[i] = a[order[b][i]];
            }
            double[] ss = new double[l];
            double[] cc = new double[l];
            Arrays.fill(ss, s[b]);
            Arrays.fill(cc, c[b]);
            sequences[b] = new OnePortSequence(aa, ss, cc);
            branches.add(sequences[b].prefixes());
        }
        return new Evaluation(order, sequences, BranchEnvelope.solve(rootRate, branches, load));
    }

    double rootRate() {
        return rootRate;
    }
}
