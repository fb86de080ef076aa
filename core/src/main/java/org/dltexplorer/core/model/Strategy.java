package org.dltexplorer.core.model;

/**
 * The scheduling choices of a scenario. A {@code null} component means "not given": the kind's default applies
 * (see the {@code ...For(kind)} accessors).
 *
 * @param ports port model, or null
 * @param order activation order (star workers, one-port tree children), or null for {@code given}
 * @param layers NLF/LLF for layered kinds, or null for NLF
 * @param routing hypercube routing, or null for store-and-forward
 * @param schedule K-ary tree policy, or null for sequential
 * @param originatorComputes whether processor 0 computes too
 * @param collect K-ary tree: when a node may collect its children's reports, or null for after its last send
 * @param loads K-ary tree multi-installment: the paper's loads or re-optimised ones, or null for the paper's
 * @param installments star: the most messages each worker may receive (multi-installment distribution), or null for 1
 * @param budget star: the most money the computation may cost (minimise the makespan within it), or null for none
 * @param deadline star: the time by which as much load as possible is finished (the scenario's load is then not
 *        given and the answer's loads are the result), or null for none
 * @param computeWhileReceiving star with installments: whether a worker computes while it receives one of its own
 *        messages ({@code false}: it pauses), or null for true
 */
public record Strategy(Ports ports, ActivationOrder order, LayerOrder layers, Routing routing, KaryPolicy schedule,
        boolean originatorComputes, Collect collect, KaryLoads loads, Integer installments, Double budget,
        Double deadline, Boolean computeWhileReceiving) {

    public static final Strategy DEFAULT = new Strategy(null, null, null, null, null, true);

    public Strategy {
        if (installments != null && installments < 1) {
            throw new InvalidScenarioException("strategy.installments", "must be an integer ≥ 1, got " + installments);
        }
        if (budget != null && !(Double.isFinite(budget) && budget >= 0)) {
            throw new InvalidScenarioException("strategy.budget", "must be a number ≥ 0, got " + budget);
        }
        if (deadline != null && !(Double.isFinite(deadline) && deadline > 0)) {
            throw new InvalidScenarioException("strategy.deadline", "must be a number > 0, got " + deadline);
        }
        if (budget != null && deadline != null) {
            // the dual problems: the shortest makespan within a budget, or the most load by a deadline
            throw new InvalidScenarioException("strategy.budget", "cannot be given together with strategy.deadline"
                    + " (minimise the makespan within a budget, or maximise the load by a deadline), got " + budget);
        }
    }

    /** A strategy without a budget, a deadline or pausing workers. */
    public Strategy(Ports ports, ActivationOrder order, LayerOrder layers, Routing routing, KaryPolicy schedule,
            boolean originatorComputes, Collect collect, KaryLoads loads, Integer installments) {
        this(ports, order, layers, routing, schedule, originatorComputes, collect, loads, installments, null, null, null);
    }

    /** A strategy without the star's {@code installments}. */
    public Strategy(Ports ports, ActivationOrder order, LayerOrder layers, Routing routing, KaryPolicy schedule,
            boolean originatorComputes, Collect collect, KaryLoads loads) {
        this(ports, order, layers, routing, schedule, originatorComputes, collect, loads, null);
    }

    /** A strategy without the K-ary tree's {@code collect} and {@code loads} choices. */
    public Strategy(Ports ports, ActivationOrder order, LayerOrder layers, Routing routing, KaryPolicy schedule,
            boolean originatorComputes) {
        this(ports, order, layers, routing, schedule, originatorComputes, null, null);
    }

    /** Ports in effect: as given, else {@code all} for chain/loop/tree/graph and {@code one} for star/bus. */
    public Ports portsFor(NetworkKind kind) {
        if (ports != null) {
            return ports;
        }
        return switch (kind) {
            case STAR, BUS, KARY_TREE -> Ports.ONE;
            case CHAIN, LOOP, TREE, GRAPH, HYPERCUBE, TORUS2D, MESH -> Ports.ALL;
        };
    }

    public ActivationOrder orderOrDefault() {
        return order == null ? ActivationOrder.GIVEN : order;
    }

    public LayerOrder layersOrDefault() {
        return layers == null ? LayerOrder.NLF : layers;
    }

    public Routing routingOrDefault() {
        return routing == null ? Routing.STORE_AND_FORWARD : routing;
    }

    public KaryPolicy scheduleOrDefault() {
        return schedule == null ? KaryPolicy.SEQUENTIAL : schedule;
    }

    public Collect collectOrDefault() {
        return collect == null ? Collect.AFTER_SENDS : collect;
    }

    public KaryLoads loadsOrDefault() {
        return loads == null ? KaryLoads.CLOSED_FORM : loads;
    }

    /** Installments per worker in effect: as given, else 1 (single-installment). */
    public int installmentsOrDefault() {
        return installments == null ? 1 : installments;
    }

    /** Whether a star worker may receive more than one message ({@code installments > 1}). */
    public boolean multiInstallment() {
        return installmentsOrDefault() > 1;
    }

    public Strategy withPorts(Ports p) {
        return new Strategy(p, order, layers, routing, schedule, originatorComputes, collect, loads, installments, budget, deadline, computeWhileReceiving);
    }

    public Strategy withOrder(ActivationOrder o) {
        return new Strategy(ports, o, layers, routing, schedule, originatorComputes, collect, loads, installments, budget, deadline, computeWhileReceiving);
    }

    public Strategy withLayers(LayerOrder l) {
        return new Strategy(ports, order, l, routing, schedule, originatorComputes, collect, loads, installments, budget, deadline, computeWhileReceiving);
    }

    public Strategy withRouting(Routing r) {
        return new Strategy(ports, order, layers, r, schedule, originatorComputes, collect, loads, installments, budget, deadline, computeWhileReceiving);
    }

    public Strategy withSchedule(KaryPolicy s) {
        return new Strategy(ports, order, layers, routing, s, originatorComputes, collect, loads, installments, budget, deadline, computeWhileReceiving);
    }

    public Strategy withOriginatorComputes(boolean c) {
        return new Strategy(ports, order, layers, routing, schedule, c, collect, loads, installments, budget, deadline, computeWhileReceiving);
    }

    public Strategy withCollect(Collect c) {
        return new Strategy(ports, order, layers, routing, schedule, originatorComputes, c, loads, installments, budget, deadline, computeWhileReceiving);
    }

    public Strategy withLoads(KaryLoads l) {
        return new Strategy(ports, order, layers, routing, schedule, originatorComputes, collect, l, installments, budget, deadline, computeWhileReceiving);
    }

    public Strategy withInstallments(Integer n) {
        return new Strategy(ports, order, layers, routing, schedule, originatorComputes, collect, loads, n, budget, deadline, computeWhileReceiving);
    }

    public Strategy withBudget(Double b) {
        return new Strategy(ports, order, layers, routing, schedule, originatorComputes, collect, loads, installments, b,
                deadline, computeWhileReceiving);
    }

    public Strategy withDeadline(Double d) {
        return new Strategy(ports, order, layers, routing, schedule, originatorComputes, collect, loads, installments,
                budget, d, computeWhileReceiving);
    }

    public Strategy withComputeWhileReceiving(Boolean c) {
        return new Strategy(ports, order, layers, routing, schedule, originatorComputes, collect, loads, installments,
                budget, deadline, c);
    }

    /** Whether a worker computes while it receives (the default), else it pauses. */
    public boolean computeWhileReceivingOrDefault() {
        return computeWhileReceiving == null || computeWhileReceiving;
    }
}
