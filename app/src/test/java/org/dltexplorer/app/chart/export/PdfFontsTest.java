package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.dltexplorer.app.chart.ChartKind;
import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureData;
import org.dltexplorer.app.chart.Figures;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every chart kind as PDF, read back with PDFBox: the fonts are embedded and the Unicode title is text. */
class PdfFontsTest {

    /** Greek, a multiplication sign, an en dash, ≤, a superscript and a subscript digit: all outside MacRoman or Latin-1. */
    static final String TITLE = "α and σ₁ × V ≤ 10⁶ – test";

    @TempDir
    Path dir;

    private final Scenario chain = Scenario.uniform(new Chain(6, 0), 1.0, ProcessorParams.of(1.0), LinkParams.of(0.01, 0.2))
            .withTitle(TITLE);

    @ParameterizedTest
    @EnumSource(value = ChartKind.class, names = "TIME_COST", mode = EnumSource.Mode.EXCLUDE) // a star's chart (TimeCostFrontTest); this scenario is a chain
    void everyFontIsEmbeddedAndTheTitleIsUnicodeText(ChartKind kind) throws Exception {
        FigureData data = Figures.standard().data(kind, chain);
        for (ChartStyle style : List.of(ChartStyle.PUBLICATION, ChartStyle.SCREEN)) {
            Path f = dir.resolve(kind.id() + "-" + style.look().id() + ".pdf");

            ChartExporter.write(Figures.chart(data, style), data, f, new ExportSize(340, 240, 72));

            PdfReadBack pdf = PdfReadBack.of(f);
            assertThat(pdf.fontNames()).as("fonts of %s, %s", kind, style.look()).isNotEmpty()
                    .allSatisfy(name -> assertThat(name).containsPattern("^[A-Z]{6}\\+DejaVu"));
            assertThat(pdf.notEmbedded()).isEmpty();
            assertThat(pdf.text()).contains(TITLE);
        }
    }
}
