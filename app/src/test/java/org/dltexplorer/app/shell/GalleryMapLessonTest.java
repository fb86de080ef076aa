package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.app.chart.map.MapMetric;
import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.app.gallery.GalleryFocus;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.analysis.ScenarioParameter;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/** Issue 26: a gallery lesson that uses a map opens the Map tab over its two parameters, as its index entry gives them. */
class GalleryMapLessonTest {

    private final Gallery gallery = Gallery.bundled();

    @Test
    void theTorusLessonOpensTheMapOverLoadAndStartupColouredBySpeedup() {
        GalleryEntry entry = gallery.entries().stream().filter(e -> e.file().equals("blazewicz-et-al-1999-torus-map-load-startup.json"))
                .findFirst().orElseThrow();
        // the map is left inactive (no tab shown): nothing is solved, only the settings are checked
        MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());

        assertThat(vm.openGallery(gallery, entry)).isTrue();

        assertThat(vm.requestedViewProperty().get()).isEqualTo(GalleryFocus.MAP);
        assertThat(vm.map().x().nameProperty().get()).isEqualTo("V");
        assertThat(Double.parseDouble(vm.map().x().fromProperty().get())).isEqualTo(1.0);
        assertThat(Double.parseDouble(vm.map().x().toProperty().get())).isEqualTo(1e6);
        assertThat(vm.map().x().stepsProperty().get()).isEqualTo("60");
        assertThat(vm.map().x().logProperty().get()).isTrue();
        assertThat(vm.map().y().nameProperty().get()).isEqualTo("S");
        assertThat(Double.parseDouble(vm.map().y().fromProperty().get())).isEqualTo(1e-4);
        assertThat(Double.parseDouble(vm.map().y().toProperty().get())).isEqualTo(1.0);
        assertThat(vm.map().y().stepsProperty().get()).isEqualTo("40");
        assertThat(vm.map().y().logProperty().get()).isTrue();
        assertThat(vm.map().metricProperty().get()).isEqualTo(MapMetric.SPEEDUP);
        assertThat(vm.map().errorProperty().get()).isEmpty();
    }

    @Test
    void everyMapLessonNamesParametersItsScenarioTakesAndAKnownMetric() {
        var maps = gallery.entries().stream().filter(e -> e.view() == GalleryFocus.MAP).toList();
        assertThat(maps).isNotEmpty();
        for (GalleryEntry e : maps) {
            Scenario s = new ScenarioReader().read(gallery.text(e));
            assertThat(ScenarioParameter.parse(e.map().x().name()).appliesTo(s)).as(e.file() + " x").isTrue();
            assertThat(ScenarioParameter.parse(e.map().y().name()).appliesTo(s)).as(e.file() + " y").isTrue();
            assertThat(MapMetric.fromId(e.map().metric())).as(e.file() + " metric").isPresent();
        }
    }
}
