package org.dltexplorer.app.gallery;

import java.util.List;

/**
 * One bundled scenario.
 *
 * @param file file name inside the gallery folder
 * @param title short title
 * @param explanation what the example shows, in a sentence or three
 * @param reference the paper, section, example or figure it comes from
 * @param view the view that makes its point
 * @param compareWith other entries' files to compare with (for {@link GalleryFocus#COMPARISON}, optional otherwise)
 */
public record GalleryEntry(String file, String title, String explanation, String reference, GalleryFocus view,
        List<String> compareWith) {

    public GalleryEntry {
        compareWith = List.copyOf(compareWith);
    }

    /** The paper the entry reproduces: the first one its reference cites. */
    public java.util.Optional<Paper> paper() {
        return Paper.citedBy(reference);
    }
}
