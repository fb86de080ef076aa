package org.dltexplorer.app.feature.animation;

/**
 * Where the animation's unit square goes on a pane: filling it, or for a picture with an aspect ratio (a torus is
 * square) the largest box of that ratio, centred. Full width on a projector squashed the torus into a strip.
 */
final class PictureBox {

    private PictureBox() {
    }

    /**
     * @param w pane width
     * @param h pane height
     * @param margin kept free on every side
     * @param aspect width over height to keep; NaN fills the pane
     * @return {@code {x, y, width, height}} of the box
     */
    static double[] fit(double w, double h, double margin, double aspect) {
        double sw = Math.max(0, w - 2 * margin);
        double sh = Math.max(0, h - 2 * margin);
        if (Double.isNaN(aspect) || aspect <= 0 || sw == 0 || sh == 0) {
            return new double[] {margin, margin, sw, sh};
        }
        double bw = Math.min(sw, sh * aspect);
        double bh = bw / aspect;
        return new double[] {margin + (sw - bw) / 2, margin + (sh - bh) / 2, bw, bh};
    }
}
