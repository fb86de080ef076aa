package org.dltexplorer.app.shell;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

import javafx.beans.binding.Bindings;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.dltexplorer.app.document.ResetPerNodeValues;
import org.dltexplorer.app.document.ScenarioDocument;
import org.dltexplorer.app.document.SetNotes;
import org.dltexplorer.app.document.SetTitle;
import org.dltexplorer.app.feature.animation.AnimationViewModel;
import org.dltexplorer.app.feature.comparison.ComparisonViewModel;
import org.dltexplorer.app.feature.curves.CurvesViewModel;
import org.dltexplorer.app.feature.history.ScenarioHistory;
import org.dltexplorer.app.feature.network.NetworkViewModel;
import org.dltexplorer.app.feature.parameters.ParametersViewModel;
import org.dltexplorer.app.feature.parameters.SearchTimeLimit;
import org.dltexplorer.app.feature.results.ElapsedText;
import org.dltexplorer.app.feature.results.ResultsViewModel;
import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.app.gallery.GalleryEntry;
import org.dltexplorer.app.gallery.GalleryFocus;
import org.dltexplorer.app.task.TaskRunner;
import org.dltexplorer.core.io.GapText;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.FailureSentence;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.UnsupportedScenarioException;

/**
 * Joins the window's parts: the {@link ScenarioDocument} (the scenario, its file, dirty state and history), the
 * panels that render it and send edits ({@link ScenarioPanels}), the files ({@link DocumentFiles}) and the solve of
 * each revision for every view ({@link SolveSession}). Problems go to the banner; the solver never sees invalid input.
 */
public final class MainViewModel {

    /** Pause before solving (see {@link SolveSession#SOLVE_DELAY_MILLIS}). */
    public static final long SOLVE_DELAY_MILLIS = SolveSession.SOLVE_DELAY_MILLIS;

    private final TaskRunner runner;
    private final DialogService dialogs;
    private final Solvers solvers;
    private final NetworkViewModel network = new NetworkViewModel();
    private final ParametersViewModel parameters = new ParametersViewModel();
    private final SearchTimeLimit timeLimit = new SearchTimeLimit();
    private final ResultsViewModel results = new ResultsViewModel();
    private final CurvesViewModel curves;
    private final ComparisonViewModel comparison;
    private final AnimationViewModel animation;
    private final org.dltexplorer.app.feature.map.MapViewModel map;
    private final ViewExports exports = new ViewExports(this);
    private final ScenarioDocument document;
    private final ScenarioPanels panels;
    private final DocumentFiles files;
    private final RecentFiles recent;

    private final ReadOnlyObjectWrapper<GalleryFocus> requestedView = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper banner = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<BannerKind> bannerKind = new ReadOnlyObjectWrapper<>(BannerKind.NONE);
    private final SolveSession session;
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final StringProperty status = new SimpleStringProperty("Ready");
    private final StringProperty title = new SimpleStringProperty("");
    private final ObjectProperty<Runnable> afterSolve = new SimpleObjectProperty<>();
    /** What the last revision did beyond the edit (values dropped, "Undone: …"), told in the status line with the solve. */
    private String note = "";

    public MainViewModel(TaskRunner runner, DialogService dialogs, Solvers solvers) {
        this(runner, dialogs, solvers, RecentFiles.inMemory());
    }

    public MainViewModel(TaskRunner runner, DialogService dialogs, Solvers solvers, RecentFiles recent) {
        this(runner, dialogs, solvers, recent, RecoveryStore.disabled());
    }

