package org.dltexplorer.app.feature.help;

import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** Help › Cite this software: the BibTeX entry in a text area to select from, and a button that copies all of it. */
public final class CiteDialog extends Dialog<Void> {

    public CiteDialog(Window owner) {
        initOwner(owner);
        setTitle("Cite DLT Explorer");
        getDialogPane().setId("cite-dialog");
        TextArea bibtex = new TextArea(Citation.bibtex());
        bibtex.setId("cite-bibtex");
        bibtex.setEditable(false);
        bibtex.setPrefRowCount(8);
        bibtex.setPrefColumnCount(70);
        bibtex.setStyle("-fx-font-family: monospace");
        Label text = new Label(Citation.text());
        text.setWrapText(true);
        Label also = new Label("Cite the papers of the models you used as well (Help › References).");
        also.setWrapText(true);
        getDialogPane().setContent(new VBox(8, new Label("BibTeX:"), bibtex, new Label("In text:"), text, also));
        ButtonType copy = new ButtonType("Copy BibTeX", ButtonBar.ButtonData.LEFT);
        getDialogPane().getButtonTypes().addAll(copy, ButtonType.CLOSE);
        // copying must not close the dialog: the button's event is consumed after the copy
        getDialogPane().lookupButton(copy).addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            ClipboardContent c = new ClipboardContent();
            c.putString(Citation.bibtex());
            Clipboard.getSystemClipboard().setContent(c);
            e.consume();
        });
    }
}
