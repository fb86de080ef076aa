package org.dltexplorer.app.gallery;

import java.util.Optional;

/** The papers the solvers implement, as users cite them: authors and year, and the full reference. */
public enum Paper {
    BLAZEWICZ_ET_AL_1999("Błażewicz et al. (1999)",
            "J. Błażewicz, M. Drozdowski, F. Guinand, D. Trystram. Scheduling a divisible task in a two-dimensional "
                    + "toroidal mesh. Discrete Applied Mathematics 94 (1999) 35–50."),
    DROZDOWSKI_2009("Drozdowski (2009)",
            "M. Drozdowski. Scheduling for Parallel Processing. Springer, London, 2009. §7.2.3–7.2.4."),
    DROZDOWSKI_WOLNIEWICZ_2003("Drozdowski & Wolniewicz (2003)",
            "M. Drozdowski, P. Wolniewicz. Divisible load scheduling in systems with limited memory. "
                    + "Cluster Computing 6 (2003) 19–29."),
    BLAZEWICZ_DROZDOWSKI_1997("Błażewicz & Drozdowski (1997)",
            "J. Błażewicz, M. Drozdowski. Distributed processing of divisible jobs with communication startup costs. "
                    + "Discrete Applied Mathematics 76 (1997) 21–41."),
    KO_ROBERTAZZI_2003("Ko & Robertazzi (2003)",
            "K. Ko, T. G. Robertazzi. Naive versus optimal scheduling for data intensive applications. Technical "
                    + "Report 808, College of Engineering and Applied Sciences, Stony Brook University, 2003.");

    private final String cite;
    private final String entry;

    Paper(String cite, String entry) {
        this.cite = cite;
        this.entry = entry;
    }

    /** Short citation, authors and year: {@code "Błażewicz & Drozdowski (1997)"}. */
    public String cite() {
        return cite;
    }

    /** The full bibliographic entry. */
    public String entry() {
        return entry;
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
