package org.dltexplorer.app.chart.map;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The palette as published, and why it was chosen: its lightness rises, so it reads in greyscale. */
class ViridisTest {

    @Test
    void theEndsAndMiddleAreThePublishedColours() {
        // matplotlib's viridis: #440154 (0.267004, 0.004874, 0.329415), #21918c at 128, #fde725 (0.993248, 0.906157, 0.143936)
        assertThat(Viridis.rgb(0)).isEqualTo(0x440154);
        assertThat(Viridis.rgb(128)).isEqualTo(0x21918C);
        assertThat(Viridis.rgb(255)).isEqualTo(0xFDE725);
    }

    @Test
    void cieLightnessRisesAlongThePublishedPaletteSoGreyscaleKeepsTheOrder() {
        double previous = -1;
        for (int i = 0; i < Viridis.SIZE; i++) {
            float[] c = Viridis.published(i);
            double l = cieLStar(c[0], c[1], c[2]);
            assertThat(l).as("L* of published colour %d after %s", i, previous).isGreaterThan(previous);
            previous = l;
        }
        // dark to light over most of the range: L* from about 15 to about 91
        assertThat(cieLStar(0.267004, 0.004874, 0.329415)).isBetween(14.0, 16.0);
        assertThat(previous).isBetween(90.0, 92.0);
    }

    @Test
    void theDrawnEightBitColoursNeverDarkenVisibly() {
        for (int i = 1; i < Viridis.SIZE; i++) {
            // a step may stand still or drop a few hundredths of L* where rounding to 8 bits meets a flat stretch;
            // an eye tells apart about 1
            assertThat(lStar(Viridis.rgb(i)) - lStar(Viridis.rgb(i - 1))).as("step %d", i).isGreaterThan(-0.05);
        }
        for (int i = 8; i < Viridis.SIZE; i++) {
            assertThat(lStar(Viridis.rgb(i))).as("colour %d against %d", i, i - 8).isGreaterThan(lStar(Viridis.rgb(i - 8)) + 1.5);
        }
    }

    @Test
    void aFractionPicksTheColourWhoseBinHoldsIt() {
        assertThat(Viridis.index(0)).isZero();
        assertThat(Viridis.index(1)).isEqualTo(255);
        assertThat(Viridis.index(0.5)).isEqualTo(128);
        assertThat(Viridis.index(-3)).isZero();
        assertThat(Viridis.index(7)).isEqualTo(255);
    }

    private static double lStar(int rgb) {
        return cieLStar((rgb >> 16 & 0xff) / 255.0, (rgb >> 8 & 0xff) / 255.0, (rgb & 0xff) / 255.0);
    }

    /** CIE L* of an sRGB colour under D65, written out here apart from the palette's own code. */
    private static double cieLStar(double red, double green, double blue) {
        double y = 0.2126729 * lin(red) + 0.7151522 * lin(green) + 0.0721750 * lin(blue);
        double e = 216.0 / 24389.0;
        double k = 24389.0 / 27.0;
        return y > e ? 116 * Math.pow(y, 1.0 / 3) - 16 : k * y;
    }

    private static double lin(double v) {
        return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
