package org.dltexplorer.app.feature.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.dltexplorer.app.chart.map.MapMetric;
import org.dltexplorer.app.feature.history.ScenarioChange;
import org.dltexplorer.app.task.BackgroundJob;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.app.task.TaskCallbacks;
import org.dltexplorer.app.task.TaskHandle;
import org.dltexplorer.app.task.TaskRunner;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/** The Map view's state without a screen: axes, solving, hover text, a click made an edit, cancel. */
class MapViewModelTest {

    private final Scenario chain = Scenario.uniform(new Chain(6, 0), 2, ProcessorParams.of(1), LinkParams.of(0, 0.2));
    private final List<Scenario> edits = new ArrayList<>();
    private final List<String> names = new ArrayList<>();
    private final CurrentThreadTaskRunner runner = new CurrentThreadTaskRunner();

    private MapViewModel vm(TaskRunner r) {
        MapViewModel vm = new MapViewModel(r, Solvers.standard(), 1, edit -> {
            edits.add(edit.scenario());
            names.add(edit.label());
        });
        vm.activeProperty().set(true);
        return vm;
    }

    /** Sets the fields of {@code a} while the map is hidden, then shows it: one map solved, not one per field. */
    private static void axis(MapViewModel vm, AxisChoice a, String name, String from, String to, String steps, boolean log) {
        vm.activeProperty().set(false);
        a.nameProperty().set(name);
        a.fromProperty().set(from);
        a.toProperty().set(to);
        a.stepsProperty().set(steps);
        a.logProperty().set(log);
        vm.activeProperty().set(true);
    }

    @Test
    void aScenarioStartsWithTheLoadAcrossAndTheLinksCUpAroundTheirValues() {
        MapViewModel vm = vm(runner);
        vm.scenarioProperty().set(chain);

        assertThat(vm.x().nameProperty().get()).isEqualTo("V");
        assertThat(vm.x().fromProperty().get()).isEqualTo("0.2");
        assertThat(vm.x().toProperty().get()).isEqualTo("20");
        assertThat(vm.x().logProperty().get()).isTrue();
        assertThat(vm.y().nameProperty().get()).isEqualTo("C");
        assertThat(vm.parameterNames()).contains("V", "processors", "A[5]", "C[0]", "C[4]")
                .doesNotContain("workers", "k", "A[6]", "C[5]"); // a chain's links are 0…4
        assertThat(vm.mapProperty().get().complete()).isTrue();
        assertThat(vm.mapProperty().get().grid().size()).isEqualTo(32 * 32);
    }

    @Test
    void aParameterChosenGetsARangeAroundItsValue() {
        MapViewModel vm = vm(runner);
        vm.scenarioProperty().set(chain);

        vm.x().nameProperty().set("processors"); // 6 now: 1 … 12, every whole number
        assertThat(List.of(vm.x().fromProperty().get(), vm.x().toProperty().get(), vm.x().stepsProperty().get()))
                .containsExactly("1", "12", "12");
        assertThat(vm.x().logProperty().get()).isFalse();
        vm.y().nameProperty().set("S"); // 0 now: 0 … 1, linear
        assertThat(List.of(vm.y().fromProperty().get(), vm.y().toProperty().get(), vm.y().stepsProperty().get()))
                .containsExactly("0", "1", "32");
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(vm.mapProperty().get().grid().size()).isEqualTo(12 * 32);
    }

    @Test
    void eachPointIsTheScenarioWithBothParametersChangedSolved() {
        MapViewModel vm = vm(runner);
        vm.scenarioProperty().set(chain);
        axis(vm, vm.x(), "processors", "1", "8", "8", false);
        axis(vm, vm.y(), "C", "0.1", "0.5", "5", false);
        vm.metricProperty().set(MapMetric.SPEEDUP);

        ProgressiveMap map = vm.mapProperty().get();
        // processors = 4, C = 0.3 (index 3 and 2), solved directly
        Schedule direct = Solvers.standard().solve(chain.withNetwork(new Chain(4, 0)).withLinkDefault(LinkParams.of(0, 0.3)));
        assertThat(map.point(3, 2).outcome().speedup()).isEqualTo(direct.metrics().speedup());
        assertThat(vm.pointer().describe(3, 2)).isEqualTo("processors = 4, C = 0.3: speedup " + ScenarioChange.format(direct.metrics().speedup())
                + " (" + direct.status().id() + ")");
    }

