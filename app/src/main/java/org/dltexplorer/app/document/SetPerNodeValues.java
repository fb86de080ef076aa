package org.dltexplorer.app.document;

import java.util.Map;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;

/**
 * The values of single processors and links that differ from the defaults ("A of processor 2 = 3", "C of link 2 =
 * 3"), as the network panel edits them.
 *
 * @param notation the notation the panels show
 * @param processors the processors with values of their own, by id
 * @param links the links with values of their own, by id
 */
public record SetPerNodeValues(Notation notation, Map<Integer, ProcessorParams> processors, Map<Integer, LinkParams> links)
        implements ScenarioEdit {

    public SetPerNodeValues {
        processors = Map.copyOf(processors);
        links = Map.copyOf(links);
    }

    @Override
    public Scenario applyTo(Scenario s) {
        return ScenarioEdit.inNotation(s, notation).withProcessorOverrides(processors).withLinkOverrides(links);
    }
}
