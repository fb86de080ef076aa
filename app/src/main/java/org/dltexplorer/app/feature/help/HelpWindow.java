package org.dltexplorer.app.feature.help;

import java.util.HashMap;
import java.util.Map;

import javafx.scene.Scene;
import javafx.scene.web.WebView;
import javafx.stage.Stage;
import javafx.stage.Window;

/** Shows help pages, each in its own window (brought to the front when asked for again), rendered offline. */
public final class HelpWindow {

    private final Window owner;
    private final Map<String, Stage> open = new HashMap<>();

    public HelpWindow(Window owner) {
        this.owner = owner;
    }

    public void show(HelpPage page) {
        Stage stage = open.computeIfAbsent(page.id(), id -> create(page));
        WebView view = (WebView) stage.getScene().getRoot();
        view.getEngine().loadContent(MarkdownHtml.render(page));
        stage.show();
        stage.toFront();
    }

    private Stage create(HelpPage page) {
        WebView view = new WebView();
        view.setId(page.id());
        view.setContextMenuEnabled(false);
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle(page.title() + " — DLT Explorer");
        stage.setScene(new Scene(view, 920, 700));
        stage.setOnHidden(e -> {
            open.remove(page.id());
            view.getEngine().loadContent(""); // the page's WebKit work (scripts, images) ends with its window
        });
        return stage;
    }
}
