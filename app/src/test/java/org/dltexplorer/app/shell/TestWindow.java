package org.dltexplorer.app.shell;

import javafx.stage.Stage;

import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.dltexplorer.core.solver.Solvers;

/** The main window on TestFX's stage, solving on the calling thread, with dialogs recorded instead of shown. */
final class TestWindow {

    private TestWindow() {
    }

    /**
     * Shows a fresh window and returns its view-model. TestFX hands every test class the same stage, so it is given
     * the headless screen's size each time rather than whatever size the previous test left it at.
     */
    static MainViewModel open(Stage stage) {
        MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), Solvers.standard());
        stage.setScene(ExplorerApplication.createScene(vm));
        stage.setWidth(1600);
        stage.setHeight(1000);
        stage.show();
        return vm;
    }
}
