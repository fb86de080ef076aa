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
        // rounding the exact value (hundreds of digits for a small number) again for each length is what costs; its
        // 17-digit rounding is taken once and rounded further instead. That gives the same digits as rounding the
        // exact value, except where the 17 digits end exactly half way at the shorter length (…5000): a rounding
        // boundary that the exact value lies on one side of. There the exact value decides.
        BigDecimal seventeen = exact.round(new MathContext(17, RoundingMode.HALF_EVEN));
        BigDecimal d = seventeen;
        for (int digits = 1; digits < 17; digits++) {
            BigDecimal r = seventeen.round(new MathContext(digits, RoundingMode.HALF_EVEN));
            if (halfWay(seventeen, digits)) {
                r = exact.round(new MathContext(digits, RoundingMode.HALF_EVEN));
            }
            if (r.doubleValue() == v) {
                d = r;
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

    /** Whether {@code d}'s digits after the first {@code digits} are exactly 5 followed by zeros: a tie at that length. */
    private static boolean halfWay(BigDecimal d, int digits) {
        String u = d.unscaledValue().abs().toString();
        if (u.length() <= digits || u.charAt(digits) != '5') {
            return false;
        }
        for (int i = digits + 1; i < u.length(); i++) {
            if (u.charAt(i) != '0') {
                return false;
            }
        }
        return true;
    }
}
