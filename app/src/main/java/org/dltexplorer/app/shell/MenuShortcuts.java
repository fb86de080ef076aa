package org.dltexplorer.app.shell;

import java.util.ArrayList;
import java.util.List;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;

import org.dltexplorer.app.feature.help.Shortcut;

/** The keyboard shortcuts the menu bar actually carries, read from its accelerators (so the list cannot drift). */
final class MenuShortcuts {

    private MenuShortcuts() {
    }

    static List<Shortcut> of(MenuBar bar) {
        List<Shortcut> out = new ArrayList<>();
        for (Menu m : bar.getMenus()) {
            collect(m, plain(m.getText()), out);
        }
        return out;
    }

    private static void collect(Menu menu, String path, List<Shortcut> out) {
        for (MenuItem item : menu.getItems()) {
            String here = path + " › " + plain(item.getText());
            if (item instanceof Menu sub) {
                collect(sub, here, out);
            } else if (item.getAccelerator() != null) {
                out.add(new Shortcut(here, item.getAccelerator().getDisplayText()));
            }
        }
    }

    /** Menu text without its mnemonic underscore. */
    private static String plain(String text) {
        return text == null ? "" : text.replaceFirst("_(?=.)", "");
    }
}
