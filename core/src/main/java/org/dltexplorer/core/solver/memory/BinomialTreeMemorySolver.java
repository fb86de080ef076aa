package org.dltexplorer.core.solver.memory;

import java.util.List;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.lp.LpCertificate;

/**
 * Meshes and 2D tori with memory buffers, scattered along a binomial tree (Drozdowski & Wolniewicz 2003, §3).
 * <ul>
 *   <li>NLF: LP NLF (eqs. (13)–(15), {@link NlfLp}) for every number of active layers; the best is OPTIMAL
 *       within NLF (the paper's binary search assumes the makespan is unimodal in the number of layers; trying all
 *       needs no such assumption).</li>
 *   <li>LLF: every set of computing layers, not only contiguous ones (a star with a fixed sequence per set,
 *       {@link LlfLp#asStar}), then LP LLF (eqs. (17)–(19), {@link LlfLp}) on the best set; OPTIMAL within LLF up
 *       to {@value #EXHAUSTIVE_LAYERS} layers, beyond that only contiguous ranges of layers are tried (FEASIBLE).</li>
 * </ul>
 * The schedule is layered: one representative per layer; a transfer between representatives stands for the
 * {@code p} messages each processor sends at once.
 */
public final class BinomialTreeMemorySolver implements Solver {

    /** Up to this many layers every subset of computing layers is tried (2^16 fixed-sequence evaluations). */
    static final int EXHAUSTIVE_LAYERS = 16;

    @Override
    public String name() {
        return "binomial tree with memory buffers (LP NLF / LP LLF, Drozdowski & Wolniewicz (2003))";
    }

