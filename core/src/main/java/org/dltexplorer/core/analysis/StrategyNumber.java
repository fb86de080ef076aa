package org.dltexplorer.core.analysis;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.StrategyKey;

/**
 * A number of the strategy ({@code installments}); the rest of the strategy stays. Adding a strategy number is one
 * line in {@link #ALL}.
 *
 * @param key the strategy key (its name, and the kinds it applies to, from the one table {@link StrategyKey})
 * @param integer whether it takes whole numbers only
 * @param get its value (the default when the scenario does not set it)
 * @param with the strategy with the value replaced
 */
record StrategyNumber(StrategyKey key, boolean integer, ToDoubleFunction<Strategy> get,
        BiFunction<Strategy, Double, Strategy> with) implements ScenarioParameter {

    static final List<StrategyNumber> ALL = List.of(
            // installments 1 on a strategy that leaves it unset stays unset: the scenario's own value changes nothing
            new StrategyNumber(StrategyKey.INSTALLMENTS, true, Strategy::installmentsOrDefault,
                    (st, v) -> st.withInstallments(st.installments() == null && v == 1 ? null : (int) (double) v)),
            // swept from the cheapest cost up, the makespans draw the time–cost front
            new StrategyNumber(StrategyKey.BUDGET, false, st -> st.budget() == null ? Double.NaN
                    : st.budget(), (st, v) -> st.withBudget(Double.isNaN(v) ? null : v)),
            new StrategyNumber(StrategyKey.DEADLINE, false, st -> st.deadline() == null ? Double.NaN
                    : st.deadline(), (st, v) -> st.withDeadline(Double.isNaN(v) ? null : v)));

    /** The strategy key's name. */
    @Override
    public String name() {
        return key.id();
    }

    @Override
    public void check(Scenario s) {
        if (!key.appliesTo(s.network().kind())) {
            throw new InvalidScenarioException(name(), "does not apply to a " + s.network().kind().id()
                    + " network (it applies to: " + key.kinds().stream().map(NetworkKind::id).sorted().collect(Collectors.joining(", ")) + ")");
        }
    }

    @Override
    public double current(Scenario s) {
        check(s);
        return get.applyAsDouble(s.strategy());
    }

    @Override
    public ParameterChange apply(Scenario s, double value) {
        check(s);
        if (integer && (value != Math.rint(value) || Math.abs(value) > Integer.MAX_VALUE)) {
            throw new InvalidScenarioException(name(), "must be a whole number, got " + value);
        }
        try {
            return ParameterChange.of(s.withStrategy(with.apply(s.strategy(), value)));
        } catch (InvalidScenarioException ex) {
            throw new InvalidScenarioException(name(), ex.problem());
        }
    }
}
