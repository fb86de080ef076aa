package org.dltexplorer.app.feature.parameters;

import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.KaryLoads;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Ports;
import org.dltexplorer.core.model.Routing;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.StrategyKey;

/**
 * The parameter panel's scheduling choices (ports, activation order, installments, layers, routing, the K-ary
 * policy, whether the originator computes, and the star's keys beyond the papers), which of them apply to the kind
 * shown (core's one table, {@link StrategyKey}), and the {@link Strategy} they make.
 *
 * <p>A choice set to what the panel's inputs say (a scenario shown) is no change; one that differs is the user's,
 * and the panel is told ({@code changed}). A switch of kind made here, not shown with a scenario, puts that kind's
 * default ports.
 */
public final class StrategyChoices {

    private final ObjectProperty<NetworkKind> kind;
    private final ObjectProperty<Ports> ports = new SimpleObjectProperty<>(Ports.ALL);
    private final ObjectProperty<ActivationOrder.Rule> order = new SimpleObjectProperty<>(ActivationOrder.Rule.GIVEN);
    /** Most messages per star worker (multi-installment); 1 = single-installment. */
    private final ObjectProperty<Integer> installments = new SimpleObjectProperty<>(1);
    /**
     * A listed activation order of the loaded scenario, which the panel has no control for: kept in every scenario
     * the panel builds, so an edit never drops it, until the user picks another order.
     */
    private Strategy carried = Strategy.DEFAULT;
    /** Beyond the papers (star): the most money, empty for none. */
    private final StrategyNumberField budget = new StrategyNumberField(StrategyKey.BUDGET, false);
    /** Beyond the papers (star): the most load by this time, empty for none; the load field is then out of use. */
    private final StrategyNumberField deadline = new StrategyNumberField(StrategyKey.DEADLINE, true);
    /** Beyond the papers (star, installments > 1): whether a worker computes while it receives. */
    private final BooleanProperty computeWhileReceiving = new SimpleBooleanProperty(true);
    private final ObjectProperty<LayerOrder> layers = new SimpleObjectProperty<>(LayerOrder.NLF);
    private final ObjectProperty<Routing> routing = new SimpleObjectProperty<>(Routing.STORE_AND_FORWARD);
    private final ObjectProperty<KaryPolicy> karyPolicy = new SimpleObjectProperty<>(KaryPolicy.SEQUENTIAL);
    private final ObjectProperty<Collect> collect = new SimpleObjectProperty<>(Collect.AFTER_SENDS);
    private final ObjectProperty<KaryLoads> karyLoads = new SimpleObjectProperty<>(KaryLoads.CLOSED_FORM);
    private final BooleanProperty originatorComputes = new SimpleBooleanProperty(true);
    /** The choices the panel's inputs carry ({@code null}: none, or the panel is in error) and the kind they are for. */
    private Strategy shown;
    private NetworkKind shownKind;
    private final Runnable changed;

    private final BooleanBinding portsApply;
    private final BooleanBinding orderApplies;
    private final BooleanBinding installmentsApply;
    private final BooleanBinding layersApply;
    private final BooleanBinding routingApplies;
    private final BooleanBinding karyApplies;
    private final BooleanBinding karyLoadsApply;
    private final BooleanBinding budgetApplies;
    private final BooleanBinding deadlineApplies;
    private final BooleanBinding computeWhileReceivingApplies;
    /** The key matters only with more than one installment (one message arrives before its worker computes). */
    private final BooleanBinding computeWhileReceivingMatters;

