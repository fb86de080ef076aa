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
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.GanttData;
import org.dltexplorer.app.chart.LoadHistogram;
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
    private final ReadOnlyObjectWrapper<FigureData> distribution = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<GanttData> gantt = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Schedule> schedule = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ProcessorTable> table = new ReadOnlyObjectWrapper<>(new ProcessorTable(false, List.of()));
    /** The processor (or layer) picked in the table, highlighted in the network and Gantt views; -1 for none. */
    private final javafx.beans.property.IntegerProperty highlighted = new javafx.beans.property.SimpleIntegerProperty(-1);

    private final javafx.beans.property.ReadOnlyStringWrapper speedupNote = new javafx.beans.property.ReadOnlyStringWrapper("");

    public ResultsViewModel() {
        solved.addListener((o, a, s) -> refresh(s));
    }

    private void refresh(Solved s) {
        speedupNote.set(s == null ? "" : SpeedupExplanation.headline(s.scenario(), s.schedule()));
        if (s == null) {
            summary.clear();
            distribution.set(null);
            gantt.set(null);
            schedule.set(null);
            table.set(new ProcessorTable(false, List.of()));
            highlighted.set(-1);
            return;
        }
        Schedule sc = s.schedule();
        Metrics m = sc.metrics();
        List<SummaryRow> rows = new ArrayList<>();
        rows.add(new SummaryRow("Status", sc.status().id() + (sc.hasBound() ? " (" + GapText.withinOptimal(sc) + ")" : "")
                + (sc.reason() == null ? "" : " — " + sc.reason())));
        rows.add(new SummaryRow("Makespan", NetworkViewModel.fmt(sc.makespan())));
        beyondThePapers(s.scenario(), sc, rows);
        rows.add(new SummaryRow("Speedup", NetworkViewModel.fmt(m.speedup()) + " (over the originator alone)"));
        String why = SpeedupExplanation.of(s.scenario(), sc);
        if (!why.isEmpty()) {
            rows.add(new SummaryRow("Why below 1", why));
        }
        rows.add(new SummaryRow("Utilization", NetworkViewModel.fmt(m.utilization())));
        rows.add(new SummaryRow("Equivalent speed", NetworkViewModel.fmt(m.equivalentSpeed())));
        rows.add(new SummaryRow("Processors used", m.processorsUsed() + " of " + total(s, m)));
        rows.add(new SummaryRow("Solver", sc.solver()));
        rows.add(new SummaryRow("Solve time", ElapsedText.of(s.solveMillis())));
        for (String note : sc.notes()) {
            rows.add(new SummaryRow("Note", note));
        }
        summary.setAll(rows);

        long count = s.scenario().network().processorCount();
        String name = s.scenario().title().isBlank() ? "" : " — " + s.scenario().title();
        distribution.set(sc.feasible()
                ? readableDistribution(DistributionData.of("Load distribution" + name, sc, count), count, s.scenario().load()) : null);
        schedule.set(sc);
        ganttWindowed.set(false);
        if (sc.feasible() && !sc.layered() && count > GANTT_WINDOW) {
            int critical = critical(sc);
            ganttCritical = critical;
            ganttRows.set((int) Math.min(Integer.MAX_VALUE, Math.max(count, sc.shares().stream().mapToInt(x -> x.index() + 1).max().orElse(0))));
            ganttWindowed.set(true);
            int first = Math.max(0, Math.min(critical - GANTT_WINDOW / 2, ganttRows.get() - GANTT_WINDOW));
            if (ganttFirst.get() == first) {
                gantt.set(windowedGantt(name));
            } else {
                ganttFirst.set(first); // its listener draws the window
            }
        } else {
            gantt.set(sc.feasible() ? GanttData.of("Communication–computation diagram" + name, sc, count, s.scenario()) : null);
        }
        ProcessorTable perProcessor = ProcessorTable.of(s.scenario(), sc);
        int picked = highlighted.get();
        if (picked >= 0 && perProcessor.rows().stream().noneMatch(r -> r.index() == picked)) {
            highlighted.set(-1); // a processor of the network before the edit
        }
        table.set(perProcessor);
    }

    /**
     * The answers of the models beyond the papers, as {@code dlt solve} reports them: the load finished by a deadline
     * (the sum of the fractions) and the cost whenever a processor has one, with the budget it had to keep.
     */
    private static void beyondThePapers(org.dltexplorer.core.model.Scenario scenario, Schedule sc, List<SummaryRow> rows) {
        if (!sc.feasible()) {
            return;
        }
        Double deadline = scenario.strategy().deadline();
        if (org.dltexplorer.core.schedule.ScheduleCost.loadReported(scenario)) {
            rows.add(new SummaryRow("Load", NetworkViewModel.fmt(org.dltexplorer.core.schedule.ScheduleCost.loadOf(sc))
                    + " (the most finished by the deadline " + NetworkViewModel.fmt(deadline) + ")"));
        }
        if (org.dltexplorer.core.schedule.ScheduleCost.reported(scenario)) {
            Double budget = scenario.strategy().budget();
            rows.add(new SummaryRow("Cost", NetworkViewModel.fmt(org.dltexplorer.core.schedule.ScheduleCost.of(scenario, sc))
                    + (budget == null ? "" : " (budget " + NetworkViewModel.fmt(budget) + ")")));
        }
    }

    /** Bars a distribution chart draws one by one; beyond it the used processors' loads are drawn as a histogram. */
    public static final int MAX_BARS = 400;

    /** Processors the Gantt diagram shows at a time when there are more (a scroll bar moves the window). */
    public static final int GANTT_WINDOW = 60;

    /**
     * A large network's distribution as a reader can take it in: only the processors that get load, one bar each
     * in id order while there are at most {@link #MAX_BARS}, else a {@link LoadHistogram} of their loads; the title
     * says how many are used, counted as the summary and the table count them ({@link ProcessorTable#carries}).
     */
    static FigureData readableDistribution(DistributionData d, long processors, double v) {
        if (d.layered() || d.bars().size() <= MAX_BARS && processors <= MAX_BARS) {
            return d;
        }
        List<DistributionData.Bar> used = d.bars().stream().filter(b -> ProcessorTable.carries(b.load(), v)).toList();
        String words = used.size() + " of " + processors + " processors used";
        if (used.size() > MAX_BARS) {
            return LoadHistogram.of(d.title() + " — " + words, d, processors);
        }
        return new DistributionData(d.title() + " — " + words + "; idle processors not drawn", false, used, d.reason());
    }

    /**
     * The processor that finishes last (the one the makespan waits for); of processors that finish together, as
     * optimal schedules make them (Błażewicz & Drozdowski (1997), eq. (10)), the lowest id: picking the one that
     * rounding puts an ulp later moved the Gantt window to a different place on every edit.
     */
    static int critical(Schedule sc) {
        double end = Double.NEGATIVE_INFINITY;
        for (org.dltexplorer.core.schedule.Interval i : sc.timeline()) {
            end = Math.max(end, i.end());
        }
        double together = end - FINISH_TOGETHER * Math.abs(end);
        int best = Integer.MAX_VALUE;
        for (org.dltexplorer.core.schedule.Interval i : sc.timeline()) {
            if (i.end() >= together) {
                best = Math.min(best, i.processor());
            }
        }
        return best == Integer.MAX_VALUE ? 0 : best;
    }

    /** Relative difference of finishing times taken for finishing together. */
    private static final double FINISH_TOGETHER = 1e-9;

    private final javafx.beans.property.IntegerProperty ganttFirst = new javafx.beans.property.SimpleIntegerProperty(0);
    private final javafx.beans.property.ReadOnlyIntegerWrapper ganttRows = new javafx.beans.property.ReadOnlyIntegerWrapper(0);
    private final javafx.beans.property.ReadOnlyBooleanWrapper ganttWindowed = new javafx.beans.property.ReadOnlyBooleanWrapper(false);
    private int ganttCritical;

    {
        ganttFirst.addListener((o, a, f) -> {
            if (ganttWindowed.get() && solved.get() != null) {
                String t = solved.get().scenario().title();
                gantt.set(windowedGantt(t.isBlank() ? "" : " — " + t));
            }
        });
    }

    /** The Gantt diagram of the processors {@code first … first + GANTT_WINDOW − 1}, titled with where it is. */
    private GanttData windowedGantt(String name) {
        Schedule sc = schedule.get();
        int first = ganttFirst.get();
        int last = Math.min(ganttRows.get(), first + GANTT_WINDOW) - 1;
        List<org.dltexplorer.core.schedule.Interval> window = sc.timeline().stream()
                .filter(i -> i.processor() >= first && i.processor() <= last).toList();
        List<org.dltexplorer.core.schedule.Share> shares = sc.shares().stream()
                .filter(x -> x.index() >= first && x.index() <= last).toList();
        Schedule part = new Schedule(sc.status(), sc.reason(), sc.solver(), false, shares, window, sc.makespan(), sc.metrics(),
                sc.notes(), null);
        String where = " — P" + first + "–P" + last + " of " + ganttRows.get() + " (scroll for the others; the last to finish is P"
                + ganttCritical + ")";
        return GanttData.of("Communication–computation diagram" + name + where, part, last + 1, solved.get().scenario());
    }

    /** First processor of the Gantt window (large networks). */
    public javafx.beans.property.IntegerProperty ganttFirstProperty() {
        return ganttFirst;
    }

    /** Processors the schedule has rows for, when the Gantt diagram shows a window of them. */
    public javafx.beans.property.ReadOnlyIntegerProperty ganttRowsProperty() {
        return ganttRows.getReadOnlyProperty();
    }

    /** Whether the Gantt diagram shows a window of {@link #GANTT_WINDOW} processors rather than all. */
    public javafx.beans.property.ReadOnlyBooleanProperty ganttWindowedProperty() {
        return ganttWindowed.getReadOnlyProperty();
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
        String why = SpeedupExplanation.of(s.scenario(), sc);
        if (!why.isEmpty()) {
            rows.add(List.of("why_below_1", why));
        }
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

    /** One row per processor (per layer for layered kinds) of the latest schedule; empty before a solve. */
    public ReadOnlyObjectProperty<ProcessorTable> tableProperty() {
        return table.getReadOnlyProperty();
    }

    /** The per-processor table as full-precision numbers; null before a feasible solve. */
    public DataTable processorTable() {
        return table.get().rows().isEmpty() ? null : table.get().data();
    }

    public javafx.beans.property.IntegerProperty highlightedProperty() {
        return highlighted;
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

    /** The distribution: one bar per processor, or a {@link LoadHistogram} when more than {@link #MAX_BARS} are used. */
    public ReadOnlyObjectProperty<FigureData> distributionProperty() {
        return distribution.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<GanttData> ganttProperty() {
        return gantt.getReadOnlyProperty();
    }

    /** One line on why the speedup shown is below 1 ({@link SpeedupExplanation#headline}); empty when it is not. */
    public javafx.beans.property.ReadOnlyStringProperty speedupNoteProperty() {
        return speedupNote.getReadOnlyProperty();
    }
}