    /** Meshes and tori with memory buffers, results not returned, NLF or LLF. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.MESH, NetworkKind.TORUS2D).handling(Feature.LAYERS_LLF)
                .requiring(Feature.LIMITED_MEMORY));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        BinomialTree t = BinomialTree.of(scenario);
        int layers = t.searchableLayers();
        long total = scenario.network().processorCount();
        if (t.memory(layers) < t.load() && layers == t.h()) {
            return Schedule.infeasible(name(), "the " + (t.originatorComputes() ? "" : "computing ") + "processors hold "
                    + t.memory(layers) + " load units in total, less than the load V = " + t.load(), total);
        }
        if (t.memory(layers) < t.load()) {
            return Schedule.infeasible(name(), "the load needs more than the first " + layers
                    + " layers, beyond what is searched (about 2^53 processors)", total);
        }
        boolean llf = scenario.strategy().layersOrDefault() == LayerOrder.LLF;
        return llf ? llf(scenario, t, layers, monitor) : nlf(scenario, t, layers, monitor);
    }

    private Schedule nlf(Scenario scenario, BinomialTree t, int layers, SolveMonitor monitor) {
        NlfLp.Solution best = null;
        boolean stopped = false;
        double unproven = Double.POSITIVE_INFINITY; // the least bound of an LP whose optimum is not proven
        int unsolved = -1; // a number of layers whose LP, feasible since their buffers hold V, gave no usable point
        for (int h = 0; h <= layers; h++) {
            if (monitor.cancelled()) {
                stopped = true;
                break;
            }
            if (t.memory(h) < t.load()) {
                continue;
            }
            NlfLp.Solution s = NlfLp.solve(t, h);
            if (s == null) {
                unsolved = h;
            }
            if (s != null && !s.certified()) {
                unproven = Math.min(unproven, s.lowerBound());
            }
            if (s != null && (best == null || s.makespan() < best.makespan())) {
                best = s;
            }
        }
        if (best == null) {
            return Schedule.infeasible(name(), "no number of layers gives a feasible LP NLF", scenario.network().processorCount());
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name()).layered(true);
        double[] alpha = best.alpha();
        int h = alpha.length - 1;
        b.compute(0, 0, t.a() * alpha[0], alpha[0]);
        double clock = 0;
        for (int j = 1; j <= h; j++) {
            double x = NlfLp.subtreeLoad(t, alpha, j);
            double end = clock + t.s() + t.c() * x;
            for (int sender = 0; sender < j; sender++) {
                b.transfer(sender, j, clock, end, x);
            }
            b.compute(j, end, end + t.a() * alpha[j], alpha[j]);
            clock = end;
        }
        shares(b, t, alpha, layers);
        b.note("NLF with " + h + " active layer(s) of " + t.h());
        if (stopped || layers < t.h()) {
            b.status(Status.FEASIBLE, stopped ? "stopped before all numbers of layers were tried"
                    : "layers beyond " + layers + " were not searched");
        } else if (unsolved >= 0) {
            b.status(Status.FEASIBLE, "the LP NLF of " + unsolved + " layer(s) was not solved (ojAlgo's point breaks "
                    + "its rows)");
        } else if (!(unproven >= best.makespan() * (1 - LpCertificate.TOLERANCE))) {
            b.status(Status.FEASIBLE, "the LP NLF of some number of layers is not proven optimal by its certificate "
                    + "(its bound " + unproven + " is below this makespan)");
        }
        return b.build();
    }

    private Schedule llf(Scenario scenario, BinomialTree t, int layers, SolveMonitor monitor) {
        StarWorkers w = LlfLp.asStar(t, layers);
        SequenceEvaluator eval = new SequenceEvaluator(w);
        boolean exhaustive = layers <= EXHAUSTIVE_LAYERS;
        SequenceEvaluator.Distribution best = layers == 0 ? eval.shortest(new int[0], 0) : null;
        boolean stopped = false;
        int[] seq = new int[layers];
        if (exhaustive) {
            // largest sets first: they hold the best schedule when links are cheap, and a good incumbent early lets
            // the quick test in better() reject the rest (ascending, every set improved a little: 27 s at 16 layers)
            for (int mask = (1 << layers) - 1; mask >= 0; mask--) {
                if ((mask & 1023) == 0 && monitor.cancelled()) {
                    stopped = true;
                    break;
                }
                int n = 0;
                for (int layer = layers; layer >= 1; layer--) {
                    if ((mask & (1 << (layer - 1))) != 0) {
                        seq[n++] = layer - 1;
                    }
                }
                best = better(eval, seq, n, best);
            }
        } else {
            for (int hi = layers; hi >= 1 && !stopped; hi--) {
                for (int lo = hi; lo >= 1; lo--) {
                    if (monitor.cancelled()) {
                        stopped = true;
                        break;
                    }
                    int n = 0;
                    for (int layer = hi; layer >= lo; layer--) {
                        seq[n++] = layer - 1;
                    }
                    best = better(eval, seq, n, best);
                }
            }
            best = better(eval, seq, 0, best);
        }
        if (best == null) {
            return Schedule.infeasible(name(), "no set of layers can hold the load", scenario.network().processorCount());
        }
        boolean[] set = new boolean[layers + 1];
        for (int i = 0; i < best.sequence().length; i++) {
            if (best.loads()[i] > 0) {
                set[best.sequence()[i] + 1] = true;
            }
        }
        NlfLp.Solution lp = LlfLp.solve(t, set);
        double[] alpha = new double[layers + 1];
        if (lp != null && lp.makespan() <= best.makespan() * w.timeUnit * (1 + Tolerance.VALIDATION.relative())) {
            alpha = lp.alpha();
        } else {
            alpha[0] = best.originatorLoad() * t.load();
            for (int i = 0; i < best.sequence().length; i++) {
                int layer = best.sequence()[i] + 1;
                alpha[layer] = best.loads()[i] * t.load() / t.count(layer);
            }
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name()).layered(true);
        b.compute(0, 0, t.a() * alpha[0], alpha[0]);
        double clock = 0;
        StringBuilder used = new StringBuilder();
        for (int j = layers; j >= 1; j--) {
            if (alpha[j] <= 0) {
                continue;
            }
            used.append(used.length() == 0 ? "" : ", ").append(j);
            // hop l < j: layers 0..l-1 send p(p+1)^(j-l-1) α_j to layer l, which relays it; hop j: α_j to layer j
            for (int l = 1; l <= j; l++) {
                double x = l < j ? t.p() * Math.pow(t.p() + 1.0, j - l - 1) * alpha[j] : alpha[j];
                double end = clock + t.s() + t.c() * x;
                for (int sender = 0; sender < l; sender++) {
                    b.transfer(sender, l, clock, end, x);
                }
                clock = end;
            }
            b.compute(j, clock, clock + t.a() * alpha[j], alpha[j]);
        }
        shares(b, t, alpha, layers);
        b.note("LLF computing layers: " + (used.length() == 0 ? "none" : used) + " (largest first)");
        if (stopped || !exhaustive || layers < t.h()) {
            b.status(Status.FEASIBLE, stopped ? "stopped before all sets of layers were tried"
                    : !exhaustive ? "only contiguous ranges of layers were tried" : "layers beyond " + layers + " were not searched");
        }
        return b.build();
    }

    /** The better of {@code best} and the sequence {@code seq[0..n)}; a quick test at the incumbent's makespan first. */
    private static SequenceEvaluator.Distribution better(SequenceEvaluator eval, int[] seq, int n,
            SequenceEvaluator.Distribution best) {
        if (best != null && eval.maxLoad(seq, n, best.makespan(), null) < 1.0) {
            return best;
        }
        SequenceEvaluator.Distribution d = eval.shortest(seq, n);
        return d != null && (best == null || d.makespan() < best.makespan()) ? d : best;
    }

    private static void shares(ScheduleBuilder b, BinomialTree t, double[] alpha, int layers) {
        for (int i = 0; i <= layers; i++) {
            b.layerShare(i, Math.round(t.count(i)), i < alpha.length ? alpha[i] : 0.0);
        }
    }
}