    /** Choices for the kind in {@code kind}; {@code changed} hears of each change of the user's. */
    StrategyChoices(ObjectProperty<NetworkKind> kind, Runnable changed) {
        this.kind = kind;
        this.changed = changed;
        portsApply = applies(StrategyKey.PORTS);
        orderApplies = applies(StrategyKey.ORDER);
        installmentsApply = applies(StrategyKey.INSTALLMENTS);
        layersApply = applies(StrategyKey.LAYERS);
        routingApplies = applies(StrategyKey.ROUTING);
        karyApplies = applies(StrategyKey.SCHEDULE);
        karyLoadsApply = Bindings.createBooleanBinding(
                () -> StrategyKey.LOADS.appliesTo(kind.get()) && karyPolicy.get() == KaryPolicy.MULTI_INSTALLMENT, kind, karyPolicy);
        budgetApplies = applies(StrategyKey.BUDGET);
        deadlineApplies = applies(StrategyKey.DEADLINE);
        computeWhileReceivingApplies = applies(StrategyKey.COMPUTE_WHILE_RECEIVING);
        computeWhileReceivingMatters = Bindings.createBooleanBinding(
                () -> computeWhileReceivingApplies.get() && installments.get() != null && installments.get() > 1,
                computeWhileReceivingApplies, installments);
        follow(ports, st -> ports.get() == st.portsFor(shownKind));
        order.addListener(x -> {
            if (shown == null || order.get() != shown.orderOrDefault().rule()) {
                carried = Strategy.DEFAULT; // a rule picked: the listed order of a file no longer applies
                changed.run();
            }
        });
        follow(budget.textProperty(), st -> budget.errorProperty().get().isEmpty() && Objects.equals(budget.value(), st.budget()));
        follow(deadline.textProperty(), st -> deadline.errorProperty().get().isEmpty() && Objects.equals(deadline.value(), st.deadline()));
        follow(computeWhileReceiving, st -> computeWhileReceiving.get() == st.computeWhileReceivingOrDefault());
        follow(installments, st -> Objects.equals(installments.get(), st.installmentsOrDefault()));
        follow(layers, st -> layers.get() == st.layersOrDefault());
        follow(routing, st -> routing.get() == st.routingOrDefault());
        follow(karyPolicy, st -> karyPolicy.get() == st.scheduleOrDefault());
        follow(collect, st -> collect.get() == st.collectOrDefault());
        follow(karyLoads, st -> karyLoads.get() == st.loadsOrDefault());
        follow(originatorComputes, st -> originatorComputes.get() == st.originatorComputes());
        kind.addListener((o, a, k) -> {
            if (k != shownKind) { // switched here: the kind's default ports; a scenario shown for k brings its own
                ports.set(Strategy.DEFAULT.portsFor(k));
                changed.run();
            }
        });
    }

    /** A choice differing from what the inputs say ({@code shows} false, or no inputs) is the user's change. */
    private void follow(Observable control, Predicate<Strategy> shows) {
        control.addListener(x -> {
            if (shown == null || !shows.test(shown)) {
                changed.run();
            }
        });
    }

    /** Whether {@code key} applies to the kind shown. */
    private BooleanBinding applies(StrategyKey key) {
        return Bindings.createBooleanBinding(() -> key.appliesTo(kind.get()), kind);
    }

    /** The panel's inputs now carry {@code s}, made for kind {@code k} ({@code s} null while the panel is in error). */
    void shown(Strategy s, NetworkKind k) {
        shown = s;
        shownKind = k;
    }

    /** Shows the choices of a scenario for a network of kind {@code k}, which become what the inputs carry. */
    void show(Strategy s, NetworkKind k) {
        shown(s, k);
        carried = new Strategy(null, s.orderOrDefault().rule() == ActivationOrder.Rule.EXPLICIT ? s.order() : null,
                null, null, null, true);
        ports.set(s.portsFor(k));
        if (s.orderOrDefault().rule() != ActivationOrder.Rule.EXPLICIT) {
            order.set(s.orderOrDefault().rule());
        }
        budget.show(s.budget());
        deadline.show(s.deadline());
        computeWhileReceiving.set(s.computeWhileReceivingOrDefault());
        installments.set(s.installmentsOrDefault());
        layers.set(s.layersOrDefault());
        routing.set(s.routingOrDefault());
        karyPolicy.set(s.scheduleOrDefault());
        collect.set(s.collectOrDefault());
        karyLoads.set(s.loadsOrDefault());
        originatorComputes.set(s.originatorComputes());
    }

    /** The choices for the kind in the panel now. */
    Strategy strategy() {
        return strategy(kind.get(), ports.get());
    }

    /**
     * The choices for a network of kind {@code k}: those the inputs carry for the kind they were made for; for
     * another kind (the user switched it) that kind's default ports and the other choices as they are.
     */
    Strategy strategyFor(NetworkKind k) {
        return k == shownKind && shown != null ? shown : strategy(k, Strategy.DEFAULT.portsFor(k));
    }

