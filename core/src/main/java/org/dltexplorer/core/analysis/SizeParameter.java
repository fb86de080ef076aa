package org.dltexplorer.core.analysis;

import java.util.List;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Scenario;

/**
 * A network's size ({@code processors}, {@code workers}, {@code k}, {@code layers}, {@code dimension}, {@code levels},
 * {@code arity}; which kind has which is {@link SizeRule#ALL}). Overrides that still name a processor or link of the
 * resized network keep their values; the others go with their elements.
 *
 * @param name the size name
 */
record SizeParameter(String name) implements ScenarioParameter {

    /** The size names, each once, in the table's order. */
    static List<String> names() {
        return SizeRule.ALL.stream().map(SizeRule::name).distinct().toList();
    }

    @Override
    public boolean integer() {
        return true;
    }

    private SizeRule<?> rule(Network n) {
        for (SizeRule<?> r : SizeRule.ALL) {
            if (r.name().equals(name) && r.kind().isInstance(n)) {
                return r;
            }
        }
        List<String> own = SizeRule.ALL.stream().filter(r -> r.kind().isInstance(n)).map(SizeRule::name).toList();
        throw new InvalidScenarioException(name, "does not apply to a " + n.kind().id() + " network"
                + (own.isEmpty() ? " (a " + n.kind().id() + " has no size parameter: its size is its list of processors)"
                        : " (its size: " + String.join(", ", own) + ")"));
    }

    @Override
    public void check(Scenario s) {
        rule(s.network());
    }

    @Override
    public double current(Scenario s) {
        return rule(s.network()).currentOf(s.network());
    }

    @Override
    public ParameterChange apply(Scenario s, double value) {
        SizeRule<?> r = rule(s.network());
        if (value != Math.rint(value) || Math.abs(value) > Integer.MAX_VALUE) {
            throw new InvalidScenarioException(name, "must be a whole number, got " + value);
        }
        try {
            SizeRule.Resized resized = r.resize(s.network(), (int) value);
            return new ParameterChange(s.withNetwork(resized.network()), resized.note());
        } catch (InvalidScenarioException ex) {
            throw new InvalidScenarioException(name, ex.problem());
        }
    }
}
