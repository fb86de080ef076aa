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

import org.dltexplorer.app.feature.network.NetworkViewModel;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;

/**
 * Play state of the scattering animation: the phase shown (0 = only the originator holds load, {@code phases} = all
 * activated), whether it plays, how fast (phases per second), the nodes active at the phase and the schedule time
 * the phase ends at (a cursor the Gantt chart can follow). Time passes through {@link #tick}, so tests drive it
 * without a screen.
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
    private double elapsed;

    public AnimationViewModel() {
        speed.addListener((o, a, v) -> {
            double c = Math.max(MIN_SPEED, Math.min(MAX_SPEED, v.doubleValue()));
            if (c != v.doubleValue()) {
                speed.set(c);
            }
        });
        playing.addListener((o, a, on) -> {
            if (on && phase.get() >= phases.get()) {
                // playing from the last phase starts over
                go(0);
            }
            elapsed = 0;
        });
        refresh();
    }

    /** Shows the activation of a solved scenario (or clears it when there is none or no pattern for its kind). */
    public void load(Scenario s, Schedule schedule) {
        playing.set(false);
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
        go(0);
    }

    /** Next phase; at the last phase it stays and playing stops. */
    public void step() {
        if (phase.get() < phases.get()) {
            go(phase.get() + 1);
        }
        if (phase.get() >= phases.get()) {
            playing.set(false);
        }
    }

    /** Previous phase (stays at 0). */
    public void back() {
        playing.set(false);
        go(Math.max(0, phase.get() - 1));
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
    }

    private void go(int j) {
        phase.set(j);
        refresh();
    }

    private void refresh() {
        ActivationPlan p = plan.get();
        int j = phase.get();
        active.set(p == null ? new BitSet() : p.activeAfter(j));
        timeCursor.set(p == null ? Double.NaN : p.phaseEnd()[j]);
        if (p == null) {
            phaseLabel.set("");
            return;
        }
        String t = Double.isNaN(timeCursor.get()) ? "" : ", t = " + NetworkViewModel.fmt(timeCursor.get());
        phaseLabel.set(String.format(Locale.ROOT, "Phase %d of %d — %d active%s", j, phases.get(), active.get().cardinality(), t));
    }

    /** The messages of the phase shown. */
    public List<int[]> currentMessages() {
        ActivationPlan p = plan.get();
        return p == null ? List.of() : p.messagesOf(phase.get());
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

    public ReadOnlyStringProperty phaseLabelProperty() {
        return phaseLabel.getReadOnlyProperty();
    }

    /** What is animated, or why nothing is. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
