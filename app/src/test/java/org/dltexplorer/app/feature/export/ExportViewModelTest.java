package org.dltexplorer.app.feature.export;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.app.chart.ChartStyle;
import org.dltexplorer.app.chart.export.ExportFormat;
import org.dltexplorer.app.chart.export.ExportSize;
import org.dltexplorer.app.chart.export.FigureOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExportViewModelTest {

    private final ExportViewModel vm = new ExportViewModel();

    @Test
    void startsWithAPrintQualityPublicationPng() {
        assertThat(vm.formatProperty().get()).isEqualTo(ExportFormat.PNG);
        assertThat(vm.widthProperty().get()).isEqualTo("1600");
        assertThat(vm.heightProperty().get()).isEqualTo("1000");
        assertThat(vm.dpiProperty().get()).isEqualTo("300");
        assertThat(vm.lookProperty().get()).isEqualTo(ChartStyle.Look.PUBLICATION);
        assertThat(vm.fontProperty().get()).isEqualTo(ChartStyle.FontFamily.SERIF);
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(vm.options()).contains(new FigureOptions(ExportFormat.PNG, new ExportSize(1600, 1000, 300),
                new ChartStyle(ChartStyle.Look.PUBLICATION, ChartStyle.FontFamily.SERIF)));
    }

    @Test
    void aNegativeWidthIsRefusedNamingTheFieldAndTheValue() {
        vm.widthProperty().set("-5");

        assertThat(vm.errorProperty().get()).contains("width").contains("-5");
        assertThat(vm.options()).isEmpty();
        assertThat(vm.confirm()).isEmpty();
        assertThat(vm.last()).isEqualTo(ExportViewModel.INITIAL);
    }

    @Test
    void wordsAndHugeSizesAreRefusedToo() {
        vm.heightProperty().set("tall");
        assertThat(vm.errorProperty().get()).isEqualTo("height must be a whole number from 1 to 8000 px, got 'tall'");
        vm.heightProperty().set("9000");
        assertThat(vm.errorProperty().get()).isEqualTo("height must be from 1 to 8000 px, got 9000");
        vm.heightProperty().set(" 700 ");
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(vm.options().orElseThrow().size().height()).isEqualTo(700);
    }

    @ParameterizedTest
    @CsvSource({"71,false", "72,true", "300,true", "600,true", "601,false", "0,false", "96.5,false"})
    void dpiMustBeBetween72And600(String dpi, boolean valid) {
        vm.dpiProperty().set(dpi);

        assertThat(vm.options().isPresent()).isEqualTo(valid);
        if (!valid) {
            assertThat(vm.errorProperty().get()).startsWith("DPI must be").contains(dpi);
        }
    }

    @Test
    void dpiPlaysNoPartInVectorFormatsNorSizesInCsv() {
        vm.dpiProperty().set("5");
        vm.formatProperty().set(ExportFormat.SVG);
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(vm.rasterProperty().get()).isFalse();
        assertThat(vm.unitProperty().get()).isEqualTo("pt");

        vm.widthProperty().set("-1");
        vm.formatProperty().set(ExportFormat.CSV);
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(vm.drawnProperty().get()).isFalse();
        assertThat(vm.options().orElseThrow().format()).isEqualTo(ExportFormat.CSV);
    }

    @Test
    void pixelAndPointSizesAreKeptApart() {
        vm.widthProperty().set("640");
        vm.formatProperty().set(ExportFormat.PDF);
        // points have their own default: 1600 pt would be a poster
        assertThat(vm.widthProperty().get()).isEqualTo(Integer.toString(FigureOptions.VECTOR_WIDTH));
        vm.widthProperty().set("360");
        vm.formatProperty().set(ExportFormat.PNG);
        assertThat(vm.widthProperty().get()).isEqualTo("640");
        vm.formatProperty().set(ExportFormat.SVG);
        assertThat(vm.widthProperty().get()).isEqualTo("360");
    }

    @Test
    void confirmedChoicesAreRememberedAndCancelledOnesAreNot() {
        vm.formatProperty().set(ExportFormat.SVG);
        vm.widthProperty().set("500");
        vm.heightProperty().set("320");
        vm.lookProperty().set(ChartStyle.Look.SCREEN);
        vm.fontProperty().set(ChartStyle.FontFamily.SANS);
        FigureOptions confirmed = vm.confirm().orElseThrow();
        assertThat(confirmed).isEqualTo(new FigureOptions(ExportFormat.SVG, new ExportSize(500, 320, 300),
                new ChartStyle(ChartStyle.Look.SCREEN, ChartStyle.FontFamily.SANS)));

        // the next dialog is changed, then cancelled
        vm.reset();
        vm.formatProperty().set(ExportFormat.PNG);
        vm.widthProperty().set("-5");
        vm.fontProperty().set(ChartStyle.FontFamily.SERIF);
        vm.reset();

        assertThat(vm.formatProperty().get()).isEqualTo(ExportFormat.SVG);
        assertThat(vm.widthProperty().get()).isEqualTo("500");
        assertThat(vm.heightProperty().get()).isEqualTo("320");
        assertThat(vm.fontProperty().get()).isEqualTo(ChartStyle.FontFamily.SANS);
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(vm.last()).isEqualTo(confirmed);
        // the pixel size was never confirmed: it is still the initial one
        vm.formatProperty().set(ExportFormat.PNG);
        assertThat(vm.widthProperty().get()).isEqualTo("1600");
    }
}