    public MainViewModel(TaskRunner runner, DialogService dialogs, Solvers solvers, RecentFiles recent, RecoveryStore recovery) {
        this.recent = recent;
        this.runner = runner;
        this.session = new SolveSession(runner);
        this.dialogs = dialogs;
        this.solvers = solvers;
        this.curves = new CurvesViewModel(runner, solvers);
        this.comparison = new ComparisonViewModel(runner, solvers);
        this.animation = new AnimationViewModel(solvers);
        this.document = new ScenarioDocument(ScenarioPanels.initial(network, parameters));
        this.panels = new ScenarioPanels(document, network, parameters);
        this.files = new DocumentFiles(document, dialogs, recent, recovery, panels::notation,
                () -> bannerKind.get() == BannerKind.ERROR ? parameters.errorProperty().get() : "", status::set);
        animation.sweep().setTarget(new SweepTarget(parameters, network));
        comparison.scenarioProperty().bind(document.scenarioProperty());
        this.map = new org.dltexplorer.app.feature.map.MapViewModel(runner, solvers,
                org.dltexplorer.app.task.SweepCores.parallelism(), document::apply);
        map.optionsProperty().bind(timeLimit.optionsProperty());
        map.scenarioProperty().bind(document.scenarioProperty());
        // the per-node editor offers release, F and costs where a solver declares them for the scenario on screen
        network.perNode().offeredTermsProperty().set(offeredTerms(document.scenario()));
        document.scenarioProperty().addListener((o, a, s) -> network.perNode().offeredTermsProperty().set(offeredTerms(s)));
        results.solvedProperty().addListener((o, a, r) -> animation.load(r == null ? null : r.scenario(), r == null ? null : r.schedule()));
        // a processor picked in the results table is the one selected in the network drawing
        results.highlightedProperty().addListener((o, a, p) -> {
            if (p.intValue() >= 0 && results.tableProperty().get() != null && !results.tableProperty().get().layered()) {
                network.select(p.intValue());
            }
        });
        // each revision of the document: the panels show it, then every view solves it
        document.revisionProperty().addListener((o, a, r) -> {
            panels.render(r);
            note = switch (r.cause()) {
                case UNDONE -> "Undone: " + r.label();
                case REDONE -> "Redone: " + r.label();
                case EDITED -> r.consequence();
                case OPENED -> "";
            };
            solve(r.scenario());
        });
        panels.problemProperty().addListener((o, a, p) -> {
            if (!p.isEmpty()) {
                stale(p);
            }
        });
        panels.onUnchanged(() -> {
            if (bannerKind.get() == BannerKind.ERROR) {
                solve(document.scenario()); // the fields are valid again: the scenario they show is solved once more
            }
        });
        // a new limit is no edit of the scenario: the same scenario is solved again under it
        timeLimit.optionsProperty().addListener(x -> solve(document.scenario()));
        // the notation is a view of the scenario, not an edit of it: the panel asks, the window converts and shows
        parameters.onNotationChosen(this::showNotation);
        title.bind(Bindings.createStringBinding(this::windowTitle, document.fileProperty(), document.dirtyProperty(),
                document.scenarioProperty()));
        solve(document.scenario());
    }

    /** The processor terms some solver would handle for {@code s} (none without a scenario). */
    private java.util.Set<org.dltexplorer.app.feature.network.ProcessorTerm> offeredTerms(Scenario s) {
        java.util.EnumSet<org.dltexplorer.app.feature.network.ProcessorTerm> terms =
                java.util.EnumSet.noneOf(org.dltexplorer.app.feature.network.ProcessorTerm.class);
        if (s != null) {
            for (org.dltexplorer.app.feature.network.ProcessorTerm t : org.dltexplorer.app.feature.network.ProcessorTerm.values()) {
                if (solvers.wouldHandle(s, t.feature())) {
                    terms.add(t);
                }
            }
        }
        return java.util.Collections.unmodifiableSet(terms);
    }

    /** "DLT Explorer — title — file.json *": the scenario's title when it has one, the file, a star when unsaved. */
    private String windowTitle() {
        String t = document.scenario().title().strip();
        Path file = document.fileProperty().get();
        return "DLT Explorer — " + (t.isEmpty() ? "" : t + " — ")
                + (file == null ? "untitled" : file.getFileName().toString()) + (document.dirtyProperty().get() ? " *" : "");
    }

    /** The scenario the panels show now, when their fields are valid. */
    Optional<Scenario> fromPanels() {
        return panels.fromPanels();
    }

    /**
     * View › Notation and the panel's notation buttons: shows the same scenario in notation {@code n}, as
     * {@code dlt convert} writes it. No edit, no undo step, no solve, no change of the dirty state; a notation that
     * cannot express the scenario (results returned in α/τ/σ, …) is refused in the status line.
     */
    public boolean showNotation(Notation n) {
        ScenarioPanels.NotationSwitch answer = panels.showNotation(n);
        if (!answer.status().isEmpty()) {
            status.set(answer.status());
        }
        return answer.shown();
    }

    /** Removes every per-processor and per-link value: all nodes take the defaults again. One undo step. */
    public void resetPerNodeValues() {
        if (!document.apply(new ResetPerNodeValues())) {
            status.set("No per-node values to reset");
        }
    }

    /** The scenario's title (shown in the window title, charts, exports and saved files). */
    public void setScenarioTitle(String t) {
        document.apply(new SetTitle(t));
    }

    public String scenarioTitle() {
        return document.scenario().title();
    }

    /** The scenario's notes: free text saved with it. */
    public void setScenarioNotes(String t) {
        document.apply(new SetNotes(t));
    }

    public String scenarioNotes() {
        return document.scenario().notes();
    }

    // ---- undo ------------------------------------------------------------------------------------------------

    /** Edit > Undo: puts back the scenario before the last change. */
    public void undo() {
        document.undo().ifPresent(label -> tellIfIdle());
    }

    /** Edit > Redo: makes the last undone change again. */
    public void redo() {
        document.redo().ifPresent(label -> tellIfIdle());
    }

