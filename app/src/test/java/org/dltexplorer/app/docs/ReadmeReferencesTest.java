package org.dltexplorer.app.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dltexplorer.app.gallery.Paper;
import org.junit.jupiter.api.Test;

/** The README's References section lists exactly the entries Help › References shows (one source: {@link Paper}). */
class ReadmeReferencesTest {

    @Test
    void readmeReferencesAreThePapersEntries() throws IOException {
        List<String> readme = Files.readAllLines(Path.of("..", "README.md"), StandardCharsets.UTF_8);
        int heading = readme.indexOf("## References");
        assertThat(heading).as("README has a References section").isNotNegative();
        List<String> bullets = readme.subList(heading + 1, readme.size()).stream()
                .takeWhile(l -> !l.startsWith("#")).filter(l -> l.startsWith("- ")).toList();
        assertThat(bullets).containsExactlyElementsOf(Paper.referencesMarkdown().lines().toList());
        assertThat(bullets).hasSize(Paper.values().length);
        assertThat(bullets.get(0)).startsWith("- **Błażewicz & Drozdowski (1997)** J. Błażewicz, M. Drozdowski.");
    }
}
