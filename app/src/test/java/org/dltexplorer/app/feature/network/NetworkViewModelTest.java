package org.dltexplorer.app.feature.network;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.junit.jupiter.api.Test;

class NetworkViewModelTest {

    private final NetworkViewModel vm = new NetworkViewModel();

    @Test
    void sizeControlsBuildTheNetworkOfTheChosenKind() {
        vm.processorsProperty().set(9);
        assertThat(vm.networkProperty().get()).isEqualTo(new Chain(9, 0));
        vm.kindProperty().set(NetworkKind.KARY_TREE);
        vm.shape().levelsProperty().set(2);
        vm.shape().arityProperty().set(3);
        assertThat(vm.networkProperty().get()).isEqualTo(new KaryTree(2, 3));
        vm.kindProperty().set(NetworkKind.BUS);
        vm.workersProperty().set(5);
        vm.shape().busesProperty().set(2);
        // workers are dealt to the buses in turn
        assertThat(((Bus) vm.networkProperty().get()).buses()).containsExactly(java.util.List.of(1, 3, 5), java.util.List.of(2, 4));
    }

    @Test
    void anInvalidSizeKeepsTheLastNetworkAndSaysWhy() {
        vm.kindProperty().set(NetworkKind.LOOP);
        vm.processorsProperty().set(5);
        vm.processorsProperty().set(2);
        assertThat(vm.errorProperty().get()).contains(">= 3");
        assertThat(vm.networkProperty().get().processorCount()).isEqualTo(5);
        vm.processorsProperty().set(4);
        assertThat(vm.errorProperty().get()).isEmpty();
    }

    @Test
    void largeToriAreDrawnByLayerWithLayerCountsOfTheScattering() {
        vm.kindProperty().set(NetworkKind.TORUS2D);
        vm.shape().torusKProperty().set(3);
        NetworkDrawing d = vm.drawingProperty().get();
        assertThat(d.aggregated()).isTrue();
        assertThat(d.nodes()).isEmpty();
        // 2k layers of 4·5^(i-1) processors plus the originator add up to 5^(2k)
        assertThat(d.layerCounts().stream().mapToLong(Long::longValue).sum()).isEqualTo(new Torus2d(3).processorCount());
        vm.shape().torusKProperty().set(1);
        assertThat(vm.drawingProperty().get().aggregated()).isFalse();
        assertThat(vm.drawingProperty().get().nodes()).hasSize(25);
        assertThat(vm.drawingProperty().get().links().stream().filter(NetworkDrawing.Link::wrap)).hasSize(10);
    }

    @Test
    void customGraphEditingAddsConnectsDeletesAndSetsTheOriginator() {
        vm.kindProperty().set(NetworkKind.GRAPH);
        vm.editToolProperty().set(EditTool.ADD_NODE);
        vm.clickCustom(0.9, 0.9, -1);
        // a new node is not connected yet: it is drawn, the network stays the previous one and the error says why
        assertThat(vm.drawingProperty().get().nodes()).hasSize(5);
        assertThat(vm.networkProperty().get().processorCount()).isEqualTo(4);
        assertThat(vm.errorProperty().get()).contains("not connected");
        vm.editToolProperty().set(EditTool.CONNECT);
        vm.clickCustom(0, 0, 4);
        vm.clickCustom(0, 0, 3);
        Graph g = (Graph) vm.networkProperty().get();
        assertThat(g.nodes()).isEqualTo(5);
        assertThat(g.linkBetween(3, 4)).isGreaterThanOrEqualTo(0);
        assertThat(vm.errorProperty().get()).isEmpty();
        vm.editToolProperty().set(EditTool.ORIGINATOR);
        vm.clickCustom(0, 0, 2);
        assertThat(vm.networkProperty().get().originator()).isEqualTo(2);
        vm.editToolProperty().set(EditTool.DELETE);
        vm.clickCustom(0, 0, 4);
        assertThat(vm.networkProperty().get().processorCount()).isEqualTo(4);
        vm.editToolProperty().set(EditTool.CONNECT);
        vm.clickCustom(0, 0, 0);
        vm.clickCustom(0, 0, 1);
        // 0–1 existed, so the second click pair removes it
        assertThat(vm.networkProperty().get().linkBetween(0, 1)).isEqualTo(-1);
    }

