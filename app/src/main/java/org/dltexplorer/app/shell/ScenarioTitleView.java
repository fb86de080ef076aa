package org.dltexplorer.app.shell;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;

/**
 * The scenario's title and notes, editable: it names the scenario in the window title, charts, exports and saved files.
 * Typing is one undo step per burst; undo and opening a file put their title back in the field.
 */
final class ScenarioTitleView extends VBox {

    ScenarioTitleView(MainViewModel vm) {
        setSpacing(2);
        setPadding(new Insets(8, 8, 0, 8));
        Label heading = new Label("Title");
        heading.getStyleClass().add("heading");
        TextField title = new TextField(vm.scenarioTitle());
        title.setId("scenarioTitle");
        title.setPromptText("untitled scenario");
        title.setTooltip(new Tooltip("The scenario's title: shown in the window title, on charts and exports, saved in the file"));
        heading.setLabelFor(title);
        title.textProperty().addListener((o, a, t) -> vm.setScenarioTitle(t));
        vm.scenarioProperty().addListener((o, a, s) -> {
            if (s != null && !s.title().equals(title.getText())) {
                title.setText(s.title());
            }
        });
        javafx.scene.control.TextArea notes = new javafx.scene.control.TextArea(vm.scenarioNotes());
        notes.setId("scenarioNotes");
        notes.setPromptText("notes: where the numbers come from, what to look at…");
        notes.setPrefRowCount(2);
        notes.setWrapText(true);
        notes.setTooltip(new Tooltip("Free text saved with the scenario"));
        notes.textProperty().addListener((o, a, t) -> vm.setScenarioNotes(t));
        vm.scenarioProperty().addListener((o, a, s) -> {
            if (s != null && !s.notes().equals(notes.getText())) {
                notes.setText(s.notes());
            }
        });
        getChildren().addAll(heading, title, notes);
    }
}