    private void tellIfIdle() {
        if (!note.isEmpty() && !session.busyProperty().get()) {
            tell(""); // no solve followed (the state solved to the same): say it now
        }
    }

    /** The next change starts a new undo step (focus left a field, a slider was released). */
    public void sealHistory() {
        document.seal();
    }

    /** The undo history, to read its labels; only the document changes it. */
    public ScenarioHistory history() {
        return document.history();
    }

    /** The window's scenario document: commands such as {@code apply(new ReplaceScenario(s, "map point …"))} go here. */
    public ScenarioDocument document() {
        return document;
    }

    // ---- files --------------------------------------------------------------------------------------------

    /** Starts a new scenario (after asking about unsaved changes). */
    public void newScenario() {
        files.newScenario();
    }

    /** File > Open: asks for a file (after asking about unsaved changes) and opens it. */
    public void open() {
        files.open();
    }

    /** Opens {@code path} without asking about unsaved changes (recent files ask first through {@link #openRecent}). */
    public boolean openFile(Path path) {
        return files.openFile(path);
    }

    public void openRecent(Path path) {
        files.openRecent(path);
    }

    /**
     * Gallery: opens a bundled paper scenario (after asking about unsaved changes), explains it, and asks the window
     * to show the view that makes its point. The scenario has no file, so Save asks where to write it.
     */
    public boolean openGallery(Gallery gallery, GalleryEntry entry) {
        if (!files.openGallery(gallery, entry)) {
            return false;
        }
        if (entry.map() != null) {
            showMap(entry.map());
        }
        requestedView.set(null);
        requestedView.set(entry.view());
        dialogs.showInformation(entry.title(), entry.lesson());
        return true;
    }

    /** Sets the Map tab's axes and metric as a gallery entry gives them (the range after the name, which picks its own). */
    private void showMap(org.dltexplorer.app.gallery.GalleryMap m) {
        for (var pair : java.util.List.of(java.util.Map.entry(map.x(), m.x()), java.util.Map.entry(map.y(), m.y()))) {
            var axis = pair.getKey();
            var given = pair.getValue();
            axis.nameProperty().set(given.name());
            axis.fromProperty().set(org.dltexplorer.core.io.ShortestDecimal.of(given.from()));
            axis.toProperty().set(org.dltexplorer.core.io.ShortestDecimal.of(given.to()));
            axis.stepsProperty().set(Integer.toString(given.steps()));
            axis.logProperty().set(given.log());
        }
        org.dltexplorer.app.chart.map.MapMetric.fromId(m.metric()).ifPresent(map.metricProperty()::set);
    }

    /** The view a gallery entry asked for (set after each {@link #openGallery}); the window selects its tab. */
    public ReadOnlyObjectProperty<GalleryFocus> requestedViewProperty() {
        return requestedView.getReadOnlyProperty();
    }

    /** Opens {@code s} as a new document from {@code from} (no history; saved as it is), and solves it. */
    public void apply(Scenario s, Path from) {
        document.open(s, from);
    }

    /** File > Save; returns whether the scenario was written. */
    public boolean save() {
        return files.save();
    }

    /** File > Save As; returns whether the scenario was written. */
    public boolean saveAs() {
        return files.saveAs();
    }

    /** Offers the copy a crashed window left behind (at start-up). */
    public void offerRecovery() {
        files.offerRecovery();
    }

    /** Whether the window may close: asks to save unsaved changes; closing removes the recovery copy. */
    public boolean canClose() {
        return files.canClose();
    }

    private void stale(String message) {
        session.drop();
        setBanner(BannerKind.ERROR, message);
    }

    /**
     * Solves {@code s} for every view. The results of another network are cleared at once (never a chain's
     * "optimal" over a star being searched); the results of the same network stay until the answer replaces them,
     * and a long solve says so next to Cancel ({@link SolveSession#liveProperty()}).
     */
    private void solve(Scenario s) {
        ResultsViewModel.Solved previous = results.solvedProperty().get();
        if (previous != null && !previous.scenario().network().equals(s.network())) {
            results.solvedProperty().set(null);
            network.scheduleProperty().set(null);
            curves.update(null);
            setBanner(BannerKind.NONE, ""); // what it said was of the cleared result ("P3 and P4 are filled…")
        }
        status.set(note.isEmpty() ? "Solving…" : note);
        session.start(solvers.withOptions(timeLimit.optionsProperty().get()), s, this::accept, e -> fail(s, e));
    }

