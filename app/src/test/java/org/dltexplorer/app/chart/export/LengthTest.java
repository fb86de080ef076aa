package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class LengthTest {

    @Test
    void unitsAreConvertedToPoints() {
        // 1 in = 72 pt = 2.54 cm = 25.4 mm
        assertThat(Length.parse("8.5cm", Length.Unit.PT).points(300)).isCloseTo(8.5 * 72 / 2.54, within(1e-9));
        assertThat(Length.parse("85 mm", Length.Unit.PT).points(300)).isCloseTo(8.5 * 72 / 2.54, within(1e-9));
        assertThat(Length.parse("3.35in", Length.Unit.PT).points(300)).isCloseTo(241.2, within(1e-9));
        assertThat(Length.parse("240pt", Length.Unit.PX).points(300)).isEqualTo(240.0);
        assertThat(Length.parse("600px", Length.Unit.PT).points(300)).as("600 px at 300 dpi is 2 in").isEqualTo(144.0);
        assertThat(Length.parse("600", Length.Unit.PX).unit()).isEqualTo(Length.Unit.PX);
        assertThat(Length.parse("600", Length.Unit.PT).unit()).isEqualTo(Length.Unit.PT);
        assertThat(Length.parse("8.5 CM", Length.Unit.PT)).hasToString("8.5 cm");
    }

    @Test
    void aPngHasSizeTimesDpiPixels() {
        ExportSize s = ExportSize.of(Length.cm(8.5), Length.cm(6), 300);
        // 8.5 cm = 3.34646 in, x 300 = 1003.9; 6 cm = 2.3622 in, x 300 = 708.7
        assertThat(s.pixelWidth()).isEqualTo(1004);
        assertThat(s.pixelHeight()).isEqualTo(709);
        assertThat(ExportSize.pixels(640, 400, 150).pixelWidth()).isEqualTo(640);
    }

    @Test
    void badLengthsNameTheText() {
        assertThatThrownBy(() -> Length.parse("wide", Length.Unit.PT)).hasMessageContaining("'wide'");
        assertThatThrownBy(() -> Length.parse("3 furlongs", Length.Unit.PT)).hasMessageContaining("furlongs")
                .hasMessageContaining("px, pt, mm, cm or in");
        assertThatThrownBy(() -> Length.parse("0cm", Length.Unit.PT)).hasMessageContaining("positive");
        assertThatThrownBy(() -> Length.parse("-2cm", Length.Unit.PT)).hasMessageContaining("'-2cm'");
    }
}
