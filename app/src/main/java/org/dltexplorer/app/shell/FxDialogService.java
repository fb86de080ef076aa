package org.dltexplorer.app.shell;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** Real dialogs, owned by the main window. */
public final class FxDialogService implements DialogService {

    private final Window owner;

    public FxDialogService(Window owner) {
        this.owner = owner;
    }

    @Override
    public void showError(String title, String message) {
        alert(Alert.AlertType.ERROR, title, message).showAndWait();
    }

    @Override
    public void showInformation(String title, String message) {
        alert(Alert.AlertType.INFORMATION, title, message).showAndWait();
    }

    @Override
    public boolean confirm(String title, String message) {
        return alert(Alert.AlertType.CONFIRMATION, title, message).showAndWait().filter(b -> b == ButtonType.OK).isPresent();
    }

    @Override
    public UnsavedChoice askUnsaved(String message) {
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't save", ButtonBar.ButtonData.NO);
        Alert a = alert(Alert.AlertType.WARNING, "Unsaved changes", message);
        a.getButtonTypes().setAll(save, discard, ButtonType.CANCEL);
        Optional<ButtonType> b = a.showAndWait();
        if (b.isEmpty() || b.get() == ButtonType.CANCEL) {
            return UnsavedChoice.CANCEL;
        }
        return b.get() == save ? UnsavedChoice.SAVE : UnsavedChoice.DISCARD;
    }

    @Override
    public Optional<Path> chooseFileToOpen(Path initialDirectory) {
        FileChooser c = chooser(initialDirectory);
        c.setTitle("Open scenario");
        File f = c.showOpenDialog(owner);
        return Optional.ofNullable(f).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName) {
        FileChooser c = chooser(initialDirectory);
        c.setTitle("Save scenario");
        c.setInitialFileName(suggestedName);
        File f = c.showSaveDialog(owner);
        return Optional.ofNullable(f).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseExportFile(Path initialDirectory, String suggestedName,
            org.dltexplorer.app.chart.export.ExportFormat format) {
        FileChooser c = new FileChooser();
        String ext = format.extension();
        c.getExtensionFilters().add(new FileChooser.ExtensionFilter(
                ext.toUpperCase(java.util.Locale.ROOT) + " files (*." + ext + ")", "*." + ext));
        if (initialDirectory != null && initialDirectory.toFile().isDirectory()) {
            c.setInitialDirectory(initialDirectory.toFile());
        }
        c.setTitle("Export as " + ext.toUpperCase(java.util.Locale.ROOT));
        c.setInitialFileName(suggestedName);
        File f = c.showSaveDialog(owner);
        return Optional.ofNullable(f).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseDataFile(Path initialDirectory, String suggestedName,
            java.util.List<org.dltexplorer.app.feature.export.DataFormat> formats) {
        FileChooser c = new FileChooser();
        java.util.Map<FileChooser.ExtensionFilter, org.dltexplorer.app.feature.export.DataFormat> byFilter = new java.util.HashMap<>();
        for (org.dltexplorer.app.feature.export.DataFormat f : formats) {
            FileChooser.ExtensionFilter filter = new FileChooser.ExtensionFilter(
                    f.description() + " (*." + f.extension() + ")", "*." + f.extension());
            byFilter.put(filter, f);
            c.getExtensionFilters().add(filter);
        }
        if (initialDirectory != null && initialDirectory.toFile().isDirectory()) {
            c.setInitialDirectory(initialDirectory.toFile());
        }
        c.setTitle("Export data");
        c.setInitialFileName(suggestedName);
        File f = c.showSaveDialog(owner);
        if (f == null) {
            return Optional.empty();
        }
        Path p = f.toPath();
        // the filter picked says the format when the typed name has no extension of ours
        org.dltexplorer.app.feature.export.DataFormat picked = byFilter.get(c.getSelectedExtensionFilter());
        if (org.dltexplorer.app.feature.export.DataFormat.of(p).isEmpty() && picked != null) {
            p = p.resolveSibling(p.getFileName() + "." + picked.extension());
        }
        return Optional.of(p);
    }

    private static FileChooser chooser(Path dir) {
        FileChooser c = new FileChooser();
        c.getExtensionFilters().add(new FileChooser.ExtensionFilter("DLT scenarios (*.json)", "*.json"));
        if (dir != null && dir.toFile().isDirectory()) {
            c.setInitialDirectory(dir.toFile());
        }
        return c;
    }

    private Alert alert(Alert.AlertType type, String title, String message) {
        Alert a = new Alert(type, message);
        a.initOwner(owner);
        a.setTitle(title);
        a.setHeaderText(title);
        a.getDialogPane().setMinWidth(420);
        return a;
    }
}
