package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Test;

/** How an overlay names and labels its members' curves. */
class CurveOverlayTest {

    private static CurveSet set(String xLabel, String... curves) {
        List<CurveSet.Curve> c = java.util.Arrays.stream(curves)
                .map(n -> new CurveSet.Curve(n, List.of(new CurveSet.Point(1, 1, 2, Status.OPTIMAL, null)))).toList();
        return new CurveSet("t", xLabel, "y", false, true, c, List.of("a note"));
    }

    @Test
    void aMembersOnlyCurveTakesItsNameSeveralAreQualifiedAndARepeatedNameIsNumbered() {
        CurveSet merged = CurveOverlay.merge("Speedup", List.of(
                new CurveOverlay.Named("Star", set("processors m", "V = 1")),
                new CurveOverlay.Named("Chain", set("processors m", "V = 1", "V = 100")),
                new CurveOverlay.Named("Star", set("processors m", "V = 1"))), null);

        assertThat(merged.curves()).extracting(CurveSet.Curve::name)
                .containsExactly("Star", "Chain, V = 1", "Chain, V = 100", "Star (2)");
        assertThat(merged.notes()).containsExactly("Star: a note", "Chain: a note", "Star: a note");
        assertThat(merged.logY()).isTrue();
        assertThat(merged.title()).isEqualTo("Speedup");
    }

    @Test
    void aLongNameIsCutAtAWordAndMixedUnitsNameBothOnTheAxis() {
        String title = "Chain with the originator at an end (Błażewicz & Drozdowski 1997, Example 1)";
        CurveSet merged = CurveOverlay.merge("Load distribution", List.of(
                new CurveOverlay.Named(title, set(CurveOverlay.UNIT_LABEL, "load")),
                new CurveOverlay.Named("Torus", set(CurveOverlay.LAYER_LABEL, "load"))), null);

        // the legend cuts it; the data (CSV) keeps the whole title
        assertThat(Coincidence.of(merged).legend(0)).isEqualTo("Chain with the originator at an end…");
        assertThat(merged.curves().get(0).name()).isEqualTo(title);
        assertThat(merged.xLabel()).isEqualTo("processor i or layer i");
    }

    @Test
    void aLongNameIsCutBeforeItsSeriesSoThatAMembersCurvesStayApart() {
        // once "2D torus: where the speedup saturates…" twice, for k = 1 and k = 2
        String title = "2D torus: where the speedup saturates over load and startup (a map)";
        CurveSet merged = CurveOverlay.merge("Makespan vs load", List.of(
                new CurveOverlay.Named(title, set(CurveOverlay.UNIT_LABEL, "k = 1", "k = 2"))), null);

        Coincidence legend = Coincidence.of(merged);
        assertThat(legend.legend(0)).isEqualTo("2D torus: where the speedup…, k = 1");
        assertThat(legend.legend(1)).isEqualTo("2D torus: where the speedup…, k = 2");
        assertThat(merged.curves().get(1).name()).isEqualTo(title + ", k = 2");
    }

    @Test
    void aScenarioAndItsCopiesInTheComparisonKeepTheTagsThatTellThemApart() {
        // the window's current scenario, and the same scenario added to the comparison twice as S was changed
        String title = "Torus k = 2, speedup over load and startup";
        CurveSet merged = CurveOverlay.merge("Speedup", List.of(
                new CurveOverlay.Named(title + " (current)", set("processors m", "V = 1000")),
                new CurveOverlay.Named(title, set("processors m", "V = 1000")),
                new CurveOverlay.Named(title, set("processors m", "V = 1000")),
                new CurveOverlay.Named(title + " (current)", set("processors m", "V = 10", "V = 1000"))), null);

        Coincidence legend = Coincidence.of(merged);
        List<String> entries = java.util.stream.IntStream.range(0, merged.curves().size()).mapToObj(legend::legend).toList();
        assertThat(entries).containsExactly("Torus k = 2, speedup over… (current)", "Torus k = 2, speedup over load and…",
                "Torus k = 2, speedup over load and… (2)", "Torus k = 2, speedup… (current), V = 10",
                "Torus k = 2,… (current), V = 1000");
        assertThat(entries).doesNotHaveDuplicates().allMatch(l -> l.length() <= 40);
    }
}
