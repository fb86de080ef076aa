package org.dltexplorer.core.solver;

import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.Scenario;

/**
 * Why no solver takes a scenario, in one line naming what to change: the features (and their keys) that no declared
 * case of the scenario's kind handles together, e.g. {@code no solver for a chain network with limited memory
 * (processor B)}, followed by the nearest solver's own advice ({@link Solver#whyNot}) when it has some.
 *
 * <p>The features named are those the nearest cases miss: the cases that need the fewest features taken away
 * (or, for a case made for a feature, added); when several are equally near, what each misses is named, since
 * it is the combination no solver handles.
 */
final class NoSolverSentence {

    private NoSolverSentence() {
    }

    static String of(List<Solver> solvers, Scenario scenario, Set<Feature> features) {
        var kind = scenario.network().kind();
        long n = scenario.network().processorCount();
        List<Capability> cases = solvers.stream().flatMap(s -> s.capabilities().stream())
                .filter(c -> c.kinds().contains(kind)).toList();
        String head = "no solver for a " + kind.id() + " network";
        String advice = solvers.stream().map(s -> s.whyNot(scenario)).filter(Objects::nonNull).findFirst()
                .map(why -> ": " + why).orElse("");
        if (cases.isEmpty()) {
            return head + " yet" + advice;
        }
        long largest = cases.stream().filter(c -> c.unhandled(features).isEmpty() && features.containsAll(c.required()))
                .mapToLong(Capability::maxProcessors).max().orElse(-1);
        if (largest >= 0) { // the features are handled, the network is too large
            return head + " of " + n + " processors with these features (at most " + largest + ")" + advice;
        }
        int nearest = cases.stream().mapToInt(c -> distance(c, features)).min().orElseThrow();
        EnumSet<Feature> missing = EnumSet.noneOf(Feature.class);
        cases.stream().filter(c -> distance(c, features) == nearest).forEach(c -> missing.addAll(c.unhandled(features)));
        if (advice.isEmpty() && missing.contains(Feature.LIMITED_MEMORY)) {
            advice = memoryReason(scenario);
        }
        return head + (missing.isEmpty() ? " with this strategy" : " with " + missing.stream()
                .sorted(Comparator.naturalOrder()).map(Feature::named).collect(Collectors.joining(" and "))) + advice;
    }

    /** Features to take away, plus those to add for a case made for them. */
    private static int distance(Capability c, Set<Feature> features) {
        EnumSet<Feature> absent = c.required().isEmpty() ? EnumSet.noneOf(Feature.class) : EnumSet.copyOf(c.required());
        absent.removeAll(features);
        return c.unhandled(features).size() + absent.size();
    }

    /**
     * Why a scenario with memory buffers has no solver: limited memory is solved for one-port stars and binomial
     * trees only (Drozdowski &amp; Wolniewicz 2003), so a buffer carried over from such a scenario names itself.
     */
    private static String memoryReason(Scenario scenario) {
        boolean perNode = !scenario.processorDefault().limitedMemory();
        return ": limited memory (buffer B" + (perNode ? " of some processors" : "") + ") is solved only for one-port stars"
                + " and binomial trees without result return (Drozdowski & Wolniewicz 2003); "
                + (perNode ? "reset the per-node values" : "tick \"unlimited memory\"") + " to solve it without";
    }
}
