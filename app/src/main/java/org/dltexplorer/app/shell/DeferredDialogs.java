package org.dltexplorer.app.shell;

import java.nio.file.Path;
import java.util.Optional;

/** Forwards to the real dialog service once the stage that owns the dialogs exists. */
final class DeferredDialogs implements DialogService {

    private DialogService delegate;

    void setDelegate(DialogService d) {
        delegate = d;
    }

    @Override
    public void showError(String title, String message) {
        delegate.showError(title, message);
    }

    @Override
    public void showInformation(String title, String message) {
        delegate.showInformation(title, message);
    }

    @Override
    public boolean confirm(String title, String message) {
        return delegate.confirm(title, message);
    }

    @Override
    public UnsavedChoice askUnsaved(String message) {
        return delegate.askUnsaved(message);
    }

    @Override
    public Optional<Path> chooseFileToOpen(Path initialDirectory) {
        return delegate.chooseFileToOpen(initialDirectory);
    }

    @Override
    public Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName) {
        return delegate.chooseFileToSave(initialDirectory, suggestedName);
    }

    @Override
    public Optional<Path> chooseExportFile(Path initialDirectory, String suggestedName,
            org.dltexplorer.app.chart.export.ExportFormat format) {
        return delegate.chooseExportFile(initialDirectory, suggestedName, format);
    }

    @Override
    public Optional<Path> chooseDataFile(Path initialDirectory, String suggestedName,
            java.util.List<org.dltexplorer.app.feature.export.DataFormat> formats) {
        return delegate.chooseDataFile(initialDirectory, suggestedName, formats);
    }
}
