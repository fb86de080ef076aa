package org.dltexplorer.app.chart;

/**
 * The title drawn in a figure: the default (the scenario's title, else the chart's name), a text of one's own, or
 * none (papers put the caption under the figure).
 *
 * @param shown whether a title is drawn at all
 * @param text the title's text; null for the default
 */
public record FigureTitle(boolean shown, String text) {

    /**
     * Longest title drawn, in characters: three to four lines of 9 pt bold at single-column width (8.5 cm), two at
     * double-column. JFreeChart breaks a title into lines by measuring the text from each line's start to every
     * break candidate, which is quadratic in its length (a title of 10^5 characters took a minute), and a longer
     * title would push the plot off the figure.
     */
    public static final int MAX_LENGTH = 160;

    public static final FigureTitle DEFAULT = new FigureTitle(true, null);
    public static final FigureTitle NONE = new FigureTitle(false, null);

    /** {@code text}, or the default when it is null or blank. */
    public static FigureTitle of(String text) {
        return text == null || text.isBlank() ? DEFAULT : new FigureTitle(true, text.strip());
    }

    /** The text to draw, given the chart's own, {@link #fitted}; null when no title is drawn. */
    public String resolve(String chartTitle) {
        if (!shown) {
            return null;
        }
        return fitted(text != null ? text : chartTitle);
    }

    /** The sentence saying that the title is drawn shortened, given the chart's own; null when it is drawn whole. */
    public String shortening(String chartTitle) {
        String whole = !shown ? null : text != null ? text : chartTitle;
        return whole == null || whole.length() <= MAX_LENGTH ? null
                : "the title has " + whole.length() + " characters; the figure shows its first "
                        + (fitted(whole).length() - 1) + " and \"…\" (at most " + MAX_LENGTH + ")";
    }

    /**
     * {@code title} if it has at most {@link #MAX_LENGTH} characters, else its beginning cut at the last space
     * before that length (or at the length when the last space is in the first half) followed by "…"; null stays
     * null. Linear in the length of {@code title}.
     */
    public static String fitted(String title) {
        if (title == null || title.length() <= MAX_LENGTH) {
            return title;
        }
        int cut = MAX_LENGTH - 1;
        if (Character.isLowSurrogate(title.charAt(cut))) {
            cut--; // never split a character made of two chars
        }
        int space = title.lastIndexOf(' ', cut);
        if (space >= MAX_LENGTH / 2) {
            cut = space;
        }
        return title.substring(0, cut).stripTrailing() + "…";
    }
}
