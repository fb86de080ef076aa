package org.dltexplorer.app.shell;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;

import org.dltexplorer.app.feature.help.CiteDialog;
import org.dltexplorer.app.feature.help.HelpPage;
import org.dltexplorer.app.feature.help.HelpPages;
import org.dltexplorer.app.feature.help.HelpWindow;

/**
 * Help: the user guide, the keyboard shortcuts (read from the menu bar's accelerators), the references, the citation
 * and About, in one help window opened on first use.
 */
final class HelpMenu extends Menu {

    private final MenuBar menuBar;
    private HelpWindow helpWindow;

    /** @param menuBar the bar this menu is on, whose accelerators the shortcuts page lists */
    HelpMenu(MenuBar menuBar) {
        super("_Help");
        this.menuBar = menuBar;
        setId("menu-help");
        MenuItem guide = item("menu-help-guide", "_User guide", () -> show(HelpPages.userGuide()));
        guide.setAccelerator(KeyCombination.keyCombination("F1"));
        getItems().addAll(guide,
                item("menu-help-shortcuts", "_Keyboard shortcuts", () -> show(HelpPages.shortcuts(MenuShortcuts.of(menuBar)))),
                item("menu-help-references", "_References", () -> show(HelpPages.references())),
                item("menu-help-cite", "_Cite this software…", () -> new CiteDialog(menuBar.getScene().getWindow()).show()),
                new javafx.scene.control.SeparatorMenuItem(),
                item("menu-help-about", "_About DLT Explorer", () -> show(HelpPages.about())));
    }

    private void show(HelpPage page) {
        if (helpWindow == null) {
            helpWindow = new HelpWindow(menuBar.getScene().getWindow());
        }
        helpWindow.show(page);
    }

    private static MenuItem item(String id, String text, Runnable action) {
        MenuItem m = new MenuItem(text);
        m.setId(id);
        m.setOnAction(e -> action.run());
        return m;
    }
}
