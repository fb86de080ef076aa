package org.dltexplorer.app.shell;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A dialog service for tests: records what would have been shown and answers from fields. */
public final class RecordingDialogs implements DialogService {

    public final List<String> shown = new ArrayList<>();
    public boolean confirmAnswer = true;
    public UnsavedChoice unsavedAnswer = UnsavedChoice.DISCARD;
    public Path openAnswer;
    public Path saveAnswer;

    @Override
    public void showError(String title, String message) {
        shown.add("error: " + title + ": " + message);
    }

    @Override
    public void showInformation(String title, String message) {
        shown.add("info: " + title + ": " + message);
    }

    @Override
    public boolean confirm(String title, String message) {
        shown.add("confirm: " + title + ": " + message);
        return confirmAnswer;
    }

    @Override
    public UnsavedChoice askUnsaved(String message) {
        shown.add("unsaved: " + message);
        return unsavedAnswer;
    }

    @Override
    public Optional<Path> chooseFileToOpen(Path initialDirectory) {
        return Optional.ofNullable(openAnswer);
    }

    @Override
    public Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName) {
        return Optional.ofNullable(saveAnswer);
    }
}
