package org.dltexplorer.core.analysis;

import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Scenario;

/**
 * A number of the default processor or link ({@code A}, {@code B}, {@code S}, {@code C}, {@code R}): it reaches every
 * element without its own value; listed overrides keep theirs. When every element has its own value the default
 * reaches none, so changing it is refused with a line naming the element parameters.
 *
 * @param field the number
 * @param <P> processor or link parameters
 */
record DefaultValue<P>(ElementField<P> field) implements ScenarioParameter {

    @Override
    public String name() {
        return field.name();
    }

    @Override
    public boolean integer() {
        return false;
    }

    @Override
    public void check(Scenario s) {
        Elements<P> e = field.elements();
        if (e.allOverridden(s)) {
            throw new InvalidScenarioException(name(), "every " + e.noun() + " has its own " + name()
                    + ", so the default reaches none: change " + e.range(s.network(), name()) + " instead");
        }
    }

    @Override
    public double current(Scenario s) {
        check(s);
        return field.get().applyAsDouble(field.elements().defaults(s));
    }

    @Override
    public ParameterChange apply(Scenario s, double value) {
        check(s);
        Elements<P> e = field.elements();
        try {
            return ParameterChange.of(e.withDefault(s, field.with().apply(e.defaults(s), value)));
        } catch (InvalidScenarioException ex) {
            throw new InvalidScenarioException(name(), ex.problem());
        }
    }
}
