package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
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
        for (int i = 0; i < 5_000; i++) {
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

    @Test
    void theSameDigitsAsRoundingTheExactValueAtEveryLengthIncludingTies() {
        Random rnd = new Random(29);
        List<Double> values = new java.util.ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            values.add(Double.longBitsToDouble(rnd.nextLong()));
            values.add(rnd.nextDouble() * Math.pow(10, rnd.nextInt(12) - 6)); // the magnitudes of map numbers
        }
        // ties at a shorter length: x.5 and 0.x5 and friends, whose 17 digits end in 5000…
        for (int k = 1; k < 2000; k++) {
            values.add(k + 0.5);
            values.add(k / 200.0);
            values.add(k * 0.125e-3);
        }
        for (double v : values) {
            if (Double.isFinite(v) && v != 0) {
                assertThat(ShortestDecimal.of(v)).as("%s", v).isEqualTo(byExactRounding(v));
            }
        }
    }

    @Test
    void theFastPathAgreesWithTheDefinitionWhereTheRoundingIntervalIsLopsidedOrTheDecadeTurns() {
        List<Double> values = new java.util.ArrayList<>();
        for (int e = Double.MIN_EXPONENT - 52; e <= Double.MAX_EXPONENT; e++) {
            double p = Math.scalb(1.0, e); // searched: the interval below a power of two is half the one above
            values.add(p);
            values.add(Math.nextUp(p)); // the fast path's first doubles
            values.add(Math.nextDown(p));
        }
        for (int e = -320; e <= 308; e++) {
            double ten = Double.parseDouble("1e" + e);
            values.add(ten);
            values.add(Math.nextUp(ten));
            values.add(Math.nextDown(ten));
            values.add(Double.parseDouble("9.5e" + e));
            values.add(Double.parseDouble("2.5e" + e));
        }
        Random rnd = new Random(31);
        for (int i = 0; i < 5_000; i++) {
            if (i % 5 == 0) { // subnormals (searched: each has hundreds of exact digits)
                values.add(Double.longBitsToDouble(rnd.nextLong() & 0x000f_ffff_ffff_ffffL));
            }
            values.add(Double.longBitsToDouble(rnd.nextLong() | 0x000f_ffff_ffff_f000L)); // long significands
            values.add(-rnd.nextDouble() * 1e-6); // the plain/scientific boundary at 1e-7
            values.add(rnd.nextDouble() * 1e22); // and at 1e21
        }
        for (double v : values) {
            if (Double.isFinite(v) && v != 0) {
                assertThat(ShortestDecimal.of(v)).as("%s", v).isEqualTo(byExactRounding(v));
            }
        }
    }

    /** The shortest decimal by its definition: the exact value rounded to 1, 2, … digits until it reads back. */
    private static String byExactRounding(double v) {
        java.math.BigDecimal exact = new java.math.BigDecimal(v);
        java.math.BigDecimal d = exact;
        for (int digits = 1; digits <= 17; digits++) {
            d = exact.round(new java.math.MathContext(digits, java.math.RoundingMode.HALF_EVEN));
            if (d.doubleValue() == v) {
                break;
            }
        }
        d = d.stripTrailingZeros();
        int exponent = d.precision() - d.scale() - 1;
        if (exponent >= -7 && exponent < 21) {
            return d.toPlainString();
        }
        String digits = d.unscaledValue().abs().toString();
        return (d.signum() < 0 ? "-" : "") + (digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1))
                + "e" + exponent;
    }
}