    @Test
    void theDataAreThePointsSolvedInTheColumnsOfDltMapAndCellsAreFoundByValue() {
        MapViewModel vm = vm(runner);
        vm.scenarioProperty().set(chain);
        axis(vm, vm.x(), "V", "1", "3", "3", false);
        axis(vm, vm.y(), "C", "0.1", "1", "2", true);

        var table = vm.table();
        assertThat(table.header()).containsExactly("ix", "iy", "V", "C", "status", "makespan", "speedup", "efficiency",
                "processorsUsed", "bound", "gap", "reason");
        assertThat(table.rows()).hasSize(6);
        Schedule direct = Solvers.standard().solve(chain.withLoad(2).withLinkDefault(LinkParams.of(0, 1)));
        assertThat(table.rows().get(4).subList(0, 6)).containsExactly("1", "1", "2", "1", "optimal",
                org.dltexplorer.core.io.ShortestDecimal.of(direct.makespan()));
        // cells reach half way to their neighbours (geometrically on the log axis: 0.1 | √0.1 ≈ 0.316 | 1)
        assertThat(vm.pointer().cellAt(2.4, 0.3)).containsExactly(1, 0);
        assertThat(vm.pointer().cellAt(2.6, 0.35)).containsExactly(2, 1);
        assertThat(vm.pointer().cellAt(4, 0.5)).isNull();
        vm.pointer().hoverAt(1.2, 0.9);
        assertThat(vm.pointer().hoverProperty().get()).startsWith("V = 1, C = 1: speedup ");
    }

    @Test
    void aPointNotSolvedSaysWhy() {
        MapViewModel vm = vm(runner);
        vm.scenarioProperty().set(chain);
        axis(vm, vm.x(), "processors", "0", "4", "5", false);

        assertThat(vm.pointer().describe(0, 0)).startsWith("processors = 0, C = ").endsWith(": no speedup (infeasible) — processors: must be >= 1, got 0");
    }

    @Test
    void aClickMakesThePointTheScenarioAsOneNamedEdit() {
        MapViewModel vm = vm(runner);
        vm.scenarioProperty().set(chain);
        axis(vm, vm.x(), "V", "1", "10", "10", false);
        axis(vm, vm.y(), "A[2]", "0.5", "2", "4", false);

        vm.pick(4, 3);

        Scenario expected = ScenarioParameter.parse("A[2]").apply(ScenarioParameter.parse("V").apply(chain, 5).scenario(), 2).scenario();
        assertThat(edits).containsExactly(expected);
        assertThat(expected.processor(2).A()).isEqualTo(2);
        assertThat(expected.load()).isEqualTo(5);
        assertThat(names).containsExactly("map point V = 5, A[2] = 2");
    }

    @Test
    void theClickedScenarioAndTheOldOneAgainKeepTheMapAnotherScenarioSolvesItAgain() {
        MapViewModel vm = vm(runner);
        vm.scenarioProperty().set(chain);
        ProgressiveMap map = vm.mapProperty().get();
        int jobs = runner.submitted();
        vm.pick(3, 4);

        vm.scenarioProperty().set(edits.get(0)); // the window applies the edit
        vm.scenarioProperty().set(chain);        // and undoes it
        assertThat(vm.mapProperty().get()).isSameAs(map);
        assertThat(runner.submitted()).isEqualTo(jobs);

        vm.scenarioProperty().set(chain.withLoad(3));
        assertThat(vm.mapProperty().get()).isNotSameAs(map);
        assertThat(runner.submitted()).isEqualTo(jobs + 1);
    }

