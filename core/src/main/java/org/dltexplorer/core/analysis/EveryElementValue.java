package org.dltexplorer.core.analysis;

import java.util.HashMap;
import java.util.Map;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Scenario;

/**
 * A number set for every processor or link, default and overrides alike ({@code B[*]}): the memory tunnel of
 * Drozdowski & Wolniewicz (2003) gives every processor the same buffer {@code B = V/m}. Its current value is the
 * default's.
 *
 * @param field the number
 * @param <P> processor or link parameters
 */
record EveryElementValue<P>(ElementField<P> field) implements ScenarioParameter {

    @Override
    public String name() {
        return field.name() + "[*]";
    }

    @Override
    public boolean integer() {
        return false;
    }

    @Override
    public void check(Scenario s) {
        // every scenario has processors and a default block
    }

    @Override
    public double current(Scenario s) {
        return field.get().applyAsDouble(field.elements().defaults(s));
    }

    @Override
    public ParameterChange apply(Scenario s, double value) {
        Elements<P> e = field.elements();
        Map<Integer, P> overrides = new HashMap<>();
        e.overrides(s).forEach((id, p) -> overrides.put(id, field.with().apply(p, value)));
        try {
            return ParameterChange.of(e.withOverrides(e.withDefault(s, field.with().apply(e.defaults(s), value)), overrides));
        } catch (InvalidScenarioException ex) {
            throw new InvalidScenarioException(name(), ex.problem());
        }
    }
}
