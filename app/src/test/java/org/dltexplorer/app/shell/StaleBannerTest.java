package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.app.task.ManualTaskRunner;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;

/**
 * Issue 25 item 3, as walked under Xvfb: after Gallery › LP1 (whose speedup 0.37 the banner explains) a 20-worker star
 * was opened and searched for minutes, and the banner kept naming LP1's processors P0, P3 and P4 beside the new
 * network. What the banner says of a result goes with that result.
 */
class StaleBannerTest {

    private final ManualTaskRunner runner = new ManualTaskRunner();
    private final MainViewModel vm = new MainViewModel(runner, new RecordingDialogs(), Solvers.standard());

    StaleBannerTest() {
        vm.curves().activeProperty().set(false); // no curve tab on screen: LP1's memory tunnel is not swept here
    }

    @Test
    void anotherNetworksSpeedupNoteLeavesWithItsResult() {
        runner.runAll();
        Gallery gallery = Gallery.bundled();
        GalleryEntry lp1 = gallery.entries().stream().filter(e -> e.file().contains("lp1")).findFirst().orElseThrow();
        assertThat(vm.openGallery(gallery, lp1)).isTrue();
        runner.runAll();
        assertThat(vm.bannerKindProperty().get()).isEqualTo(BannerKind.INFO);
        assertThat(vm.bannerProperty().get()).startsWith("Speedup 0.3704 < 1");

        vm.network().kindProperty().set(NetworkKind.CHAIN); // another network, its solve not yet answered
        assertThat(vm.results().scheduleProperty().get()).isNull();
        assertThat(vm.bannerKindProperty().get()).isEqualTo(BannerKind.NONE);
        assertThat(vm.bannerProperty().get()).isEmpty();
    }

    @Test
    void theSameNetworksNoteStaysUntilItsNewAnswerArrives() {
        runner.runAll();
        Gallery gallery = Gallery.bundled();
        GalleryEntry lp1 = gallery.entries().stream().filter(e -> e.file().contains("lp1")).findFirst().orElseThrow();
        assertThat(vm.openGallery(gallery, lp1)).isTrue();
        runner.runAll();
        vm.parameters().field(org.dltexplorer.app.feature.parameters.Parameter.V).textProperty().set("90");
        // the previous answer of this very star is still on screen, and so is what explains it
        assertThat(vm.results().scheduleProperty().get()).isNotNull();
        assertThat(vm.bannerProperty().get()).startsWith("Speedup 0.3704 < 1");
        runner.runAll();
        assertThat(vm.bannerProperty().get()).startsWith("Speedup ").doesNotStartWith("Speedup 0.3704");
    }
}
