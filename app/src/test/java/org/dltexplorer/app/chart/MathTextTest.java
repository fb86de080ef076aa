package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.util.List;
import org.junit.jupiter.api.Test;

class MathTextTest {

    @Test
    void aLoneLetterIsAnItalicSymbolAndUnderscoreMakesARealSubscript() {
        assertThat(MathText.runs("makespan C_max [time units]")).containsExactly(
                new MathText.Run("makespan ", false, false), new MathText.Run("C", true, false),
                new MathText.Run("max", false, true), new MathText.Run(" [time units]", false, false));
        assertThat(MathText.runs("speed σ_i")).containsExactly(new MathText.Run("speed ", false, false),
                new MathText.Run("σ", true, false), new MathText.Run("i", true, true));
        assertThat(MathText.runs("processors m")).endsWith(new MathText.Run("m", true, false));
        assertThat(MathText.plain("makespan C_max [time units]")).isEqualTo("makespan Cmax [time units]");
    }

    @Test
    void theLayoutSetsSymbolsInTheItalicFaceAndSubscriptsSmallerAndLower() {
        Font font = ChartStyle.PUBLICATION.font(Font.PLAIN, 9);
        var frc = new java.awt.font.FontRenderContext(null, true, true);
        List<MathText.Piece> p = MathText.layout("makespan C_max", font, frc);

        assertThat(p).extracting(MathText.Piece::text).containsExactly("makespan ", "C", "max");
        assertThat(p.get(0).font().getFontName()).isEqualTo("DejaVu Serif");
        assertThat(p.get(1).font().getFontName()).isEqualTo("DejaVu Serif Italic");
        assertThat(p.get(2).font().getSize2D()).isLessThan(9f);
        assertThat(p.get(2).dy()).as("below the baseline").isPositive();
        assertThat(p.get(1).x()).isGreaterThan(p.get(0).x());
        assertThat(p.get(2).x()).isGreaterThan(p.get(1).x());
    }

    @Test
    void numbersReadAsInAPaper() {
        assertThat(List.of(1e6, 2.5e6, 1e-4, 0.01, 1.0, 100.0, 12.0, 1234.5, -3e7, 0.0)).map(MathText::number)
                .containsExactly("10⁶", "2.5 × 10⁶", "10⁻⁴", "0.01", "1", "100", "12", "1235", "−3 × 10⁷", "0");
        // one style from 10⁴ up (legends said 10000 in one chart and 10⁵ in another); 9999.7 rounds to 10⁴
        assertThat(List.of(9999.0, 9999.7, 1e4, 25_000.0, 99_999.0)).map(MathText::number)
                .containsExactly("9999", "10⁴", "10⁴", "2.5 × 10⁴", "10⁵");
    }

    @Test
    void anAxisReachingTenThousandWritesEveryTickAsAPower() {
        assertThat(List.of(0.0, 5000.0, 10_000.0, 15_000.0)).map(t -> Axes.tickLabel(t, 5000, 15_000))
                .containsExactly("0", "5 × 10³", "10⁴", "1.5 × 10⁴");
        assertThat(List.of(0.0, 2000.0, 8000.0)).map(t -> Axes.tickLabel(t, 2000, 8000))
                .containsExactly("0", "2000", "8000");
    }

    @Test
    void niceTicksAreOneTwoFiveTimesAPowerOfTen() {
        assertThat(NiceTicks.step(0, 1, false)).isEqualTo(0.2);
        assertThat(NiceTicks.step(0, 20, true)).isEqualTo(5.0);
        assertThat(NiceTicks.step(0, 3, true)).as("integers: never 0.5").isEqualTo(1.0);
        assertThat(NiceTicks.ticks(0, 1.159, false)).containsExactly(0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0);
        assertThat(NiceTicks.widened(0.97, 2.06, false)).containsExactly(0.8, 2.2);
        assertThat(NiceTicks.every(20)).isEqualTo(5);
        assertThat(NiceTicks.every(8)).isEqualTo(1);
        assertThat(NiceTicks.atLeast(2.5)).isEqualTo(5);
        for (double hi : new double[] {0.9, 1.9, 2.4, 7, 13, 99, 1001}) {
            assertThat(NiceTicks.ticks(0, hi, false)).as("[0, %s]", hi).hasSizeBetween(NiceTicks.MIN, NiceTicks.MAX);
        }
    }
}
