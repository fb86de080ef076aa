package org.dltexplorer.core.analysis;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.ToDoubleFunction;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;

/**
 * One number of a processor ({@code A}, {@code B}) or of a link ({@code S}, {@code C}, {@code R}), in the canonical
 * notation of {@link org.dltexplorer.core.model.Notation}.
 *
 * @param name the letter
 * @param elements processors or links
 * @param get reads the number
 * @param with the parameters with the number replaced
 * @param <P> {@link ProcessorParams} or {@link LinkParams}
 */
record ElementField<P>(String name, Elements<P> elements, ToDoubleFunction<P> get, BiFunction<P, Double, P> with) {

    static final ElementField<ProcessorParams> A = new ElementField<>("A", Elements.PROCESSORS, ProcessorParams::A, ProcessorParams::withA);
    static final ElementField<ProcessorParams> B = new ElementField<>("B", Elements.PROCESSORS, ProcessorParams::B, ProcessorParams::withB);
    static final ElementField<LinkParams> S = new ElementField<>("S", Elements.LINKS, LinkParams::S, LinkParams::withS);
    static final ElementField<LinkParams> C = new ElementField<>("C", Elements.LINKS, LinkParams::C, LinkParams::withC);
    static final ElementField<LinkParams> R = new ElementField<>("R", Elements.LINKS, LinkParams::R, LinkParams::withR);

    static final List<ElementField<?>> ALL = List.of(A, B, S, C, R);

    /** The field named {@code name} (upper case), or null. */
    static ElementField<?> byName(String name) {
        return ALL.stream().filter(f -> f.name.equals(name)).findFirst().orElse(null);
    }
}
