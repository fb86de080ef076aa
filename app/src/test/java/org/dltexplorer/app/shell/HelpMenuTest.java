package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;

import javafx.concurrent.Worker;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.web.WebView;
import javafx.stage.Stage;

import org.dltexplorer.app.BuildInfo;
import org.dltexplorer.app.feature.help.Shortcut;
import org.dltexplorer.app.gallery.Paper;
import org.dltexplorer.app.task.CurrentThreadTaskRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.dltexplorer.app.WindowTestTimeout;

/** Help › User guide, References, Keyboard shortcuts and About, opened from the menu and read as rendered HTML. */
@ExtendWith(ApplicationExtension.class)
@WindowTestTimeout
class HelpMenuTest {

    private MenuBar bar;

    @Start
    void start(Stage stage) {
        MainViewModel vm = new MainViewModel(new CurrentThreadTaskRunner(), new RecordingDialogs(), TestSolvers.chainAndInfeasibleLoop());
        Scene scene = ExplorerApplication.createScene(vm);
        stage.setScene(scene);
        stage.show();
        bar = (MenuBar) scene.lookup("#menuBar");
    }

    /** The help windows close with their test: their web views would keep WebKit busy under the tests that follow. */
    @AfterEach
    void closeHelpWindows(FxRobot robot) {
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w.getScene() != null && w.getScene().getRoot() instanceof WebView).forEach(javafx.stage.Window::hide));
        assertThat(javafx.stage.Window.getWindows()).noneMatch(w -> w.getScene() != null && w.getScene().getRoot() instanceof WebView);
    }

    private MenuItem helpItem(String id) {
        Menu help = bar.getMenus().stream().filter(m -> "menu-help".equals(m.getId())).findFirst().orElseThrow();
        return help.getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    /** Opens the page and returns its web view once the document has loaded. */
    private WebView open(FxRobot robot, String itemId, String viewId) throws Exception {
        robot.interact(helpItem(itemId)::fire);
        WebView view = robot.lookup("#" + viewId).queryAs(WebView.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> view.getEngine().getLoadWorker().getState()).get() == Worker.State.SUCCEEDED);
        return view;
    }

    private static Object script(FxRobot robot, WebView view, String js) {
        Object[] out = new Object[1];
        robot.interact(() -> out[0] = view.getEngine().executeScript(js));
        return out[0];
    }

    private static String text(FxRobot robot, WebView view) {
        return (String) script(robot, view, "document.body.textContent");
    }

    @Test
    void referencesListEveryPapersFullEntry(FxRobot robot) throws Exception {
        WebView view = open(robot, "menu-help-references", "help-references");
        String text = text(robot, view);
        for (Paper p : Paper.values()) {
            assertThat(text).contains(p.entry());
        }
        assertThat(script(robot, view, "document.querySelectorAll('li').length")).isEqualTo(Paper.values().length);
        // the journal is set in italics, not as raw Markdown asterisks
        assertThat(script(robot, view, "document.querySelector('li em').textContent")).isEqualTo("Discrete Applied Mathematics");
        assertThat(text).doesNotContain("*");
    }

    @Test
    void shortcutsAreTheMenusAccelerators(FxRobot robot) throws Exception {
        WebView view = open(robot, "menu-help-shortcuts", "help-shortcuts");
        var expected = MenuShortcuts.of(bar);
        assertThat(expected).extracting(Shortcut::command)
                .contains("File › Save", "File › Export figure…", "Edit › Copy figure", "Help › User guide");
        assertThat(script(robot, view, "document.querySelectorAll('tbody tr').length")).isEqualTo(expected.size());
        String rows = (String) script(robot, view, "Array.from(document.querySelectorAll('tbody tr'))"
                + ".map(r => Array.from(r.cells).map(c => c.textContent.trim()).join(' = ')).join('\\n')");
        assertThat(rows.lines()).contains("File › Save = " + helpKeys(bar, "menu-save"), "Help › User guide = F1");
    }

    private static String helpKeys(MenuBar bar, String id) {
        return bar.getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId())).findFirst()
                .orElseThrow().getAccelerator().getDisplayText();
    }

    @Test
    void theUserGuideIsRenderedWithItsScreenshots(FxRobot robot) throws Exception {
        WebView view = open(robot, "menu-help-guide", "help-guide");
        assertThat(script(robot, view, "document.querySelector('h1').textContent")).asString().contains("User guide");
        assertThat(text(robot, view)).doesNotContain("](guide/").doesNotContain("## ");
        int images = ((Number) script(robot, view, "document.images.length")).intValue();
        assertThat(images).isGreaterThanOrEqualTo(6);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> ((Number) script(robot, view,
                "Array.from(document.images).filter(i => i.complete && i.naturalWidth > 0).length")).intValue() == images);
    }

    @Test
    void aboutShowsTheVersionFromTheBuildAndTheLibraries(FxRobot robot) throws Exception {
        WebView view = open(robot, "menu-help-about", "help-about");
        String text = text(robot, view);
        assertThat(BuildInfo.version()).matches("\\d+\\.\\d+\\.\\d+.*");
        assertThat(text).contains("Version " + BuildInfo.version());
        assertThat(text).contains("org.jfree:jfreechart", "org.commonmark:commonmark", "org.ojalgo:ojalgo", "Licence");
    }
}
