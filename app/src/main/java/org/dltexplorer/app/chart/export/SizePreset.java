package org.dltexplorer.app.chart.export;

import java.util.Arrays;
import java.util.Optional;

/**
 * Figure sizes authors ask for: a journal's single and double column (8.5 cm and 17.5 cm wide, as in IEEE and
 * Elsevier two-column layouts), a 16:9 slide, or a size of one's own.
 */
public enum SizePreset {
    SINGLE_COLUMN("single-column", "Single column (8.5 cm)", Length.cm(8.5), Length.cm(6)),
    DOUBLE_COLUMN("double-column", "Double column (17.5 cm)", Length.cm(17.5), Length.cm(9)),
    SLIDE("slide", "Slide 16:9 (24 × 13.5 cm)", Length.cm(24), Length.cm(13.5)),
    CUSTOM("custom", "Custom", null, null);

    private final String id;
    private final String label;
    private final Length width;
    private final Length height;

    SizePreset(String id, String label, Length width, Length height) {
        this.id = id;
        this.label = label;
        this.width = width;
        this.height = height;
    }

    public String id() {
        return id;
    }

    public String label() {
        return label;
    }

    /** The preset's width; null for {@link #CUSTOM}. */
    public Length width() {
        return width;
    }

    public Length height() {
        return height;
    }

    public static Optional<SizePreset> fromId(String id) {
        return Arrays.stream(values()).filter(p -> p.id.equalsIgnoreCase(id)).findFirst();
    }

    /** The preset of exactly this size, or {@link #CUSTOM}. */
    public static SizePreset of(Length w, Length h) {
        return Arrays.stream(values()).filter(p -> p != CUSTOM && p.width.equals(w) && p.height.equals(h)).findFirst()
                .orElse(CUSTOM);
    }
}
