package org.dltexplorer.core.model;

import java.util.List;

/**
 * The order in which star workers (or children in a one-port tree) receive their load. For buses, {@code OPTIMAL}
 * and {@code HEURISTIC} search the assignment of workers to buses (Błażewicz & Drozdowski 1997, §4, Theorem 1), each bus serving its
 * workers faster first; see {@code docs/decisions/0006-bus-assignment.md}.
 *
 * @param rule how the order is chosen
 * @param ids the explicit order when {@code rule == EXPLICIT}; empty otherwise
 */
public record ActivationOrder(Rule rule, List<Integer> ids) {

    public enum Rule {
        /** Workers in id order. */
        GIVEN("given"),
        /** A proven optimal order (and subset) of workers. */
        OPTIMAL("optimal"),
        /** A good order without proof. */
        HEURISTIC("heuristic"),
        /** The order listed in {@link #ids}. */
        EXPLICIT("list");

        private final String id;

        Rule(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }
    }

    public static final ActivationOrder GIVEN = new ActivationOrder(Rule.GIVEN, List.of());
    public static final ActivationOrder OPTIMAL = new ActivationOrder(Rule.OPTIMAL, List.of());
    public static final ActivationOrder HEURISTIC = new ActivationOrder(Rule.HEURISTIC, List.of());

    public ActivationOrder {
        ids = List.copyOf(ids);
        if ((rule == Rule.EXPLICIT) != !ids.isEmpty()) {
            throw new InvalidScenarioException("order", "an explicit order lists the worker ids; other rules list none");
        }
    }

    public static ActivationOrder explicit(List<Integer> ids) {
        return new ActivationOrder(Rule.EXPLICIT, ids);
    }
}
