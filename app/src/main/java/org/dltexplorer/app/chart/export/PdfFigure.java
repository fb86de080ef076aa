package org.dltexplorer.app.chart.export;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2DFontTextDrawer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.dltexplorer.app.Provenance;
import org.dltexplorer.app.chart.ChartFonts;
import org.jfree.chart.JFreeChart;

/**
 * A chart as a one-page vector PDF (Apache PDFBox with the pdfbox-graphics2d bridge): text stays text, set in the
 * shipped fonts, embedded as subsets, so any character they have (α, σ, ×, –, ≤, subscripts) prints as drawn.
 */
final class PdfFigure {

    static {
        // PDFBox logs through commons-logging, which would hand over to SLF4J (on the class path for other libraries,
        // with no binding) and print a warning on every command line run; a figure writer has nothing to log
        if (System.getProperty("org.apache.commons.logging.LogFactory") == null) {
            System.setProperty("org.apache.commons.logging.LogFactory", "org.apache.commons.logging.impl.LogFactoryImpl");
            System.setProperty("org.apache.commons.logging.Log", "org.apache.commons.logging.impl.NoOpLog");
        }
    }

    private PdfFigure() {
    }

    /** Writes {@code chart} laid out on a page of {@code width × height} points. */
    static void write(JFreeChart chart, Path file, double width, double height, String title, Provenance provenance)
            throws IOException {
        try (PDDocument doc = new PDDocument()) {
            PDPage page = new PDPage(new PDRectangle((float) width, (float) height));
            doc.addPage(page);
            doc.getDocumentInformation().setTitle(title);
            doc.getDocumentInformation().setCreator(provenance.program());
            if (provenance.scenarioSha256() != null) {
                doc.getDocumentInformation().setSubject(provenance.scenarioText());
            }
            PdfBoxGraphics2DFontTextDrawer fonts = new PdfBoxGraphics2DFontTextDrawer();
            for (ChartFonts.FontFile f : ChartFonts.files()) {
                try (InputStream in = f.open()) {
                    // loaded for subsetting: only the glyphs used are written, and only fonts used at all
                    fonts.registerFont(f.fontName(), PDType0Font.load(doc, in, true));
                }
            }
            PdfBoxGraphics2D g = new PdfBoxGraphics2D(doc, (float) width, (float) height);
            try {
                g.setFontTextDrawer(fonts);
                chart.draw(g, new Rectangle2D.Double(0, 0, width, height));
            } finally {
                g.dispose();
            }
            PDFormXObject form = g.getXFormObject();
            try (PDPageContentStream content = new PDPageContentStream(doc, page)) {
                content.drawForm(form);
            }
            doc.save(file.toFile());
            fonts.close();
        }
    }
}
