package org.dltexplorer.app.shell;

import java.net.URL;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;

import org.dltexplorer.app.task.FxTaskRunner;
import org.dltexplorer.app.task.TaskRunner;
import org.dltexplorer.core.solver.Solvers;

/** The JavaFX application: builds the main window around a {@link MainViewModel}. */
public class ExplorerApplication extends Application {

    /** Style sheet of the window, in the assets module. */
    public static final String STYLESHEET = "/org/dltexplorer/assets/css/explorer.css";

    private TaskRunner runner;

    public static void main(String[] args) {
        launch(ExplorerApplication.class, args);
    }

    @Override
    public void start(Stage stage) {
        StartupProbe.mark("toolkit started");
        runner = new FxTaskRunner();
        DeferredDialogs dialogs = new DeferredDialogs();
        MainViewModel vm = new MainViewModel(runner, dialogs, Solvers.standard(), RecentFiles.preferences(),
                RecoveryStore.forUser());
        vm.searchTimeLimit().persistIn(java.util.prefs.Preferences.userNodeForPackage(ExplorerApplication.class));
        StartupProbe.mark("view-model built");
        Scene scene = createScene(vm);
        StartupProbe.mark("window built");
        dialogs.setDelegate(new FxDialogService(stage));
        stage.titleProperty().bind(vm.titleProperty());
        stage.setScene(scene);
        stage.setMinWidth(900);
        stage.setMinHeight(600);
        stage.setOnCloseRequest(e -> {
            if (!vm.canClose()) {
                e.consume();
            }
        });
        stage.show();
        StartupProbe.mark("window shown");
        StartupProbe.reportAfterFirstFrame();
        // after the window is on screen, so a question or an error has an owner to sit on
        java.util.List<String> files = getParameters().getRaw();
        javafx.application.Platform.runLater(() -> {
            if (!files.isEmpty()) {
                vm.openFile(java.nio.file.Path.of(files.get(0)).toAbsolutePath());
            }
            vm.offerRecovery();
        });
    }

    /** The scene of the main window (tests build it the same way). */
    public static Scene createScene(MainViewModel vm) {
        MainWindow window = new MainWindow(vm);
        // never larger than the screen (small laptops; Monocle's headless screen overflows otherwise)
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(window, Math.min(1360, screen.getWidth()), Math.min(860, screen.getHeight()));
        URL css = ExplorerApplication.class.getResource(STYLESHEET);
        if (css != null) {
            scene.getStylesheets().add(css.toExternalForm());
        }
        return scene;
    }

    @Override
    public void stop() {
        if (runner != null) {
            runner.shutdown();
        }
    }
}
