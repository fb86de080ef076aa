package org.dltexplorer.app.shell;

import static org.dltexplorer.app.shell.MenuItems.item;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;

import org.dltexplorer.app.document.ScenarioDocument;

/**
 * Edit: Undo and Redo named by the change they take back or make again ("Undo: C of link 3 = 0.5"), Reset per-node
 * values, and Copy figure.
 */
final class EditMenu extends Menu {

    /**
     * @param scene the window's scene, which gets Ctrl+Y (a menu item holds one accelerator) and ends an undo step
     *        at a released mouse or a focus change
     * @param copyFigure Copy figure of the view on screen
     */
    EditMenu(MainViewModel vm, ObservableValue<Scene> scene, Runnable copyFigure) {
        super("_Edit");
        setId("menu-edit");
        ScenarioDocument h = vm.document();
        MenuItem undo = item("menu-undo", "Undo", "Shortcut+Z", vm::undo);
        MenuItem redo = item("menu-redo", "Redo", "Shortcut+Shift+Z", vm::redo);
        undo.setMnemonicParsing(false);
        redo.setMnemonicParsing(false);
        undo.textProperty().bind(Bindings.createStringBinding(() -> h.undoLabelProperty().get().isEmpty() ? "Undo"
                : "Undo: " + h.undoLabelProperty().get(), h.undoLabelProperty()));
        redo.textProperty().bind(Bindings.createStringBinding(() -> h.redoLabelProperty().get().isEmpty() ? "Redo"
                : "Redo: " + h.redoLabelProperty().get(), h.redoLabelProperty()));
        undo.disableProperty().bind(h.undoLabelProperty().isEmpty());
        redo.disableProperty().bind(h.redoLabelProperty().isEmpty());
        scene.addListener((o, old, s) -> {
            if (s != null) {
                s.getAccelerators().put(KeyCombination.keyCombination("Shortcut+Y"), vm::redo);
                s.addEventFilter(javafx.scene.input.MouseEvent.MOUSE_RELEASED, e -> vm.sealHistory());
                s.focusOwnerProperty().addListener((f, a, b) -> vm.sealHistory());
            }
        });
        getItems().addAll(undo, redo, new SeparatorMenuItem(),
                item("menu-reset-per-node", "Reset _per-node values", "Shortcut+Shift+R", vm::resetPerNodeValues),
                new SeparatorMenuItem(),
                item("menu-copy-figure", "_Copy figure", "Shortcut+Shift+C", copyFigure));
    }
}
