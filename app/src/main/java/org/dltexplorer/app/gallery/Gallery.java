package org.dltexplorer.app.gallery;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The gallery index and access to its scenario files. {@link #bundled()} reads the one shipped in the assets
 * module; the index is checked when read (known keys only, every field present, views known), so a broken entry
 * fails the build's tests rather than the user's click.
 */
public final class Gallery {

    /** Class-path folder of the bundled gallery. */
    public static final String FOLDER = "/org/dltexplorer/assets/gallery/";
    static final String INDEX = "index.json";
    static final String FORMAT = "dlt-gallery";
    private static final Set<String> ENTRY_KEYS = Set.of("file", "title", "explanation", "notice", "numbers", "reference", "view",
            "compareWith", "map");

    private final String folder;
    private final List<GalleryEntry> entries;

    private Gallery(String folder, List<GalleryEntry> entries) {
        this.folder = folder;
        this.entries = List.copyOf(entries);
    }

    /** The gallery shipped with the program. */
    public static Gallery bundled() {
        return load(FOLDER);
    }

    /** The gallery whose {@code index.json} is in class-path folder {@code folder} (ending with '/'). */
    static Gallery load(String folder) {
        try (InputStream in = Gallery.class.getResourceAsStream(folder + INDEX)) {
            if (in == null) {
                throw new IllegalStateException("no gallery index at " + folder + INDEX);
            }
            return new Gallery(folder, parse(new ObjectMapper().readTree(in)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the gallery index " + folder + INDEX, e);
        }
    }

    static List<GalleryEntry> parse(JsonNode root) {
        require(root != null && root.isObject(), "", "the index must be a JSON object");
        require(FORMAT.equals(root.path("format").asText()), "format", "must be \"" + FORMAT + "\"");
        require(root.path("version").asInt() == 1, "version", "must be 1");
        JsonNode list = root.path("entries");
        require(list.isArray(), "entries", "must be a list");
        List<GalleryEntry> entries = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode e = list.get(i);
            String path = "entries[" + i + "]";
            require(e.isObject(), path, "must be an object");
            for (Iterator<String> names = e.fieldNames(); names.hasNext();) {
                String name = names.next();
                require(ENTRY_KEYS.contains(name), path + "." + name, "unknown key");
            }
            String viewId = text(e, path, "view");
            GalleryFocus view = GalleryFocus.fromId(viewId)
                    .orElseThrow(() -> new IllegalStateException(path + ".view: unknown view '" + viewId + "'"));
            List<String> compare = new ArrayList<>();
            e.path("compareWith").forEach(n -> compare.add(n.asText()));
            entries.add(new GalleryEntry(text(e, path, "file"), text(e, path, "title"), text(e, path, "explanation"),
                    text(e, path, "notice"), numbers(e.path("numbers"), path + ".numbers"), text(e, path, "reference"),
                    view, compare, map(e.path("map"), path + ".map")));
        }
        return entries;
    }

    public List<GalleryEntry> entries() {
        return entries;
    }

    public Optional<GalleryEntry> entry(String file) {
        return entries.stream().filter(e -> e.file().equals(file)).findFirst();
    }

    /** Where the entry's scenario file is (a class-path URL; null if the file is missing). */
    public URL location(GalleryEntry entry) {
        return Gallery.class.getResource(folder + entry.file());
    }

    /** The entry's scenario file as text, for the scenario reader. */
    public String text(GalleryEntry entry) {
        try (InputStream in = Gallery.class.getResourceAsStream(folder + entry.file())) {
            if (in == null) {
                throw new IllegalStateException("gallery file missing: " + folder + entry.file());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + entry.file(), e);
        }
    }

    private static List<PublishedNumber> numbers(JsonNode list, String path) {
        List<PublishedNumber> out = new ArrayList<>();
        if (list.isMissingNode()) {
            return out;
        }
        require(list.isArray(), path, "must be a list");
        for (int i = 0; i < list.size(); i++) {
            JsonNode n = list.get(i);
            String at = path + "[" + i + "]";
            String q = text(n, at, "quantity");
            PublishedNumber.Quantity quantity = PublishedNumber.Quantity.fromId(q)
                    .orElseThrow(() -> new IllegalStateException("gallery index " + at + ".quantity: unknown quantity '" + q + "'"));
            out.add(new PublishedNumber(quantity, text(n, at, "published"), text(n, at, "ours"), n.path("note").asText("")));
        }
        return out;
    }

    private static GalleryMap map(JsonNode m, String path) {
        if (m.isMissingNode()) {
            return null;
        }
        require(m.isObject(), path, "must be an object");
        return new GalleryMap(axis(m.path("x"), path + ".x"), axis(m.path("y"), path + ".y"), text(m, path, "metric"));
    }

    private static GalleryMap.Axis axis(JsonNode a, String path) {
        require(a.isObject(), path, "must be an object");
        require(a.path("from").isNumber() && a.path("to").isNumber(), path, "needs numbers from and to");
        require(a.path("steps").canConvertToInt() && a.path("steps").asInt() >= 2, path + ".steps", "must be a whole number ≥ 2");
        return new GalleryMap.Axis(text(a, path, "name"), a.path("from").asDouble(), a.path("to").asDouble(),
                a.path("steps").asInt(), a.path("log").asBoolean(false));
    }

    private static String text(JsonNode e, String path, String key) {
        JsonNode n = e.get(key);
        require(n != null && n.isTextual() && !n.asText().isBlank(), path + "." + key, "must be a non-empty string");
        return n.asText();
    }

    private static void require(boolean ok, String path, String problem) {
        if (!ok) {
            throw new IllegalStateException("gallery index " + (path.isEmpty() ? "" : path + ": ") + problem);
        }
    }
}
