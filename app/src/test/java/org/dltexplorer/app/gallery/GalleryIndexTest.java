package org.dltexplorer.app.gallery;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class GalleryIndexTest {

    /** The gallery's sources, to find files the index forgets (tests run in the app module's folder). */
    static final Path SOURCES = Path.of("..", "assets", "src", "main", "resources", "org", "dltexplorer", "assets", "gallery");

    private final Gallery gallery = Gallery.bundled();

    @Test
    void hasAtLeastTwelveEntriesWithTheirFiles() {
        assertThat(gallery.entries()).hasSizeGreaterThanOrEqualTo(12);
        for (GalleryEntry e : gallery.entries()) {
            assertThat(gallery.location(e)).as(e.file()).isNotNull();
            assertThat(gallery.text(e)).as(e.file()).contains("\"format\": \"dlt-scenario\"");
        }
        assertThat(gallery.entries()).extracting(GalleryEntry::file).doesNotHaveDuplicates();
    }

    @Test
    void everyScenarioFileIsListedInTheIndex() throws IOException {
        Set<String> listed = gallery.entries().stream().map(GalleryEntry::file).collect(Collectors.toSet());
        try (Stream<Path> files = Files.list(SOURCES)) {
            List<String> scenarios = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json") && !n.equals(Gallery.INDEX)).toList();
            assertThat(listed).containsExactlyInAnyOrderElementsOf(scenarios);
        }
    }

    @Test
    void comparisonsNameOtherEntries() {
        for (GalleryEntry e : gallery.entries()) {
            if (e.view() == GalleryFocus.COMPARISON) {
                assertThat(e.compareWith()).as(e.file()).isNotEmpty();
            }
            for (String other : e.compareWith()) {
                assertThat(gallery.entry(other)).as(e.file() + " compares with " + other).isPresent();
                assertThat(other).isNotEqualTo(e.file());
            }
        }
    }

    @Test
    void coversEveryPaperAndEveryView() {
        assertThat(gallery.entries()).extracting(e -> e.paper().orElse(null)).contains(Paper.values());
        assertThat(gallery.entries()).extracting(GalleryEntry::view).contains(GalleryFocus.values());
        for (GalleryEntry e : gallery.entries()) {
            if (e.file().startsWith("beyond-")) {
                // the models beyond the five papers cite their own sources, by authors and year
                assertThat(e.paper()).as(e.file() + " is no lesson of the five papers").isEmpty();
                assertThat(e.reference()).as(e.file() + " cites its source by authors and year")
                        .containsPattern("\\p{Lu}\\p{L}+(, \\p{Lu}\\p{L}+)*( & \\p{Lu}\\p{L}+)? \\((19|20)\\d\\d\\)");
            } else {
                assertThat(e.paper()).as(e.file() + " cites a paper by authors and year").isPresent();
            }
            assertThat(e.reference()).as(e.file()).doesNotContainPattern("(?i)seeds? ?0\\d\\d");
        }
    }

    /** Each entry is a lesson: its paper, the example, table, figure or equation, and what to notice. */
    @Test
    void everyEntryNamesItsSourceAndWhatToNotice() {
        for (GalleryEntry e : gallery.entries()) {
            assertThat(e.reference()).as(e.file()).containsPattern("Example|Table|Fig\\.|eqs?\\.|§");
            assertThat(e.notice()).as(e.file()).hasSizeGreaterThan(40).doesNotContain("\n");
            assertThat(e.notice().split("(?<=[.!?])\\s+(?=[A-Z])")).as(e.file() + ": one or two sentences").hasSizeLessThanOrEqualTo(2);
            assertThat(e.lesson()).contains("What to notice: " + e.notice(), "Source: " + e.reference());
        }
        GalleryEntry mnp1 = gallery.entry("drozdowski-wolniewicz-2003-mnp1-star.json").orElseThrow();
        assertThat(mnp1.numbers()).singleElement().satisfies(n -> {
            assertThat(n.published()).isEqualTo("247.0588");
            assertThat(n.ours()).isEqualTo("246.75");
            assertThat(n.note()).contains("validator");
        });
        assertThat(mnp1.lesson()).contains("schedule length: paper 247.0588, ours 246.75 — the paper is not optimal");
        assertThat(gallery.entry("drozdowski-wolniewicz-2003-lp1-star.json").orElseThrow().lesson())
                .contains("schedule length: paper 270, ours 270 (the same)");
    }

    @Test
    void scenarioTitlesMatchTheIndex() throws IOException {
        ObjectMapper json = new ObjectMapper();
        for (GalleryEntry e : gallery.entries()) {
            JsonNode doc = json.readTree(gallery.text(e));
            assertThat(doc.path("title").asText()).as(e.file()).isEqualTo(e.title());
        }
    }

    @Test
    void malformedIndexesAreRefusedWithThePath() throws IOException {
        ObjectMapper json = new ObjectMapper();
        JsonNode unknownKey = json.readTree("{\"format\":\"dlt-gallery\",\"version\":1,\"entries\":[{\"file\":\"a.json\","
                + "\"title\":\"t\",\"explanation\":\"x\",\"reference\":\"Błażewicz & Drozdowski (1997)\",\"view\":\"gantt\",\"colour\":\"red\"}]}");
        JsonNode badView = json.readTree("{\"format\":\"dlt-gallery\",\"version\":1,\"entries\":[{\"file\":\"a.json\","
                + "\"title\":\"t\",\"explanation\":\"x\",\"reference\":\"Błażewicz & Drozdowski (1997)\",\"view\":\"pie\"}]}");

        assertThatThrownBy(() -> Gallery.parse(unknownKey)).hasMessageContaining("entries[0].colour");
        assertThatThrownBy(() -> Gallery.parse(badView)).hasMessageContaining("entries[0].view").hasMessageContaining("pie");
    }
}
