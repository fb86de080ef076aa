package org.dltexplorer.app.shell;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanExpression;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

import org.controlsfx.control.StatusBar;

/**
 * The window's status bar: the status line (whole in its tooltip), a long search's time, best answer and gap, the
 * curves' message, and the one Cancel of the solve, the curves and the map.
 */
final class StatusLine extends StatusBar {

    StatusLine(MainViewModel vm) {
        setId("statusBar");
        textProperty().bind(vm.statusProperty());
        BooleanExpression working = vm.busyProperty().or(vm.curves().runningProperty()).or(vm.map().runningProperty());
        progressProperty().bind(Bindings.when(working).then(-1.0).otherwise(0.0));
        Label curves = new Label();
        curves.textProperty().bind(vm.curves().messageProperty());
        // a long search says, next to Cancel, for how long it runs, its best so far and that answer's proven gap
        Label live = new Label();
        live.setId("solveLive");
        live.textProperty().bind(vm.solveSession().liveProperty());
        live.setMinWidth(Region.USE_PREF_SIZE);
        live.setPadding(new javafx.geometry.Insets(0, 12, 0, 0)); // apart from the curves' message that follows
        javafx.animation.Timeline clock = new javafx.animation.Timeline(
                new javafx.animation.KeyFrame(javafx.util.Duration.millis(250), e -> vm.solveSession().tick()));
        clock.setCycleCount(javafx.animation.Animation.INDEFINITE);
        vm.busyProperty().addListener((o, was, running) -> {
            if (running) {
                clock.play();
            } else {
                clock.stop();
            }
        });
        Button cancel = new Button("Cancel");
        cancel.setId("cancelButton");
        cancel.disableProperty().bind(working.not());
        cancel.setOnAction(e -> vm.cancel());
        // at 1280 px a long status line is cut, not the button: the right-hand items keep their width and the
        // whole status line is in the tooltip
        curves.setMinWidth(Region.USE_PREF_SIZE);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        javafx.scene.control.Tooltip whole = new javafx.scene.control.Tooltip();
        whole.textProperty().bind(vm.statusProperty());
        whole.setWrapText(true);
        whole.setMaxWidth(600);
        setTooltip(whole);
        getRightItems().addAll(live, curves, cancel);
    }
}
