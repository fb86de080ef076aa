package org.dltexplorer.app.shell;

import java.nio.file.Path;
import java.util.Map;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.dltexplorer.app.feature.animation.AnimationViewModel;
import org.dltexplorer.app.feature.comparison.ComparisonViewModel;
import org.dltexplorer.app.feature.curves.CurvesViewModel;
import org.dltexplorer.app.feature.network.NetworkViewModel;
import org.dltexplorer.app.feature.parameters.ParametersViewModel;
import org.dltexplorer.app.feature.parameters.SearchTimeLimit;
import org.dltexplorer.app.feature.results.ResultsViewModel;
import org.dltexplorer.app.task.TaskRunner;
import org.dltexplorer.core.io.GapText;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationConversion;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.FailureSentence;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.UnsupportedScenarioException;

/**
 * Joins the panels: builds the scenario from the network and parameter panels, solves it in the background
 * (debounced; a newer change cancels older work), and hands the schedule to the result views. Problems go to the
 * banner; the solver never sees invalid input.
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

    private final ReadOnlyObjectWrapper<Scenario> scenario = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<org.dltexplorer.app.gallery.GalleryFocus> requestedView = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper banner = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<BannerKind> bannerKind = new ReadOnlyObjectWrapper<>(BannerKind.NONE);
    private final SolveSession session;
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final StringProperty status = new SimpleStringProperty("Ready");
    private final StringProperty title = new SimpleStringProperty("");
    private final ObjectProperty<Runnable> afterSolve = new SimpleObjectProperty<>();

    private final ObjectProperty<Path> file = new SimpleObjectProperty<>();
    private final BooleanProperty dirty = new SimpleBooleanProperty(false);
    private final ScenarioFiles files = new ScenarioFiles();
    private final RecentFiles recent;
    private final RecoveryStore recovery;
    /** The scenario as last opened or saved: the window is dirty while the scenario differs from it. */
    private Scenario saved;
    /** The last reason a save had to change notation, so it is told once per reason rather than on every save. */
    private String toldNotationChange = "";
    // what the panels do not edit, kept from the opened file so that every save writes it back
    private String scenarioTitle = "";
    private String scenarioNotes = "";
    private org.dltexplorer.core.model.Layout scenarioLayout = org.dltexplorer.core.model.Layout.NONE;
    private boolean loading;
    /** The scenario as the panels show it: the scenario itself in the notation on screen. */
    private Scenario shown;
    private final org.dltexplorer.app.feature.history.ScenarioHistory history = new org.dltexplorer.app.feature.history.ScenarioHistory();
    /** Set while undo or redo puts a state back: that is not a new step. */
    private boolean restoring;
    /** A change an action names itself (else the history describes it by comparing the states). */
    private org.dltexplorer.app.feature.history.ScenarioChange namedChange;
    /** What the last rebuild did beyond the edit (overrides dropped), told in the status line with the solve. */
    private String note = "";


    public MainViewModel(TaskRunner runner, DialogService dialogs, Solvers solvers) {
        this(runner, dialogs, solvers, RecentFiles.inMemory());
    }

    public MainViewModel(TaskRunner runner, DialogService dialogs, Solvers solvers, RecentFiles recent) {
        this(runner, dialogs, solvers, recent, RecoveryStore.disabled());
    }

    public MainViewModel(TaskRunner runner, DialogService dialogs, Solvers solvers, RecentFiles recent, RecoveryStore recovery) {
        this.recent = recent;
        this.recovery = recovery;
        this.runner = runner;
        this.session = new SolveSession(runner);
        this.dialogs = dialogs;
        this.solvers = solvers;
        this.curves = new CurvesViewModel(runner, solvers);
        this.comparison = new ComparisonViewModel(runner, solvers);
        this.animation = new AnimationViewModel(solvers);
        this.map = new org.dltexplorer.app.feature.map.MapViewModel(runner, solvers,
                org.dltexplorer.app.task.SweepCores.parallelism(), this::edit);
        map.optionsProperty().bind(timeLimit.optionsProperty());
        animation.sweep().setTarget(new SweepTarget(parameters, network));
        comparison.scenarioProperty().bind(scenario);
        map.scenarioProperty().bind(scenario);
        // the per-node editor offers release, F and costs where a solver declares them for the scenario on screen
        scenario.addListener((o, a, s) -> network.offeredTermsProperty().set(offeredTerms(s)));
        results.solvedProperty().addListener((o, a, r) -> animation.load(r == null ? null : r.scenario(), r == null ? null : r.schedule()));
        // a processor picked in the results table is the one selected in the network drawing
        results.highlightedProperty().addListener((o, a, p) -> {
            if (p.intValue() >= 0 && results.tableProperty().get() != null && !results.tableProperty().get().layered()) {
                network.select(p.intValue());
            }
        });
        parameters.kindProperty().bind(network.kindProperty());
        parameters.processorOverridesProperty().bindBidirectional(network.processorOverridesProperty());
        parameters.linkOverridesProperty().bindBidirectional(network.linkOverridesProperty());
        parameters.inputsProperty().addListener((o, a, in) -> {
            if (in != null) {
                network.processorDefaultProperty().set(in.processor());
                network.linkDefaultProperty().set(in.link());
            }
        });
        if (parameters.inputsProperty().get() != null) {
            network.processorDefaultProperty().set(parameters.inputsProperty().get().processor());
            network.linkDefaultProperty().set(parameters.inputsProperty().get().link());
        }
        parameters.inputsProperty().addListener(x -> rebuild());
        parameters.errorProperty().addListener(x -> rebuild());
        // a new limit is no edit of the scenario: the same scenario is solved again under it
        timeLimit.optionsProperty().addListener(x -> {
            if (scenario.get() != null && !loading) {
                solve(scenario.get());
            }
        });
        // the notation is a view of the scenario, not an edit of it: the panel asks, the window converts and shows
        parameters.onNotationChosen(this::showNotation);
        network.networkProperty().addListener(x -> rebuild());
        network.errorProperty().addListener(x -> rebuild());
        network.processorOverridesProperty().addListener(x -> rebuild());
        network.linkOverridesProperty().addListener(x -> rebuild());
        // a drawn network's node positions are part of the scenario (its layout): a move is an edit, saved and undone
        network.customGraphProperty().addListener((o, a, g) -> {
            if (!loading && network.kindProperty().get() == org.dltexplorer.core.model.NetworkKind.GRAPH) {
                scenarioLayout = org.dltexplorer.app.feature.network.EditorLayout.of(g);
                rebuild();
            }
        });
        title.bind(javafx.beans.binding.Bindings.createStringBinding(this::windowTitle, file, dirty, scenario));
        rebuild();
        saved = scenario.get();
        markDirty();
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
        String t = scenario.get() == null ? "" : scenario.get().title().strip();
        return "DLT Explorer — " + (t.isEmpty() ? "" : t + " — ")
                + (file.get() == null ? "untitled" : file.get().getFileName().toString()) + (dirty.get() ? " *" : "");
    }

    /**
     * Rebuilds the scenario from the panels; when it differs from what they were showing, that is the user's edit:
     * it becomes the scenario, a step of the history, and is solved.
     */
    void rebuild() {
        if (loading) {
            return;
        }
        String paramError = parameters.errorProperty().get();
        if (!paramError.isEmpty()) {
            stale("Invalid input: " + paramError + ". Fix the marked field; the last valid result stays on screen.");
            return;
        }
        String netError = network.errorProperty().get();
        if (!netError.isEmpty()) {
            stale("Invalid network: " + netError);
            return;
        }
        Network n = network.networkProperty().get();
        ParametersViewModel.Inputs in = parameters.inputsProperty().get();
        if (n == null || in == null) {
            return;
        }
        dropInapplicableOverrides(n);
        dropTitleOfAnotherKind(n);
        if (n instanceof org.dltexplorer.core.model.Graph && scenarioLayout.positions().size() != n.processorCount()
                && network.customGraphProperty().get().size() == n.processorCount()) {
            // switched to a drawn network: its layout is the drawing on screen
            scenarioLayout = org.dltexplorer.app.feature.network.EditorLayout.of(network.customGraphProperty().get());
        }
        Scenario s;
        try {
            s = assemble(n, in);
        } catch (InvalidScenarioException e) {
            stale("Invalid scenario: " + e.getMessage());
            return;
        }
        if (s.equals(shown) && scenario.get() != null) {
            if (bannerKind.get() == BannerKind.ERROR) {
                solve(scenario.get()); // the fields are valid again: the scenario they show is solved once more
            }
            return;
        }
        Scenario before = scenario.get();
        Scenario shownBefore = shown;
        shown = s;
        if (restoring) {
            return; // restore() puts the state it restores, not the panels' rendering of it
        }
        scenario.set(s);
        if (before != null) {
            // told as the user saw it: the panels' rendering (notation on screen, default choices left out) before
            history.record(before, s, namedChange != null ? namedChange
                    : org.dltexplorer.app.feature.history.ScenarioChange.between(shownBefore == null ? before : shownBefore, s));
        }
        markDirty();
        solve(s);
    }

    private Scenario assemble(Network n, ParametersViewModel.Inputs in) {
        return new Scenario(scenarioTitle, parameters.notationProperty().get(), in.units(), n, in.load(),
                in.processor(), network.processorOverridesProperty().get(), in.link(),
                network.linkOverridesProperty().get(), in.strategy(), scenarioNotes,
                scenarioLayout.restrictedTo(id -> id < n.processorCount()));
    }

    /** The scenario the panels show now, when their fields are valid. */
    java.util.Optional<Scenario> fromPanels() {
        Network n = network.networkProperty().get();
        ParametersViewModel.Inputs in = parameters.inputsProperty().get();
        if (n == null || in == null || !parameters.errorProperty().get().isEmpty() || !network.errorProperty().get().isEmpty()) {
            return java.util.Optional.empty();
        }
        try {
            return java.util.Optional.of(assemble(n, in));
        } catch (InvalidScenarioException e) {
            return java.util.Optional.empty();
        }
    }

    /** {@code s} as the notation {@code n} writes it, or {@code s} itself when {@code n} cannot express it. */
    private static Scenario inNotation(Scenario s, Notation n) {
        Scenario converted = NotationConversion.convert(s, n);
        return ScenarioFiles.whyNotWritable(converted).isEmpty() ? converted : s;
    }

    /**
     * View › Notation and the panel's notation buttons: shows the same scenario in notation {@code n}, as
     * {@code dlt convert} writes it. No edit, no undo step, no solve, no change of the dirty state; a notation that
     * cannot express the scenario (results returned in α/τ/σ, …) is refused in the status line.
     */
    public boolean showNotation(Notation n) {
        Notation current = parameters.notationProperty().get();
        Scenario s = scenario.get();
        if (n == current) {
            return true;
        }
        if (s == null || !parameters.errorProperty().get().isEmpty() || !network.errorProperty().get().isEmpty()) {
            status.set("Fix the marked fields before switching the notation");
            return false;
        }
        Scenario view = NotationConversion.convert(s, n);
        java.util.Optional<String> why = ScenarioFiles.whyNotWritable(view);
        if (why.isPresent()) {
            status.set("Still in " + current.id() + ": the " + n.id() + " notation cannot express this scenario (" + why.get() + ")");
            return false;
        }
        showInPanels(view, network.customGraphProperty().get());
        shown = fromPanels().orElse(view);
        status.set("Shown in the " + n.id() + " notation (the same scenario; Save writes it so)");
        return true;
    }

    /**
     * Per-node and per-link values that name no processor or link of the network on screen (the kind or size
     * changed) are dropped rather than left to raise a banner about elements the user cannot see; the status line
     * says how many, and undo brings them back with the old network.
     */
    private void dropInapplicableOverrides(Network n) {
        Map<Integer, org.dltexplorer.core.model.ProcessorParams> po = network.processorOverridesProperty().get();
        Map<Integer, org.dltexplorer.core.model.LinkParams> lo = network.linkOverridesProperty().get();
        if (po.isEmpty() && lo.isEmpty()) {
            return;
        }
        Map<Integer, org.dltexplorer.core.model.ProcessorParams> keptP = new java.util.TreeMap<>();
        Map<Integer, org.dltexplorer.core.model.LinkParams> keptL = new java.util.TreeMap<>();
        if (n.explicit()) {
            po.forEach((id, p) -> {
                if (id >= 0 && id < n.processorCount()) {
                    keptP.put(id, p);
                }
            });
            lo.forEach((id, l) -> {
                if (n.hasLink(id)) {
                    keptL.put(id, l);
                }
            });
        }
        int dropped = po.size() - keptP.size() + lo.size() - keptL.size();
        if (dropped == 0) {
            return;
        }
        boolean was = loading;
        loading = true;
        try {
            network.processorOverridesProperty().set(Map.copyOf(keptP));
            network.linkOverridesProperty().set(Map.copyOf(keptL));
        } finally {
            loading = was;
        }
        note = dropped + (dropped == 1 ? " per-node value no longer applies" : " per-node values no longer apply")
                + " to the " + n.kind().id() + " and " + (dropped == 1 ? "was" : "were") + " dropped (Undo brings "
                + (dropped == 1 ? "it" : "them") + " back)";
    }

    /**
     * A title names the network it was written for ("Chain with the originator in the middle…"): when an edit
     * switches the kind, the title is dropped rather than left naming another network in the window title, the
     * charts, the comparisons and the exports. The status line says so; Undo brings it back with the old kind.
     */
    private void dropTitleOfAnotherKind(Network n) {
        Scenario before = scenario.get();
        if (restoring || before == null || scenarioTitle.isBlank() || before.network().kind() == n.kind()) {
            return;
        }
        String dropped = "the title \"" + scenarioTitle.strip() + "\" named the " + before.network().kind().id()
                + " and was dropped (Undo brings it back)";
        note = note.isEmpty() ? Character.toUpperCase(dropped.charAt(0)) + dropped.substring(1) : note + "; " + dropped;
        scenarioTitle = "";
    }

    /** Removes every per-processor and per-link value: all nodes take the defaults again. One undo step. */
    public void resetPerNodeValues() {
        int n = network.processorOverridesProperty().get().size() + network.linkOverridesProperty().get().size();
        if (n == 0) {
            status.set("No per-node values to reset");
            return;
        }
        loading = true;
        try {
            network.processorOverridesProperty().set(Map.of());
            network.linkOverridesProperty().set(Map.of());
        } finally {
            loading = false;
        }
        named(new org.dltexplorer.app.feature.history.ScenarioChange("reset", "reset " + n + " per-node values"));
        note = "Reset " + n + (n == 1 ? " per-node value" : " per-node values") + " to the defaults";
        rebuild();
        namedChange = null;
        history.seal();
    }

    /** The scenario's title (shown in the window title, charts, exports and saved files). */
    public void setScenarioTitle(String t) {
        String next = t == null ? "" : t;
        if (next.equals(scenarioTitle)) {
            return;
        }
        scenarioTitle = next;
        rebuild();
    }

    public String scenarioTitle() {
        return scenarioTitle;
    }

    /** The scenario's notes: free text saved with it. */
    public void setScenarioNotes(String t) {
        String next = t == null ? "" : t;
        if (!next.equals(scenarioNotes)) {
            scenarioNotes = next;
            rebuild();
        }
    }

    public String scenarioNotes() {
        return scenarioNotes;
    }

    private void named(org.dltexplorer.app.feature.history.ScenarioChange change) {
        namedChange = change;
        history.seal();
    }

    // ---- undo ------------------------------------------------------------------------------------------------

    /**
     * Makes {@code next} the scenario as one undo step named {@code change} (a map's point): shown in every panel,
     * solved, the file kept and marked changed.
     */
    public void edit(Scenario next, org.dltexplorer.app.feature.history.ScenarioChange change) {
        Scenario before = scenario.get();
        if (before == null || next.equals(before)) {
            return;
        }
        history.seal();
        note = Character.toUpperCase(change.label().charAt(0)) + change.label().substring(1);
        show(next, inNotation(next, parameters.notationProperty().get()), network.customGraphProperty().get());
        history.record(before, next, change);
        history.seal();
    }

    /** Edit > Undo: puts back the scenario before the last change. */
    public void undo() {
        String label = history.undoLabelProperty().get();
        history.undo().ifPresent(s -> {
            note = "Undone: " + label;
            restore(s);
            if (!note.isEmpty() && !session.busyProperty().get()) {
                tell(""); // no solve followed (the state solved to the same): say it now
            }
        });
    }

    /** Edit > Redo: makes the last undone change again. */
    public void redo() {
        String label = history.redoLabelProperty().get();
        history.redo().ifPresent(s -> {
            note = "Redone: " + label;
            restore(s);
            if (!note.isEmpty() && !session.busyProperty().get()) {
                tell(""); // no solve followed (the state solved to the same): say it now
            }
        });
    }

    /** The next change starts a new undo step (focus left a field, a slider was released). */
    public void sealHistory() {
        history.seal();
    }

    public org.dltexplorer.app.feature.history.ScenarioHistory history() {
        return history;
    }

    /** Shows {@code s} in every panel without making it a new step; the file and its saved state stay. */
    private void restore(Scenario s) {
        show(s, inNotation(s, parameters.notationProperty().get()), network.customGraphProperty().get());
    }

    /**
     * Makes {@code s} the scenario, shown in the panels as {@code view} (itself, or converted to the notation on
     * screen), and solves it. The scenario is {@code s} as given, not the panels' rendering of it (which leaves out
     * choices equal to the kind's default): what is solved and saved is what was opened or restored.
     */
    private void show(Scenario s, Scenario view, org.dltexplorer.app.feature.network.CustomGraph positions) {
        restoring = true;
        try {
            showInPanels(view, positions);
            rebuild(); // says what is wrong when the panels cannot show it
            shown = fromPanels().orElse(view);
        } finally {
            restoring = false;
        }
        scenario.set(s);
        markDirty();
        solve(s);
    }

    private void showInPanels(Scenario s, org.dltexplorer.app.feature.network.CustomGraph positions) {
        boolean was = loading;
        loading = true;
        try {
            scenarioTitle = s.title();
            scenarioNotes = s.notes();
            scenarioLayout = s.layout();
            network.processorOverridesProperty().set(Map.of());
            network.linkOverridesProperty().set(Map.of());
            network.load(s.network(), s.network() instanceof org.dltexplorer.core.model.Graph g && !s.layout().isEmpty()
                    ? org.dltexplorer.app.feature.network.EditorLayout.drawing(g, s.layout()) : positions);
            parameters.load(s.processorDefault(), s.linkDefault(), s.load(), s.strategy(), s.notation(), s.units());
            network.processorOverridesProperty().set(s.processorOverrides());
            network.linkOverridesProperty().set(s.linkOverrides());
        } finally {
            loading = was;
        }
    }

    // ---- files --------------------------------------------------------------------------------------------

    /** Starts a new scenario (after asking about unsaved changes). */
    public void newScenario() {
        if (!confirmDiscard()) {
            return;
        }
        apply(Scenario.uniform(new org.dltexplorer.core.model.Chain(6, 0), 1, org.dltexplorer.core.model.ProcessorParams.of(1),
                org.dltexplorer.core.model.LinkParams.of(0, 0.2)), null);
    }

    /** File > Open: asks for a file (after asking about unsaved changes) and opens it. */
    public void open() {
        if (!confirmDiscard()) {
            return;
        }
        dialogs.chooseFileToOpen(directory()).ifPresent(this::openFile);
    }

    /** Opens {@code path} without asking about unsaved changes (recent files ask first through {@link #openRecent}). */
    public boolean openFile(Path path) {
        Scenario s;
        try {
            s = files.read(path);
        } catch (java.nio.file.NoSuchFileException e) {
            recent.remove(path);
            dialogs.showError("Cannot open " + path.getFileName(), "The file no longer exists: " + path);
            return false;
        } catch (java.io.IOException e) {
            dialogs.showError("Cannot open " + path.getFileName(), "Could not read the file: " + e.getMessage());
            return false;
        } catch (InvalidScenarioException e) {
            dialogs.showError("Cannot open " + path.getFileName(), e.messageIn(String.valueOf(path.getFileName())));
            return false;
        } catch (IllegalArgumentException e) {
            dialogs.showError("Cannot open " + path.getFileName(), e.getMessage());
            return false;
        }
        apply(s, path);
        recent.add(path);
        return true;
    }

    /**
     * Gallery: opens a bundled paper scenario (after asking about unsaved changes), explains it, and asks the window
     * to show the view that makes its point. The scenario has no file, so Save asks where to write it.
     */
    public boolean openGallery(org.dltexplorer.app.gallery.Gallery gallery, org.dltexplorer.app.gallery.GalleryEntry entry) {
        if (!confirmDiscard()) {
            return false;
        }
        Scenario s;
        try {
            s = new org.dltexplorer.core.io.ScenarioReader().read(gallery.text(entry));
        } catch (IllegalArgumentException e) {
            dialogs.showError("Cannot open " + entry.title(), e.getMessage());
            return false;
        }
        apply(s, null);
        requestedView.set(null);
        requestedView.set(entry.view());
        dialogs.showInformation(entry.title(), entry.lesson());
        return true;
    }

    /** The view a gallery entry asked for (set after each {@link #openGallery}); the window selects its tab. */
    public ReadOnlyObjectProperty<org.dltexplorer.app.gallery.GalleryFocus> requestedViewProperty() {
        return requestedView.getReadOnlyProperty();
    }

    public void openRecent(Path path) {
        if (confirmDiscard()) {
            openFile(path);
        }
    }

    /** Shows a scenario in every panel, then solves it once. */
    public void apply(Scenario s, Path from) {
        history.clear();
        file.set(from);
        saved = s;
        show(s, s, null);
    }

    /** Dirty while the scenario differs from the one last opened or saved; a copy is kept for crash recovery. */
    private void markDirty() {
        Scenario s = scenario.get();
        boolean d = s != null && !s.equals(saved);
        dirty.set(d);
        if (d) {
            recovery.scheduleSave(s, file.get());
        } else {
            recovery.clear();
        }
    }

    /** File > Save; returns whether the scenario was written. */
    public boolean save() {
        if (file.get() == null) {
            return saveAs();
        }
        return writeTo(file.get());
    }

    /** File > Save As; returns whether the scenario was written. */
    public boolean saveAs() {
        String name = file.get() == null ? ScenarioFiles.suggestedName(scenarioTitle) : file.get().getFileName().toString();
        java.util.Optional<Path> target = dialogs.chooseFileToSave(directory(), name);
        if (target.isEmpty()) {
            return false;
        }
        Path p = target.get();
        if (!p.getFileName().toString().contains(".")) {
            p = p.resolveSibling(p.getFileName() + ".json");
        }
        return writeTo(p);
    }

    private boolean writeTo(Path p) {
        if (scenario.get() == null || bannerKind.get() == BannerKind.ERROR && !parameters.errorProperty().get().isEmpty()) {
            dialogs.showError("Cannot save", "Fix the marked fields first: " + parameters.errorProperty().get());
            return false;
        }
        ScenarioFiles.Written w;
        // written in the notation on screen, as dlt convert writes it (the scenario itself is the same)
        Scenario view = inNotation(scenario.get(), parameters.notationProperty().get());
        try {
            w = files.write(view, p);
        } catch (java.io.IOException e) {
            cannotSave(p, ScenarioFiles.reason(e));
            return false;
        } catch (RuntimeException e) {
            cannotSave(p, e.getMessage() == null ? e.toString() : e.getMessage());
            return false;
        }
        file.set(p);
        saved = scenario.get();
        markDirty();
        recent.add(p);
        if (w.changedNotation()) {
            status.set("Saved " + p.getFileName() + " in ACS notation (" + view.notation().id() + " cannot express it)");
            if (!w.notationChange().equals(toldNotationChange)) {
                toldNotationChange = w.notationChange();
                dialogs.showInformation("Saved " + p.getFileName() + " in ACS",
                        "Saved in the ACS notation: " + w.notationChange() + ". The values are the same; the window keeps "
                                + "showing the " + view.notation().id() + " notation.");
            }
        } else {
            status.set("Saved " + p.getFileName());
        }
        return true;
    }

    private void cannotSave(Path p, String reason) {
        status.set("Not saved: " + p.getFileName());
        dialogs.showError("Cannot save " + p.getFileName(), "Could not write " + p.toAbsolutePath() + ": " + reason
                + ".\nThe scenario is still open: choose another place with File › Save As.");
    }

    /**
     * Offers the copy a crashed window left behind (at start-up): restored, it opens as unsaved changes to its
     * file; either way the copy is then removed.
     */
    public void offerRecovery() {
        java.util.Optional<RecoveryStore.Orphan> o = recovery.orphan();
        if (o.isEmpty()) {
            return;
        }
        RecoveryStore.Orphan orphan = o.get();
        String what = orphan.origin() == null ? "an unsaved scenario" : orphan.origin().getFileName().toString();
        String when = java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
                .format(orphan.written().atZone(java.time.ZoneId.systemDefault()));
        if (dialogs.confirm("Recover unsaved work?", "DLT Explorer closed without saving changes to " + what
                + " (last edit " + when + "). Restore them?")) {
            apply(orphan.scenario(), orphan.origin());
            // compared with the file as it is on disk; never saved (or gone), any content counts as unsaved work
            saved = orphan.origin() == null ? null : readQuietly(orphan.origin());
            markDirty();
            status.set("Recovered unsaved changes" + (orphan.origin() == null ? "" : " to " + what));
        }
        recovery.discard(orphan);
    }

    private Scenario readQuietly(Path p) {
        try {
            return files.read(p);
        } catch (java.io.IOException | IllegalArgumentException e) {
            return null;
        }
    }

    /** Whether the window may close: asks to save unsaved changes; closing removes the recovery copy. */
    public boolean canClose() {
        boolean close = confirmDiscard();
        if (close) {
            recovery.clear();
        }
        return close;
    }

    private boolean confirmDiscard() {
        if (!dirty.get()) {
            return true;
        }
        String name = file.get() == null ? "This scenario" : file.get().getFileName().toString();
        switch (dialogs.askUnsaved(name + " has unsaved changes. Save them?")) {
            case SAVE:
                return save();
            case DISCARD:
                return true;
            default:
                return false;
        }
    }

    private Path directory() {
        return file.get() == null ? null : file.get().toAbsolutePath().getParent();
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
        tell(String.format(java.util.Locale.ROOT, "%s — %s%s in %.1f ms", sc.solver(), sc.status().id(),
                sc.hasBound() ? " (" + GapText.withinOptimal(sc) + ")" : "", solved.solveMillis()));
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
        return scenario.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty bannerProperty() {
        return banner.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<BannerKind> bannerKindProperty() {
        return bannerKind.getReadOnlyProperty();
    }

    public javafx.beans.property.ReadOnlyBooleanProperty busyProperty() {
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

    public ObjectProperty<Path> fileProperty() {
        return file;
    }

    public BooleanProperty dirtyProperty() {
        return dirty;
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
