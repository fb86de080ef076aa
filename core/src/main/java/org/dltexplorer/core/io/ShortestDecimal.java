package org.dltexplorer.core.io;

import com.fasterxml.jackson.core.io.NumberOutput;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The shortest decimal that reads back as the same double: {@code 0.1}, not {@code 0.1000000000000000055…}, and
 * {@code 1000}, not {@code 1000.0}. Java 17's {@link Double#toString} is not always the shortest (it may print
 * {@code 2.0E-3} or one digit too many), so the digits are searched: at most 17 suffice for any double.
 *
 * <p>By definition the answer is the exact value rounded (half even) to 1, 2, … digits until it reads back. Most doubles
 * take a fast path with the same digits: the Schubfach algorithm (Giulietti 2020, as in JDK 19's
 * {@code Double.toString}; jackson-core's copy) gives, among the shortest decimals that read back, the one nearest the
 * exact value. Where a double's rounding interval is symmetric (a normal double whose significand is not a power of
 * two) the nearest decimal of that length is inside the interval whenever any is, so it is the exact value rounded
 * to that length and no shorter rounding reads back: the two agree. The other doubles (powers of two, whose interval
 * is narrower below, and subnormals, where Schubfach may prefer two digits to one) are searched.
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
        if (symmetricInterval(v)) {
            return formatted(NumberOutput.toString(v, true));
        }
        return searched(v);
    }

    /** Whether {@code v} is normal and its significand is not a power of two: its neighbours are equally far away. */
    private static boolean symmetricInterval(double v) {
        long bits = Double.doubleToRawLongBits(v);
        return Math.getExponent(v) >= Double.MIN_EXPONENT && (bits & 0x000f_ffff_ffff_ffffL) != 0;
    }

    /**
     * Schubfach's text ({@code 123.45}, {@code 1.0E-5}, {@code -2.5E22}: the JDK's layout) in this class's notation,
     * digits unchanged.
     */
    private static String formatted(String jdk) {
        boolean negative = jdk.charAt(0) == '-';
        int e = jdk.indexOf('E');
        int end = e < 0 ? jdk.length() : e;
        int exponent = e < 0 ? 0 : Integer.parseInt(jdk, e + 1, jdk.length(), 10);
        StringBuilder digits = new StringBuilder(20);
        int point = -1;
        for (int i = negative ? 1 : 0; i < end; i++) {
            char c = jdk.charAt(i);
            if (c == '.') {
                point = digits.length();
            } else {
                digits.append(c);
            }
        }
        if (point < 0) {
            point = digits.length();
        }
        // v = 0.digits × 10^(point + exponent); drop leading and trailing zeros
        int first = 0;
        while (first < digits.length() - 1 && digits.charAt(first) == '0') {
            first++;
        }
        int last = digits.length();
        while (last > first + 1 && digits.charAt(last - 1) == '0') {
            last--;
        }
        String significant = digits.substring(first, last);
        int scientific = point + exponent - first - 1; // the exponent of the first significant digit
        StringBuilder out = new StringBuilder(significant.length() + 8);
        if (negative) {
            out.append('-');
        }
        if (scientific >= PLAIN_MIN_EXPONENT && scientific < PLAIN_MAX_EXPONENT) {
            if (scientific < 0) {
                out.append("0.");
                out.append("0".repeat(-scientific - 1));
                out.append(significant);
            } else if (significant.length() <= scientific + 1) {
                out.append(significant);
                out.append("0".repeat(scientific + 1 - significant.length()));
            } else {
                out.append(significant, 0, scientific + 1).append('.').append(significant, scientific + 1, significant.length());
            }
            return out.toString();
        }
        out.append(significant.charAt(0));
        if (significant.length() > 1) {
            out.append('.').append(significant, 1, significant.length());
        }
        return out.append('e').append(scientific).toString();
    }

    /** The definition, searched: the exact value rounded to 1, 2, … digits until it reads back. */
    private static String searched(double v) {
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
