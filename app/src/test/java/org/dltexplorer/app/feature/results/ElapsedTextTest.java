package org.dltexplorer.app.feature.results;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ElapsedTextTest {

    @Test
    void eachDurationInTheUnitAReaderTakesIn() {
        assertThat(ElapsedText.of(0.049)).isEqualTo("0.05 ms");
        assertThat(ElapsedText.of(1.5)).isEqualTo("1.50 ms");
        assertThat(ElapsedText.of(251.24)).isEqualTo("251.2 ms");
        assertThat(ElapsedText.of(4249)).isEqualTo("4.25 s");
        assertThat(ElapsedText.of(38_400)).isEqualTo("38 s");
        // the walk's stopped 20-worker search, shown as "in 2995469.4 ms"
        assertThat(ElapsedText.of(2_995_469.4)).isEqualTo("49 min 55 s");
        assertThat(ElapsedText.of(7_500_000)).isEqualTo("2 h 5 min");
    }
}
