package org.dltexplorer.core.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;

/**
 * Writes a scenario in its own notation ({@code w-z-T} values are converted back with {@code Tcp}, {@code Tcm},
 * {@code Tsol}), with only the fields that differ from the defaults, in a stable key order, pretty printed.
 * {@link ScenarioReader} reads the text back into an equal scenario.
 *
 * <p>A scenario that its notation cannot express (results returned in {@code alpha-tau-sigma}, a load other than
 * 1 or {@code R ≠ z·Tsol} in {@code w-z-T}) is refused with an
 * {@link org.dltexplorer.core.model.InvalidScenarioException}: convert it to {@code ACS} first.
 */
public final class ScenarioWriter {

    /** The scenario as a JSON tree. */
    public ObjectNode toTree(Scenario s) {
        ParameterNotation params = ParameterNotation.of(s.notation());
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put(ScenarioReader.K_FORMAT, ScenarioReader.FORMAT);
        root.put(ScenarioReader.K_VERSION, ScenarioReader.VERSION);
        if (!s.title().isEmpty()) {
            root.put(ScenarioReader.K_TITLE, s.title());
        }
        if (!s.notes().isEmpty()) {
            root.put(ScenarioReader.K_NOTES, s.notes());
        }
        root.put(ScenarioReader.K_NOTATION, s.notation().id());
        params.writeUnits(root, s.units());
        root.set(ScenarioReader.K_NETWORK, NetworkJson.write(s.network()));
        if (s.strategy().deadline() == null) {
            params.writeLoad(root, s.load()); // with a deadline the load is the answer, not given
        }

        ProcessorParams processorBase = null;
        if (!everyProcessorGiven(s)) {
            processorBase = s.processorDefault();
            params.writeProcessor(root.putObject(ScenarioReader.K_PROCESSOR), processorBase, null, s.units(),
                    ScenarioReader.K_PROCESSOR);
        }
        if (!s.processorOverrides().isEmpty()) {
            ArrayNode list = root.putArray(ScenarioReader.K_PROCESSORS);
            for (Map.Entry<Integer, ProcessorParams> e : new TreeMap<>(s.processorOverrides()).entrySet()) {
                ObjectNode o = list.addObject().put(ScenarioReader.K_ID, e.getKey());
                params.writeProcessor(o, e.getValue(), processorBase, s.units(),
                        JsonFields.element(ScenarioReader.K_PROCESSORS, list.size() - 1));
            }
        }
        LinkParams linkBase = null;
        if (!everyLinkGiven(s, params)) {
            linkBase = s.linkDefault();
            params.writeLink(root.putObject(ScenarioReader.K_LINK), linkBase, null, s.units(), ScenarioReader.K_LINK);
        }
        if (!s.linkOverrides().isEmpty()) {
            ArrayNode list = root.putArray(ScenarioReader.K_LINKS);
            for (Map.Entry<Integer, LinkParams> e : new TreeMap<>(s.linkOverrides()).entrySet()) {
                ObjectNode o = list.addObject().put(ScenarioReader.K_ID, e.getKey());
                params.writeLink(o, e.getValue(), linkBase, s.units(),
                        JsonFields.element(ScenarioReader.K_LINKS, list.size() - 1));
            }
        }
        ObjectNode strategy = StrategyJson.write(s.strategy(), s.network().kind());
        if (strategy != null) {
            root.set(ScenarioReader.K_STRATEGY, strategy);
        }
        ObjectNode layout = LayoutJson.write(s.layout());
        if (layout != null) {
            root.set(ScenarioReader.K_LAYOUT, layout);
        }
        return root;
    }

    /**
     * Whether the {@code processor} block can be left out: every processor is given by id and the default is the one
     * the reader then takes (that of processor 0), so the file reads back equal.
     */
    private static boolean everyProcessorGiven(Scenario s) {
        return s.network().explicit() && s.processorOverrides().size() == s.network().processorCount()
                && s.processorDefault().equals(s.processorOverrides().get(0));
    }

    /** As {@link #everyProcessorGiven}, for links: the default is that of the lowest link id, or the standard link. */
    private static boolean everyLinkGiven(Scenario s, ParameterNotation params) {
        if (!s.network().explicit()) {
            return false;
        }
        int[] ids = s.network().linkIds().toArray();
        if (ids.length == 0) {
            return s.linkDefault().equals(params.standardLink(s.units()));
        }
        return s.linkOverrides().size() == ids.length && s.linkDefault().equals(s.linkOverrides().get(ids[0]));
    }

    /** The scenario as pretty-printed JSON text, ending with a newline. */
    public String write(Scenario s) {
        return PrettyJson.write(toTree(s));
    }

    public void write(Scenario s, Writer out) throws IOException {
        out.write(write(s));
    }

    /** Writes the file (UTF-8), replacing it atomically ({@link AtomicFile}): never a partial file. */
    public void write(Scenario s, Path file) throws IOException {
        AtomicFile.writeString(file, write(s));
    }
}
