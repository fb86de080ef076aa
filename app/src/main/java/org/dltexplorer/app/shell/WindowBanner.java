package org.dltexplorer.app.shell;

import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/** The line above the views: an error (red) or a note (blue) about the scenario on screen; folded away when empty. */
final class WindowBanner extends Label {

    WindowBanner(MainViewModel vm) {
        setId("banner");
        setWrapText(true);
        setMaxWidth(Double.MAX_VALUE);
        setMinHeight(Region.USE_PREF_SIZE); // wrapped lines, not "…"
        textProperty().bind(vm.bannerProperty());
        visibleProperty().bind(vm.bannerKindProperty().isNotEqualTo(BannerKind.NONE));
        managedProperty().bind(visibleProperty());
        vm.bannerKindProperty().addListener((o, a, k) -> style(k));
        style(vm.bannerKindProperty().get());
    }

    private void style(BannerKind k) {
        getStyleClass().setAll("label", "banner", k == BannerKind.ERROR ? "banner-error" : "banner-info");
    }
}
