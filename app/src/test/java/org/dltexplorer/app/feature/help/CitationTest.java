package org.dltexplorer.app.feature.help;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dltexplorer.app.BuildInfo;
import org.junit.jupiter.api.Test;

/** CITATION.cff, the BibTeX of Help › Cite and the build name one version, and the BibTeX is well formed. */
class CitationTest {

    /** The repository root: tests run in the module's folder. */
    private static final Path ROOT = Path.of("..");

    @Test
    void citationFileNamesThisVersionAndYear() throws Exception {
        List<String> cff = Files.readAllLines(ROOT.resolve("CITATION.cff"), StandardCharsets.UTF_8);

        assertThat(cff).contains("cff-version: 1.2.0", "version: \"" + BuildInfo.version() + "\"", "title: \"DLT Explorer\"");
        assertThat(cff).anyMatch(l -> l.matches("date-released: \"" + Citation.YEAR + "-\\d\\d-\\d\\d\""));
        assertThat(cff).anyMatch(l -> l.contains("- name: \"" + Citation.AUTHOR + "\""));
        assertThat(BuildInfo.version()).doesNotContain("SNAPSHOT");
        assertThat(Files.readString(ROOT.resolve("CHANGELOG.md"))).contains("## [" + BuildInfo.version() + "]");
    }

    @Test
    void bibtexIsOneBalancedEntryWithTheVersion() {
        String bib = Citation.bibtex();

        assertThat(bib).startsWith("@software{dltexplorer,\n").endsWith("}\n")
                .contains("version = {" + BuildInfo.version() + "}").contains("year    = {" + Citation.YEAR + "}");
        int depth = 0;
        for (char c : bib.toCharArray()) {
            depth += c == '{' ? 1 : c == '}' ? -1 : 0;
            assertThat(depth).isNotNegative();
        }
        assertThat(depth).isZero();
    }
}
