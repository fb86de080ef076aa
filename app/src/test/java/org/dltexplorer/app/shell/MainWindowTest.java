package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.dltexplorer.app.feature.network.NetworkCanvas;
import org.dltexplorer.app.feature.network.NetworkViewModel;
import org.dltexplorer.app.feature.parameters.Parameter;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.schedule.Schedule;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/**
 * The main window driven like a user would, headless (Monocle). Work runs on the calling thread and the solver
 * registry is fixed ({@link TestSolvers}), so every assertion sees the finished result.
 */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class MainWindowTest {

    private MainViewModel vm;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), TestSolvers.chainAndInfeasibleLoop());
        Scene scene = ExplorerApplication.createScene(vm);
        window = (MainWindow) scene.getRoot();
        stage.setScene(scene);
        stage.show();
    }

    private static <T extends Node> T find(FxRobot robot, String query, Class<T> type) {
        return robot.lookup(query).queryAs(type);
    }

    private static String text(FxRobot robot, String query) {
        return find(robot, query, Label.class).getText();
    }

    private static CategoryDataset distribution(FxRobot robot) {
        ChartViewer viewer = find(robot, "#distributionChart", ChartViewer.class);
        return ((CategoryPlot) viewer.getChart().getPlot()).getDataset();
    }

    /** Whether the node and all its parents are visible (size controls hide their whole row). */
    private static boolean shown(FxRobot robot, String query) {
        for (Node n = robot.lookup(query).query(); n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static void replaceText(FxRobot robot, String query, String text) {
        robot.clickOn(query);
        robot.push(KeyCode.CONTROL, KeyCode.A);
        robot.write(text);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theDefaultChainShowsOneBarPerProcessorSummingToTheLoad(FxRobot robot) {
        CategoryDataset ds = distribution(robot);
        assertThat(ds.getColumnCount()).isEqualTo(6);
        double sum = 0;
        for (int c = 0; c < ds.getColumnCount(); c++) {
            sum += ds.getValue(0, c).doubleValue();
        }
        assertThat(sum).isCloseTo(1.0, within(1e-9));
        assertThat(ds.getColumnKey(0)).hasToString("P0");
        assertThat(find(robot, "#banner", Label.class).isVisible()).isFalse();
    }

    @Test
    void raisingTheProcessorCountAddsBarsAndRedrawsTheNetwork(FxRobot robot) {
        robot.clickOn("#size-processors .text-field");
        robot.type(KeyCode.UP, 3);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.network().processorsProperty().get()).isEqualTo(9);
        assertThat(distribution(robot).getColumnCount()).isEqualTo(9);
        assertThat(text(robot, "#networkCaption")).startsWith("chain of 9");
    }

    @Test
    void movingTheTransferRateSliderChangesTheFieldAndTheMakespan(FxRobot robot) {
        double before = vm.results().scheduleProperty().get().makespan();
        String textBefore = find(robot, "#field-C", TextField.class).getText();
        Slider slider = find(robot, "#slider-C", Slider.class);
        robot.clickOn(slider);
        robot.type(KeyCode.RIGHT, 5);
        WaitForAsyncUtils.waitForFxEvents();
        String after = find(robot, "#field-C", TextField.class).getText();
        assertThat(after).isNotEqualTo(textBefore);
        assertThat(Double.parseDouble(after)).isCloseTo(Math.pow(10, slider.getValue()), within(Math.pow(10, slider.getValue()) * 0.01));
        // the summary shows the new makespan, which differs since C changed
        assertThat(vm.results().summaryValue("Makespan")).isEqualTo(NetworkViewModel.fmt(vm.results().scheduleProperty().get().makespan()));
        assertThat(vm.results().scheduleProperty().get().makespan()).isNotEqualTo(before);
    }

    @Test
    void typingAWordInAFieldMarksItAndKeepsTheSolverAway(FxRobot robot) {
        Schedule before = vm.results().scheduleProperty().get();
        replaceText(robot, "#field-C", "fast");
        Label error = find(robot, "#error-C", Label.class);
        assertThat(error.isVisible()).isTrue();
        assertThat(error.getText()).isEqualTo("C: 'fast' is not a number");
        assertThat(text(robot, "#banner")).startsWith("Invalid input: C: 'fast' is not a number");
        assertThat(vm.results().scheduleProperty().get()).isSameAs(before);
        assertThat(window.parametersView().validation().isInvalid()).isTrue();
    }

    @Test
    void aNegativeStartupIsRejectedWithTheRule(FxRobot robot) {
        replaceText(robot, "#field-S", "-0.5");
        assertThat(text(robot, "#error-S")).isEqualTo("S must be ≥ 0, got -0.5");
        replaceText(robot, "#field-S", "0.01");
        assertThat(find(robot, "#error-S", Label.class).isVisible()).isFalse();
        assertThat(vm.scenarioProperty().get().linkDefault().S()).isEqualTo(0.01);
        assertThat(find(robot, "#banner", Label.class).isVisible()).isFalse();
    }

    @Test
    void theNotationSwitchRelabelsEveryParameter(FxRobot robot) {
        replaceText(robot, "#field-A", "4");
        robot.clickOn("#notation-alpha_tau_sigma");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#label-A")).isEqualTo("Speed σ");
        assertThat(text(robot, "#label-C")).isEqualTo("Transfer rate τ");
        assertThat(text(robot, "#label-S")).isEqualTo("Startup α");
        assertThat(find(robot, "#field-A", TextField.class).getText()).isEqualTo("0.25");
        robot.clickOn("#notation-w_z_t");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#label-A")).isEqualTo("Compute time w");
        assertThat(vm.scenarioProperty().get().processorDefault().A()).isEqualTo(4);
    }

    @Test
    void aKindWithoutSolverIsDrawnAndTheBannerSaysSo(FxRobot robot) {
        robot.clickOn("#kind-star");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.network().kindProperty().get()).isEqualTo(NetworkKind.STAR);
        assertThat(text(robot, "#banner")).startsWith("No solver for a ");
        assertThat(text(robot, "#networkCaption")).isEqualTo("star: originator 0 and 6 workers");
        assertThat(shown(robot, "#size-workers")).isTrue();
        assertThat(shown(robot, "#size-processors")).isFalse();
        assertThat(shown(robot, "#strategy-order")).isTrue();
    }

    @Test
    void anInfeasibleInstanceShowsTheSolversReason(FxRobot robot) {
        robot.clickOn("#kind-loop");
        WaitForAsyncUtils.waitForFxEvents();
        Label banner = find(robot, "#banner", Label.class);
        assertThat(banner.isVisible()).isTrue();
        assertThat(banner.getText()).isEqualTo("Infeasible: " + TestSolvers.INFEASIBLE_REASON);
        assertThat(banner.getStyleClass()).contains("banner-error");
    }

    @Test
    void drawingACustomNetworkAddsConnectsAndSetsTheOriginator(FxRobot robot) {
        robot.clickOn("#kind-graph");
        NetworkCanvas canvas = window.networkView().canvas();
        robot.clickOn("#tool-add_node");
        robot.clickOn(canvas.screenPointOf(0.85, 0.15));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#networkCaption")).isEqualTo("custom graph: 5 nodes, 4 links, originator 0");
        assertThat(text(robot, "#networkError")).contains("not connected");
        robot.clickOn("#tool-connect");
        robot.clickOn(canvas.screenPointOf(4));
        robot.clickOn(canvas.screenPointOf(1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#networkCaption")).isEqualTo("custom graph: 5 nodes, 5 links, originator 0");
        assertThat(find(robot, "#networkError", Label.class).isVisible()).isFalse();
        robot.clickOn("#tool-originator");
        robot.clickOn(canvas.screenPointOf(3));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.network().networkProperty().get().originator()).isEqualTo(3);
        // no graph solver in this registry: the drawing stays and the banner explains
        assertThat(text(robot, "#banner")).startsWith("No solver for a ");
    }

    @Test
    void deletingAndDraggingNodesOfACustomNetwork(FxRobot robot) {
        robot.clickOn("#kind-graph");
        NetworkCanvas canvas = window.networkView().canvas();
        Point2D from = canvas.screenPointOf(0);
        robot.drag(from).dropTo(canvas.screenPointOf(0.3, 0.9));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.network().drawingProperty().get().node(0).y()).isGreaterThan(0.8);
        robot.clickOn("#tool-delete");
        robot.clickOn(canvas.screenPointOf(3));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.network().networkProperty().get().processorCount()).isEqualTo(3);
        assertThat(text(robot, "#networkCaption")).startsWith("custom graph: 3 nodes");
    }

    /** Walked under Xvfb: LP1's "Processor 4 … finish = 270" card stayed over the 20-worker star opened after it. */
    @Test
    void theHoverCardFollowsTheResultAndLeavesWithTheNetwork(FxRobot robot) {
        NetworkCanvas canvas = window.networkView().canvas();
        robot.moveTo(canvas.screenPointOf(2));
        WaitForAsyncUtils.waitForFxEvents();
        Label card = find(robot, "#hoverCard", Label.class);
        String before = card.getText();
        robot.interact(() -> vm.parameters().field(org.dltexplorer.app.feature.parameters.Parameter.V).textProperty().set("3"));
        WaitForAsyncUtils.waitForFxEvents();
        Schedule s = vm.results().scheduleProperty().get();
        assertThat(s.loadOf(2)).isNotEqualTo(Double.NaN);
        assertThat(card.getText()).isNotEqualTo(before).contains("load = " + NetworkViewModel.fmt(s.loadOf(2)));
        robot.interact(() -> vm.network().kindProperty().set(org.dltexplorer.core.model.NetworkKind.STAR));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(card.isVisible()).isFalse();
    }

    @Test
    void hoveringANodeShowsItsParametersLoadAndTimes(FxRobot robot) {
        NetworkCanvas canvas = window.networkView().canvas();
        robot.moveTo(canvas.screenPointOf(2));
        WaitForAsyncUtils.waitForFxEvents();
        Label card = find(robot, "#hoverCard", Label.class);
        assertThat(card.isVisible()).isTrue();
        Schedule s = vm.results().scheduleProperty().get();
        assertThat(card.getText()).startsWith("Processor 2\nA = 1")
                .contains("load = " + NetworkViewModel.fmt(s.loadOf(2)))
                .contains("finish = ");
    }

    @Test
    void clickingANodeOpensItsParametersAndAnOverrideChangesTheResult(FxRobot robot) {
        NetworkCanvas canvas = window.networkView().canvas();
        robot.clickOn(canvas.screenPointOf(1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.network().selectedNodeProperty().get()).isEqualTo(1);
        TextField a = robot.lookup("#elementSheet .text-field").queryAs(TextField.class);
        assertThat(a.getText()).isEqualTo("1");
        double load1 = vm.results().scheduleProperty().get().loadOf(1);
        robot.clickOn(a);
        robot.push(KeyCode.CONTROL, KeyCode.A);
        robot.write("0.25");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.scenarioProperty().get().processor(1).A()).isEqualTo(0.25);
        // a four times faster processor 1 takes more load
        assertThat(vm.results().scheduleProperty().get().loadOf(1)).isGreaterThan(load1);
    }

    @Test
    void aLargeTorusIsDrawnByLayerWithoutHanging(FxRobot robot) {
        robot.clickOn("#kind-torus2d");
        robot.clickOn("#size-k .text-field");
        robot.type(KeyCode.UP, 4);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.network().shape().torusKProperty().get()).isEqualTo(5);
        assertThat(vm.network().drawingProperty().get().aggregated()).isTrue();
        assertThat(text(robot, "#networkCaption")).contains("drawn by layer");
        assertThat(window.networkView().canvas().lastDrawNanos()).isPositive();
        assertThat(shown(robot, "#strategy-layers")).isTrue();
        assertThat(shown(robot, "#strategy-ports")).isFalse();
    }

    @Test
    void theGanttTabShowsCommunicationAndComputation(FxRobot robot) {
        robot.clickOn("#tab-gantt");
        WaitForAsyncUtils.waitForFxEvents();
        ChartViewer viewer = find(robot, "#ganttChart", ChartViewer.class);
        assertThat(viewer.isVisible()).isTrue();
        XYPlot plot = (XYPlot) viewer.getChart().getPlot();
        assertThat(plot.getDataset().getSeriesCount()).isGreaterThanOrEqualTo(2);
        assertThat(plot.isDomainPannable()).isTrue();
        assertThat(find(robot, "#viewTabs", TabPane.class).getSelectionModel().getSelectedItem().getId()).isEqualTo("tab-gantt");
    }

    @Test
    void speedupAndTimeVsLoadCurvesHaveSeveralSeries(FxRobot robot) {
        robot.clickOn("#tab-speedup");
        ChartViewer speedup = find(robot, "#speedupChart", ChartViewer.class);
        assertThat(((XYPlot) speedup.getChart().getPlot()).getDataset().getSeriesCount()).isGreaterThanOrEqualTo(2);
        robot.clickOn("#tab-time");
        ChartViewer time = find(robot, "#timeVsLoadChart", ChartViewer.class);
        XYPlot plot = (XYPlot) time.getChart().getPlot();
        assertThat(plot.getDataset().getSeriesCount()).isGreaterThanOrEqualTo(2);
        assertThat(plot.getDomainAxis()).isInstanceOf(LogAxis.class);
        assertThat(plot.getRangeAxis()).isInstanceOf(LogAxis.class);
    }

    @Test
    void theSummaryListsMakespanSpeedupAndSolver(FxRobot robot) {
        robot.clickOn("#tab-summary");
        Schedule s = vm.results().scheduleProperty().get();
        assertThat(vm.results().summary()).extracting(r -> r.name()).contains("Makespan", "Speedup", "Utilization",
                "Equivalent speed", "Processors used", "Solver", "Solve time");
        assertThat(robot.lookup(NetworkViewModel.fmt(s.metrics().speedup())).tryQuery()).isPresent();
        assertThat(((Label) robot.lookup("#statusBar .label").query()).getText()).contains("optimal");
    }

    @Test
    void theMemoryToggleEnablesTheBufferField(FxRobot robot) {
        TextField b = find(robot, "#field-B", TextField.class);
        assertThat(b.isDisabled()).isTrue();
        robot.clickOn("#unlimitedMemory");
        assertThat(b.isDisabled()).isFalse();
        assertThat(vm.parameters().inputsProperty().get().processor().limitedMemory()).isTrue();
        replaceText(robot, "#field-B", "0");
        assertThat(text(robot, "#error-B")).isEqualTo("B must be > 0, got 0");
        assertThat(vm.parameters().field(Parameter.B).valid()).isFalse();
    }

    @Test
    void theGalleryMenuOpensAPaperScenarioInTheViewThatMakesItsPoint(FxRobot robot) {
        javafx.scene.control.MenuBar bar = find(robot, "#menuBar", javafx.scene.control.MenuBar.class);
        javafx.scene.control.Menu gallery = bar.getMenus().stream().filter(m -> "menu-gallery".equals(m.getId())).findFirst()
                .orElseThrow();
        // one submenu per seed paper, all five papers present, and the lessons beyond them
        assertThat(gallery.getItems()).extracting(javafx.scene.control.MenuItem::getText)
                .containsExactlyInAnyOrder("Błażewicz et al. (1999)", "Drozdowski (2009)", "Drozdowski & Wolniewicz (2003)",
                        "Błażewicz & Drozdowski (1997)", "Ko & Robertazzi (2003)", MainWindow.BEYOND_THE_PAPERS);
        javafx.scene.control.MenuItem example2 = gallery.getItems().stream()
                .filter(m -> m.getText().equals("Błażewicz & Drozdowski (1997)")).map(m -> (javafx.scene.control.Menu) m)
                .flatMap(m -> m.getItems().stream()).filter(i -> "gallery-blazewicz-drozdowski-1997-example2-chain-inside".equals(i.getId()))
                .findFirst().orElseThrow();

        robot.interact(example2::fire);

        // Example 2: 11 processors, originator 5 (the centre); the gallery says the Gantt diagram makes its point
        assertThat(vm.scenarioProperty().get().network()).isEqualTo(new org.dltexplorer.core.model.Chain(11, 5));
        assertThat(find(robot, "#viewTabs", TabPane.class).getSelectionModel().getSelectedItem().getId()).isEqualTo("tab-gantt");
    }
}
