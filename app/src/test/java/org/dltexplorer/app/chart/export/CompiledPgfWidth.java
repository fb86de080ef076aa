package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What pdflatex makes of a PGFPlots file: the width of the box {@code \input} sets (trims applied) and of what is
 * really drawn (trims off), in PostScript points, as an editor measures a figure for a column.
 *
 * @param trimmed the width a document lays out
 * @param natural the width of everything drawn
 */
public record CompiledPgfWidth(double trimmed, double natural) {

    /** TeX's pt is 1/72.27 in; asked widths are in PostScript points (1/72 in). */
    private static final double BP = 72.27 / 72;

    public static boolean pdflatexPresent() {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(File.pathSeparator)).anyMatch(d -> Files.isExecutable(Path.of(d, "pdflatex")));
    }

    /** Compiles {@code texFile} (inside {@code dir}) in a small document and reads both widths from its log. */
    public static CompiledPgfWidth of(Path dir, String texFile) throws Exception {
        Files.writeString(dir.resolve("doc.tex"), "\\documentclass{article}\n\\usepackage{pgfplots}\n"
                + "\\pgfplotsset{compat=1.16}\n\\newsavebox\\fig\\newsavebox\\nat\n\\begin{document}\n"
                + "\\sbox\\fig{\\input{" + texFile + "}}\n"
                + "{\\tikzset{trim left/.code={},trim right/.code={}}\\sbox\\nat{\\input{" + texFile + "}}"
                + "\\xdef\\natw{\\the\\wd\\nat}}\n"
                + "\\typeout{FIGURE-WIDTH \\the\\wd\\fig\\space NATURAL \\natw\\space END}\n\\usebox\\fig\n\\end{document}\n",
                StandardCharsets.UTF_8);
        Process p = new ProcessBuilder("pdflatex", "-interaction=nonstopmode", "-halt-on-error", "doc.tex")
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String log = Files.readString(dir.resolve("doc.log"), StandardCharsets.ISO_8859_1);
        assertThat(p.exitValue()).as(log.substring(Math.max(0, log.length() - 1500))).isZero();
        Matcher m = Pattern.compile("FIGURE-WIDTH ([0-9.]+)pt NATURAL ([0-9.]+)pt END").matcher(log);
        assertThat(m.find()).as(log).isTrue();
        return new CompiledPgfWidth(Double.parseDouble(m.group(1)) / BP, Double.parseDouble(m.group(2)) / BP);
    }
}
