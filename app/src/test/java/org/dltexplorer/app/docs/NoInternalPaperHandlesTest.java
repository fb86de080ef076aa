package org.dltexplorer.app.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Users cite papers by authors and year; our internal handles for them ("seed 003", the text files' names, gallery
 * files named "003-…") must not reach anything a user reads: the app's and core's main sources (strings and
 * Javadoc), the assets, the README and the docs (decision records excepted: they are the builders' notes).
 */
class NoInternalPaperHandlesTest {

    /** Tests run in the app module's folder. */
    static final Path ROOT = Path.of("..");

    /** "seed 003", "seeds 002", "seed003", a handle broken over a Javadoc line, "the seed papers", the text files. */
    static final Pattern HANDLE = Pattern.compile(
            "(?i)\\bseeds?[\\s*/#]*\\d{3}\\b|\\bseed papers?\\b|\\b\\d{3}_[0-9a-f]{16}\\b|shared/seeds");
    /** A gallery (or any shipped) file named after the numeric handle. */
    static final Pattern HANDLE_FILE_NAME = Pattern.compile("^\\d{3}-.*");

    private static final Set<String> TEXT = Set.of("java", "json", "md", "css", "txt", "properties", "svg", "html");

    @Test
    void theCheckRecognisesEveryFormOfHandle() {
        assertThat(handles("as in seed 003, eq. (8)")).containsExactly("seed 003");
        assertThat(handles("Seeds 002 and 004")).containsExactly("Seeds 002");
        assertThat(handles("file seed003-example1.json")).containsExactly("seed003");
        assertThat(handles("eq. (7.27) of seed\n * 001, so")).hasSize(1);
        assertThat(handles("the five seed papers")).hasSize(1);
        assertThat(handles("see 003_ca0687d1be344553.txt")).hasSize(1);
        assertThat(handles("Błażewicz & Drozdowski (1997), eq. (8); a seeded random generator (seed 42L)")).isEmpty();
        assertThat(HANDLE_FILE_NAME.matcher("003-example1-chain.json").matches()).isTrue();
        assertThat(HANDLE_FILE_NAME.matcher("blazewicz-drozdowski-1997-example1-chain.json").matches()).isFalse();
    }

    @Test
    void userFacingTextCitesPapersByAuthorsAndYear() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path tree : List.of(ROOT.resolve("app/src/main"), ROOT.resolve("core/src/main"),
                ROOT.resolve("assets/src/main"), ROOT.resolve("docs"))) {
            try (Stream<Path> files = Files.walk(tree)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    if (f.startsWith(ROOT.resolve("docs/decisions"))) {
                        continue;
                    }
                    if (HANDLE_FILE_NAME.matcher(f.getFileName().toString()).matches()) {
                        found.add(ROOT.relativize(f) + ": file named by a handle");
                    }
                    if (TEXT.contains(extension(f))) {
                        scan(f, found);
                    }
                }
            }
        }
        scan(ROOT.resolve("README.md"), found);
        assertThat(found).as("internal paper handles where users read").isEmpty();
    }

    private static void scan(Path f, List<String> found) throws IOException {
        for (String h : handles(Files.readString(f, StandardCharsets.UTF_8))) {
            found.add(ROOT.relativize(f) + ": " + h.replace('\n', ' '));
        }
    }

    static List<String> handles(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = HANDLE.matcher(text);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    private static String extension(Path f) {
        String n = f.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(dot + 1);
    }
}
