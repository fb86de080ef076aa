package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class ShortestDecimalTest {

    @ParameterizedTest(name = "{1}")
    @CsvSource({
        "0.1, 0.1", "1000, 1000", "1e6, 1000000", "0.30000000000000004, 0.30000000000000004", "2e-3, 0.002",
        "1e-9, 1e-9", "1.5e22, 1.5e22", "-2.5, -2.5", "0, 0", "9.999999999999998, 9.999999999999998",
        "1.1588785046728982, 1.1588785046728982", "123456789012, 123456789012"})
    void printsTheShortestDecimal(double value, String text) {
        assertThat(ShortestDecimal.of(value)).isEqualTo(text);
    }

    @Test
    void everyDoubleReadsBackAndNoShorterDecimalWould() {
        Random rnd = new Random(13);
        for (int i = 0; i < 20_000; i++) {
            double v = Double.longBitsToDouble(rnd.nextLong());
            if (!Double.isFinite(v)) {
                continue;
            }
            String s = ShortestDecimal.of(v);
            assertThat(Double.parseDouble(s)).as(s).isEqualTo(v);
            int digits = s.replaceAll("e.*", "").replaceAll("[^0-9]", "").replaceAll("^0+", "").replaceAll("0+$", "").length();
            // the JDK's own answer is never shorter (Java 17's may be longer)
            String jdk = Double.toString(v).replaceAll("E.*", "").replaceAll("[^0-9]", "").replaceAll("^0+", "").replaceAll("0+$", "");
            assertThat(digits).as(s + " vs " + Double.toString(v)).isLessThanOrEqualTo(Math.max(jdk.length(), 1));
        }
    }
}
