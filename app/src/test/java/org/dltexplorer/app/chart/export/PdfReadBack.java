package org.dltexplorer.app.chart.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.text.PDFTextStripper;

/** An exported PDF read back with PDFBox: its fonts (embedded or not) and its text, for the export tests. */
record PdfReadBack(int pages, float width, float height, List<String> fontNames, List<String> notEmbedded, String text) {

    static PdfReadBack of(Path file) throws IOException {
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            List<PDFont> fonts = fonts(doc.getPage(0).getResources());
            return new PdfReadBack(doc.getNumberOfPages(), doc.getPage(0).getMediaBox().getWidth(),
                    doc.getPage(0).getMediaBox().getHeight(), fonts.stream().map(PDFont::getName).toList(),
                    fonts.stream().filter(f -> !f.isEmbedded()).map(PDFont::getName).toList(),
                    new PDFTextStripper().getText(doc).replaceAll("\\s+", " "));
        }
    }

    /** The fonts of a page's resources and of every form drawn on it (the Graphics2D bridge draws into a form). */
    private static List<PDFont> fonts(PDResources resources) throws IOException {
        List<PDFont> fonts = new ArrayList<>();
        if (resources == null) {
            return fonts;
        }
        for (COSName name : resources.getFontNames()) {
            fonts.add(resources.getFont(name));
        }
        for (COSName name : resources.getXObjectNames()) {
            PDXObject x = resources.getXObject(name);
            if (x instanceof PDFormXObject form) {
                fonts.addAll(fonts(form.getResources()));
            }
        }
        return fonts;
    }
}
