package org.dltexplorer.app.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.export.PdfTextRuns;
import org.dltexplorer.app.chart.map.MapData;
import org.dltexplorer.app.chart.map.MapFigureOptions;
import org.dltexplorer.app.chart.map.MapFigures;
import org.dltexplorer.app.chart.map.MapMetric;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A map exported at a thumbnail's size (4 × 3 cm) with its scenario's title, as {@code dlt map --width 4cm --height 3cm}
 * draws it without {@code --no-title}: the title took three lines and left the cells 10 points, their y labels 10³ and
 * 10⁰ drawn over each other; a y label then stood up into the title. In the PDF, every text lies inside the page and
 * none overlaps another.
 */
class ThumbnailTitleTest {

    private static final double CM = 72 / 2.54;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"S from 10⁻³ × V from 10⁰", "V from 10⁰ × S from 10⁻⁴"})
    void noTextOverAnotherWithTheTitle(String axes) throws Exception {
        String title = "2D torus, k = 2 (Błażewicz et al. 1999): speedup over load and startup";
        MapData data = axes.startsWith("S") ? CornerTickLabelsTest.map(title, "S", 1e-3, 1, "V", 1, 1e4)
                : CornerTickLabelsTest.map(title, "V", 1, 1e6, "S", 1e-4, 1);
        Path pdf = dir.resolve("thumb.pdf");
        MapFigures.write(data, pdf, MapFigureOptions.defaults(ExportFormat.PDF).withMetric(MapMetric.SPEEDUP)
                .withFigure(new FigureOptions(ExportFormat.PDF, ExportSize.points(4 * CM, 3 * CM, 300), ChartStyle.PUBLICATION,
                        FigureTitle.DEFAULT)));
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            PdfTextRuns runs = PdfTextRuns.of(doc);
            assertThat(runs.problems()).isEmpty();
            assertThat(runs.text()).contains("2D torus");
        }
    }
}
