package org.dltexplorer.core.io;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The shortest decimal that reads back as the same double: {@code 0.1}, not {@code 0.1000000000000000055…}, and
 * {@code 1000}, not {@code 1000.0}. Java 17's {@link Double#toString} is not always the shortest (it may print
 * {@code 2.0E-3} or one digit too many), so the digits are searched: at most 17 suffice for any double.
 */
public final class ShortestDecimal {

    /** Plain notation between 10^-7 and 10^21, as JavaScript prints numbers; scientific ({@code 1e-9}) outside. */
    private static final int PLAIN_MIN_EXPONENT = -7;
    private static final int PLAIN_MAX_EXPONENT = 21;

    private ShortestDecimal() {
    }

    /** {@code v} as the shortest decimal text that parses back to {@code v}; {@code NaN} and infinities as Java names them. */
    public static String of(double v) {
        if (!Double.isFinite(v)) {
            return Double.toString(v);
        }
        if (v == 0) {
            return 1 / v < 0 ? "-0" : "0";
        }
        BigDecimal exact = new BigDecimal(v);
        BigDecimal d = exact;
        for (int digits = 1; digits <= 17; digits++) {
            d = exact.round(new MathContext(digits, RoundingMode.HALF_EVEN));
            if (d.doubleValue() == v) {
                break;
            }
        }
        d = d.stripTrailingZeros();
        int exponent = d.precision() - d.scale() - 1;
        if (exponent >= PLAIN_MIN_EXPONENT && exponent < PLAIN_MAX_EXPONENT) {
            return d.toPlainString();
        }
        String digits = d.unscaledValue().abs().toString();
        String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
        return (d.signum() < 0 ? "-" : "") + mantissa + "e" + exponent;
    }
}
