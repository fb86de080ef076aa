package org.dltexplorer.app.chart;

/**
 * The title drawn in a figure: the default (the scenario's title, else the chart's name), a text of one's own, or
 * none (papers put the caption under the figure).
 *
 * @param shown whether a title is drawn at all
 * @param text the title's text; null for the default
 */
public record FigureTitle(boolean shown, String text) {

    public static final FigureTitle DEFAULT = new FigureTitle(true, null);
    public static final FigureTitle NONE = new FigureTitle(false, null);

    /** {@code text}, or the default when it is null or blank. */
    public static FigureTitle of(String text) {
        return text == null || text.isBlank() ? DEFAULT : new FigureTitle(true, text.strip());
    }

    /** The text to draw, given the chart's own; null when no title is drawn. */
    public String resolve(String chartTitle) {
        if (!shown) {
            return null;
        }
        return text != null ? text : chartTitle;
    }
}
