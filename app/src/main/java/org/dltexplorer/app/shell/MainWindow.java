package org.dltexplorer.app.shell;

import static org.dltexplorer.app.shell.MenuItems.item;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.dltexplorer.app.feature.animation.AnimationView;
import org.dltexplorer.app.feature.comparison.ComparisonView;
import org.dltexplorer.app.feature.curves.CurvesView;
import org.dltexplorer.app.feature.network.NetworkView;
import org.dltexplorer.app.feature.parameters.ParametersView;
import org.dltexplorer.app.feature.results.ResultsView;

/** The main window's content: menu bar, network area, live views, parameter area, banner and status bar. */
public final class MainWindow extends BorderPane {

    private final MainViewModel vm;
    private final NetworkView networkView;
    private final ParametersView parametersView;
    private final ResultsView resultsView;
    private final CurvesView curvesView;
    private ComparisonView comparisonView;
    private AnimationView animationView;
    private org.dltexplorer.app.feature.map.MapView mapView;
    private final Presentation presentation = new Presentation();
    private final TabPane tabs = new TabPane();
    private javafx.beans.property.BooleanProperty processorTableShowing;
    private final MenuBar menuBar = new MenuBar();
    private final Menu fileMenu = new Menu("_File");

    public MainWindow(MainViewModel vm) {
        this.vm = vm;
        getStyleClass().add("main-window");
        networkView = new NetworkView(vm.network());
        parametersView = new ParametersView(vm.parameters(), vm.searchTimeLimit());
        resultsView = new ResultsView(vm.results());
        curvesView = new CurvesView(vm.curves());

        tabs.setId("viewTabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.getTabs().addAll(
                tab(ViewTab.DISTRIBUTION, ResultsView.withPlaceholder(resultsView.distribution(), "No schedule to show")),
                tab(ViewTab.GANTT, resultsView.ganttPane("No schedule to show")),
                tab(ViewTab.SPEEDUP, curvesView.withControls(org.dltexplorer.app.chart.ChartKind.SPEEDUP,
                        CurvesView.withPlaceholder(curvesView.speedup(), "Speedup curves appear after a solve"))),
                tab(ViewTab.TIME_VS_LOAD, curvesView.withControls(org.dltexplorer.app.chart.ChartKind.TIME_VS_LOAD,
                        timeAndTunnel())),
                tab(ViewTab.SUMMARY, summaryAndProcessors()),
                teachingTab(),
                mapTab());

        Tab distributionTab = tabs.getTabs().get(0);
        Tab ganttTab = tabs.getTabs().get(1);
        resultsView.showingProperty(resultsView.distribution()).bind(distributionTab.selectedProperty());
        resultsView.showingProperty(resultsView.gantt()).bind(ganttTab.selectedProperty());
        processorTableShowing.bind(tabs.getTabs().get(4).selectedProperty());
        vm.curves().fileProperty().bind(vm.fileProperty()); // names an untitled scenario added to the comparison
        vm.curves().activeProperty().bind(tabs.getTabs().get(2).selectedProperty().or(tabs.getTabs().get(3).selectedProperty()));
        // the scattering animation's "now" on the main Gantt diagram too
        AnimationView.follow(resultsView.ganttChartProperty(), vm.animation().mainCursorTimeProperty());

        Label banner = new WindowBanner(vm);

        VBox centre = new VBox(banner, tabs);
        VBox.setVgrow(tabs, Priority.ALWAYS);

        ScrollPane params = new ScrollPane(new VBox(new ScenarioTitleView(vm), parametersView));
        params.setFitToWidth(true);
        params.setMinWidth(280);
        ScrollPane network = new ScrollPane(networkView);
        network.setFitToWidth(true);
        network.setFitToHeight(true);
        network.setMinWidth(360);

        SplitPane split = new SplitPane(network, centre, params);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.36, 0.77);
        // a lecture on a projector: every view may take the whole width (network and parameters folded away)
        double[] dividers = {0.36, 0.77};
        presentation.wideProperty().addListener((o, a, wide) -> {
            if (wide) {
                System.arraycopy(split.getDividerPositions(), 0, dividers, 0, 2); // where the user left them
                split.getItems().setAll(centre);
            } else {
                split.getItems().setAll(network, centre, params);
                split.setDividerPositions(dividers);
            }
        });

