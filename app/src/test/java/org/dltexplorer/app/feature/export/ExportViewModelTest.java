package org.dltexplorer.app.feature.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.FigureTitle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.dltexplorer.app.chart.export.SizePreset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExportViewModelTest {

    /** 1 cm in points: 72 / 2.54. */
    private static final double CM = 72 / 2.54;

    private final ExportViewModel vm = new ExportViewModel();

    @Test
    void startsFromTheCommandLinesDefaults() {
        assertThat(vm.formatProperty().get()).isEqualTo(ExportFormat.PDF);
        assertThat(vm.presetProperty().get()).isEqualTo(SizePreset.SINGLE_COLUMN);
        assertThat(vm.widthProperty().get()).isEqualTo("8.5 cm");
        assertThat(vm.heightProperty().get()).isEqualTo("6 cm");
        assertThat(vm.dpiProperty().get()).isEqualTo("300");
        assertThat(vm.lookProperty().get()).isEqualTo(ChartStyle.Look.PUBLICATION);
        assertThat(vm.fontProperty().get()).isEqualTo(ChartStyle.FontFamily.SERIF);
        assertThat(vm.titleShownProperty().get()).isTrue();
        assertThat(vm.errorProperty().get()).isEmpty();
        FigureOptions o = vm.options().orElseThrow();
        assertThat(o).isEqualTo(FigureOptions.defaults(ExportFormat.PDF));
        assertThat(o.size().widthPt()).isCloseTo(8.5 * CM, within(1e-9));
    }

    @Test
    void presetsFillTheSizeAndTypingAnotherSizeMakesItCustom() {
        vm.presetProperty().set(SizePreset.DOUBLE_COLUMN);
        assertThat(vm.widthProperty().get()).isEqualTo("17.5 cm");
        assertThat(vm.options().orElseThrow().size().widthPt()).isCloseTo(17.5 * CM, within(1e-9));

        vm.widthProperty().set("3.35in");
        assertThat(vm.presetProperty().get()).isEqualTo(SizePreset.CUSTOM);
        assertThat(vm.options().orElseThrow().size().widthPt()).isCloseTo(3.35 * 72, within(1e-9));

        vm.widthProperty().set("85 mm");
        assertThat(vm.presetProperty().get()).as("85 mm is 8.5 cm but not written as the preset").isEqualTo(SizePreset.CUSTOM);
        vm.widthProperty().set("8.5cm");
        vm.heightProperty().set("9 cm");
        vm.widthProperty().set("17.5 cm");
        assertThat(vm.presetProperty().get()).isEqualTo(SizePreset.DOUBLE_COLUMN);
    }

    @Test
    void badSizesAreRefusedNamingTheFieldAndTheValue() {
        vm.widthProperty().set("-5");
        assertThat(vm.errorProperty().get()).startsWith("width:").contains("-5");
        assertThat(vm.options()).isEmpty();
        assertThat(vm.confirm()).isEmpty();
        assertThat(vm.last()).isEqualTo(ExportViewModel.INITIAL);

        vm.widthProperty().set("8.5 cm");
        vm.heightProperty().set("tall");
        assertThat(vm.errorProperty().get()).startsWith("height:").contains("'tall'");
        vm.heightProperty().set("6 furlongs");
        assertThat(vm.errorProperty().get()).contains("furlongs").contains("cm");
        vm.heightProperty().set("6 cm");
        assertThat(vm.errorProperty().get()).isEmpty();
    }

    @Test
    void aPngHasSizeTimesDpiPixelsAndBareNumbersArePixels() {
        vm.formatProperty().set(ExportFormat.PNG);
        assertThat(vm.rasterProperty().get()).isTrue();
        // 8.5 cm = 3.3465 in; at 300 dpi 1003.9 pixels
        assertThat(vm.options().orElseThrow().size().pixelWidth()).isEqualTo(1004);

        vm.widthProperty().set("640");
        vm.heightProperty().set("400");
        vm.dpiProperty().set("150");
        ExportSize size = vm.options().orElseThrow().size();
        assertThat(size.pixelWidth()).isEqualTo(640);
        assertThat(size.pixelHeight()).isEqualTo(400);

        vm.widthProperty().set("70 cm");
        vm.dpiProperty().set("600");
        assertThat(vm.errorProperty().get()).contains("16535").contains("8000");
    }

    @ParameterizedTest
    @CsvSource({"71,false", "72,true", "300,true", "600,true", "601,false", "0,false", "96.5,false"})
    void dpiMustBeBetween72And600(String dpi, boolean valid) {
        vm.formatProperty().set(ExportFormat.PNG);
        vm.dpiProperty().set(dpi);

        assertThat(vm.options().isPresent()).isEqualTo(valid);
        if (!valid) {
            assertThat(vm.errorProperty().get()).startsWith("dpi:").contains(dpi);
        }
    }

    @Test
    void csvIgnoresSizesAndPgfplotsKeepsThem() {
        vm.formatProperty().set(ExportFormat.CSV);
        vm.widthProperty().set("nonsense");
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(vm.drawnProperty().get()).isFalse();
        assertThat(vm.options().orElseThrow().format()).isEqualTo(ExportFormat.CSV);

        vm.formatProperty().set(ExportFormat.TEX);
        assertThat(vm.drawnProperty().get()).isTrue();
        assertThat(vm.errorProperty().get()).startsWith("width:");
    }

    @Test
    void theTitleIsTheDefaultOneOfOnesOwnOrNone() {
        assertThat(vm.options().orElseThrow().title()).isEqualTo(FigureTitle.DEFAULT);
        vm.titleTextProperty().set("  Fig. 3: speedup  ");
        assertThat(vm.options().orElseThrow().title()).isEqualTo(new FigureTitle(true, "Fig. 3: speedup"));
        vm.titleShownProperty().set(false);
        assertThat(vm.options().orElseThrow().title()).isEqualTo(FigureTitle.NONE);
    }

    @Test
    void confirmedChoicesAreRememberedAndCancelledOnesAreNot() {
        vm.formatProperty().set(ExportFormat.SVG);
        vm.widthProperty().set("12 cm");
        vm.heightProperty().set("8 cm");
        vm.fontProperty().set(ChartStyle.FontFamily.SANS);
        vm.titleShownProperty().set(false);
        FigureOptions confirmed = vm.confirm().orElseThrow();
        assertThat(confirmed.size().widthPt()).isCloseTo(12 * CM, within(1e-9));
        assertThat(confirmed.style()).isEqualTo(ChartStyle.PUBLICATION.withFont(ChartStyle.FontFamily.SANS));
        assertThat(confirmed.title()).isEqualTo(FigureTitle.NONE);

        // the next dialog is edited, then cancelled: nothing of it is kept
        vm.reset();
        vm.formatProperty().set(ExportFormat.PNG);
        vm.widthProperty().set("999");
        vm.reset();

        assertThat(vm.formatProperty().get()).isEqualTo(ExportFormat.SVG);
        assertThat(vm.widthProperty().get()).isEqualTo("12 cm");
        assertThat(vm.heightProperty().get()).isEqualTo("8 cm");
        assertThat(vm.presetProperty().get()).isEqualTo(SizePreset.CUSTOM);
        assertThat(vm.fontProperty().get()).isEqualTo(ChartStyle.FontFamily.SANS);
        assertThat(vm.titleShownProperty().get()).isFalse();
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(vm.last()).isEqualTo(confirmed);
    }
}
