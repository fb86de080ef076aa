package org.dltexplorer.app.feature.network;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.dltexplorer.core.model.InvalidScenarioException;
import org.junit.jupiter.api.Test;

class CustomGraphTest {

    @Test
    void deletingANodeRenumbersLaterNodesAndDropsItsLinks() {
        CustomGraph g = CustomGraph.starter().withOriginator(3).deleteNode(1);
        assertThat(g.size()).isEqualTo(3);
        // old edges 0-2, 2-3 remain as 0-1, 1-2; the originator 3 became 2
        assertThat(g.edges()).hasSize(2);
        assertThat(g.connected(0, 1)).isTrue();
        assertThat(g.connected(1, 2)).isTrue();
        assertThat(g.originator()).isEqualTo(2);
    }

    @Test
    void aDisconnectedDrawingIsRejectedByTheCore() {
        CustomGraph g = CustomGraph.starter().addNode(0.5, 0.5);
        assertThatThrownBy(g::toGraph).isInstanceOf(InvalidScenarioException.class).hasMessageContaining("not connected");
        assertThat(g.toggleEdge(4, 0).toGraph().edges()).hasSize(5);
    }

    @Test
    void togglingTwiceRestoresTheGraph() {
        CustomGraph g = CustomGraph.starter();
        assertThat(g.toggleEdge(0, 3).toggleEdge(3, 0)).isEqualTo(g);
        assertThat(g.toggleEdge(1, 1)).isSameAs(g);
    }
}
