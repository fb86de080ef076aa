package org.dltexplorer.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ActivationPatternsTest {

    static Stream<Arguments> patterns() {
        return Stream.of(
                Arguments.of("torus k=1", ActivationPatterns.torus(1)),
                Arguments.of("torus k=2", ActivationPatterns.torus(2)),
                Arguments.of("torus k=3", ActivationPatterns.torus(3)),
                Arguments.of("2D p=1 h=6", ActivationPatterns.mesh(1, 6, 2)),
                Arguments.of("2D p=1 h=5", ActivationPatterns.mesh(1, 5, 2)),
                Arguments.of("2D p=2 h=4", ActivationPatterns.mesh(2, 4, 2)),
                Arguments.of("2D p=2 h=5", ActivationPatterns.mesh(2, 5, 2)),
                Arguments.of("2D p=4 h=3", ActivationPatterns.mesh(4, 3, 2)),
                Arguments.of("3D p=1 h=7", ActivationPatterns.mesh(1, 7, 3)),
                Arguments.of("3D p=2 h=6", ActivationPatterns.mesh(2, 6, 3)),
                Arguments.of("3D p=2 h=4", ActivationPatterns.mesh(2, 4, 3)));
    }

    /** Our 3D pattern for p = 4 (Drozdowski 2009 draws none): its ±2f circuits share links with the ±f ones, see below. */
    static Stream<Arguments> fivePortPatterns3d() {
        return Stream.of(
                Arguments.of("3D p=4 h=1", ActivationPatterns.mesh(4, 1, 3)),
                Arguments.of("3D p=4 h=3", ActivationPatterns.mesh(4, 3, 3)),
                Arguments.of("3D p=4 h=4", ActivationPatterns.mesh(4, 4, 3)),
                Arguments.of("3D p=4 h=6", ActivationPatterns.mesh(4, 6, 3)));
    }

    static Stream<Arguments> allPatterns() {
        return Stream.concat(patterns(), fivePortPatterns3d());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("allPatterns")
    void everyReachedNodeIsActivatedOnceAndTheLayerSizesAreThoseOfThePNomialTree(String name, ActivationPatterns.Pattern pt) {
        int p = pt.ports();
        Map<Integer, Integer> received = new HashMap<>();
        for (ActivationPatterns.Move m : pt.moves()) {
            received.merge(m.to(), 1, Integer::sum);
        }
        assertThat(received.values()).allMatch(c -> c == 1);
        assertThat(received).doesNotContainKey(pt.originator());
        long activated = java.util.Arrays.stream(pt.phaseOf()).filter(x -> x >= 0).count();
        assertThat(activated).isEqualTo(Math.round(Math.pow(p + 1, pt.phases())));
        for (int j = 1; j <= pt.phases(); j++) {
            final int phase = j;
            long inPhase = java.util.Arrays.stream(pt.phaseOf()).filter(x -> x == phase).count();
            assertThat(inPhase).isEqualTo(Math.round(p * Math.pow(p + 1, j - 1)));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("allPatterns")
    void everyActiveNodeSendsToPNewNodesInEveryPhase(String name, ActivationPatterns.Pattern pt) {
        for (int j = 1; j <= pt.phases(); j++) {
            Map<Integer, Integer> sends = new HashMap<>();
            for (ActivationPatterns.Move m : pt.phase(j)) {
                assertThat(pt.phaseOf()[m.from()]).isBetween(0, j - 1);
                assertThat(pt.phaseOf()[m.to()]).isEqualTo(j);
                assertThat(pt.sender()[m.to()]).isEqualTo(m.from());
                sends.merge(m.from(), 1, Integer::sum);
            }
            final int phase = j;
            long active = java.util.Arrays.stream(pt.phaseOf()).filter(x -> x >= 0 && x < phase).count();
            assertThat(sends).hasSize((int) active);
            assertThat(sends.values()).allMatch(c -> c == pt.ports());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("patterns")
    void pathsAreLinkByLinkAndNoLinkCarriesTwoMessagesInAPhase(String name, ActivationPatterns.Pattern pt) {
        for (int j = 1; j <= pt.phases(); j++) {
            Set<Long> links = new HashSet<>();
            for (ActivationPatterns.Move m : pt.phase(j)) {
                int[] path = m.path();
                assertThat(path[0]).isEqualTo(m.from());
                assertThat(path[path.length - 1]).isEqualTo(m.to());
                for (int i = 1; i < path.length; i++) {
                    assertThat(neighbours(pt, path[i - 1], path[i])).as("%d-%d", path[i - 1], path[i]).isTrue();
                    long a = Math.min(path[i - 1], path[i]);
                    long b = Math.max(path[i - 1], path[i]);
                    assertThat(links.add(a * pt.nodes() + b)).as("link %d-%d twice in phase %d", a, b, j).isTrue();
                }
            }
        }
    }

    /** Grid neighbours, computed from coordinates (with wrap-around on a torus). */
    static boolean neighbours(ActivationPatterns.Pattern pt, int u, int v) {
        int[] a = pt.coordinates(u);
        int[] b = pt.coordinates(v);
        int differing = 0;
        for (int d = 0; d < a.length; d++) {
            int diff = Math.abs(a[d] - b[d]);
            if (pt.wrap()) {
                diff = Math.min(diff, pt.sides()[d] - diff);
            }
            if (diff == 1) {
                differing++;
            } else if (diff != 0) {
                return false;
            }
        }
        return differing == 1;
    }

    @Test
    void firstKnightPhaseOfTheFiveByFiveTorusIsThePerfectCode() {
        ActivationPatterns.Pattern pt = ActivationPatterns.torus(1);
        List<ActivationPatterns.Move> knight = pt.phase(1);

        // f = 1 link along d, then 2 links to the left of d: (1,2), (-2,1), (-1,-2), (2,-1) modulo 5
        assertThat(knight).extracting(ActivationPatterns.Move::to)
                .containsExactlyInAnyOrder(pt.node(1, 2), pt.node(3, 1), pt.node(4, 3), pt.node(2, 4));
        assertThat(pt.phase(2)).hasSize(20);
        assertThat(pt.nodes()).isEqualTo(25);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fivePortPatterns3d")
    void theThreeDimensionalFivePortPatternCoversTheCubeOnceAlongOneAxisPerPhase(String name, ActivationPatterns.Pattern pt) {
        int h = pt.phases();
        // every node of the grid is activated, exactly once (counted from the moves, not from phaseOf)
        int[] hits = new int[pt.nodes()];
        hits[pt.originator()]++;
        for (ActivationPatterns.Move m : pt.moves()) {
            hits[m.to()]++;
        }
        assertThat(hits).containsOnly(1);
        long side = 1;
        for (int s : pt.sides()) {
            side *= s;
        }
        assertThat(side).as("5^h nodes in all").isEqualTo(Math.round(Math.pow(5, h)));
        for (int j = 1; j <= h; j++) {
            int axis = (j - 1) % 3;
            // stride: 5^(phases left on this axis after this one), counted here by hand
            int later = 0;
            for (int i = j + 3; i <= h; i += 3) {
                later++;
            }
            int f = (int) Math.round(Math.pow(5, later));
            Map<Integer, Set<Integer>> offsetsBySender = new HashMap<>();
            for (ActivationPatterns.Move m : pt.phase(j)) {
                assertThat(pt.phaseOf()[m.from()]).as("sender active before phase %d", j).isLessThan(j);
                int[] a = pt.coordinates(m.from());
                for (int node : m.path()) {
                    int[] c = pt.coordinates(node);
                    for (int d = 0; d < 3; d++) {
                        if (d != axis) {
                            assertThat(c[d]).as("phase %d stays on axis %d", j, axis).isEqualTo(a[d]);
                        }
                    }
                }
                int offset = pt.coordinates(m.to())[axis] - a[axis];
                assertThat(m.path()).hasSize(Math.abs(offset) + 1);
                offsetsBySender.computeIfAbsent(m.from(), k -> new HashSet<>()).add(offset);
            }
            assertThat(offsetsBySender.values()).allMatch(o -> o.equals(Set.of(f, -f, 2 * f, -2 * f)));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fivePortPatterns3d")
    void onlyASendersOwnTwoCircuitsInOneDirectionShareLinks(String name, ActivationPatterns.Pattern pt) {
        for (int j = 1; j <= pt.phases(); j++) {
            Map<Long, Set<Integer>> users = new HashMap<>();
            for (ActivationPatterns.Move m : pt.phase(j)) {
                int[] path = m.path();
                for (int i = 1; i < path.length; i++) {
                    assertThat(neighbours(pt, path[i - 1], path[i])).isTrue();
                    long a = Math.min(path[i - 1], path[i]);
                    long b = Math.max(path[i - 1], path[i]);
                    users.computeIfAbsent(a * pt.nodes() + b, k -> new HashSet<>()).add(m.from());
                }
            }
            assertThat(users.values()).as("phase %d", j).allMatch(senders -> senders.size() == 1);
        }
    }

    @Test
    void portCountsWithoutPatternAreRejected() {
        assertThatThrownBy(() -> ActivationPatterns.mesh(3, 3, 3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ActivationPatterns.mesh(3, 2, 2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ActivationPatterns.torus(6)).isInstanceOf(IllegalArgumentException.class);
    }
}
