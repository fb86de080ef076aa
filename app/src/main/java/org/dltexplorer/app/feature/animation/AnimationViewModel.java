package org.dltexplorer.app.feature.animation;

import java.util.BitSet;
import java.util.List;
import java.util.Locale;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleObjectProperty;

import org.dltexplorer.app.chart.GanttData;
import org.dltexplorer.app.feature.network.NetworkViewModel;
import org.dltexplorer.core.model.LayerOrder;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;

/**
 * Play state of the scattering animation: the phase shown (0 = only the originator holds load, {@code phases} = all
 * activated), whether it plays, how fast (phases per second), the nodes active at the phase and the schedule time
 * the phase ends at (a cursor the Gantt chart can follow). Time passes through {@link #tick}, so tests drive it
 * without a screen.
 * <p>
 * The Gantt cursor ({@link #cursorTimeProperty}) sits at the end of the phase shown and, while playing, moves
 * linearly towards the end of the next one. The animation's own Gantt diagram ({@link #ganttProperty}) always shows
 * it; the main Gantt tab ({@link #mainCursorTimeProperty}) only once the animation has left its start, and only while
 * the animated schedule is the main one. For meshes and tori the layer order can be switched between NLF and LLF
 * ({@link #layerOrderProperty}): the other order is solved here and animated with its own Gantt diagram.
 * <p>
 * A crowded phase (more than {@link ActivationPlan#CROWDED} messages) is shown port by port while
 * {@link #byPortProperty} is on: each step shows the messages leaving on one port of every sender, and the phase's
 * receivers light up as their port comes; the last port's step ends the phase.
 */
public final class AnimationViewModel {

    public static final double MIN_SPEED = 0.25;
    public static final double MAX_SPEED = 8;

    private final ReadOnlyObjectWrapper<ActivationPlan> plan = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyIntegerWrapper phase = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyIntegerWrapper phases = new ReadOnlyIntegerWrapper(0);
    private final BooleanProperty playing = new SimpleBooleanProperty(false);
    private final DoubleProperty speed = new SimpleDoubleProperty(1);
    private final ReadOnlyObjectWrapper<BitSet> active = new ReadOnlyObjectWrapper<>(new BitSet());
    private final ReadOnlyDoubleWrapper timeCursor = new ReadOnlyDoubleWrapper(Double.NaN);
    private final ReadOnlyStringWrapper phaseLabel = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("Nothing to animate yet");
    private final ReadOnlyDoubleWrapper cursorTime = new ReadOnlyDoubleWrapper(Double.NaN);
    private final ReadOnlyDoubleWrapper mainCursorTime = new ReadOnlyDoubleWrapper(Double.NaN);
    private final ReadOnlyObjectWrapper<GanttData> gantt = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper orderSwitchable = new ReadOnlyBooleanWrapper(false);
    private final ObjectProperty<LayerOrder> layerOrder = new SimpleObjectProperty<>(LayerOrder.NLF);
    private final Solvers solvers;
    private final ParameterSweep sweep = new ParameterSweep();
    private Scenario mainScenario;
    private Schedule mainSchedule;
    private boolean showingMain;
    /** The scenario animated now (the main one or the main one in the other layer order). */
    private Scenario animated;
    private double elapsed;
    /** The port group of the phase shown (index into {@link ActivationPlan#portGroups}); -1: the whole phase. */
    private int port = -1;
    private final BooleanProperty byPort = new SimpleBooleanProperty(true);

    public AnimationViewModel() {
        this(Solvers.standard());
    }

    /** @param solvers solves the other layer order when the user switches between NLF and LLF */
    public AnimationViewModel(Solvers solvers) {
        this.solvers = solvers;
        // the order shown follows the scenario animated: only an order other than that one is the user's switch
        layerOrder.addListener((o, a, order) -> {
            if (order != null && order != animatedOrder()) {
                switchOrder(order);
            }
        });
        speed.addListener((o, a, v) -> {
            double c = Math.max(MIN_SPEED, Math.min(MAX_SPEED, v.doubleValue()));
            if (c != v.doubleValue()) {
                speed.set(c);
            }
        });
        playing.addListener((o, a, on) -> {
            if (on && atEnd()) {
                // playing from the last phase starts over
                go(0);
            }
            elapsed = 0;
            moveCursor();
        });
        byPort.addListener((o, a, on) -> go(phase.get()));
        refresh();
    }

