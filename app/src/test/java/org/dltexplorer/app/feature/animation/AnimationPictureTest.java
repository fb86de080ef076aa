package org.dltexplorer.app.feature.animation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.dltexplorer.app.feature.network.NetworkDrawing;
import org.dltexplorer.app.feature.network.NetworkLayout;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the animation draws: grids as the network panel draws them, and torus wrap-arounds as short arrows. */
class AnimationPictureTest {

    private static ActivationPlan plan(Network n) {
        Scenario s = Scenario.uniform(n, 10, ProcessorParams.of(1), LinkParams.of(0, 1e-3));
        return ActivationPlan.of(s, Solvers.standard().solve(s));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void wrapAroundMessagesLeaveAndEnterAtTheBordersInsteadOfCrossingThePicture(int k) {
        ActivationPlan p = plan(new Torus2d(k));
        int wrapped = 0;
        for (int j = 1; j <= p.phases(); j++) {
            for (int[] m : p.messagesOf(j)) {
                List<double[]> arrows = p.arrows(m);
                for (double[] a : arrows) {
                    // the longest step of Peters–Syska is a knight move (f, 2f) with f = side/5: 2/5 of the square
                    assertThat(Math.hypot(a[2] - a[0], a[3] - a[1])).as("phase %d, %d → %d", j, m[0], m[1])
                            .isLessThanOrEqualTo(0.5);
                }
                if (arrows.size() == 2) {
                    wrapped++;
                    // the first leaves the sender and ends on the border; the second starts on the border at the receiver
                    assertThat(arrows.get(0)[0]).isEqualTo(p.x()[m[0]]);
                    assertThat(onBorder(p.border(), arrows.get(0)[2], arrows.get(0)[3])).isTrue();
                    assertThat(onBorder(p.border(), arrows.get(1)[0], arrows.get(1)[1])).isTrue();
                    assertThat(arrows.get(1)[2]).isEqualTo(p.x()[m[1]]);
                }
            }
        }
        assertThat(wrapped).as("the 5^k torus pattern uses its wrap-around links").isPositive();
    }

    private static boolean onBorder(double lo, double x, double y) {
        double e = 1e-12;
        return Math.abs(x - lo) < e || Math.abs(x - 1 + lo) < e || Math.abs(y - lo) < e || Math.abs(y - 1 + lo) < e;
    }

    @ParameterizedTest
    @ValueSource(strings = {"1,3,2", "2,3,2", "4,2,2", "4,3,2", "1,3,3", "2,3,3", "4,3,3"})
    void aMeshIsAnimatedWhereTheNetworkPanelDrawsIt(String spec) {
        String[] f = spec.split(",");
        Mesh mesh = new Mesh(Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]));
        ActivationPlan p = plan(mesh);
        NetworkDrawing d = NetworkLayout.layout(mesh, null);
        assertThat(d.nodes()).hasSize((int) mesh.processorCount());
        // every processor of the panel is a node of the plan at the same place; the plan draws no other node
        java.util.Set<String> panel = new java.util.HashSet<>();
        for (NetworkDrawing.Node n : d.nodes()) {
            panel.add(key(n.x(), n.y()));
        }
        int drawn = 0;
        for (int v = 0; v < p.nodes(); v++) {
            if (!Double.isNaN(p.x()[v])) {
                drawn++;
                assertThat(panel).as("node %d of the plan", v).contains(key(p.x()[v], p.y()[v]));
            }
        }
        assertThat(drawn).isEqualTo(d.nodes().size());
        // the originator is where the panel rings it (processor 0)
        int origin = -1;
        for (int v = 0; v < p.nodes(); v++) {
            if (p.phaseOf()[v] == 0) {
                origin = v;
            }
        }
        assertThat(p.x()[origin]).isCloseTo(d.node(0).x(), within(1e-12));
        assertThat(p.y()[origin]).isCloseTo(d.node(0).y(), within(1e-12));
    }

    private static String key(double x, double y) {
        return Math.round(x * 1e9) + ":" + Math.round(y * 1e9);
    }
}
