package org.dltexplorer.app.shell;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.dltexplorer.core.io.AtomicFile;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.Scenario;

/**
 * Reads scenario files and writes them atomically: a temporary file next to the target, then a move over it. A
 * scenario its own notation cannot express (a load V ≠ 1 in w-z-T, returned results in α/τ/σ) is written in the
 * canonical ACS notation instead, which expresses every scenario, and the answer says why.
 */
public final class ScenarioFiles {

    private final ScenarioReader reader = new ScenarioReader();
    private final ScenarioWriter writer = new ScenarioWriter();

    /** What a save wrote: the scenario as written and, when its notation had to change, the reason (else empty). */
    public record Written(Scenario scenario, String notationChange) {

        public boolean changedNotation() {
            return !notationChange.isEmpty();
        }
    }

    /** @throws org.dltexplorer.core.model.InvalidScenarioException with the field path for bad content */
    public Scenario read(Path file) throws IOException {
        return reader.read(file);
    }

    /**
     * The text a save writes for {@code s}: in its own notation when that can express it, else in ACS.
     */
    public Written writable(Scenario s) {
        try {
            writer.write(s);
            return new Written(s, "");
        } catch (InvalidScenarioException e) {
            Scenario acs = s.withNotation(Notation.ACS, NotationUnits.STANDARD);
            return new Written(acs, "the " + s.notation().id() + " notation cannot express this scenario ("
                    + e.getMessage() + "), so it was saved in ACS");
        }
    }

    /**
     * {@code s} as the notation {@code n} writes it (what {@code dlt convert} writes), or {@code s} itself when
     * {@code n} cannot express it: what the panels show and what a save writes.
     */
    public static Scenario inNotation(Scenario s, Notation n) {
        Scenario converted = org.dltexplorer.app.document.ScenarioEdit.inNotation(s, n);
        return whyNotWritable(converted).isEmpty() ? converted : s;
    }

    /** Why {@code s} cannot be written in its own notation (the field named), or empty when it can. */
    public static java.util.Optional<String> whyNotWritable(Scenario s) {
        try {
            new ScenarioWriter().write(s);
            return java.util.Optional.empty();
        } catch (InvalidScenarioException e) {
            return java.util.Optional.of(e.getMessage());
        }
    }

    /** Writes {@code s} (in ACS when its notation cannot express it); a crash mid-write leaves the old file intact. */
    public Written write(Scenario s, Path file) throws IOException {
        Written w = writable(s);
        String text = writer.write(w.scenario());
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new NoSuchFileException(String.valueOf(dir), null, "the folder does not exist");
        }
        AtomicFile.writeString(file, text);
        return w;
    }

    /** The reason of an I/O failure in words (the JDK's messages are often only the path). */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException n) {
            return n.getReason() != null ? n.getReason() : "no such file or folder";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /**
     * The name Save As proposes for a scenario not yet saved: its title in lower case with dashes
     * ("My memory star" → {@code my-memory-star.json}), or {@code scenario.json} without one.
     */
    public static String suggestedName(String title) {
        String slug = title == null ? "" : java.text.Normalizer.normalize(title.replace('ł', 'l').replace('Ł', 'L'), java.text.Normalizer.Form.NFD)
                .replaceAll("\\p{M}", "").toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-+|-+$", "");
        if (slug.length() > 60) {
            slug = slug.substring(0, 60).replaceAll("-+$", "");
        }
        return (slug.isEmpty() ? "scenario" : slug) + ".json";
    }
}