        setTop(menuBar());
        vm.exports().setClipboard(new org.dltexplorer.app.feature.export.FxFigureClipboard());
        chartMenus();
        setCenter(new ZoomPane(split, presentation.zoomProperty()));
        setBottom(new StatusLine(vm));
        followFullScreen();
    }

    /** The chart on the selected tab (the load distribution for tabs that hold no chart). */
    org.dltexplorer.app.chart.ChartKind shownChart() {
        String id = tabs.getSelectionModel().getSelectedItem().getId();
        return switch (id) {
            case "tab-gantt" -> org.dltexplorer.app.chart.ChartKind.GANTT;
            case "tab-speedup" -> org.dltexplorer.app.chart.ChartKind.SPEEDUP;
            case "tab-time" -> org.dltexplorer.app.chart.ChartKind.TIME_VS_LOAD;
            default -> org.dltexplorer.app.chart.ChartKind.DISTRIBUTION;
        };
    }

    /** The view on the selected tab (and, on the teaching tab, its selected inner tab). */
    ViewKind shownView() {
        Tab selected = tabs.getSelectionModel().getSelectedItem();
        switch (selected.getId()) {
            case "tab-distribution":
                return ViewKind.DISTRIBUTION;
            case "tab-gantt":
                return ViewKind.GANTT;
            case "tab-speedup":
                return ViewKind.SPEEDUP;
            case "tab-time":
                return ViewKind.TIME_VS_LOAD;
            case "tab-summary":
                return ViewKind.SUMMARY;
            case "tab-map":
                return ViewKind.MAP;
            case "tab-teaching":
                TabPane inner = teachingTabs(selected);
                return inner.getSelectionModel().getSelectedIndex() == 0 ? ViewKind.COMPARISON : ViewKind.ANIMATION;
            default:
                return ViewKind.DISTRIBUTION; // a tab this window does not know: as shownChart() does
        }
    }

    /** The chart control of a view, or null for views without one. */
    private org.jfree.chart.fx.ChartViewer viewer(ViewKind view) {
        switch (view) {
            case DISTRIBUTION:
                return resultsView.distribution();
            case GANTT:
                return resultsView.gantt();
            case SPEEDUP:
                return curvesView.speedup();
            case TIME_VS_LOAD:
                return curvesView.timeVsLoad();
            case COMPARISON:
                return comparisonView.chart();
            case MAP:
                return mapView.chart();
            default:
                return null;
        }
    }

    /** File > Export figure: the dialog, then the file, then the figure of the view on screen. */
    void exportFigureWithDialog() {
        ViewKind view = shownView();
        ViewKind figure = ViewExports.figureOf(view);
        new org.dltexplorer.app.feature.export.ExportDialog(vm.exports().settings(), getScene().getWindow(),
                "the " + figure.id() + " figure", o -> vm.exports().preview(view, o)).showAndWait().ifPresent(o -> vm.exports().exportFigure(view, o));
    }

    /** Pixels of a copied chart that is not on screen yet. */
    private static final int COPY_WIDTH = 800;
    private static final int COPY_HEIGHT = 500;

    /** Edit > Copy figure: the chart at its size on screen, and its numbers. */
    void copyFigure() {
        ViewKind view = shownView();
        org.jfree.chart.fx.ChartViewer v = viewer(view);
        double w = v == null || v.getWidth() < 1 ? COPY_WIDTH : v.getWidth();
        double h = v == null || v.getHeight() < 1 ? COPY_HEIGHT : v.getHeight();
        vm.exports().copyFigure(view, w, h);
    }

    private static MenuItem contextItem(String text, Runnable action) {
        MenuItem m = new MenuItem(text);
        m.setOnAction(e -> action.run());
        return m;
    }

    /** Copy figure, Export figure and Export data on top of every chart's context menu. */
    private void chartMenus() {
        for (ViewKind view : ViewKind.values()) {
            org.jfree.chart.fx.ChartViewer v = viewer(view);
            if (v == null) {
                continue;
            }
            javafx.scene.control.ContextMenu menu = v.getContextMenu();
            if (menu == null) {
                continue; // a viewer built without its context menu
            }
            // no accelerators here: the menu bar owns the keys, and a context menu's would shadow them
            menu.getItems().addAll(0, java.util.List.of(contextItem("Copy figure", this::copyFigure),
                    contextItem("Export figure…", this::exportFigureWithDialog),
                    contextItem("Export data…", () -> vm.exports().exportData(shownView())),
                    new javafx.scene.control.SeparatorMenuItem()));
        }
    }

    /**
     * The summary above the per-processor table (one tab, so the tab headers still fit the centre pane); the
     * table exports its own rows.
     */
    private Node summaryAndProcessors() {
        var processors = new org.dltexplorer.app.feature.results.ProcessorTableView(vm.results(),
                () -> vm.exports().exportData(ViewKind.PROCESSORS));
        processorTableShowing = processors.showingProperty();
        SplitPane split = new SplitPane(resultsView.summary(), processors);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.38);
        return split;
    }

    /**
     * Time vs load, with the memory tunnel (unlimited vs saturated memory) below it for kinds that have one, and the
     * time–cost front (makespan vs budget) for stars whose processors have costs.
     */
    private Node timeAndTunnel() {
        Node time = CurvesView.withPlaceholder(curvesView.timeVsLoad(), "Time-vs-load curves appear after a solve");
        Node tunnel = curvesView.tunnel();
        tunnel.managedProperty().bind(tunnel.visibleProperty());
        Node timeCost = curvesView.timeCost();
        timeCost.managedProperty().bind(timeCost.visibleProperty());
        VBox box = new VBox(time, tunnel, timeCost);
        VBox.setVgrow(time, Priority.ALWAYS);
        VBox.setVgrow(tunnel, Priority.ALWAYS);
        VBox.setVgrow(timeCost, Priority.ALWAYS);
        return box;
    }

    /** The Gallery submenu of the lessons beyond the five papers (kept here for the window's tests). */
    static final String BEYOND_THE_PAPERS = GalleryMenu.BEYOND_THE_PAPERS;

    /** The Gallery menu; a lesson opened asks for the view that makes its point, and this window shows it. */
    private Menu galleryMenu() {
        vm.requestedViewProperty().addListener((o, a, view) -> showView(view));
        return new GalleryMenu(vm);
    }

    private void showView(org.dltexplorer.app.gallery.GalleryFocus view) {
        if (view == null) {
            return;
        }
        String id = switch (view) {
            case DISTRIBUTION -> "tab-distribution";
            case GANTT -> "tab-gantt";
            case SPEEDUP -> "tab-speedup";
            case TIME_VS_LOAD, TUNNEL, TIME_COST -> "tab-time";
            case COMPARISON -> "tab-teaching";
            case MAP -> "tab-map";
        };
        for (Tab t : tabs.getTabs()) {
            if (id.equals(t.getId())) {
                tabs.getSelectionModel().select(t);
                if (teachingTabs(t) != null) {
                    teachingTabs(t).getSelectionModel().select(0); // the comparison
                }
            }
        }
    }

    private Tab teachingTab() {
        comparisonView = new ComparisonView(vm.comparison());
        TabPane inner = new TabPane(
                tab("tab-compare", "Compare strategies", comparisonView),
                tab("tab-animation", "Scattering animation", animationView()));
        inner.setId("teachingTabs");
        inner.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        comparisonView.addToTop(wideSwitch());
        animationView.addControl(wideSwitch());
        Tab teaching = tab(ViewTab.TEACHING, inner);

        // the comparison solves only while it is on screen
        vm.comparison().activeProperty().bind(teaching.selectedProperty().and(inner.getTabs().get(0).selectedProperty()));
        return teaching;
    }

    /** The Map tab: the scenario over a grid of two parameters, solved only while the tab is on screen. */
    private Tab mapTab() {
        mapView = new org.dltexplorer.app.feature.map.MapView(vm.map());
        Tab map = tab(ViewTab.MAP, mapView);
        vm.map().activeProperty().bind(map.selectedProperty());
        return map;
    }

    private AnimationView animationView() {
        animationView = new AnimationView(vm.animation());
        animationView.setFileChooser(name -> vm.dialogs().chooseFileToSave(null, name));
        return animationView;
    }

    /** A switch of the full-width teaching layout (one in each teaching view, all on the same state). */
    private javafx.scene.control.ToggleButton wideSwitch() {
        javafx.scene.control.ToggleButton wide = new javafx.scene.control.ToggleButton("↔ Full width"); // not ⤢: missing in DejaVu
        wide.getStyleClass().add("teaching-wide");
        wide.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        wide.setFocusTraversable(false);
        wide.selectedProperty().bindBidirectional(presentation.wideProperty());
        wide.setTooltip(new javafx.scene.control.Tooltip("Fold the network and parameter panels away while teaching "
                + "(a projector's 1024 × 768); click again to bring them back (View › Full width, Ctrl+Shift+F)"));
        return wide;
    }

    /** The inner tabs of the teaching tab (under the full-width switch), or null for another tab. */
    private static TabPane teachingTabs(Tab t) {
        if (t.getContent() instanceof TabPane inner) {
            return inner;
        }
        if (t.getContent() instanceof javafx.scene.layout.StackPane s && s.getChildren().get(0) instanceof TabPane inner) {
            return inner;
        }
        return null;
    }

    /** A view tab: its short name on the strip, its whole name and what it shows in the tooltip, with its key. */
    private static Tab tab(ViewTab v, Node content) {
        Tab t = tab(v.id(), v.label(), content);
        t.setTooltip(new javafx.scene.control.Tooltip(v.tooltip()));
        return t;
    }

    private static Tab tab(String id, String text, Node content) {
        Tab t = new Tab(text, content);
        t.setId(id);
        return t;
    }

    private MenuBar menuBar() {
        MenuItem quit = new MenuItem("_Quit");
        quit.setId("menu-quit");
        quit.setAccelerator(KeyCombination.keyCombination("Shortcut+Q"));
        fileMenu.setId("menu-file");
        MenuItem newItem = item("menu-new", "_New", "Shortcut+N", vm::newScenario);
        MenuItem open = item("menu-open", "_Open…", "Shortcut+O", vm::open);
        Menu recent = new Menu("Open _Recent");
        recent.setId("menu-recent");
        Runnable fillRecent = () -> {
            recent.getItems().clear();
            for (java.nio.file.Path p : vm.recentFiles().files()) {
                MenuItem r = new MenuItem(p.getFileName() + "  —  " + p.getParent());
                r.setMnemonicParsing(false);
                r.setOnAction(e -> vm.openRecent(p));
                recent.getItems().add(r);
            }
            recent.setDisable(recent.getItems().isEmpty());
        };
        vm.recentFiles().files().addListener((javafx.collections.ListChangeListener<java.nio.file.Path>) c -> fillRecent.run());
        fillRecent.run();
        MenuItem save = item("menu-save", "_Save", "Shortcut+S", vm::save);
        MenuItem saveAs = item("menu-save-as", "Save _As…", "Shortcut+Shift+S", vm::saveAs);
        MenuItem export = item("menu-export", "_Export figure…", "Shortcut+E", this::exportFigureWithDialog);
        MenuItem exportData = item("menu-export-data", "Export _data…", "Shortcut+Shift+E",
                () -> vm.exports().exportData(shownView()));
        quit.setOnAction(e -> {
            if (vm.canClose()) {
                getScene().getWindow().hide();
            }
        });
        fileMenu.getItems().addAll(newItem, open, recent, new javafx.scene.control.SeparatorMenuItem(), save, saveAs, export, exportData,
                new javafx.scene.control.SeparatorMenuItem(), quit);

        Menu edit = new EditMenu(vm, sceneProperty(), this::copyFigure);

        Menu view = new ViewMenu(vm, tabs, presentation, sceneProperty());

        menuBar.getMenus().addAll(fileMenu, edit, view, galleryMenu(), new HelpMenu(menuBar));
        menuBar.setId("menuBar");
        return menuBar;
    }

    /** The full-screen switch follows the stage both ways (Esc leaves full screen without the menu). */
    private void followFullScreen() {
        sceneProperty().addListener((o, a, scene) -> {
            if (scene == null) {
                return;
            }
            scene.windowProperty().addListener((w, b, window) -> {
                if (window instanceof javafx.stage.Stage stage) {
                    stage.fullScreenProperty().addListener((f, was, is) -> presentation.fullScreenProperty().set(is));
                    presentation.fullScreenProperty().addListener((f, was, is) -> stage.setFullScreen(is));
                }
            });
        });
    }

    /** The presentation mode (full width, full screen, zoom) of this window. */
    Presentation presentation() {
        return presentation;
    }

    public Menu fileMenu() {
        return fileMenu;
    }

    public NetworkView networkView() {
        return networkView;
    }

    public ParametersView parametersView() {
        return parametersView;
    }

    public ResultsView resultsView() {
        return resultsView;
    }

    public CurvesView curvesView() {
        return curvesView;
    }

    public TabPane tabs() {
        return tabs;
    }
}
