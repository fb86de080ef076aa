package org.dltexplorer.core.analysis;

import java.util.HashMap;
import java.util.Map;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Scenario;

/**
 * A number of one processor ({@code A[3]}, {@code B[3]}) or one link ({@code C[2]}, {@code S[2]}, {@code R[2]}). The
 * element gets its own value (an override) unless the value is the one it already has; other elements, with or
 * without their own values, are untouched.
 *
 * @param field the number
 * @param id the processor or link id
 * @param <P> processor or link parameters
 */
record ElementValue<P>(ElementField<P> field, int id) implements ScenarioParameter {

    @Override
    public String name() {
        return field.name() + "[" + id + "]";
    }

    @Override
    public boolean integer() {
        return false;
    }

    @Override
    public void check(Scenario s) {
        Elements<P> e = field.elements();
        if (!s.network().explicit()) {
            throw new InvalidScenarioException(name(), "the " + s.network().kind().id()
                    + " network is homogeneous: change " + field.name() + " instead");
        }
        if (!e.has(s.network(), id)) {
            throw new InvalidScenarioException(name(), "no " + e.noun() + " " + id + " in " + Elements.describe(s.network())
                    + (e == Elements.LINKS ? " (links " + e.range(s.network(), field.name()) + ")" : ""));
        }
    }

    @Override
    public double current(Scenario s) {
        check(s);
        return field.get().applyAsDouble(field.elements().of(s, id));
    }

    @Override
    public ParameterChange apply(Scenario s, double value) {
        check(s);
        Elements<P> e = field.elements();
        P now = e.of(s, id);
        P changed = field.with().apply(now, value);
        if (changed.equals(now)) {
            return ParameterChange.of(s); // its own value: no override added for an element that had none
        }
        Map<Integer, P> overrides = new HashMap<>(e.overrides(s));
        overrides.put(id, changed);
        try {
            return ParameterChange.of(e.withOverrides(s, overrides));
        } catch (InvalidScenarioException ex) {
            throw new InvalidScenarioException(name(), ex.problem());
        }
    }
}
