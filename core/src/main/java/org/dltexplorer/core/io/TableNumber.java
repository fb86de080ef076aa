package org.dltexplorer.core.io;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * A number of a result table, to {@value #DIGITS} significant digits as the text format prints them: plain between
 * 10⁻³ and 10⁵, else mantissa and power of ten, which each table format sets its own way.
 */
record TableNumber(String mantissa, int exponent) {

    static final int DIGITS = 6;

    /** {@code v} rounded; exponent 0 for a plain number. Not for NaN or infinities. */
    static TableNumber of(double v) {
        double a = Math.abs(v);
        if (v == 0 || a >= 1e-3 && a < 1e5) {
            String plain = new BigDecimal(v).round(new MathContext(DIGITS)).stripTrailingZeros().toPlainString();
            if (new BigDecimal(plain).abs().compareTo(BigDecimal.valueOf(100_000)) < 0) {
                return new TableNumber(plain, 0);
            }
        }
        BigDecimal r = new BigDecimal(v).round(new MathContext(DIGITS));
        int exp = r.precision() - r.scale() - 1;
        String m = r.movePointLeft(exp).stripTrailingZeros().toPlainString();
        return new TableNumber(m, exp);
    }
}
