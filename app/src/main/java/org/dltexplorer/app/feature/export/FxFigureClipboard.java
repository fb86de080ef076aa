package org.dltexplorer.app.feature.export;

import java.awt.image.BufferedImage;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/** The system clipboard: an image and plain text, so slides take the picture and spreadsheets the table. */
public final class FxFigureClipboard implements FigureClipboard {

    @Override
    public void put(BufferedImage image, String text) {
        ClipboardContent content = new ClipboardContent();
        if (image != null) {
            content.putImage(SwingFXUtils.toFXImage(image, null));
        }
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }
}