    @Test
    void movingANodeKeepsTheNetworkButMovesTheDrawing() {
        vm.kindProperty().set(NetworkKind.GRAPH);
        var before = vm.networkProperty().get();
        vm.moveNode(0, 0.5, 0.5);
        assertThat(vm.networkProperty().get()).isSameAs(before);
        assertThat(vm.drawingProperty().get().node(0).x()).isEqualTo(0.5);
    }

    @Test
    void overridesEqualToTheDefaultAreDropped() {
        vm.perNode().setProcessorOverride(2, ProcessorParams.of(3));
        assertThat(vm.processorOverridesProperty().get()).containsOnlyKeys(2);
        vm.perNode().setProcessorOverride(2, vm.perNode().processorDefaultProperty().get());
        assertThat(vm.processorOverridesProperty().get()).isEmpty();
        vm.perNode().setLinkOverride(1, LinkParams.of(0.5, 1));
        assertThat(vm.perNode().linkParams(1)).isEqualTo(LinkParams.of(0.5, 1));
    }

    @Test
    void hoverCardsReportParametersLoadStartAndFinish() {
        Scenario s = Scenario.uniform(new Chain(6, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2));
        Schedule schedule = new ChainSolver().solve(s);
        vm.scheduleProperty().set(schedule);
        String card = vm.describeNode(0);
        assertThat(card).contains("Processor 0 (originator)").contains("A = 1").contains("load = " + NetworkViewModel.fmt(schedule.loadOf(0)))
                .contains("finish = " + NetworkViewModel.fmt(schedule.makespan()));
        assertThat(vm.describeLink(0)).contains("C = 0.2").contains("data sent = " + NetworkViewModel.fmt(1 - schedule.loadOf(0)));
        NodeFigures f = vm.figuresProperty().get();
        assertThat(f.maxData()).isEqualTo(f.data(0));
    }

    @Test
    void aSearchedBusAssignmentIsDrawnAndTheOwnNetworkReturnsAfterwards() {
        Bus given = new Bus(java.util.List.of(java.util.List.of(1, 2, 3), java.util.List.of(4)));
        vm.load(given, null);
        Scenario s = Scenario.uniform(given, 1, ProcessorParams.of(1), LinkParams.of(0, 0.2))
                .withStrategy(org.dltexplorer.core.model.Strategy.DEFAULT.withOrder(
                        new org.dltexplorer.core.model.ActivationOrder(org.dltexplorer.core.model.ActivationOrder.Rule.OPTIMAL, java.util.List.of())));
        Schedule searched = new org.dltexplorer.core.solver.bus.BusAssignmentSolver().solve(s);
        org.dltexplorer.core.model.Network chosen = searched.reshapedNetwork().orElseThrow();
        assertThat(chosen).isNotEqualTo(given);

        vm.scheduleProperty().set(searched);
        assertThat(vm.drawingProperty().get()).isEqualTo(NetworkLayout.layout(chosen, null));
        assertThat(vm.networkProperty().get()).isEqualTo(given);

        vm.scheduleProperty().set(new org.dltexplorer.core.solver.bus.BusSolver().solve(s.withStrategy(org.dltexplorer.core.model.Strategy.DEFAULT)));
        assertThat(vm.drawingProperty().get()).isEqualTo(NetworkLayout.layout(given, null));
    }

    @Test
    void loadingANetworkSetsKindAndSizes() {
        vm.load(new KaryTree(4, 2), null);
        assertThat(vm.kindProperty().get()).isEqualTo(NetworkKind.KARY_TREE);
        assertThat(vm.shape().levelsProperty().get()).isEqualTo(4);
        assertThat(vm.networkProperty().get()).isEqualTo(new KaryTree(4, 2));
        assertThat(Map.of()).isEmpty();
    }
}
