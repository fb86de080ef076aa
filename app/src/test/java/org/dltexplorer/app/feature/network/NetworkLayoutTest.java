package org.dltexplorer.app.feature.network;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Tree;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NetworkLayoutTest {

    @Test
    void aShortChainIsALineLeftToRight() {
        NetworkDrawing d = NetworkLayout.layout(new Chain(5, 0), null);
        assertThat(d.nodes()).extracting(NetworkDrawing.Node::y).containsOnly(0.5);
        for (int i = 1; i < 5; i++) {
            assertThat(d.node(i).x()).isGreaterThan(d.node(i - 1).x());
        }
        assertThat(d.links()).hasSize(4);
    }

    @Test
    void aLoopAndAStarPutNodesOnACircle() {
        NetworkDrawing ring = NetworkLayout.layout(new Loop(8), null);
        for (NetworkDrawing.Node n : ring.nodes()) {
            assertThat(Math.hypot(n.x() - 0.5, n.y() - 0.5)).isCloseTo(0.4, org.assertj.core.data.Offset.offset(1e-12));
        }
        NetworkDrawing star = NetworkLayout.layout(new Star(6), null);
        assertThat(star.node(0).x()).isEqualTo(0.5);
        assertThat(star.links()).allMatch(l -> l.u() == 0);
    }

    @Test
    void treesAreLayeredByDepthWithParentsAboveChildren() {
        NetworkDrawing d = NetworkLayout.layout(new Tree(new int[] {-1, 0, 0, 1, 1, 2}), null);
        assertThat(d.node(0).y()).isLessThan(d.node(1).y());
        assertThat(d.node(1).y()).isLessThan(d.node(3).y());
        assertThat(d.node(1).x()).isBetween(d.node(3).x(), d.node(4).x());
        assertThat(d.node(3).layer()).isEqualTo(2);
    }

    @Test
    void hypercubeNodesAreInTheLayerOfTheirDistanceFromZero() {
        NetworkDrawing d = NetworkLayout.layout(new Hypercube(4), null);
        assertThat(d.nodes()).hasSize(16);
        assertThat(d.links()).hasSize(32);
        assertThat(d.node(0b1011).layer()).isEqualTo(3);
        assertThat(d.layerCounts()).containsExactly(1L, 4L, 6L, 4L, 1L);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 5})
    void meshLayersCountTheProcessorsOfANomialTree(int ports) {
        Mesh m = new Mesh(ports, 3, 2);
        NetworkDrawing d = NetworkLayout.layout(m, null);
        assertThat(d.layerCounts().stream().mapToLong(Long::longValue).sum()).isEqualTo(m.processorCount());
        for (NetworkDrawing.Node n : d.nodes()) {
            assertThat(n.layer()).isLessThanOrEqualTo(3);
        }
        // per-node layers agree with the layer counts
        long[] counted = new long[4];
        d.nodes().forEach(n -> counted[n.layer()]++);
        assertThat(counted).containsExactly(d.layerCounts().stream().mapToLong(Long::longValue).toArray());
    }

    @Test
    void meshGridsHaveTheShapeTheScatteringFills() {
        // p = 2, h = 3 in 2D: phases 1 and 3 triple x, phase 2 triples y — 9 × 3, no partial row
        NetworkDrawing d = NetworkLayout.layout(new Mesh(2, 3, 2), null);
        assertThat(d.nodes().stream().map(NetworkDrawing.Node::x).distinct()).hasSize(9);
        assertThat(d.nodes().stream().map(NetworkDrawing.Node::y).distinct()).hasSize(3);
        // p = 1, h = 3 in 3D: a 2 × 2 × 2 cube, its two z-slices side by side — 4 × 2
        NetworkDrawing cube = NetworkLayout.layout(new Mesh(1, 3, 3), null);
        assertThat(cube.nodes()).hasSize(8);
        assertThat(cube.nodes().stream().map(NetworkDrawing.Node::x).distinct()).hasSize(4);
        assertThat(cube.nodes().stream().map(NetworkDrawing.Node::y).distinct()).hasSize(2);
        // no link joins two slices (they are drawn apart, an empty column between them): 2 × (2 + 2) in-slice links
        assertThat(cube.links()).hasSize(8);
    }

    @Test
    void aMeshIsDrawnAsItsScatteringPatternWithTheOriginatorAtItsCentre() {
        // p = 2, h = 2 in 2D: a 3 × 3 grid, the originator in the middle (Drozdowski 2009, Fig. 7.5), its four
        // neighbours... two in layer 1 (±x), then six in layer 2
        NetworkDrawing d = NetworkLayout.layout(new Mesh(2, 2, 2), null);
        assertThat(d.nodes()).hasSize(9);
        NetworkDrawing.Node o = d.node(0);
        assertThat(o.layer()).isZero();
        assertThat(o.x()).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(o.y()).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(d.nodes().stream().filter(n -> n.layer() == 1)).hasSize(2).allSatisfy(n -> assertThat(n.y()).isEqualTo(o.y()));
        assertThat(d.nodes().stream().filter(n -> n.layer() == 2)).hasSize(6);
        assertThat(d.links()).hasSize(12);
    }

    @Test
    void bigKaryTreesAreAggregatedByLevel() {
        NetworkDrawing d = NetworkLayout.layout(new KaryTree(12, 3), null);
        assertThat(d.aggregated()).isTrue();
        assertThat(d.layerCounts()).hasSize(13);
        assertThat(d.layerCounts().get(12)).isEqualTo(531441L);
    }

    @Test
    void hitTestingFindsTheNearestNodeWithinTheRadius() {
        NetworkDrawing d = new NetworkDrawing(List.of(new NetworkDrawing.Node(0, 0.1, 0.1, -1), new NetworkDrawing.Node(1, 0.9, 0.9, -1)),
                List.of(new NetworkDrawing.Link(0, 0, 1, false)), false, List.of(), "");
        assertThat(d.nodeAt(0.12, 0.1, 0.05)).isEqualTo(0);
        assertThat(d.nodeAt(0.5, 0.4, 0.05)).isEqualTo(-1);
        assertThat(d.linkAt(0.5, 0.5, 0.01)).isEqualTo(0);
    }
}
