package org.dltexplorer.app.shell;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** The most recently opened or saved scenario files, newest first, handed to a store after every change. */
public final class RecentFiles {

    public static final int MAX = 8;

    private final ObservableList<Path> files = FXCollections.observableArrayList();
    private final Consumer<List<Path>> store;

    public RecentFiles(List<Path> initial, Consumer<List<Path>> store) {
        files.setAll(initial.stream().limit(MAX).toList());
        this.store = store;
    }

    /** Kept only in memory (tests). */
    public static RecentFiles inMemory() {
        return new RecentFiles(List.of(), l -> { });
    }

    /** Backed by the user's preferences. */
    public static RecentFiles preferences() {
        java.util.prefs.Preferences p = java.util.prefs.Preferences.userNodeForPackage(RecentFiles.class);
        List<Path> initial = new ArrayList<>();
        for (String s : p.get("recent", "").split("\n")) {
            if (!s.isBlank()) {
                initial.add(Path.of(s));
            }
        }
        return new RecentFiles(initial, l -> p.put("recent", String.join("\n", l.stream().map(Path::toString).toList())));
    }

    public void add(Path file) {
        Path f = file.toAbsolutePath().normalize();
        files.remove(f);
        files.add(0, f);
        while (files.size() > MAX) {
            files.remove(files.size() - 1);
        }
        store.accept(List.copyOf(files));
    }

    public void remove(Path file) {
        files.remove(file);
        store.accept(List.copyOf(files));
    }

    public ObservableList<Path> files() {
        return files;
    }
}