    private void accept(ResultsViewModel.Solved solved) {
        results.solvedProperty().set(solved);
        network.scheduleProperty().set(solved.schedule());
        Schedule sc = solved.schedule();
        if (!sc.feasible()) {
            setBanner(BannerKind.ERROR, "Infeasible: " + (sc.reason() == null ? "the solver found no schedule" : sc.reason()));
        } else {
            // a speedup below 1 is worth a word in a lecture: the banner says why (empty otherwise)
            String why = results.speedupNoteProperty().get();
            setBanner(why.isEmpty() ? BannerKind.NONE : BannerKind.INFO, why);
        }
        curves.update(sc.feasible() ? solved.scenario() : null);
        tell(String.format(Locale.ROOT, "%s — %s%s in %s", sc.solver(), sc.status().id(),
                sc.hasBound() ? " (" + GapText.withinOptimal(sc) + ")" : "", ElapsedText.of(solved.solveMillis())));
        if (afterSolve.get() != null) {
            afterSolve.get().run();
        }
    }

    private void fail(Scenario s, Throwable e) {
        results.solvedProperty().set(null);
        network.scheduleProperty().set(null);
        if (e instanceof UnsupportedScenarioException && s.limitedMemory() && e.getMessage().contains("limited memory")) {
            // not a solver still to come: the buffers carried over are the cause, and the message says how to drop them
            setBanner(BannerKind.INFO, "Not solved with these memory buffers: " + e.getMessage() + ".");
            tell("No solver for " + s.network().kind().id() + " with limited memory");
        } else if (e instanceof UnsupportedScenarioException) {
            // the registry's sentence names the kind and the missing feature ("no solver for a chain network with …")
            String why = e.getMessage();
            setBanner(BannerKind.INFO, Character.toUpperCase(why.charAt(0)) + why.substring(1)
                    + ". The network is drawn without results.");
            tell("No solver for " + s.network().kind().id());
        } else if (e instanceof ScenarioRefusedException) {
            setBanner(BannerKind.ERROR, "Refused: " + e.getMessage());
            tell("Refused");
        } else if (e instanceof IllegalArgumentException) {
            setBanner(BannerKind.ERROR, "Invalid scenario: " + e.getMessage());
            tell("Invalid scenario");
        } else {
            setBanner(BannerKind.ERROR, "Solver error: " + FailureSentence.of(e));
            tell("Solver error");
        }
    }

    /** The status line: what the last edit did beyond itself (if anything), then {@code text}. */
    private void tell(String text) {
        status.set(note.isEmpty() ? text : text.isEmpty() ? note : note + ". " + text);
        note = "";
    }

    private void setBanner(BannerKind kind, String text) {
        bannerKind.set(kind);
        banner.set(text);
    }

    /**
     * The status bar's cancel button. A running solve is asked to stop: an exact search then answers its best
     * schedule so far (status feasible, with its proven bound), which is shown as usual; curve sweeps and
     * comparisons are dropped.
     */
    public void cancel() {
        curves.cancel();
        map.cancel();
        comparison.cancel();
        status.set(session.stop() ? "Stopping the search…" : "Cancelled");
    }

    public NetworkViewModel network() {
        return network;
    }

    /** The time limit of the exact searches in every solve of the main views (a user preference). */
    public SearchTimeLimit searchTimeLimit() {
        return timeLimit;
    }

    public ParametersViewModel parameters() {
        return parameters;
    }

    public ResultsViewModel results() {
        return results;
    }

    public CurvesViewModel curves() {
        return curves;
    }

    public ComparisonViewModel comparison() {
        return comparison;
    }

    public AnimationViewModel animation() {
        return animation;
    }

    /** The Map view: the scenario over a grid of two parameters. */
    public org.dltexplorer.app.feature.map.MapViewModel map() {
        return map;
    }

    /** Export figure (with its dialog's choices), Export data and Copy figure, for the view on screen. */
    public ViewExports exports() {
        return exports;
    }

    public TaskRunner runner() {
        return runner;
    }

    public DialogService dialogs() {
        return dialogs;
    }

    public Solvers solvers() {
        return solvers;
    }

    public ReadOnlyObjectProperty<Scenario> scenarioProperty() {
        return document.scenarioProperty();
    }

    public ReadOnlyStringProperty bannerProperty() {
        return banner.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<BannerKind> bannerKindProperty() {
        return bannerKind.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return session.busyProperty();
    }

    /** The solve of the scenario on screen: latest wins, Cancel, and what a long search has found so far. */
    public SolveSession solveSession() {
        return session;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public StringProperty statusProperty() {
        return status;
    }

    public ReadOnlyObjectProperty<Path> fileProperty() {
        return document.fileProperty();
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return document.dirtyProperty();
    }

    public RecentFiles recentFiles() {
        return recent;
    }

    public StringProperty titleProperty() {
        return title;
    }

    /** A hook run after each accepted solve (used to time solve + redraw). */
    public ObjectProperty<Runnable> afterSolveProperty() {
        return afterSolve;
    }
}
