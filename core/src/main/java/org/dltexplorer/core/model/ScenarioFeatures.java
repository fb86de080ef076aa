package org.dltexplorer.core.model;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * Finds the {@linkplain Feature features} of a scenario, in one pass over its parameters (linear in the number of
 * per-id overrides). A strategy choice counts only for the kinds its {@linkplain StrategyKey key} applies to.
 */
public final class ScenarioFeatures {

    private ScenarioFeatures() {
    }

    /** The features of {@code s}, unmodifiable. */
    public static Set<Feature> of(Scenario s) {
        EnumSet<Feature> f = EnumSet.noneOf(Feature.class);
        parameters(s, f);
        strategy(s, f);
        if (s.network() instanceof Chain c && c.originator() > 0 && c.originator() < c.processors() - 1) {
            f.add(Feature.ORIGINATOR_INSIDE);
        }
        return Collections.unmodifiableSet(f);
    }

    private static void parameters(Scenario s, EnumSet<Feature> f) {
        if (s.limitedMemory()) {
            f.add(Feature.LIMITED_MEMORY);
        }
        if (s.returnsResults()) {
            f.add(Feature.RESULTS_RETURNED);
        }
        ProcessorParams p = s.processorDefault();
        terms(p, f);
        for (ProcessorParams o : s.processorOverrides().values()) {
            terms(o, f);
        }
        for (ProcessorParams o : s.processorOverrides().values()) {
            if (Double.compare(o.A(), p.A()) != 0) {
                f.add(Feature.HETEROGENEOUS_PROCESSORS);
                break;
            }
        }
        LinkParams l = s.linkDefault();
        boolean startup = l.S() > 0;
        for (LinkParams o : s.linkOverrides().values()) {
            startup |= o.S() > 0;
            if (!o.equals(l)) {
                f.add(Feature.HETEROGENEOUS_LINKS);
            }
        }
        if (startup) {
            f.add(Feature.COMMUNICATION_STARTUP);
        }
    }

    /** The processor terms beyond the papers' models that {@code p} sets. */
    private static void terms(ProcessorParams p, EnumSet<Feature> f) {
        if (p.release() != 0) {
            f.add(Feature.RELEASE_TIMES);
        }
        if (p.F() != 0) {
            f.add(Feature.COMPUTATION_STARTUP);
        }
        if (p.cost() != 0 || p.fixedCost() != 0) {
            f.add(Feature.COST);
        }
    }

    private static void strategy(Scenario s, EnumSet<Feature> f) {
        Strategy st = s.strategy();
        NetworkKind kind = s.network().kind();
        if (!st.originatorComputes()) {
            f.add(Feature.ORIGINATOR_IDLE);
        }
        if (StrategyKey.PORTS.appliesTo(kind)) {
            f.add(switch (st.portsFor(kind)) {
                case ONE -> Feature.ONE_PORT;
                case ALL -> Feature.ALL_PORTS;
            });
        }
        if (StrategyKey.ORDER.appliesTo(kind)) {
            f.add(switch (st.orderOrDefault().rule()) {
                case GIVEN -> Feature.ORDER_GIVEN;
                case EXPLICIT -> Feature.ORDER_LISTED;
                case OPTIMAL -> Feature.ORDER_OPTIMAL;
                case HEURISTIC -> Feature.ORDER_HEURISTIC;
            });
        }
        if (StrategyKey.INSTALLMENTS.appliesTo(kind) && st.multiInstallment()) {
            f.add(Feature.MULTI_INSTALLMENT);
        }
        if (StrategyKey.BUDGET.appliesTo(kind) && st.budget() != null) {
            f.add(Feature.BUDGET);
        }
        if (StrategyKey.DEADLINE.appliesTo(kind) && st.deadline() != null) {
            f.add(Feature.DEADLINE);
        }
        // with one installment a worker receives its one message before it computes: pausing changes nothing
        if (StrategyKey.COMPUTE_WHILE_RECEIVING.appliesTo(kind) && !st.computeWhileReceivingOrDefault()
                && st.multiInstallment()) {
            f.add(Feature.PAUSE_WHILE_RECEIVING);
        }
        if (StrategyKey.LAYERS.appliesTo(kind) && st.layersOrDefault() == LayerOrder.LLF) {
            f.add(Feature.LAYERS_LLF);
        }
        if (StrategyKey.ROUTING.appliesTo(kind) && st.routingOrDefault() == Routing.CIRCUIT_SWITCHED) {
            f.add(Feature.CIRCUIT_SWITCHED);
        }
        if (StrategyKey.SCHEDULE.appliesTo(kind)) {
            switch (st.scheduleOrDefault()) {
                case EQUAL -> f.add(Feature.SCHEDULE_EQUAL);
                case SEQUENTIAL -> { }
                case MULTI_INSTALLMENT -> f.add(Feature.SCHEDULE_MULTI_INSTALLMENT);
            }
        }
        if (StrategyKey.COLLECT.appliesTo(kind) && st.collectOrDefault() == Collect.WHILE_SENDING) {
            f.add(Feature.COLLECT_WHILE_SENDING);
        }
        if (StrategyKey.LOADS.appliesTo(kind) && st.scheduleOrDefault() == KaryPolicy.MULTI_INSTALLMENT
                && st.loadsOrDefault() == KaryLoads.OPTIMISED) {
            f.add(Feature.LOADS_OPTIMISED);
        }
    }
}