    @Test
    void badSettingsAreOneLineNamingTheFieldAndNothingIsSolved() {
        MapViewModel vm = vm(runner);
        vm.scenarioProperty().set(chain);
        int jobs = runner.submitted();

        vm.x().stepsProperty().set("0");
        assertThat(vm.errorProperty().get()).isEqualTo("x steps: must be a whole number from 2 to 400, got '0'");
        vm.x().stepsProperty().set("10");
        vm.y().fromProperty().set("abc");
        assertThat(vm.errorProperty().get()).isEqualTo("y from: not a number: 'abc'");
        vm.y().fromProperty().set("0.1");
        vm.y().nameProperty().set("A[9]");
        assertThat(vm.errorProperty().get()).isEqualTo("y: A[9]: no processor 9 in this chain of 6 processors");
        vm.y().nameProperty().set("V");
        assertThat(vm.errorProperty().get()).isEqualTo("V: the two axes need different parameters");
        assertThat(runner.submitted()).isEqualTo(jobs + 2); // steps 10, then y from 0.1: valid settings again
    }

    @Test
    void nothingIsSolvedWhileTheTabIsHiddenAndTheLatestScenarioIsWhenItShows() {
        MapViewModel vm = vm(runner);
        vm.activeProperty().set(false);
        vm.scenarioProperty().set(chain);
        vm.scenarioProperty().set(chain.withLoad(4));
        assertThat(runner.submitted()).isZero();
        assertThat(vm.messageProperty().get()).isEqualTo("the map is solved when its tab is opened");

        vm.activeProperty().set(true);
        assertThat(runner.submitted()).isEqualTo(1);
        assertThat(vm.base()).isEqualTo(chain.withLoad(4));
    }

    /** Runs the last job on the calling thread when told to, with a monitor its handle cancels. */
    private static final class HeldRunner implements TaskRunner {
        BackgroundJob<?> job;
        TaskCallbacks<Object> callbacks;
        volatile boolean cancelled;

        @Override
        @SuppressWarnings("unchecked")
        public <T> TaskHandle submit(BackgroundJob<T> j, TaskCallbacks<T> c, long delayMillis) {
            job = j;
            callbacks = (TaskCallbacks<Object>) (TaskCallbacks<?>) c;
            cancelled = false;
            return () -> cancelled = true;
        }

        void runHeld() throws Exception {
            Object r = job.call(new SolveMonitor() {
                @Override
                public boolean cancelled() {
                    return cancelled;
                }

                @Override
                public void progress(double fraction, String message) {
                    callbacks.onProgress().progress(fraction, message);
                }
            });
            callbacks.onSuccess().accept(r);
        }
    }

    @Test
    void cancelStopsTheMapAndKeepsThePointsSolvedSoFar() throws Exception {
        HeldRunner held = new HeldRunner();
        MapViewModel vm = vm(held);
        vm.scenarioProperty().set(chain);
        axis(vm, vm.x(), "V", "1", "100", "300", true);
        axis(vm, vm.y(), "C", "0.01", "1", "300", true);
        vm.revisionProperty().addListener((o, a, b) -> {
            if (vm.mapProperty().get().solved() > 0) {
                vm.cancel(); // at the first points on screen
            }
        });

        held.runHeld();

        ProgressiveMap map = vm.mapProperty().get();
        int solved = map.solved();
        assertThat(held.cancelled).isTrue();
        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(solved).isPositive().isLessThan(90_000);
        assertThat(vm.messageProperty().get()).isEqualTo("Map cancelled after " + solved + " of 90000 points");
        // the coarse points came first: the first solved is (0, 0), and (1, 0) is not among them unless 1/4 were solved
        assertThat(map.point(0, 0)).isNotNull();
    }

