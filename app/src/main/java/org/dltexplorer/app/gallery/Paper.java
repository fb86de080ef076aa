package org.dltexplorer.app.gallery;

import java.util.Optional;

/**
 * The papers the solvers implement, as users cite them: authors and year, and the full reference. The one list
 * behind Help › References, the README's References section and the gallery menu.
 */
public enum Paper {
    BLAZEWICZ_DROZDOWSKI_1997("Błażewicz & Drozdowski (1997)",
            "J. Błażewicz, M. Drozdowski. Distributed processing of divisible jobs with communication startup costs. "
                    + "*Discrete Applied Mathematics* 76 (1997) 21–41."),
    BLAZEWICZ_ET_AL_1999("Błażewicz et al. (1999)",
            "J. Błażewicz, M. Drozdowski, F. Guinand, D. Trystram. Scheduling a divisible task in a two-dimensional "
                    + "toroidal mesh. *Discrete Applied Mathematics* 94 (1999) 35–50."),
    DROZDOWSKI_WOLNIEWICZ_2003("Drozdowski & Wolniewicz (2003)",
            "M. Drozdowski, P. Wolniewicz. Divisible load scheduling in systems with limited memory. "
                    + "*Cluster Computing* 6 (2003) 19–29."),
    KO_ROBERTAZZI_2003("Ko & Robertazzi (2003)",
            "K. Ko, T. G. Robertazzi. Naive versus optimal scheduling for data intensive applications. Technical "
                    + "Report 808, College of Engineering and Applied Sciences, Stony Brook University, 2003."),
    DROZDOWSKI_2009("Drozdowski (2009)",
            "M. Drozdowski. *Scheduling for Parallel Processing*. Springer, London, 2009. §7.2.3–7.2.4.");

    private final String cite;
    private final String markdownEntry;

    Paper(String cite, String markdownEntry) {
        this.cite = cite;
        this.markdownEntry = markdownEntry;
    }

    /** Short citation, authors and year: {@code "Błażewicz & Drozdowski (1997)"}. */
    public String cite() {
        return cite;
    }

    /** The full bibliographic entry as plain text. */
    public String entry() {
        return markdownEntry.replace("*", "");
    }

    /** The full entry with the journal or book title in Markdown emphasis ({@code *…*}). */
    public String markdownEntry() {
        return markdownEntry;
    }

    /**
     * The References list in Markdown: one bullet per paper, its short cite in bold, then the full entry. Help ›
     * References shows it and the README carries it verbatim (a test keeps the two equal).
     */
    public static String referencesMarkdown() {
        StringBuilder md = new StringBuilder();
        for (Paper p : values()) {
            md.append("- **").append(p.cite).append("** ").append(p.markdownEntry).append('\n');
        }
        return md.toString();
    }

    /** The paper a reference text cites first, if any. */
    public static Optional<Paper> citedBy(String reference) {
        Paper first = null;
        int at = Integer.MAX_VALUE;
        for (Paper p : values()) {
            int i = reference.indexOf(p.cite);
            if (i >= 0 && i < at) {
                at = i;
                first = p;
            }
        }
        return Optional.ofNullable(first);
    }
}
