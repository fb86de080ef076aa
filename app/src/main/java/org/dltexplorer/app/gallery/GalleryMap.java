package org.dltexplorer.app.gallery;

/**
 * The map a gallery entry opens in the Map tab: two parameters with their grids and the metric coloured, as
 * {@code dlt map --x NAME --x-from … --metric …} takes them (the lesson's text can name the same command).
 *
 * @param x the horizontal axis
 * @param y the vertical axis
 * @param metric the metric's command-line name ({@code speedup})
 */
public record GalleryMap(Axis x, Axis y, String metric) {

    /**
     * One axis of the map.
     *
     * @param name a parameter name ({@code V}, {@code S}, {@code A[3]}, {@code processors})
     * @param from first value
     * @param to last value
     * @param steps points on the axis
     * @param log whether the values are spaced geometrically
     */
    public record Axis(String name, double from, double to, int steps, boolean log) {
    }
}
