package org.dltexplorer.app.feature.help;

import org.dltexplorer.app.BuildInfo;

/**
 * How to cite DLT Explorer, the same in Help › Cite this software, the README and {@code CITATION.cff} (a test keeps
 * them at one version): a BibTeX {@code @software} entry (biblatex; BibTeX styles read it as {@code @misc}) and one
 * line of text. The papers whose models a result uses are cited besides (Help › References).
 */
public final class Citation {

    /** Who the software is credited to, as in {@code CITATION.cff}. */
    public static final String AUTHOR = "The DLT Explorer maintainers";
    /** The year of this version's release, as {@code date-released} in {@code CITATION.cff}. */
    public static final int YEAR = 2026;

    private Citation() {
    }

    /** The BibTeX entry of this version. */
    public static String bibtex() {
        return "@software{dltexplorer,\n"
                + "  author  = {{" + AUTHOR + "}},\n"
                + "  title   = {{DLT Explorer}: divisible load theory, solved and drawn},\n"
                + "  version = {" + BuildInfo.version() + "},\n"
                + "  year    = {" + YEAR + "},\n"
                + "  note    = {Desktop application and command line; cite the papers of the models used as well},\n"
                + "}\n";
    }

    /** One line for a text that has no bibliography database. */
    public static String text() {
        return AUTHOR + " (" + YEAR + "). DLT Explorer: divisible load theory, solved and drawn (version "
                + BuildInfo.version() + ") [computer software].";
    }
}
