package org.dltexplorer.app.feature.comparison;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.dltexplorer.app.chart.ComparisonGantts;
import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.app.chart.GanttData;
import org.dltexplorer.app.feature.network.NetworkViewModel;
import org.dltexplorer.app.task.TaskCallbacks;
import org.dltexplorer.app.task.TaskRunner;
import org.dltexplorer.core.analysis.KaryComparison;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.UnsupportedScenarioException;

/**
 * Solves every variant of the selected comparison for the scenario on screen, in the background, and exposes one
 * row per variant (status or why it does not apply, makespan, speedup, processors used, difference) and the
 * variants' Gantt diagrams for one chart on a shared time axis. Work waits while the view is not {@link #activeProperty active}
 * (its tab hidden) and runs when it comes back.
 *
 * <p>The difference is the speedup improvement over the first variant, {@code (S^X − S^1)/S^1·100%} (Ko & Robertazzi 2003
 * eqs. (91)–(92)); with the same load and originator speed it equals {@code (T^1/T^X − 1)·100%}.
 */
public final class ComparisonViewModel {

    /** Pause before solving, as the main solve does, so a dragged slider solves once. */
    public static final long SOLVE_DELAY_MILLIS = 10;

    /**
     * One variant's outcome.
     *
     * @param variant variant name
     * @param status optimal / feasible / infeasible (with reason) / no solver (with reason) / does not apply (why)
     * @param makespan NaN without a schedule
     * @param speedup NaN without a schedule
     * @param processorsUsed processors with a positive load; -1 without a schedule
     * @param improvement speedup improvement over the first variant in percent; NaN when either has no schedule
     */
    public record Row(String variant, String status, double makespan, double speedup, long processorsUsed,
            double improvement) {

        public String makespanText() {
            return NetworkViewModel.fmt(makespan);
        }

        public String speedupText() {
            return NetworkViewModel.fmt(speedup);
        }

        public String processorsText() {
            return processorsUsed < 0 ? "—" : Long.toString(processorsUsed);
        }

        /** {@code +50.00 %}; the baseline row reads {@code baseline}. */
        public String improvementText(boolean baseline) {
            if (baseline) {
                return "baseline";
            }
            return Double.isNaN(improvement) ? "—" : String.format(Locale.ROOT, "%+.2f %%", improvement);
        }
    }

