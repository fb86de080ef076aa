package org.dltexplorer.app.shell;

import static org.dltexplorer.app.shell.MenuItems.item;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCombination;

import org.dltexplorer.app.feature.parameters.ParametersView;
import org.dltexplorer.core.model.Notation;

/**
 * View: the notation shown (a view of the scenario, never an edit of it), the spanning tree's highlight, the
 * presentation mode (full width, full screen, zoom with the keys browsers use) and one item per view tab.
 */
final class ViewMenu extends Menu {

    /**
     * @param tabs the window's view tabs, in {@link ViewTab} order (Show … with Ctrl+1…)
     * @param scene the window's scene, which gets the zoom keys a menu item cannot hold (Ctrl++, the keypad's)
     */
    ViewMenu(MainViewModel vm, TabPane tabs, Presentation presentation, ObservableValue<Scene> scene) {
        super("_View");
        setId("menu-view");
        ToggleGroup notations = new ToggleGroup();
        for (Notation n : Notation.values()) {
            RadioMenuItem item = new RadioMenuItem("Notation " + ParametersView.notationLabel(n));
            item.setToggleGroup(notations);
            item.setUserData(n);
            item.setSelected(vm.parameters().notationProperty().get() == n);
            item.setOnAction(e -> {
                vm.showNotation(n);
                select(notations, vm.parameters().notationProperty().get());
            });
            getItems().add(item);
        }
        vm.parameters().notationProperty().addListener((o, a, n) -> select(notations, n));
        CheckMenuItem tree = new CheckMenuItem("Highlight spanning tree");
        tree.selectedProperty().bindBidirectional(vm.network().showTreeProperty());
        getItems().addAll(new SeparatorMenuItem(), tree, new SeparatorMenuItem());
        getItems().addAll(presentationItems(presentation, scene));
        for (int i = 0; i < tabs.getTabs().size(); i++) {
            Tab t = tabs.getTabs().get(i);
            MenuItem show = new MenuItem("Show " + ViewTab.values()[i].title());
            show.setAccelerator(KeyCombination.keyCombination("Shortcut+" + (i + 1)));
            show.setOnAction(e -> tabs.getSelectionModel().select(t));
            if (i == 0) {
                getItems().add(new SeparatorMenuItem());
            }
            getItems().add(show);
        }
    }

    /** The presentation mode's menu items: full width, full screen and zoom (with the keys browsers use). */
    private static java.util.List<MenuItem> presentationItems(Presentation presentation, ObservableValue<Scene> scene) {
        CheckMenuItem wide = new CheckMenuItem("Full _width");
        wide.setId("menu-full-width");
        wide.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+F"));
        wide.selectedProperty().bindBidirectional(presentation.wideProperty());
        CheckMenuItem full = new CheckMenuItem("Full _screen");
        full.setId("menu-full-screen");
        full.setAccelerator(KeyCombination.keyCombination("F11"));
        full.selectedProperty().bindBidirectional(presentation.fullScreenProperty());
        MenuItem in = item("menu-zoom-in", "Zoom _in", "Shortcut+Equals", presentation::zoomIn);
        MenuItem out = item("menu-zoom-out", "Zoom _out", "Shortcut+Minus", presentation::zoomOut);
        MenuItem reset = item("menu-zoom-reset", "_Actual size", "Shortcut+0", presentation::resetZoom);
        reset.textProperty().bind(Bindings.createStringBinding(() -> "_Actual size (now " + presentation.zoomText() + ")",
                presentation.zoomProperty()));
        // Ctrl++ and the keypad's keys zoom too (a menu item holds one accelerator)
        scene.addListener((o, old, s) -> {
            if (s != null) {
                s.getAccelerators().put(KeyCombination.keyCombination("Shortcut+Plus"), presentation::zoomIn);
                s.getAccelerators().put(KeyCombination.keyCombination("Shortcut+Add"), presentation::zoomIn);
                s.getAccelerators().put(KeyCombination.keyCombination("Shortcut+Subtract"), presentation::zoomOut);
            }
        });
        return java.util.List.of(wide, full, in, out, reset);
    }

    private static void select(ToggleGroup notations, Notation n) {
        notations.getToggles().stream().filter(t -> t.getUserData() == n).findFirst().ifPresent(notations::selectToggle);
    }
}
