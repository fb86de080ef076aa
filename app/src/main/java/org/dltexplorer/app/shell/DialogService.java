package org.dltexplorer.app.shell;

import java.nio.file.Path;
import java.util.Optional;

/** Dialogs the view-models ask for; the GUI shows real ones, tests substitute answers (JabRef's DialogService). */
public interface DialogService {

    void showError(String title, String message);

    void showInformation(String title, String message);

    /** Whether the user confirms. */
    boolean confirm(String title, String message);

    /** Save / discard / cancel before losing unsaved changes. */
    enum UnsavedChoice { SAVE, DISCARD, CANCEL }

    UnsavedChoice askUnsaved(String message);

    Optional<Path> chooseFileToOpen(Path initialDirectory);

    Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName);

    /**
     * Where to write an exported figure or table of {@code format}; the chooser offers that format's extension.
     * Services without a filtered chooser fall back to {@link #chooseFileToSave}.
     */
    default Optional<Path> chooseExportFile(Path initialDirectory, String suggestedName,
            org.dltexplorer.app.chart.export.ExportFormat format) {
        return chooseFileToSave(initialDirectory, suggestedName);
    }

    /**
     * Where to write File › Export data, offering {@code formats} (the first is the default); a name without one of
     * their extensions is written as the chosen filter's format (CSV when the service has no filters).
     */
    default Optional<Path> chooseDataFile(Path initialDirectory, String suggestedName,
            java.util.List<org.dltexplorer.app.feature.export.DataFormat> formats) {
        return chooseFileToSave(initialDirectory, suggestedName);
    }
}
