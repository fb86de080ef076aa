package org.dltexplorer.app.shell;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/** The JavaFX application: builds the main window. */
public class ExplorerApplication extends Application {

    public static void main(String[] args) {
        launch(ExplorerApplication.class, args);
    }

    @Override
    public void start(Stage stage) {
        stage.setTitle("DLT Explorer");
        stage.setScene(new Scene(new Label("DLT Explorer"), 1200, 800));
        stage.show();
    }
}
