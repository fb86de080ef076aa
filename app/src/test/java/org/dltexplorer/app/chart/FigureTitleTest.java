package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.block.RectangleConstraint;
import org.jfree.chart.ui.Size2D;
import org.jfree.data.Range;
import org.junit.jupiter.api.Test;

/**
 * A figure title of 10^5 characters took minutes to lay out (JFreeChart measures the text from each line's start
 * to every break); titles are now cut at {@link FigureTitle#MAX_LENGTH} characters with "…" before anyone
 * measures them.
 */
class FigureTitleTest {

    /** The input: a scenario title of 10^5 characters, words of five letters and a space. */
    private static String longTitle(int length) {
        StringBuilder b = new StringBuilder(length);
        while (b.length() < length) {
            b.append("load ").append(b.length() % 7 == 0 ? "σ₁ " : "");
        }
        b.setLength(length);
        return b.toString();
    }

    @Test
    void aScenarioTitleOfATenthOfAMillionCharactersIsDrawnInAFewLinesEndingWithAnEllipsis() {
        Scenario sc = ChartScenarios.chain(6, 1.0).withTitle(longTitle(100_000));
        Schedule s = Solvers.standard().solve(sc);
        JFreeChart chart = Figures.distribution(sc, s, ChartStyle.PUBLICATION);

        String drawn = chart.getTitle().getText();
        assertThat(drawn).hasSizeLessThanOrEqualTo(FigureTitle.MAX_LENGTH).endsWith("…");
        assertThat(sc.title()).startsWith(drawn.substring(0, drawn.length() - 1));
        BufferedImage img = new BufferedImage(241, 170, BufferedImage.TYPE_INT_RGB); // 8.5 cm × 6 cm at 72 dpi
        Graphics2D g = img.createGraphics();
        try {
            chart.draw(g, new Rectangle2D.Double(0, 0, 241, 170));
            Size2D size = chart.getTitle().arrange(g, new RectangleConstraint(new Range(0, 241), new Range(0, 1e6)));
            double line = g.getFontMetrics(chart.getTitle().getFont()).getHeight();
            assertThat(size.height / line).as("lines of the title at single-column width").isBetween(2.0, 8.0);
        } finally {
            g.dispose();
        }
    }

    @Test
    void aTitleOfOneMillionCharactersWithoutSpacesIsCutAtTheLimit() {
        String title = "x".repeat(1_000_000);
        String fitted = FigureTitle.of(title).resolve("chart");
        assertThat(fitted).hasSize(FigureTitle.MAX_LENGTH).isEqualTo("x".repeat(FigureTitle.MAX_LENGTH - 1) + "…");
        assertThat(FigureTitle.of(title).shortening("chart"))
                .isEqualTo("the title has 1000000 characters; the figure shows its first 159 and \"…\" (at most 160)");
    }

    @Test
    void aLongTitleIsCutAtItsLastSpaceBeforeTheLimit() {
        String title = "a".repeat(120) + " " + "b".repeat(100);
        assertThat(FigureTitle.fitted(title)).isEqualTo("a".repeat(120) + "…");
    }

    @Test
    void aCharacterOfTwoCharsIsNotSplit() {
        String title = "x".repeat(158) + "\uD835\uDF0E" + "y".repeat(10); // 𝜎 occupies chars 158 and 159
        assertThat(FigureTitle.fitted(title)).isEqualTo("x".repeat(158) + "…");
    }

    @Test
    void titlesWithinTheLimitAndNoTitleAreUnchanged() {
        String title = "t".repeat(FigureTitle.MAX_LENGTH);
        assertThat(FigureTitle.of(title).resolve("chart")).isEqualTo(title);
        assertThat(FigureTitle.of(title).shortening("chart")).isNull();
        assertThat(FigureTitle.DEFAULT.resolve("Gantt")).isEqualTo("Gantt");
        assertThat(FigureTitle.NONE.resolve("x".repeat(1000))).isNull();
        assertThat(FigureTitle.NONE.shortening("x".repeat(1000))).isNull();
    }
}
