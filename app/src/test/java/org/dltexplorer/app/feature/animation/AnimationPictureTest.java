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

    /**
     * A wrap-around message is two short stubs along its step, at most 1.5 grid cells each: one leaving the sender,
     * one entering the receiver. (They were cut only at the grid's border: arrows up to half the picture long.)
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void wrapAroundMessagesAreShortStubsAtSenderAndReceiver(int k) {
        ActivationPlan p = plan(new Torus2d(k));
        double cell = p.period() / Math.pow(5, k);
        assertThat(p.cell()).isCloseTo(cell, within(1e-12));
        int wrapped = 0;
        for (int j = 1; j <= p.phases(); j++) {
            for (int[] m : p.messagesOf(j)) {
                List<double[]> arrows = p.arrows(m);
                if (arrows.size() == 1) {
                    continue;
                }
                wrapped++;
                assertThat(arrows).hasSize(2);
                for (double[] a : arrows) {
                    assertThat(Math.hypot(a[2] - a[0], a[3] - a[1])).as("phase %d, %d → %d", j, m[0], m[1])
                            .isPositive().isLessThanOrEqualTo(1.5 * cell + 1e-12);
                    assertThat(inside(p.border(), a[2], a[3])).isTrue();
                }
                double[] out = arrows.get(0);
                double[] in = arrows.get(1);
                assertThat(out[0]).isEqualTo(p.x()[m[0]]);
                assertThat(out[1]).isEqualTo(p.y()[m[0]]);
                assertThat(in[2]).isEqualTo(p.x()[m[1]]);
                assertThat(in[3]).isEqualTo(p.y()[m[1]]);
                // both stubs point the same way: the step's direction the short way round the torus
                double cross = (out[2] - out[0]) * (in[3] - in[1]) - (out[3] - out[1]) * (in[2] - in[0]);
                double dot = (out[2] - out[0]) * (in[2] - in[0]) + (out[3] - out[1]) * (in[3] - in[1]);
                assertThat(cross).isCloseTo(0, within(1e-12));
                assertThat(dot).isPositive();
            }
        }
        assertThat(wrapped).as("the 5^k torus pattern uses its wrap-around links").isPositive();
    }

    private static boolean inside(double lo, double x, double y) {
        double e = 1e-12;
        return x >= lo - e && x <= 1 - lo + e && y >= lo - e && y <= 1 - lo + e;
    }

    /** The torus keeps its square at full width; a mesh of 3 slices keeps its 3-by-1 shape; a hypercube fills. */
    @org.junit.jupiter.api.Test
    void thePictureKeepsItsShapeAtAnyPaneSize() {
        ActivationPlan torus = plan(new Torus2d(1));
        assertThat(torus.aspect()).isEqualTo(1.0);
        double[] box = PictureBox.fit(1600, 300, 20, torus.aspect());
        assertThat(box[2]).isEqualTo(box[3]).isEqualTo(260.0);
        assertThat(box[0]).as("centred").isEqualTo(20 + (1560 - 260) / 2.0);
        // a 3D mesh is drawn as its z slices side by side, an empty column between them (GridPicture)
        ActivationPlan mesh = plan(new Mesh(2, 4, 3));
        int[] sides = org.dltexplorer.core.analysis.ActivationPatterns.mesh(2, 4, 3).sides();
        assertThat(sides[2]).as("the case has several slices").isGreaterThan(1);
        double columns = sides[2] * sides[0] + sides[2] - 1;
        assertThat(mesh.aspect()).isCloseTo(columns / sides[1], within(1e-9));
        box = PictureBox.fit(400, 800, 20, mesh.aspect());
        assertThat(box[2] / box[3]).isCloseTo(columns / sides[1], within(1e-9));
        assertThat(box[2]).isEqualTo(360.0);
        ActivationPlan cube = ActivationPlan.hypercube(3, Solvers.standard().solve(
                Scenario.uniform(new org.dltexplorer.core.model.Hypercube(3), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1))));
        assertThat(PictureBox.fit(1600, 300, 20, cube.aspect())).containsExactly(20, 20, 1560, 260);
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
