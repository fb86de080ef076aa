package org.dltexplorer.app.chart.export;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * Every run of text on a PDF's first page, with its box in page coordinates (y down): what an editor's eye checks of a
 * figure (inside the page, nothing drawn over another text), for our own PDFs and for compiled PGFPlots files alike.
 */
public final class PdfTextRuns extends PDFTextStripper {

    /** Slack of a position read back from a file, in points. */
    public static final double EPS = 0.5;

    /**
     * A run of text: its box, its smallest font size, and whether a glyph of it starts before the one before it ends
     * (two texts drawn over each other read back as one run).
     */
    public record Chunk(String text, Rectangle2D box, float size, boolean overdrawn) {
    }

    public final List<Chunk> chunks = new ArrayList<>();
    private float width;
    private float height;

    private PdfTextRuns() throws IOException {
        setSortByPosition(false);
    }

    public static PdfTextRuns of(PDDocument doc) throws IOException {
        PdfTextRuns runs = new PdfTextRuns();
        runs.width = doc.getPage(0).getMediaBox().getWidth();
        runs.height = doc.getPage(0).getMediaBox().getHeight();
        runs.setStartPage(1);
        runs.setEndPage(1);
        runs.getText(doc);
        return runs;
    }

    public static PdfTextRuns of(Path pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return of(doc);
        }
    }

    /** What is wrong: a run beyond the page's edges, drawn over another, or two runs overlapping; empty when none. */
    public List<String> problems() {
        List<String> out = new ArrayList<>();
        for (Chunk c : chunks) {
            Rectangle2D b = c.box;
            if (b.getMinX() < -EPS || b.getMaxX() > width + EPS || b.getMinY() < -EPS || b.getMaxY() > height + EPS) {
                out.add("'" + c.text + "' " + b + " leaves the page " + width + " × " + height);
            }
        }
        out.addAll(overlaps());
        return out;
    }

    /**
     * Runs drawn over another or overlapping; for a figure set on a page of its own size, with {@link #problems},
     * else (a compiled PGFPlots file on a document's page) alone.
     */
    public List<String> overlaps() {
        List<String> out = new ArrayList<>();
        for (Chunk c : chunks) {
            if (c.overdrawn) {
                out.add("'" + c.text + "' is drawn over another text");
            }
        }
        for (int i = 0; i < chunks.size(); i++) {
            for (int j = i + 1; j < chunks.size(); j++) {
                Rectangle2D both = chunks.get(i).box.createIntersection(chunks.get(j).box);
                if (both.getWidth() > EPS && both.getHeight() > EPS) {
                    out.add("'" + chunks.get(i).text + "' " + chunks.get(i).box + " overlaps '" + chunks.get(j).text + "' "
                            + chunks.get(j).box);
                }
            }
        }
        return out;
    }

    /** All the text, runs joined by spaces. */
    public String text() {
        return String.join(" ", chunks.stream().map(Chunk::text).toList());
    }

    @Override
    protected void writeString(String text, List<TextPosition> positions) {
        if (text.isBlank()) {
            return;
        }
        double x0 = Double.POSITIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y1 = Double.NEGATIVE_INFINITY;
        float size = Float.POSITIVE_INFINITY;
        boolean overdrawn = false;
        double lastEnd = Double.NEGATIVE_INFINITY;
        for (TextPosition t : positions) {
            if (t.getUnicode().isBlank()) {
                continue;
            }
            boolean turned = t.getDir() == 90 || t.getDir() == 270;
            // y down from the page's top, as PDFBox gives getY for upright text
            double x = t.getX();
            double y = t.getY();
            double along = t.getWidth();
            double across = t.getHeight();
            if (turned) {
                x0 = Math.min(x0, x - across);
                x1 = Math.max(x1, x);
                y0 = Math.min(y0, y - along);
                y1 = Math.max(y1, y);
            } else {
                // a glyph starting well before the previous one ends: another text was drawn over this one
                overdrawn |= x < lastEnd - 1.0;
                lastEnd = x + along;
                x0 = Math.min(x0, x);
                x1 = Math.max(x1, x + along);
                y0 = Math.min(y0, y - across);
                y1 = Math.max(y1, y);
            }
            size = Math.min(size, t.getFontSizeInPt());
        }
        if (x0 <= x1) {
            chunks.add(new Chunk(text, new Rectangle2D.Double(x0, y0, x1 - x0, y1 - y0), size, overdrawn));
        }
    }
}