    private final Solvers solvers;
    private final ObjectProperty<Scenario> scenario = new SimpleObjectProperty<>();
    private final BooleanProperty active = new SimpleBooleanProperty(false);
    private final ObservableList<Comparison> comparisons = FXCollections.observableArrayList();
    private final ObjectProperty<Comparison> selected = new SimpleObjectProperty<>();
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<ComparisonGantts> chart = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper paperNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);

    private final org.dltexplorer.app.task.LatestJob job;
    private boolean stale;
    private boolean choosing;

    public ComparisonViewModel(TaskRunner runner, Solvers solvers) {
        this.job = new org.dltexplorer.app.task.LatestJob(runner);
        this.solvers = solvers;
        scenario.addListener((o, a, s) -> refreshChoices(s));
        selected.addListener((o, a, c) -> {
            if (!choosing) {
                request();
            }
        });
        active.addListener((o, a, on) -> {
            if (on && stale) {
                request();
            }
        });
    }

    private void refreshChoices(Scenario s) {
        // a cell of Ko & Robertazzi's (2003) Tables 1 and 2: the printed value, the closed forms and ours, side by side
        paperNote.set(s == null ? "" : KaryComparison.paperCell(s).map(KaryComparison::paperVsOurs).orElse(""));
        List<Comparison> now = s == null ? List.of() : Comparisons.applicableTo(s);
        String keep = selected.get() == null ? null : selected.get().title();
        Comparison next = now.stream().filter(c -> c.title().equals(keep)).findFirst().orElse(now.isEmpty() ? null : now.get(0));
        choosing = true;
        try {
            comparisons.setAll(now);
            selected.set(next);
        } finally {
            choosing = false;
        }
        request();
    }

    /** Solves now if the view is on screen, else marks the rows stale. */
    private void request() {
        job.cancel();
        Scenario s = scenario.get();
        Comparison c = selected.get();
        if (s == null || c == null) {
            busy.set(false);
            stale = false;
            rows.clear();
            chart.set(null);
            summary.set(s == null ? "" : "No comparison for " + s.network().kind().id() + " networks yet");
            return;
        }
        if (!active.get()) {
            stale = true;
            return;
        }
        stale = false;
        busy.set(true);
        summary.set("Solving " + c.variants().size() + " variants…");
        job.submit(monitor -> solveAll(s, c, monitor), TaskCallbacks.<Outcome>of(r -> show(s, c, r), e -> {
            busy.set(false);
            rows.clear();
            chart.set(null);
            summary.set("Comparison failed: " + e);
        }), SOLVE_DELAY_MILLIS);
    }

    /** The rows and the diagrams of one comparison. */
    record Outcome(List<Row> rows, List<ComparisonGantts.Panel> panels) {
    }

    private Outcome solveAll(Scenario s, Comparison c, SolveMonitor monitor) {
        List<Schedule> schedules = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        List<ComparisonGantts.Panel> panels = new ArrayList<>();
        for (Variant v : c.variants()) {
            if (monitor.cancelled()) {
                break;
            }
            Schedule sc = null;
            String why = v.whyNotFor(s);
            if (why != null) {
                why = "does not apply: " + why;
            } else {
                try {
                    sc = v.solve(s, solvers, monitor);
                } catch (UnsupportedScenarioException e) {
                    why = e.getMessage();
                } catch (IllegalArgumentException e) {
                    why = "invalid: " + e.getMessage();
                }
            }
            schedules.add(sc);
            failures.add(why);
            if (sc != null && sc.feasible()) {
                panels.add(new ComparisonGantts.Panel(v.name(),
                        GanttData.of(v.name(), sc, v.apply(s))));
            }
        }
        return new Outcome(rows(c.names().subList(0, schedules.size()), schedules, failures), panels);
    }

    /** Rows from solved schedules ({@code null} where {@code failures} says why there is none). */
    static List<Row> rows(List<String> names, List<Schedule> schedules, List<String> failures) {
        double[] makespans = new double[schedules.size()];
        for (int i = 0; i < makespans.length; i++) {
            Schedule sc = schedules.get(i);
            makespans[i] = sc != null && sc.feasible() ? sc.makespan() : Double.NaN;
        }
        double[] gain = improvements(makespans);
        List<Row> out = new ArrayList<>();
        for (int i = 0; i < makespans.length; i++) {
            Schedule sc = schedules.get(i);
            String status = sc == null ? failures.get(i)
                    : sc.status().id() + (sc.feasible() || sc.reason() == null ? "" : " — " + sc.reason());
            boolean ok = sc != null && sc.feasible();
            out.add(new Row(names.get(i), status, makespans[i], ok ? sc.metrics().speedup() : Double.NaN,
                    ok ? sc.metrics().processorsUsed() : -1, gain[i]));
        }
        return out;
    }

    /**
     * Speedup improvement of each variant over the first in percent, {@code (T_1/T_i − 1)·100} (Ko & Robertazzi 2003, eq. (91)
     * for equal load and originator speed); 0 for the first, NaN where a makespan is missing.
     */
    public static double[] improvements(double[] makespans) {
        double[] g = new double[makespans.length];
        for (int i = 0; i < g.length; i++) {
            g[i] = (makespans[0] / makespans[i] - 1) * 100.0;
        }
        return g;
    }

    private void show(Scenario s, Comparison c, Outcome r) {
        busy.set(false);
        rows.setAll(r.rows());
        String name = s.title().isBlank() ? "" : " — " + s.title();
        chart.set(r.panels().isEmpty() ? null : new ComparisonGantts(c.title() + name, r.panels()));
        summary.set(summary(r.rows()));
    }

    /** The best variant and its gain over the baseline, in words. */
    static String summary(List<Row> r) {
        Row best = null;
        for (Row x : r) {
            if (!Double.isNaN(x.makespan()) && (best == null || x.makespan() < best.makespan())) {
                best = x;
            }
        }
        if (best == null) {
            return "No variant has a schedule";
        }
        Row base = r.get(0);
        if (best == base || Double.isNaN(base.makespan())) {
            return "Fastest: " + best.variant() + " (makespan " + best.makespanText() + ")";
        }
        return String.format(Locale.ROOT, "Fastest: %s — makespan %s against %s for %s, speedup %+.2f %%", best.variant(),
                best.makespanText(), base.makespanText(), base.variant(), best.improvement());
    }

    /**
     * The compared variants as a table for CSV export: status, makespan, speedup, processors used and the speedup
     * gain over the first variant in percent (empty for the baseline and where a schedule is missing); null when
     * nothing is compared.
     */
    public DataTable table() {
        if (rows.isEmpty()) {
            return null;
        }
        List<List<String>> cells = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            cells.add(List.of(r.variant(), r.status(), DataTable.number(r.makespan()), DataTable.number(r.speedup()),
                    r.processorsUsed() < 0 ? "" : Long.toString(r.processorsUsed()),
                    i == 0 ? "" : DataTable.number(r.improvement())));
        }
        return new DataTable(List.of("variant", "status", "makespan", "speedup", "processors_used", "improvement_percent"),
                cells);
    }

    /** Stops the running comparison. */
    public void cancel() {
        job.cancel();
        busy.set(false);
    }

    /** The scenario on screen (bound to the main window's). */
    public ObjectProperty<Scenario> scenarioProperty() {
        return scenario;
    }

    /** Whether the comparison is on screen; solving waits until it is. */
    public BooleanProperty activeProperty() {
        return active;
    }

    public ObservableList<Comparison> comparisons() {
        return comparisons;
    }

    public ObjectProperty<Comparison> selectedProperty() {
        return selected;
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    public ReadOnlyObjectProperty<ComparisonGantts> chartProperty() {
        return chart.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Paper vs ours when the scenario is a cell of Ko & Robertazzi's (2003) Tables 1 and 2, else empty. */
    public ReadOnlyStringProperty paperNoteProperty() {
        return paperNote.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }
}
