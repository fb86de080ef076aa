package org.dltexplorer.app.chart.export;

import java.util.Map;
import org.dltexplorer.app.chart.MathText;

/**
 * Text made safe for pdflatex: LaTeX's special characters escaped, and the Unicode our charts use (Greek letters,
 * ×, ≤, super- and subscript digits, dashes) written as LaTeX, so a figure compiles with no package but pgfplots.
 */
final class Latex {

    private static final Map<Character, String> SYMBOLS = Map.ofEntries(
            Map.entry('α', "$\\alpha$"), Map.entry('β', "$\\beta$"), Map.entry('γ', "$\\gamma$"), Map.entry('δ', "$\\delta$"),
            Map.entry('ε', "$\\varepsilon$"), Map.entry('λ', "$\\lambda$"), Map.entry('μ', "$\\mu$"), Map.entry('π', "$\\pi$"),
            Map.entry('σ', "$\\sigma$"), Map.entry('τ', "$\\tau$"), Map.entry('ω', "$\\omega$"), Map.entry('Σ', "$\\Sigma$"),
            Map.entry('Δ', "$\\Delta$"), Map.entry('×', "$\\times$"), Map.entry('≤', "$\\leq$"), Map.entry('≥', "$\\geq$"),
            Map.entry('−', "$-$"), Map.entry('–', "--"), Map.entry('—', "---"), Map.entry('…', "\\dots{}"),
            Map.entry('’', "'"), Map.entry('‘', "`"), Map.entry('“', "``"), Map.entry('”', "''"), Map.entry('·', "$\\cdot$"),
            Map.entry('∞', "$\\infty$"), Map.entry('≈', "$\\approx$"),
            Map.entry('\\', "\\textbackslash{}"), Map.entry('{', "\\{"), Map.entry('}', "\\}"), Map.entry('$', "\\$"),
            Map.entry('&', "\\&"), Map.entry('%', "\\%"), Map.entry('#', "\\#"), Map.entry('_', "\\_"),
            Map.entry('^', "\\^{}"), Map.entry('~', "\\~{}"));
    private static final String SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹⁻";
    private static final String SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉₋";
    private static final String DIGITS = "0123456789-";

    private Latex() {
    }

    /** {@code text} as LaTeX text: escaped, Unicode symbols as math. */
    static String text(String text) {
        StringBuilder b = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            String script = SUPERSCRIPTS.indexOf(c) >= 0 ? SUPERSCRIPTS : SUBSCRIPTS.indexOf(c) >= 0 ? SUBSCRIPTS : null;
            if (script != null) {
                StringBuilder digits = new StringBuilder();
                while (i < text.length() && script.indexOf(text.charAt(i)) >= 0) {
                    digits.append(DIGITS.charAt(script.indexOf(text.charAt(i))));
                    i++;
                }
                b.append(script == SUPERSCRIPTS ? "\\textsuperscript{" : "$_{").append(digits)
                        .append(script == SUPERSCRIPTS ? "}" : "}$");
                continue;
            }
            b.append(SYMBOLS.getOrDefault(c, String.valueOf(c)));
            i++;
        }
        return b.toString();
    }

    /** An axis label of the charts' plain markup ({@link MathText}): symbols in math italics, subscripts set. */
    static String label(String label) {
        StringBuilder b = new StringBuilder();
        for (MathText.Run r : MathText.runs(label)) {
            if (r.subscript()) {
                b.setLength(b.length() - 1);
                b.append("_{").append(r.italic() ? r.text() : "\\mathrm{" + r.text() + "}").append("}$");
            } else if (r.italic()) {
                String t = text(r.text());
                b.append(t.startsWith("$") ? t : "$" + t + "$");
            } else {
                b.append(text(r.text()));
            }
        }
        return b.toString();
    }
}