    /** Shows the activation of a solved scenario (or clears it when there is none or no pattern for its kind). */
    public void load(Scenario s, Schedule schedule) {
        mainScenario = s;
        mainSchedule = schedule;
        // while a parameter sweeps, the phase shown stays, so the picture changes only with the parameter
        show(s, schedule, true, sweep.runningProperty().get() ? phase.get() : 0);
        // only for networks small enough to animate, so the other order's solve on this thread stays quick
        orderSwitchable.set(plan.get() != null
                && (s.network() instanceof Mesh || s.network() instanceof Torus2d && s.limitedMemory()));
        layerOrder.set(animatedOrder()); // the order of what is animated now: no switch
    }

    /** The layer order of the scenario animated now (NLF, the default, when there is none). */
    private LayerOrder animatedOrder() {
        return animated == null ? LayerOrder.NLF : animated.strategy().layersOrDefault();
    }

    /** Animates the main scenario solved with {@code order} instead (the main schedule again for its own order). */
    private void switchOrder(LayerOrder order) {
        if (mainScenario == null || !orderSwitchable.get()) {
            return;
        }
        if (order == mainScenario.strategy().layersOrDefault()) {
            show(mainScenario, mainSchedule, true, 0);
            return;
        }
        Scenario other = mainScenario.withStrategy(mainScenario.strategy().withLayers(order));
        Schedule schedule;
        try {
            schedule = solvers.solve(other);
        } catch (RuntimeException e) {
            schedule = Schedule.infeasible("none", "no solver for " + order.id() + ": " + e.getMessage(),
                    other.network().processorCount());
        }
        show(other, schedule, false, 0);
    }

    private void show(Scenario s, Schedule schedule, boolean main, int keepPhase) {
        showingMain = main;
        animated = s;
        playing.set(false);
        elapsed = 0;
        ActivationPlan p = null;
        String why = "";
        if (s == null || schedule == null) {
            why = "Nothing to animate yet";
        } else {
            try {
                p = ActivationPlan.of(s, schedule);
            } catch (IllegalArgumentException e) {
                why = "No animation: " + e.getMessage();
            }
        }
        plan.set(p);
        phases.set(p == null ? 0 : p.phases());
        message.set(p == null ? why : p.caption());
        gantt.set(p == null ? null : GanttData.of("Communication–computation diagram — " + p.caption(), schedule,
                s.network().processorCount()));
        go(Math.min(keepPhase, phases.get()));
    }

    /** Next port of a crowded phase, else the next phase; at the end it stays and playing stops. */
    public void step() {
        if (port >= 0 && port < groups(phase.get()) - 1) {
            port++;
            refresh();
        } else if (phase.get() < phases.get()) {
            go(phase.get() + 1);
        }
        if (atEnd()) {
            playing.set(false);
        }
    }

    /** Whether the last phase (and of a crowded one its last port) is shown. */
    private boolean atEnd() {
        return phase.get() >= phases.get() && (port < 0 || port >= groups(phase.get()) - 1);
    }

    /** Previous port of a crowded phase, else the previous phase at its last port (stays at 0). */
    public void back() {
        playing.set(false);
        elapsed = 0;
        if (port > 0) {
            port--;
            refresh();
            return;
        }
        int j = Math.max(0, phase.get() - 1);
        go(j);
        if (port >= 0) {
            port = groups(j) - 1;
            refresh();
        }
    }

    /** Port groups phase {@code j} is stepped through: more than one only for a crowded phase while by-port is on. */
    private int groups(int j) {
        ActivationPlan p = plan.get();
        return p == null || !byPort.get() ? 1 : Math.max(1, p.portGroups(j).size());
    }

    public void play() {
        if (phases.get() > 0) {
            playing.set(true);
        }
    }

    public void pause() {
        playing.set(false);
    }

    /** Back to phase 0, paused. */
    public void reset() {
        playing.set(false);
        elapsed = 0;
        go(0);
    }

    /** Lets {@code seconds} pass: while playing, one phase per {@code 1/speed} seconds. */
    public void tick(double seconds) {
        if (!playing.get()) {
            return;
        }
        elapsed += seconds * speed.get();
        while (elapsed >= 1 && playing.get()) {
            elapsed -= 1;
            step();
        }
        if (!playing.get()) {
            elapsed = 0;
        }
        moveCursor();
    }

    private void go(int j) {
        port = groups(j) > 1 ? 0 : -1;
        phase.set(j);
        refresh();
    }

    /** The phase end, or while playing the point {@code elapsed} of the way to the next phase's end. */
    private void moveCursor() {
        ActivationPlan p = plan.get();
        int j = phase.get();
        double t = p == null ? Double.NaN : p.phaseEnd()[j];
        if (p != null && playing.get() && j < p.phases() && elapsed > 0) {
            double next = p.phaseEnd()[j + 1];
            if (!Double.isNaN(t) && !Double.isNaN(next)) {
                t += elapsed * (next - t);
            }
        }
        cursorTime.set(t);
        boolean started = j > 0 || playing.get() && elapsed > 0;
        mainCursorTime.set(showingMain && started ? t : Double.NaN);
    }

