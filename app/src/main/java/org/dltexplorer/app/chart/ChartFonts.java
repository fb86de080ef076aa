package org.dltexplorer.app.chart;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The fonts of every chart: DejaVu Serif and DejaVu Sans, shipped in {@code assets} with their licence, so a figure
 * looks the same on every machine and its PDF can embed the very font it was laid out with. Each family has a
 * regular, a bold and an italic face, created from the files (a bold derived from the regular face would be a
 * synthetic one, which the PDF could not embed). The faces are also registered with AWT, so text built from
 * attributes (a family name plus a subscript) resolves to them.
 */
public final class ChartFonts {

    private static final String DIR = "/org/dltexplorer/assets/fonts/";
    private static final Map<ChartStyle.FontFamily, Map<Face, Font>> FACES = load();

    /** The faces of a family, by AWT style. */
    public enum Face {
        REGULAR(Font.PLAIN), BOLD(Font.BOLD), ITALIC(Font.ITALIC);

        private final int awtStyle;

        Face(int awtStyle) {
            this.awtStyle = awtStyle;
        }

        static Face of(int awtStyle) {
            if ((awtStyle & Font.BOLD) != 0) {
                return BOLD;
            }
            return (awtStyle & Font.ITALIC) != 0 ? ITALIC : REGULAR;
        }
    }

    /** One shipped font file: its classpath resource and the face name AWT gives it ({@link Font#getFontName()}). */
    public record FontFile(String resource, String fontName) {

        public InputStream open() {
            InputStream in = ChartFonts.class.getResourceAsStream(resource);
            if (in == null) {
                throw new IllegalStateException("font missing from the class path: " + resource);
            }
            return in;
        }
    }

    private ChartFonts() {
    }

    /** The shipped face of {@code family} closest to {@code awtStyle} (bold-italic is bold), at {@code size} points. */
    public static Font font(ChartStyle.FontFamily family, int awtStyle, float size) {
        return FACES.get(family).get(Face.of(awtStyle)).deriveFont(size);
    }

    /** The italic face of {@code font}'s family at its size ({@code font} itself when it is not one of ours). */
    public static Font italic(Font font) {
        for (Map.Entry<ChartStyle.FontFamily, Map<Face, Font>> e : FACES.entrySet()) {
            if (e.getValue().get(Face.REGULAR).getFamily().equals(font.getFamily())) {
                return e.getValue().get(Face.ITALIC).deriveFont(font.getSize2D());
            }
        }
        return font.deriveFont(Font.ITALIC);
    }

    /** Every shipped font file, for writers that embed fonts (PDF). */
    public static List<FontFile> files() {
        List<FontFile> files = new ArrayList<>();
        for (ChartStyle.FontFamily family : ChartStyle.FontFamily.values()) {
            for (Face face : Face.values()) {
                files.add(new FontFile(resource(family, face), FACES.get(family).get(face).getFontName()));
            }
        }
        return files;
    }

    /** The AWT family name of {@code family}'s faces ("DejaVu Serif"), for attributed text. */
    public static String familyName(ChartStyle.FontFamily family) {
        return FACES.get(family).get(Face.REGULAR).getFamily();
    }

    private static String resource(ChartStyle.FontFamily family, Face face) {
        String base = family == ChartStyle.FontFamily.SERIF ? "DejaVuSerif" : "DejaVuSans";
        switch (face) {
            case BOLD:
                return DIR + base + "-Bold.ttf";
            case ITALIC:
                return DIR + base + (family == ChartStyle.FontFamily.SERIF ? "-Italic.ttf" : "-Oblique.ttf");
            default:
                return DIR + base + ".ttf";
        }
    }

    private static Map<ChartStyle.FontFamily, Map<Face, Font>> load() {
        Map<ChartStyle.FontFamily, Map<Face, Font>> all = new EnumMap<>(ChartStyle.FontFamily.class);
        for (ChartStyle.FontFamily family : ChartStyle.FontFamily.values()) {
            Map<Face, Font> faces = new EnumMap<>(Face.class);
            for (Face face : Face.values()) {
                String resource = resource(family, face);
                try (InputStream in = new FontFile(resource, "").open()) {
                    Font f = Font.createFont(Font.TRUETYPE_FONT, in);
                    // false when the machine has the same face installed: then that one answers to the name, equally
                    GraphicsEnvironment.getLocalGraphicsEnvironment().registerFont(f);
                    // the face's own style, so writers that only see the style (SVG's font-style and font-weight) say it
                    faces.put(face, f.deriveFont(face.awtStyle));
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot read font " + resource, e);
                } catch (FontFormatException e) {
                    throw new IllegalStateException("not a TrueType font: " + resource, e);
                }
            }
            all.put(family, faces);
        }
        return all;
    }
}