    /**
     * A map cancelled part way is exported as incomplete: every point is a row, those not solved with the reason, and
     * the figure's data hatch them (one "not solved" legend entry) with a note for the caption, never a coarse point
     * standing for them as on screen.
     */
    @Test
    void aCancelledMapIsExportedWithItsPointsNotSolvedSaidSo(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        HeldRunner held = new HeldRunner();
        MapViewModel vm = vm(held);
        vm.scenarioProperty().set(chain);
        axis(vm, vm.x(), "V", "1", "100", "120", true);
        axis(vm, vm.y(), "C", "0.01", "1", "100", true);
        vm.revisionProperty().addListener((o, a, b) -> {
            if (vm.mapProperty().get().solved() > 0) {
                vm.cancel();
            }
        });
        held.runHeld();
        ProgressiveMap map = vm.mapProperty().get();
        int solved = map.solved();
        assertThat(solved).isPositive().isLessThan(12_000);

        var rows = vm.table().rows();
        var onScreen = vm.data();
        var exported = vm.exportData();
        assertThat(rows).hasSize(12_000);
        int notSolved = 0;
        for (int iy = 0; iy < 100; iy++) {
            for (int ix = 0; ix < 120; ix++) {
                List<String> row = rows.get(iy * 120 + ix);
                assertThat(row.subList(0, 2)).containsExactly(Integer.toString(ix), Integer.toString(iy));
                if (map.point(ix, iy) == null) {
                    notSolved++;
                    assertThat(row.subList(4, 12)).containsExactly("infeasible", "", "", "", "0", "", "",
                            MapViewModel.UNSOLVED_STOPPED);
                    // the screen shows a coarse point here, the export does not
                    assertThat(onScreen.hatched(MapMetric.SPEEDUP, ix, iy)).isFalse();
                    assertThat(exported.hatched(MapMetric.SPEEDUP, ix, iy)).isTrue();
                } else {
                    assertThat(row.get(4)).isEqualTo(map.point(ix, iy).outcome().status().id());
                    assertThat(exported.value(MapMetric.SPEEDUP, ix, iy)).isEqualTo(map.point(ix, iy).outcome().speedup());
                }
            }
        }
        assertThat(notSolved).isEqualTo(12_000 - solved);
        int[] first = firstUnsolved(map); // in index order, as the notes name it
        assertThat(exported.notes(MapMetric.SPEEDUP)).containsExactly(notSolved + " of 12000 points not solved: "
                + MapViewModel.UNSOLVED_STOPPED + " (first at V = "
                + org.dltexplorer.app.chart.MathText.number(map.grid().x().value(first[0])) + ", C = "
                + org.dltexplorer.app.chart.MathText.number(map.grid().y().value(first[1])) + ")");

        // the figure: the hatched cells' one legend entry, in the PDF a reader opens
        var figure = vm.figureOptions(org.dltexplorer.app.chart.export.FigureOptions.defaults(
                org.dltexplorer.app.chart.export.ExportFormat.PDF));
        var chart = org.dltexplorer.app.chart.map.HeatMapChartBuilder.build(exported, figure);
        List<String> legend = new ArrayList<>();
        for (Object t : chart.getSubtitles()) {
            if (t instanceof org.jfree.chart.title.LegendTitle l) {
                var items = l.getSources()[0].getLegendItems();
                for (int k = 0; k < items.getItemCount(); k++) {
                    legend.add(items.get(k).getLabel());
                }
            }
        }
        assertThat(legend).containsExactly(org.dltexplorer.app.chart.map.HeatMapChartBuilder.NOT_SOLVED);
        java.nio.file.Path pdf = dir.resolve("cancelled.pdf");
        org.dltexplorer.app.chart.map.MapFigures.write(exported, pdf, figure);
        assertThat(java.nio.file.Files.readAllBytes(pdf)).startsWith('%', 'P', 'D', 'F');
    }

    /** The cell of the first point not solved, in index order (x fastest). */
    private static int[] firstUnsolved(ProgressiveMap map) {
        for (int iy = 0; iy < map.grid().y().size(); iy++) {
            for (int ix = 0; ix < map.grid().x().size(); ix++) {
                if (map.point(ix, iy) == null) {
                    return new int[] {ix, iy};
                }
            }
        }
        throw new AssertionError("every point was solved");
    }
}
