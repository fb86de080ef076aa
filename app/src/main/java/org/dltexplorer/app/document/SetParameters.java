package org.dltexplorer.app.document;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;

/**
 * The parameter panel's fields: the default processor and link, the load {@code V} and the w/z/T task constants,
 * as typed in the notation on screen ("C = 0.5", "V = 3").
 *
 * @param notation the notation the fields are typed in
 * @param units its task constants (standard outside w/z/T)
 * @param processor the default processor
 * @param link the default link
 * @param load the load {@code V}
 */
public record SetParameters(Notation notation, NotationUnits units, ProcessorParams processor, LinkParams link, double load)
        implements ScenarioEdit {

    @Override
    public Scenario applyTo(Scenario s) {
        return ScenarioEdit.inNotation(s, notation).withNotation(notation, units).withProcessorDefault(processor)
                .withLinkDefault(link).withLoad(load);
    }
}