    /** The choices for kind {@code k} with ports {@code p}: only those that apply and differ from the default, so saved files stay minimal. */
    private Strategy strategy(NetworkKind k, Ports p) {
        boolean kary = StrategyKey.SCHEDULE.appliesTo(k);
        Strategy s = new Strategy(
                StrategyKey.PORTS.appliesTo(k) && p != Strategy.DEFAULT.portsFor(k) ? p : null,
                !StrategyKey.ORDER.appliesTo(k) ? null : carried.order() != null ? carried.order()
                        : order.get() != ActivationOrder.Rule.GIVEN ? new ActivationOrder(order.get(), List.of()) : null,
                StrategyKey.LAYERS.appliesTo(k) && layers.get() != LayerOrder.NLF ? layers.get() : null,
                StrategyKey.ROUTING.appliesTo(k) && routing.get() != Routing.STORE_AND_FORWARD ? routing.get() : null,
                kary && karyPolicy.get() != KaryPolicy.SEQUENTIAL ? karyPolicy.get() : null,
                originatorComputes.get(), kary && collect.get() != Collect.AFTER_SENDS ? collect.get() : null,
                StrategyKey.LOADS.appliesTo(k) && karyPolicy.get() == KaryPolicy.MULTI_INSTALLMENT
                        && karyLoads.get() != KaryLoads.CLOSED_FORM ? karyLoads.get() : null,
                StrategyKey.INSTALLMENTS.appliesTo(k) && installments.get() != null && installments.get() > 1 ? installments.get() : null);
        if (StrategyKey.BUDGET.appliesTo(k)) { // the star's keys beyond the papers
            s = s.withBudget(budget.value()).withDeadline(deadline.value()).withComputeWhileReceiving(
                    StrategyKey.COMPUTE_WHILE_RECEIVING.appliesTo(k) && !computeWhileReceiving.get() ? Boolean.FALSE : null);
        }
        return s;
    }

    /** The budget's and deadline's own errors, and the two together (dual problems: one or the other). */
    void problems(List<String> problems) {
        if (!budgetApplies.get()) {
            return;
        }
        for (StrategyNumberField f : List.of(budget, deadline)) {
            if (!f.errorProperty().get().isEmpty()) {
                problems.add(f.errorProperty().get());
            }
        }
        if (budget.given() && deadline.given()) {
            problems.add("strategy.deadline: cannot be given together with a budget (the shortest time within a budget,"
                    + " or the most load by a deadline), got " + deadline.value() + "; clear one of them");
        }
    }

    /** Whether a valid deadline is typed for a kind it applies to: the scenario then asks for the most load by it. */
    boolean deadlineInForce() {
        return deadlineApplies.get() && deadline.given();
    }

    public ObjectProperty<Ports> portsProperty() {
        return ports;
    }

    public ObjectProperty<ActivationOrder.Rule> orderProperty() {
        return order;
    }

    public ObjectProperty<LayerOrder> layersProperty() {
        return layers;
    }

    public ObjectProperty<Routing> routingProperty() {
        return routing;
    }

    public ObjectProperty<KaryPolicy> karyPolicyProperty() {
        return karyPolicy;
    }

    /** K-ary tree: when a node may collect its children's reports (Ko & Robertazzi (2003) leaves it open). */
    public ObjectProperty<Collect> collectProperty() {
        return collect;
    }

    /** K-ary tree, multi-installment: the paper's loads or loads re-optimised for the same message order. */
    public ObjectProperty<KaryLoads> karyLoadsProperty() {
        return karyLoads;
    }

    public BooleanProperty originatorComputesProperty() {
        return originatorComputes;
    }

    public ObjectProperty<Integer> installmentsProperty() {
        return installments;
    }

    /** The star's budget (empty: none). */
    public StrategyNumberField budget() {
        return budget;
    }

    /** The star's deadline (empty: none); with one, the load field is out of use. */
    public StrategyNumberField deadline() {
        return deadline;
    }

    public BooleanProperty computeWhileReceivingProperty() {
        return computeWhileReceiving;
    }

    public BooleanBinding portsApply() {
        return portsApply;
    }

    public BooleanBinding installmentsApply() {
        return installmentsApply;
    }

    public BooleanBinding orderApplies() {
        return orderApplies;
    }

    public BooleanBinding layersApply() {
        return layersApply;
    }

    public BooleanBinding routingApplies() {
        return routingApplies;
    }

    public BooleanBinding karyApplies() {
        return karyApplies;
    }

    public BooleanBinding budgetApplies() {
        return budgetApplies;
    }

    public BooleanBinding deadlineApplies() {
        return deadlineApplies;
    }

    public BooleanBinding computeWhileReceivingApplies() {
        return computeWhileReceivingApplies;
    }

    /** Whether pausing while receiving can change anything: a star with more than one installment. */
    public BooleanBinding computeWhileReceivingMatters() {
        return computeWhileReceivingMatters;
    }

    /** Whether the choice of loads applies: a K-ary tree under the multi-installment policy. */
    public BooleanBinding karyLoadsApply() {
        return karyLoadsApply;
    }
}
