package org.dltexplorer.core.solver.bus;

import java.util.List;
import java.util.stream.Collectors;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleBuilder;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;

/**
 * Buses in the basic organisation of Błażewicz & Drozdowski (1997), §4 with the assignment of workers to buses searched rather than
 * given (strategy {@code order: "optimal"} or {@code "heuristic"}); each assignment is evaluated by eq. (11) as in
 * {@link BusSolver}, faster workers first on each bus (eqs. (8)–(9)).
 *
 * <p>Finding the best assignment is NP-hard (Theorem 1). With {@code optimal}, every assignment is tried when there
 * are at most {@link #EXACT_LIMIT} of them ({@code k^m} for {@code m} workers on {@code k} buses, before identical
 * buses are folded together; 0.05–0.3 s on 2 shared cores, {@code BusAssignmentBench}): status {@code OPTIMAL}. Beyond, and always
 * with {@code heuristic}, {@link AssignmentSearch#heuristic greedy placement and single-worker moves} give a
 * {@code FEASIBLE} answer; when even that heuristic would exceed its work budget (2000 one-worker buses), the listed
 * assignment is used, {@code FEASIBLE}, and the reason says so. The schedule reports the assignment it runs on
 * ({@link Schedule#reshapedNetwork()}).
 */
public final class BusAssignmentSolver implements Solver {

    /** Assignments {@code k^m} tried exhaustively at most: 3 buses × 11 workers, 2 × 17, 4 × 8. */
    public static final long EXACT_LIMIT = 200_000;

    @Override
    public String name() {
        return "bus, assignment searched (Błażewicz & Drozdowski 1997, eq. (11), Theorem 1)";
    }

    /**
     * Buses without returns whose assignment is searched ({@code order} optimal or heuristic). The bus model of
     * Błażewicz &amp; Drozdowski (1997), §4 fixes the ports (the originator on every bus at once, one message at a
     * time per bus): {@code ports} does not change it.
     */
    @Override
    public List<Capability> capabilities() {
        return List.of(Capability.of(NetworkKind.BUS).handling(Feature.ONE_PORT, Feature.ALL_PORTS, Feature.ORDER_OPTIMAL,
                Feature.ORDER_HEURISTIC));
    }

    @Override
    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        Bus bus = (Bus) scenario.network();
        BusInstance instance = new BusInstance(scenario);
        boolean exact = scenario.strategy().orderOrDefault().rule() == ActivationOrder.Rule.OPTIMAL
                && AssignmentSearch.assignments(instance.buses(), instance.workers()) <= EXACT_LIMIT;
        if (!exact && !AssignmentSearch.affordable(instance)) {
            return given(scenario, instance, bus);
        }
        AssignmentSearch.Found found = exact ? AssignmentSearch.exhaustive(instance, monitor)
                : AssignmentSearch.heuristic(instance, monitor);
        BusInstance.Evaluation e = instance.evaluate(found.busOf());
        if (!e.choice().feasible()) {
            return Schedule.infeasible(name(), BusSolver.NOTHING_COMPUTES, bus.processorCount());
        }
        Bus chosen = instance.network(found.busOf());
        ScheduleBuilder b = BusSolver.write(scenario, instance, e, name()).network(chosen);
        b.note((exact ? "assignment searched over " : "assignment by greedy placement and single-worker moves over ")
                + found.candidates() + " candidates: " + describe(chosen));
        if (!exact) {
            b.status(Status.FEASIBLE, scenario.strategy().orderOrDefault().rule() == ActivationOrder.Rule.HEURISTIC
                    ? "assignment chosen by a heuristic, not proven optimal"
                    : "more than " + EXACT_LIMIT + " assignments: chosen by a heuristic, not proven optimal");
        } else if (!found.complete()) {
            b.status(Status.FEASIBLE, "search stopped after " + found.candidates() + " assignments");
        }
        return b.build();
    }

    /**
     * The listed assignment, not searched: even the heuristic's placement ({@code m·k} evaluations of eq. (11), each
     * of about {@code m + k}) would take minutes.
     */
    private Schedule given(Scenario scenario, BusInstance instance, Bus bus) {
        BusInstance.Evaluation e = instance.evaluate(instance.assignmentOf(bus));
        if (!e.choice().feasible()) {
            return Schedule.infeasible(name(), BusSolver.NOTHING_COMPUTES, bus.processorCount());
        }
        return BusSolver.write(scenario, instance, e, name()).status(Status.FEASIBLE, instance.workers()
                + " workers on " + instance.buses() + " buses: too many to search the assignment (its heuristic would "
                + "need " + AssignmentSearch.passWork(instance) + " steps, more than " + AssignmentSearch.WORK_BUDGET
                + "); the listed assignment is used").build();
    }

    /** {@code bus 0 ← {3, 1}, bus 1 ← {2}}. */
    static String describe(Bus bus) {
        StringBuilder s = new StringBuilder();
        List<List<Integer>> buses = bus.buses();
        for (int i = 0; i < buses.size(); i++) {
            s.append(i == 0 ? "" : ", ").append("bus ").append(i).append(" ← {")
                    .append(buses.get(i).stream().map(String::valueOf).collect(Collectors.joining(", "))).append('}');
        }
        return s.toString();
    }
}
