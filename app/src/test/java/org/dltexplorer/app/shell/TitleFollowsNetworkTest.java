package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.NetworkKind;
import org.junit.jupiter.api.Test;

/** Issue 25 item 4: a title written for one network never names another one after a switch of kind. */
class TitleFollowsNetworkTest {

    private final MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(),
            TestSolvers.chainAndInfeasibleLoop());

    private void openExample2() {
        Gallery gallery = Gallery.bundled();
        GalleryEntry e = gallery.entries().stream().filter(x -> x.file().contains("example2")).findFirst().orElseThrow();
        assertThat(vm.openGallery(gallery, e)).isTrue();
        assertThat(vm.scenarioProperty().get().title()).startsWith("Chain");
        assertThat(vm.titleProperty().get()).startsWith("DLT Explorer — Chain");
    }

    @Test
    void aKindSwitchDropsTheGalleryTitleAndSaysSo() {
        openExample2();
        String title = vm.scenarioProperty().get().title();
        vm.network().kindProperty().set(NetworkKind.STAR);
        assertThat(vm.scenarioProperty().get().network().kind()).isEqualTo(NetworkKind.STAR);
        assertThat(vm.scenarioProperty().get().title()).isEmpty();
        assertThat(vm.titleProperty().get()).isEqualTo("DLT Explorer — untitled *");
        assertThat(vm.statusProperty().get()).startsWith("The title \"" + title + "\" named the chain and was dropped");
        // one step: undo brings back the chain with its title
        vm.undo();
        assertThat(vm.scenarioProperty().get().network().kind()).isEqualTo(NetworkKind.CHAIN);
        assertThat(vm.scenarioProperty().get().title()).isEqualTo(title);
    }

    @Test
    void aSizeChangeKeepsTheTitle() {
        openExample2();
        String title = vm.scenarioProperty().get().title();
        vm.network().processorsProperty().set(12);
        assertThat(vm.scenarioProperty().get().title()).isEqualTo(title);
    }
}
