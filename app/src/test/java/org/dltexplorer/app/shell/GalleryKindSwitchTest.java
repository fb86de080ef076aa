package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every gallery entry, switched to every network kind: no error banner comes from state the window does not show
 * (the entry's per-node values, its strategy choices of the old kind).
 */
@org.junit.jupiter.api.Tag("slow") // 36 entries × 10 kinds, the exact searches of the stars among them: minutes
class GalleryKindSwitchTest {

    static java.util.stream.Stream<GalleryEntry> entries() {
        return Gallery.bundled().entries().stream();
    }

    @ParameterizedTest
    @MethodSource("entries")
    void switchingKindsAfterAGalleryEntryRaisesNoHiddenError(GalleryEntry entry) {
        Gallery gallery = Gallery.bundled();
        for (NetworkKind kind : NetworkKind.values()) {
            MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());
            // no curve tab on screen: the banner comes from the solve; on this runner the curve sweeps (half a
            // minute for the beyond-the-papers stars, their shared budget) would run in line, 360 times
            vm.curves().activeProperty().set(false);
            assertThat(vm.openGallery(gallery, entry)).isTrue();
            vm.network().kindProperty().set(kind);
            String banner = vm.bannerProperty().get();
            assertThat(vm.bannerKindProperty().get()).as(entry.file() + " as " + kind + ": " + banner).isNotEqualTo(BannerKind.ERROR);
            // a kind without a solver for what the entry carries over says why (the buffers B, the startup S)
            if (vm.results().scheduleProperty().get() == null && vm.scenarioProperty().get().limitedMemory()) {
                assertThat(banner).as(entry.file() + " as " + kind).doesNotContain("with this strategy yet.");
            }
        }
    }
}
