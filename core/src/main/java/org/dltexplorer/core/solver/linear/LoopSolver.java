package org.dltexplorer.core.solver.linear;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.lp.CertifiedLp;
import org.dltexplorer.core.solver.lp.LpCertificate;

/**
 * A loop (Błażewicz & Drozdowski 1997, §2.3, eq. (5)), all ports: the better of
 * <ul>
 *   <li>eq. (5) for every meeting processor {@code j} ({@link LoopMeeting}), all processors used, solvable only
 *       when every load is non-negative; and</li>
 *   <li>every <em>opened</em> loop: removing one link leaves a chain with the originator inside (or at an end),
 *       solved with its best usable configuration (eq. (4), {@link ChainInsideSolver}).</li>
 * </ul>
 * A solvable loop is not always better than the best opened one (the meeting processor waits for both halves),
 * and when processors must be left idle only an opened loop can do it. Both searches share their prefix
 * recursions ({@link LoopMeetingScan}, {@link OpenedLoops}): {@code O(N)} per meeting processor scan and per
 * Newton step over the openings.
 */
public final class LoopSolver implements Solver {

    @Override
    public String name() {
        return "loop (Błażewicz & Drozdowski 1997, eq. (5)) or the best opened loop";
    }

    /** All-port loops, results not returned. */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.LOOP).handling(Feature.ALL_PORTS));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        return solve(scenario, monitor, true, true);
    }

    /**
     * Eq. (5) alone: the best meeting processor, every processor used; infeasible when no meeting processor gives
     * non-negative loads (the comparison of a loop with its openings shows it).
     */
    public Schedule solveMeeting(Scenario scenario, SolveMonitor monitor) {
        return solve(scenario, monitor, true, false);
    }

    /** The best opened loop alone: one link left out, the rest a chain with the originator inside (eq. (4)). */
    public Schedule solveOpened(Scenario scenario, SolveMonitor monitor) {
        return solve(scenario, monitor, false, true);
    }

    private Schedule solve(Scenario scenario, SolveMonitor monitor, boolean meeting, boolean opening) {
        int n = ((Loop) scenario.network()).processors();
        double slack = Tolerance.NEGLIGIBLE_LOAD.slack(scenario.load());
        LoopMeeting bestLoop = LoopMeetingScan.best(scenario, slack, monitor);
        int bestOpening = monitor.cancelled() ? -1 : OpenedLoops.bestOpening(scenario);
        double bestOpened = Double.POSITIVE_INFINITY;
        ChainBranches openedChain = null;
        if (bestOpening >= 0) {
            openedChain = new ChainBranches(opened(scenario, bestOpening));
            int[] conf = openedChain.best();
            if (conf == null) {
                bestOpening = -1;
            } else {
                bestOpened = openedChain.solve(conf[0], conf[1]).makespan();
            }
        }
        if (!meeting && bestOpening < 0) {
            return Schedule.infeasible(name(), "the originator does not compute and no opened loop can be used", n);
        }
        if (!opening && bestLoop == null) {
            return Schedule.infeasible(name(), "eq. (5) gives a negative load for every meeting processor: "
                    + "some processors must stay idle, which only an opened loop allows", n);
        }
        if (bestLoop == null && bestOpening < 0) {
            return Schedule.infeasible(name(), "the originator does not compute and the loop cannot be used", n);
        }
        // the meeting is compared by the makespan its schedule replays, not by its LP's value: with A 1.1e9 apart on
        // 2000 processors the LP said 9.5286 and the schedule took 9.5289, longer than the best opened loop's 9.5286,
        // and was answered in one notation only (fuzz seed 42, case 75001)
        Schedule met = null;
        if (meeting && bestLoop != null) {
            ScheduleBuilder mb = new ScheduleBuilder(scenario, name());
            bestLoop.write(mb);
            mb.note("eq. (5): both directions meet at processor " + bestLoop.j + ", which receives from "
                    + (bestLoop.j - 1) + " and " + ((bestLoop.j + 1) % n) + " (distribution tree shows the first)");
            if (bestOpening >= 0) {
                mb.note("best opened loop (without link " + bestOpening + ") would take " + bestOpened);
            }
            if (monitor.cancelled()) {
                mb.status(org.dltexplorer.core.schedule.Status.FEASIBLE, "search stopped early");
            }
            met = mb.build();
            if (!opening || bestOpening < 0 || met.makespan() <= bestOpened) {
                return monitor.cancelled() ? met : certified(scenario, bestLoop, met);
            }
        }
        ScheduleBuilder b = new ScheduleBuilder(scenario, name());
        Schedule s = openedChain.schedule(name());
        int[] idOf = positions(n, bestOpening);
        for (Share sh : s.shares()) {
            b.share(idOf[sh.index()], sh.load());
        }
        for (Interval i : s.timeline()) {
            b.interval(new Interval(idOf[i.processor()], i.activity(), i.start(), i.end(), i.load(),
                    i.peer() < 0 ? i.peer() : idOf[i.peer()]));
        }
        int[] pos = s.distributionTree();
        int[] parent = new int[n];
        for (int p = 0; p < n; p++) {
            parent[idOf[p]] = pos[p] < 0 ? -1 : idOf[pos[p]];
        }
        b.distributionTree(parent);
        b.note("opened loop: link " + bestOpening + " unused, the rest scheduled as a chain (eq. (4))");
        s.notes().forEach(b::note);
        b.note(met == null ? "eq. (5) is not solvable for any meeting processor"
                : "eq. (5) with meeting processor " + bestLoop.j + " would take " + met.makespan());
        if (monitor.cancelled()) {
            b.status(org.dltexplorer.core.schedule.Status.FEASIBLE, "search stopped early");
        }
        return b.build();
    }

    /**
     * The meeting's answer, {@code feasible} unless its LP's certificate proves it ({@link LoopMeetingLp}): an answer
     * nothing certifies is never called optimal (issue 24). Only the answer given is certified, not a meeting that
     * loses to an opened loop.
     */
    private static Schedule certified(Scenario scenario, LoopMeeting meeting, Schedule met) {
        LpCertificate proof = LoopMeetingLp.certify(scenario, meeting);
        if (LoopMeetingLp.proves(proof)) {
            return met;
        }
        int n = ((Loop) scenario.network()).processors();
        return met.withStatus(org.dltexplorer.core.schedule.Status.FEASIBLE, proof == null
                ? "eq. (5)'s LP of " + (3L * n + 2) + " rows is beyond the " + CertifiedLp.MAX_CERTIFIED_ROWS
                        + " rows whose optimum is certified"
                : String.format(java.util.Locale.ROOT, "eq. (5)'s meeting is not certified optimal for its LP "
                        + "(relative gap %.3g, dual violation %.3g)", proof.gap(), proof.dualViolation()));
    }

    /** Loop processor at each chain position when link {@code e} (joining {@code e} and {@code e+1}) is removed. */
    static int[] positions(int n, int e) {
        int[] id = new int[n];
        for (int p = 0; p < n; p++) {
            id[p] = (e + 1 + p) % n;
        }
        return id;
    }

    /** The loop without link {@code e}, as a chain scenario (chain position p is processor (e+1+p) mod n). */
    static Scenario opened(Scenario scenario, int e) {
        int n = ((Loop) scenario.network()).processors();
        int[] id = positions(n, e);
        Map<Integer, ProcessorParams> procs = new HashMap<>(2 * n);
        Map<Integer, LinkParams> links = new HashMap<>(2 * n);
        int origin = -1;
        for (int p = 0; p < n; p++) {
            procs.put(p, scenario.processor(id[p]));
            if (id[p] == 0) {
                origin = p;
            }
            if (p < n - 1) {
                links.put(p, scenario.link(id[p])); // chain link p joins positions p, p+1 = loop link id[p]
            }
        }
        // one construction (each one copies and checks every override; three of them were most of a 10^6 solve)
        return new Scenario(scenario.title(), scenario.notation(), scenario.units(), new Chain(n, origin),
                scenario.load(), scenario.processorDefault(), procs, scenario.linkDefault(), links,
                scenario.strategy());
    }
}
