package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;

import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableView;
import javafx.stage.Stage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** Starts the real application (background runner, standard solvers) headless and checks the window shows up solved. */
@WindowTestTimeout
class ApplicationStartTest extends FxRobot {

    private javafx.application.Application app;

    @AfterEach
    void tearDown() throws Exception {
        FxToolkit.cleanupStages();
        if (app != null) {
            FxToolkit.cleanupApplication(app);
        }
    }

    @Test
    void theMainWindowOpensWithMenusGalleryAndASolvedChain() throws Exception {
        FxToolkit.registerPrimaryStage();
        app = FxToolkit.setupApplication(ExplorerApplication.class);
        WaitForAsyncUtils.waitForFxEvents();

        Stage stage = (Stage) window(0);
        assertThat(stage.getTitle()).isEqualTo("DLT Explorer — untitled");
        MenuBar menus = lookup("#menuBar").queryAs(MenuBar.class);
        assertThat(menus.getMenus()).extracting(m -> m.getText().replace("_", "")).containsExactly("File", "Edit", "View", "Gallery", "Help");
        assertThat(lookup("#kind-chain").query().isVisible()).isTrue();
        assertThat(lookup("#networkCaption").queryAs(Label.class).getText()).startsWith("chain of 6");

        // the default chain is solved in the background; the summary fills in
        @SuppressWarnings("unchecked")
        TableView<Object> summary = lookup("#summaryTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> summary.getItems().size() > 3);
        assertThat(summary.getItems().get(0).toString()).contains("optimal");
    }
}
