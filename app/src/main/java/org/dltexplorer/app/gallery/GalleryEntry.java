package org.dltexplorer.app.gallery;

import java.util.List;
import java.util.Optional;

/**
 * One bundled scenario, written as a short lesson.
 *
 * @param file file name inside the gallery folder
 * @param title short title
 * @param explanation what the example is, in a sentence or three
 * @param notice what to notice, in one or two sentences
 * @param numbers the numbers the paper printed, beside ours (empty when it printed none)
 * @param reference the paper, section, example, table or figure it reproduces
 * @param view the view that makes its point
 * @param compareWith other entries' files to compare with (for {@link GalleryFocus#COMPARISON}, optional otherwise)
 * @param map the map to draw (for {@link GalleryFocus#MAP}), or null
 */
public record GalleryEntry(String file, String title, String explanation, String notice, List<PublishedNumber> numbers,
        String reference, GalleryFocus view, List<String> compareWith, GalleryMap map) {

    public GalleryEntry {
        numbers = List.copyOf(numbers);
        compareWith = List.copyOf(compareWith);
        if ((view == GalleryFocus.MAP) != (map != null)) {
            throw new IllegalArgumentException(file + ": a map is given exactly when the view is the map");
        }
    }

    /** An entry that opens no map. */
    public GalleryEntry(String file, String title, String explanation, String notice, List<PublishedNumber> numbers,
            String reference, GalleryFocus view, List<String> compareWith) {
        this(file, title, explanation, notice, numbers, reference, view, compareWith, null);
    }

    /** The paper the entry reproduces: the first one its reference cites. */
    public Optional<Paper> paper() {
        return Paper.citedBy(reference);
    }

    /** The note shown when the entry opens: what it is, what to notice, the paper's numbers and ours, the source. */
    public String lesson() {
        StringBuilder s = new StringBuilder(explanation).append("\n\nWhat to notice: ").append(notice);
        if (!numbers.isEmpty()) {
            s.append("\n\nThe paper's numbers and ours:");
            numbers.forEach(n -> s.append("\n• ").append(n.line()));
        }
        return s.append("\n\nSource: ").append(reference).toString();
    }
}
