package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.dltexplorer.app.chart.ChartFonts;
import org.dltexplorer.app.chart.ChartStyle;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Every {@code <text>} of an SVG we exported, with its box in the figure's coordinates (y down): measured in the shipped
 * font at the size the file gives, which are the metrics the exporter laid the figure out with, and turned as its
 * groups turn it. What a test of where texts went reads (tick labels that touch, labels cut at the edge).
 */
public final class SvgTexts {

    /** A string as drawn: its text, its box (from the baseline up by the font's ascent, down by its descent) and size. */
    public record Text(String text, Rectangle2D box, float size) {
    }

    private static final Pattern MATRIX = Pattern.compile("matrix\\(([^)]*)\\)");
    private static final Pattern SIZE = Pattern.compile("font-size: ([0-9.]+)px");

    private SvgTexts() {
    }

    /** The texts of {@code file}, blank ones left out. */
    public static List<Text> of(Path file) throws Exception {
        var factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(false);
        // the SVG 1.1 DOCTYPE names a DTD on the web: not read
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Element root = factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
        List<Text> out = new ArrayList<>();
        collect(root, new AffineTransform(), out);
        return out;
    }

    private static void collect(Element e, AffineTransform outer, List<Text> out) {
        AffineTransform at = new AffineTransform(outer);
        Matcher m = MATRIX.matcher(e.getAttribute("transform"));
        if (m.find()) {
            String[] v = m.group(1).split(",");
            at.concatenate(new AffineTransform(Double.parseDouble(v[0]), Double.parseDouble(v[1]), Double.parseDouble(v[2]),
                    Double.parseDouble(v[3]), Double.parseDouble(v[4]), Double.parseDouble(v[5])));
        }
        if (e.getTagName().equals("text")) {
            String style = e.getAttribute("style");
            Matcher size = SIZE.matcher(style);
            assertThat(size.find()).as("font size of %s", e.getTextContent()).isTrue();
            int awt = (style.contains("italic") ? Font.ITALIC : Font.PLAIN) | (style.contains("bold") ? Font.BOLD : Font.PLAIN);
            ChartStyle.FontFamily family = style.contains("Sans") ? ChartStyle.FontFamily.SANS : ChartStyle.FontFamily.SERIF;
            float points = Float.parseFloat(size.group(1));
            Font font = ChartFonts.font(family, awt, points);
            Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
            FontMetrics fm = g.getFontMetrics(font);
            String text = e.getTextContent();
            double x = Double.parseDouble(e.getAttribute("x"));
            double y = Double.parseDouble(e.getAttribute("y"));
            var lm = font.getLineMetrics(text, g.getFontRenderContext());
            Rectangle2D local = new Rectangle2D.Double(x, y - lm.getAscent(), fm.getStringBounds(text, g).getWidth(),
                    lm.getAscent() + lm.getDescent());
            g.dispose();
            if (!text.isBlank()) {
                out.add(new Text(text, at.createTransformedShape(local).getBounds2D(), points));
            }
            return;
        }
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element child) {
                collect(child, at, out);
            }
        }
    }
}
