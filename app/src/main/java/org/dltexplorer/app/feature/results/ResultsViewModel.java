package org.dltexplorer.app.feature.results;

import java.util.ArrayList;
import java.util.List;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.app.chart.DistributionData;
import org.dltexplorer.app.chart.GanttData;
import org.dltexplorer.app.feature.network.NetworkViewModel;
import org.dltexplorer.core.io.GapText;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Metrics;
import org.dltexplorer.core.schedule.Schedule;

/**
 * What the result views show for the latest solve: the schedule with its scenario, the summary rows, and the data
 * of the distribution and Gantt charts (idle processors included, with load 0).
 */
public final class ResultsViewModel {

    /** One line of the summary. */
    public record SummaryRow(String name, String value) {
    }

    /** A schedule with the scenario it answers and how long the solve took. */
    public record Solved(Scenario scenario, Schedule schedule, double solveMillis) {
    }

    private final ObjectProperty<Solved> solved = new SimpleObjectProperty<>();
    private final ObservableList<SummaryRow> summary = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<DistributionData> distribution = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<GanttData> gantt = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Schedule> schedule = new ReadOnlyObjectWrapper<>();

    private final javafx.beans.property.ReadOnlyStringWrapper speedupNote = new javafx.beans.property.ReadOnlyStringWrapper("");

    public ResultsViewModel() {
        solved.addListener((o, a, s) -> refresh(s));
    }

    private void refresh(Solved s) {
        speedupNote.set(s == null ? "" : SpeedupExplanation.of(s.scenario(), s.schedule()));
        if (s == null) {
            summary.clear();
            distribution.set(null);
            gantt.set(null);
            schedule.set(null);
            return;
        }
        Schedule sc = s.schedule();
        Metrics m = sc.metrics();
        List<SummaryRow> rows = new ArrayList<>();
        rows.add(new SummaryRow("Status", sc.status().id() + (sc.hasBound() ? " (" + GapText.withinOptimal(sc) + ")" : "")
                + (sc.reason() == null ? "" : " — " + sc.reason())));
        rows.add(new SummaryRow("Makespan", NetworkViewModel.fmt(sc.makespan())));
        rows.add(new SummaryRow("Speedup", NetworkViewModel.fmt(m.speedup()) + " (over the originator alone)"));
        String why = SpeedupExplanation.of(s.scenario(), sc);
        if (!why.isEmpty()) {
            rows.add(new SummaryRow("Why below 1", why));
        }
        rows.add(new SummaryRow("Utilization", NetworkViewModel.fmt(m.utilization())));
        rows.add(new SummaryRow("Equivalent speed", NetworkViewModel.fmt(m.equivalentSpeed())));
        rows.add(new SummaryRow("Processors used", m.processorsUsed() + " of " + total(s, m)));
        rows.add(new SummaryRow("Solver", sc.solver()));
        rows.add(new SummaryRow("Solve time", String.format(java.util.Locale.ROOT, "%.2f ms", s.solveMillis())));
        for (String note : sc.notes()) {
            rows.add(new SummaryRow("Note", note));
        }
        summary.setAll(rows);

        long count = s.scenario().network().processorCount();
        String name = s.scenario().title().isBlank() ? "" : " — " + s.scenario().title();
        distribution.set(sc.feasible() ? DistributionData.of("Load distribution" + name, sc, count) : null);
        gantt.set(sc.feasible() ? GanttData.of("Communication–computation diagram" + name, sc, count) : null);
        schedule.set(sc);
    }

    private static String total(Solved s, Metrics m) {
        long t = m.processorsTotal() > 0 ? m.processorsTotal() : s.scenario().network().processorCount();
        return t == Long.MAX_VALUE ? "more than 9.2e18" : Long.toString(t);
    }

    /**
     * The summary as {@code key,value} rows with numbers at full precision, for CSV export; null before a solve.
     */
    public DataTable summaryTable() {
        Solved s = solved.get();
        if (s == null) {
            return null;
        }
        Schedule sc = s.schedule();
        Metrics m = sc.metrics();
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("makespan", DataTable.number(sc.makespan())));
        rows.add(List.of("speedup", DataTable.number(m.speedup())));
        rows.add(List.of("utilization", DataTable.number(m.utilization())));
        rows.add(List.of("equivalent_speed", DataTable.number(m.equivalentSpeed())));
        rows.add(List.of("processors_used", Long.toString(m.processorsUsed())));
        rows.add(List.of("processors_total", Long.toString(m.processorsTotal() > 0 ? m.processorsTotal()
                : s.scenario().network().processorCount())));
        rows.add(List.of("solver", sc.solver()));
        rows.add(List.of("status", sc.status().id()));
        rows.add(List.of("reason", sc.reason() == null ? "" : sc.reason()));
        if (sc.hasBound()) {
            rows.add(List.of("bound", DataTable.number(sc.bound())));
            rows.add(List.of("gap", DataTable.number(sc.gap())));
        }
        rows.add(List.of("solve_time_ms", DataTable.number(s.solveMillis())));
        for (String note : sc.notes()) {
            rows.add(List.of("note", note));
        }
        return new DataTable(List.of("key", "value"), rows);
    }

    /** The summary value for {@code name}, or null. */
    public String summaryValue(String name) {
        return summary.stream().filter(r -> r.name().equals(name)).map(SummaryRow::value).findFirst().orElse(null);
    }

    public ObjectProperty<Solved> solvedProperty() {
        return solved;
    }

    public ReadOnlyObjectProperty<Schedule> scheduleProperty() {
        return schedule.getReadOnlyProperty();
    }

    public ObservableList<SummaryRow> summary() {
        return summary;
    }

    public ReadOnlyObjectProperty<DistributionData> distributionProperty() {
        return distribution.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<GanttData> ganttProperty() {
        return gantt.getReadOnlyProperty();
    }

    /** Why the speedup of the schedule shown is below 1 ({@link SpeedupExplanation}); empty when it is not. */
    public javafx.beans.property.ReadOnlyStringProperty speedupNoteProperty() {
        return speedupNote.getReadOnlyProperty();
    }
}
