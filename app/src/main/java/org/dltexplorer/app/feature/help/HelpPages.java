package org.dltexplorer.app.feature.help;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.dltexplorer.app.BuildInfo;
import org.dltexplorer.app.gallery.Paper;

/** The Help menu's pages, as Markdown: built from the program's own data, except the guide, which ships as a file. */
public final class HelpPages {

    /** The user guide in the jar: docs/user-guide.md and docs/guide/ copied by the assets build. */
    public static final String GUIDE = "/org/dltexplorer/assets/help/user-guide.md";

    private HelpPages() {
    }

    public static HelpPage userGuide() {
        URL url = HelpPages.class.getResource(GUIDE);
        if (url == null) {
            return new HelpPage("help-guide", "User guide", "# User guide\n\nThe guide is missing from this build.", null);
        }
        try (InputStream in = url.openStream()) {
            return new HelpPage("help-guide", "User guide", new String(in.readAllBytes(), StandardCharsets.UTF_8), url);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the user guide", e);
        }
    }

    public static HelpPage references() {
        return new HelpPage("help-references", "References", "# References\n\n"
                + "The papers whose models DLT Explorer implements. The gallery, the views and the guide cite them by "
                + "authors and year, with the section, equation, table or figure.\n\n" + Paper.referencesMarkdown(), null);
    }

    /** The shortcuts table, from the accelerators the menus actually carry. */
    public static HelpPage shortcuts(List<Shortcut> shortcuts) {
        StringBuilder md = new StringBuilder("# Keyboard shortcuts\n\n| command | keys |\n|---|---|\n");
        for (Shortcut s : shortcuts) {
            md.append("| ").append(cell(s.command())).append(" | ").append(cell(s.keys())).append(" |\n");
        }
        md.append("\nIn the scattering animation: Space plays or pauses, → and ← step, Home resets.\n");
        return new HelpPage("help-shortcuts", "Keyboard shortcuts", md.toString(), null);
    }

    public static HelpPage about() {
        StringBuilder md = new StringBuilder("# DLT Explorer\n\n");
        md.append("Version **").append(BuildInfo.version()).append("**\n\n");
        md.append("Divisible load theory, solved and drawn: pick a network, set its parameters, and every view "
                + "follows. Help › References lists the papers it implements.\n\n");
        md.append("## Licence\n\nNo licence has been declared for DLT Explorer itself yet; the libraries it ships "
                + "with keep their own licences, listed below.\n\n");
        md.append("## Libraries\n\n| library | version | licence |\n|---|---|---|\n");
        for (BuildInfo.Library l : BuildInfo.libraries()) {
            md.append("| ").append(l.group()).append(':').append(l.artifact()).append(" | ").append(l.version())
                    .append(" | ").append(l.licence()).append(" |\n");
        }
        md.append("\nJava ").append(System.getProperty("java.version")).append(", JavaFX ")
                .append(System.getProperty("javafx.runtime.version", "?")).append('\n');
        return new HelpPage("help-about", "About DLT Explorer", md.toString(), null);
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }
}