    private void refresh() {
        ActivationPlan p = plan.get();
        int j = phase.get();
        BitSet now = p == null ? new BitSet() : p.activeAfter(j);
        if (p != null && port >= 0) {
            // the receivers of the ports not yet shown are still dark
            List<List<int[]>> g = p.portGroups(j);
            for (int k = port + 1; k < g.size(); k++) {
                for (int[] m : g.get(k)) {
                    if (p.phaseOf()[m[1]] == j) {
                        now.clear(m[1]);
                    }
                }
            }
        }
        active.set(now);
        timeCursor.set(p == null ? Double.NaN : p.phaseEnd()[j]);
        moveCursor();
        if (p == null) {
            phaseLabel.set("");
            return;
        }
        String t = Double.isNaN(timeCursor.get()) ? "" : ", t = " + NetworkViewModel.fmt(timeCursor.get());
        String layer = j == 0 ? "" : " → layer " + p.layerOf()[j - 1];
        String ports = "";
        if (port >= 0) {
            List<List<int[]>> g = p.portGroups(j);
            ports = String.format(Locale.ROOT, " — port %d of %d (%s, %d messages)", port + 1, g.size(),
                    p.portName(g.get(port).get(0)[2]), g.get(port).size());
        }
        phaseLabel.set(String.format(Locale.ROOT, "Phase %d of %d — %d active%s%s%s", j, phases.get(), active.get().cardinality(), t,
                layer, ports));
    }

    /** The messages shown: the phase's, or in a crowded phase stepped by port, this port's. */
    public List<int[]> currentMessages() {
        ActivationPlan p = plan.get();
        if (p == null) {
            return List.of();
        }
        return port >= 0 ? p.portGroups(phase.get()).get(port) : p.messagesOf(phase.get());
    }

    /** Whether crowded phases are stepped port by port (on by default; a GIF shows whole phases). */
    public BooleanProperty byPortProperty() {
        return byPort;
    }

    /** The port group shown within the phase (0-based), or -1 when the whole phase is shown. */
    public int port() {
        return port;
    }

    /** The parameter sweep shown under the animation (its target is wired by the main window's view-model). */
    public ParameterSweep sweep() {
        return sweep;
    }

    public ReadOnlyObjectProperty<ActivationPlan> planProperty() {
        return plan.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty phaseProperty() {
        return phase.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty phasesProperty() {
        return phases.getReadOnlyProperty();
    }

    public BooleanProperty playingProperty() {
        return playing;
    }

    /** Phases per second, kept within [{@link #MIN_SPEED}, {@link #MAX_SPEED}]. */
    public DoubleProperty speedProperty() {
        return speed;
    }

    /** Nodes holding load once the phase shown has ended. */
    public ReadOnlyObjectProperty<BitSet> activeProperty() {
        return active.getReadOnlyProperty();
    }

    /** Schedule time at which the phase shown ends (NaN when the schedule does not say). */
    public ReadOnlyDoubleProperty timeCursorProperty() {
        return timeCursor.getReadOnlyProperty();
    }

    /**
     * Where the animation's Gantt cursor stands: {@link #timeCursorProperty} when paused, interpolated towards the
     * next phase's end while playing (NaN when there is nothing to animate or the schedule does not say).
     */
    public ReadOnlyDoubleProperty cursorTimeProperty() {
        return cursorTime.getReadOnlyProperty();
    }

    /** The cursor for the main Gantt tab: {@link #cursorTimeProperty} once the animation has left phase 0, else NaN. */
    public ReadOnlyDoubleProperty mainCursorTimeProperty() {
        return mainCursorTime.getReadOnlyProperty();
    }

    /** The Gantt diagram of the animated schedule (null when nothing is animated). */
    public ReadOnlyObjectProperty<GanttData> ganttProperty() {
        return gantt.getReadOnlyProperty();
    }

    /** NLF or LLF; setting it animates the scenario solved with that order. */
    public ObjectProperty<LayerOrder> layerOrderProperty() {
        return layerOrder;
    }

    /** Whether the layer order can be switched (meshes, and tori with memory buffers: binomial trees of Drozdowski & Wolniewicz (2003)). */
    public ReadOnlyBooleanProperty orderSwitchableProperty() {
        return orderSwitchable.getReadOnlyProperty();
    }

    /** Whether the animated schedule is the main solve's (false while the other layer order is shown). */
    public boolean showingMainSchedule() {
        return showingMain;
    }

    public ReadOnlyStringProperty phaseLabelProperty() {
        return phaseLabel.getReadOnlyProperty();
    }

    /** What is animated, or why nothing is. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
