package org.dltexplorer.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * What the build knows about this program: its version (Maven's {@code project.version}, filtered into
 * {@code build.properties}) and the libraries it runs with (written by the build's {@code dependency:list}), each
 * with its licence. Help › About shows them; the command line can print the same version.
 */
public final class BuildInfo {

    /** A library on the run-time class path. */
    public record Library(String group, String artifact, String version, String licence) {
    }

    private static final String FOLDER = "/org/dltexplorer/app/";

    private BuildInfo() {
    }

    /** The program's version, e.g. {@code 0.2.0}; "development build" when run from unfiltered sources. */
    public static String version() {
        String v = properties("build.properties").getProperty("version", "");
        return v.isBlank() || v.startsWith("${") ? "development build" : v;
    }

    /** The run-time libraries, one per artifact (platform classifiers merged), in the build's sorted order. */
    public static List<Library> libraries() {
        Properties licences = properties("licences.properties");
        Map<String, Library> byArtifact = new LinkedHashMap<>();
        for (String line : lines("libraries.txt")) {
            parse(line, licences).ifPresent(l -> byArtifact.putIfAbsent(l.group() + ":" + l.artifact(), l));
        }
        return new ArrayList<>(byArtifact.values());
    }

    /** One line of {@code dependency:list}: {@code group:artifact:jar[:classifier]:version -- module …}. */
    static java.util.Optional<Library> parse(String line, Properties licences) {
        String coords = line.strip().split("\\s+")[0];
        String[] p = coords.split(":");
        if (p.length < 4) {
            return java.util.Optional.empty();
        }
        String group = p[0];
        String artifact = p[1];
        String version = p[p.length - 1];
        String licence = licences.getProperty(group + ":" + artifact, licences.getProperty(group, "unknown"));
        return java.util.Optional.of(new Library(group, artifact, version, licence));
    }

    private static Properties properties(String name) {
        Properties p = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream(FOLDER + name)) {
            if (in != null) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name, e);
        }
        return p;
    }

    private static List<String> lines(String name) {
        try (InputStream in = BuildInfo.class.getResourceAsStream(FOLDER + name)) {
            if (in == null) {
                return List.of();
            }
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name, e);
        }
    }
}
