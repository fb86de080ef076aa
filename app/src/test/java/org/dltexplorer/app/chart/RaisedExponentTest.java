package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.dltexplorer.app.chart.export.ChartExporter;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.SvgTexts;
import org.dltexplorer.app.gallery.Gallery;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.SolveMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The window's log axes label a decade {@code 10} and an exponent in digits at four fifths of the label's size, raised
 * ({@link RaisedExponent}): the font's superscript characters were 4 px tall at the window's 11 px. Read from the
 * window's look drawn into an SVG, where each piece is a text of its own.
 */
class RaisedExponentTest {

    @TempDir
    Path dir;

    @Test
    void aDecadeLabelSplitsIntoItsBaseAndItsExponentInDigits() {
        assertThat(RaisedExponent.parts("10⁻³")).isEqualTo(new RaisedExponent.Parts("10", "−3"));
        assertThat(RaisedExponent.parts("10¹²")).isEqualTo(new RaisedExponent.Parts("10", "12"));
        assertThat(RaisedExponent.parts("10")).isNull();
        assertThat(RaisedExponent.parts("⁵")).isNull();
        assertThat(RaisedExponent.parts("")).isNull();
    }

    @Test
    void theWindowsLogAxesDrawTheirExponentsAsRaisedDigitsAtFourFifthsOfTheLabel() throws Exception {
        Gallery gallery = Gallery.bundled();
        Scenario chain = new ScenarioReader().read(
                gallery.text(gallery.entry("blazewicz-drozdowski-1997-example1-chain.json").orElseThrow()));
        FigureData data = Figures.standard().data(ChartKind.TIME_VS_LOAD, chain, null, CurveOptions.DEFAULT,
                SolveMonitor.NONE);
        Path svg = dir.resolve("window.svg");
        ChartExporter.svg(Figures.chart(data, ChartStyle.SCREEN), svg, ExportSize.points(510, 570, 96));
        List<SvgTexts.Text> texts = SvgTexts.of(svg);

        assertThat(texts).as("no label in superscript characters").noneMatch(t -> t.text().matches(".*[⁰¹²³⁴⁵⁶⁷⁸⁹⁻].*"));
        List<SvgTexts.Text> bases = texts.stream().filter(t -> t.text().equals("10")).toList();
        assertThat(bases).as("decade labels on both log axes").hasSizeGreaterThanOrEqualTo(4);
        for (SvgTexts.Text base : bases) {
            // its exponent: the text that starts where the base ends, on the base's line
            SvgTexts.Text exponent = texts.stream().filter(t -> t.text().matches("−?\\d+"))
                    .filter(t -> Math.abs(t.box().getMinX() - base.box().getMaxX()) < 0.5)
                    .filter(t -> Math.abs(t.box().getCenterY() - base.box().getCenterY()) < base.size())
                    .findFirst().orElseThrow(() -> new AssertionError("no exponent after " + base.box()));
            assertThat(exponent.size()).isCloseTo(RaisedExponent.SCALE * base.size(), org.assertj.core.data.Offset.offset(0.01f));
            assertThat(exponent.box().getMaxY()).as("raised").isLessThan(base.box().getMaxY() - 0.3 * base.size());
        }
    }
}
