package org.dltexplorer.app.feature.comparison;

import java.util.List;

/**
 * Variants compared together; the first is the baseline the others' improvement is measured against.
 *
 * @param title the choice's name in the view's selector
 * @param variants at least two
 */
public record Comparison(String title, List<Variant> variants) {

    public Comparison {
        variants = List.copyOf(variants);
        if (variants.size() < 2) {
            throw new IllegalArgumentException("a comparison needs two variants, got " + variants.size());
        }
    }

    public List<String> names() {
        return variants.stream().map(Variant::name).toList();
    }

    @Override
    public String toString() {
        return title;
    }
}
