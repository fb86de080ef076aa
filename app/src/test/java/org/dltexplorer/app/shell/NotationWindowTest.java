package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import javafx.scene.Scene;
import javafx.stage.Stage;

import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.dltexplorer.app.WindowTestTimeout;

/**
 * Issue 25 in the window: Gallery › Drozdowski & Wolniewicz (2003) › LP1, then the notation buttons and the View
 * menu. The makespan stays the published 270, the per-node buffers stay, and Edit › Undo has nothing to undo. And
 * a switch of kind after a gallery entry leaves no title of another network in the window.
 */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class NotationWindowTest {

    private MainViewModel vm;

    @Start
    void start(Stage stage) {
        vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());
        Scene scene = ExplorerApplication.createScene(vm);
        stage.setScene(scene);
        stage.titleProperty().bind(vm.titleProperty()); // as ExplorerApplication does
        stage.show();
    }

    @Test
    void theNotationButtonsNeverEditTheScenario(FxRobot robot) {
        Gallery gallery = Gallery.bundled();
        GalleryEntry lp1 = gallery.entries().stream().filter(e -> e.file().contains("lp1")).findFirst().orElseThrow();
        robot.interact(() -> assertThat(vm.openGallery(gallery, lp1)).isTrue());
        Scenario opened = vm.scenarioProperty().get();
        assertThat(vm.results().scheduleProperty().get().makespan()).isCloseTo(270, within(1e-6));
        for (String button : new String[] {"#notation-alpha_tau_sigma", "#notation-w_z_t", "#notation-acs", "#notation-w_z_t"}) {
            robot.clickOn(button);
            assertThat(vm.scenarioProperty().get()).as(button).isEqualTo(opened);
            assertThat(vm.results().scheduleProperty().get().makespan()).as(button).isCloseTo(270, within(1e-6));
            assertThat(vm.history().undoLabelProperty().get()).as(button).isEmpty();
            assertThat(vm.dirtyProperty().get()).as(button).isFalse();
        }
        assertThat(vm.parameters().notationProperty().get()).isEqualTo(Notation.W_Z_T);
        // the buffer field says the buffers vary per node (they were set to 1 and unlimited before the fix)
        assertThat(vm.parameters().buffersVaryProperty().get()).isTrue();
    }

    @Test
    void aKindSwitchAfterAGalleryEntryLeavesNoTitleOfAnotherNetwork(FxRobot robot) {
        Gallery gallery = Gallery.bundled();
        GalleryEntry example2 = gallery.entries().stream().filter(e -> e.file().contains("example2")).findFirst().orElseThrow();
        robot.interact(() -> assertThat(vm.openGallery(gallery, example2)).isTrue());
        assertThat(vm.titleProperty().get()).startsWith("DLT Explorer — Chain");
        robot.clickOn("#kind-star");
        assertThat(vm.scenarioProperty().get().network().kind()).isEqualTo(org.dltexplorer.core.model.NetworkKind.STAR);
        assertThat(vm.titleProperty().get()).isEqualTo("DLT Explorer — untitled *");
        assertThat(((Stage) robot.lookup("#statusBar").query().getScene().getWindow()).getTitle()).isEqualTo("DLT Explorer — untitled *");
        assertThat(robot.lookup("#scenarioTitle").queryAs(javafx.scene.control.TextField.class).getText()).isEmpty();
    }
}
