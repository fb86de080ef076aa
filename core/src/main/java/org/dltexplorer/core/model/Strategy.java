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
 */
public record Strategy(Ports ports, ActivationOrder order, LayerOrder layers, Routing routing, KaryPolicy schedule,
        boolean originatorComputes) {

    public static final Strategy DEFAULT = new Strategy(null, null, null, null, null, true);

    /** Ports in effect: as given, else {@code all} for chain/loop/tree/graph and {@code one} for star/bus. */
    public Ports portsFor(NetworkKind kind) {
        if (ports != null) {
            return ports;
        }
        return switch (kind) {
            case STAR, BUS, KARY_TREE -> Ports.ONE;
            default -> Ports.ALL;
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

    public Strategy withPorts(Ports p) {
        return new Strategy(p, order, layers, routing, schedule, originatorComputes);
    }

    public Strategy withOrder(ActivationOrder o) {
        return new Strategy(ports, o, layers, routing, schedule, originatorComputes);
    }

    public Strategy withLayers(LayerOrder l) {
        return new Strategy(ports, order, l, routing, schedule, originatorComputes);
    }

    public Strategy withRouting(Routing r) {
        return new Strategy(ports, order, layers, r, schedule, originatorComputes);
    }

    public Strategy withSchedule(KaryPolicy s) {
        return new Strategy(ports, order, layers, routing, s, originatorComputes);
    }

    public Strategy withOriginatorComputes(boolean c) {
        return new Strategy(ports, order, layers, routing, schedule, c);
    }
}
