package org.dltexplorer.app.shell;

import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;

/** A menu item of the window's menus: its node id (the tests' handle), its text, its accelerator and its action. */
final class MenuItems {

    private MenuItems() {
    }

    static MenuItem item(String id, String text, String keys, Runnable action) {
        MenuItem m = new MenuItem(text);
        m.setId(id);
        m.setAccelerator(KeyCombination.keyCombination(keys));
        m.setOnAction(e -> action.run());
        return m;
    }
}
