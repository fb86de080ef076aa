package org.dltexplorer.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;

class BuildInfoTest {

    @Test
    void theVersionIsTheMavenProjectVersion() {
        // the parent pom's version, filtered into build.properties by the build
        assertThat(BuildInfo.version()).isEqualTo("0.2.0");
    }

    @Test
    void everyRunTimeLibraryIsListedOnceWithItsLicence() {
        var libraries = BuildInfo.libraries();
        assertThat(libraries).extracting(l -> l.group() + ":" + l.artifact())
                .contains("org.jfree:jfreechart", "org.ojalgo:ojalgo", "info.picocli:picocli", "org.openjfx:javafx-controls",
                        "org.commonmark:commonmark")
                .doesNotHaveDuplicates()
                .noneMatch(a -> a.startsWith("org.dltexplorer"));
        assertThat(libraries).allSatisfy(l -> assertThat(l.licence()).as(l.group() + ":" + l.artifact()).isNotEqualTo("unknown"));
        assertThat(libraries).filteredOn(l -> l.artifact().equals("jfreechart")).singleElement()
                .satisfies(l -> assertThat(l.licence()).isEqualTo("GNU LGPL v2.1"));
    }

    @Test
    void aPlatformClassifierIsNotTakenForTheVersion() {
        Properties licences = new Properties();
        licences.setProperty("org.openjfx", "GPL");
        var l = BuildInfo.parse("   org.openjfx:javafx-web:jar:linux:21.0.5 -- module javafx.web", licences).orElseThrow();
        assertThat(l).isEqualTo(new BuildInfo.Library("org.openjfx", "javafx-web", "21.0.5", "GPL"));
        assertThat(BuildInfo.parse("The following files have been resolved:", licences)).isEmpty();
    }
}
