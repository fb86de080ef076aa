package org.dltexplorer.app.shell;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;

import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.app.gallery.Paper;

/**
 * Gallery: the bundled lessons, one submenu per paper they cite (and one for those beyond the papers); an item opens
 * its lesson in the window, which then shows the view that makes its point.
 */
final class GalleryMenu extends Menu {

    /** The submenu of the lessons that cite no paper of the five (the models beyond them). */
    static final String BEYOND_THE_PAPERS = "Beyond the papers";

    GalleryMenu(MainViewModel vm) {
        super("_Gallery");
        setId("menu-gallery");
        Gallery gallery = Gallery.bundled();
        Map<String, Menu> byPaper = new LinkedHashMap<>();
        for (GalleryEntry e : gallery.entries()) {
            String cite = e.paper().map(Paper::cite).orElse(BEYOND_THE_PAPERS);
            Menu seed = byPaper.computeIfAbsent(cite, k -> {
                Menu m = new Menu(k);
                m.setMnemonicParsing(false);
                m.setId("menu-gallery-" + e.paper().map(p -> p.name().toLowerCase(Locale.ROOT)).orElse("beyond"));
                return m;
            });
            MenuItem item = new MenuItem(e.title());
            item.setMnemonicParsing(false);
            item.setId("gallery-" + e.file().replace(".json", ""));
            item.setOnAction(a -> vm.openGallery(gallery, e));
            seed.getItems().add(item);
        }
        getItems().addAll(byPaper.values());
    }
}
