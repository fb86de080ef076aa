package org.dltexplorer.core.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntPredicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Layout;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.model.StrategyKey;

/**
 * Reads scenario files (format {@code "dlt-scenario"}, version {@value #VERSION}; see docs/scenario-format.md).
 *
 * <p>The reader is strict: unknown keys, keys of another notation, wrong types, non-finite or negative numbers,
 * duplicate keys and strategy keys that do not apply to the network kind are errors. Every problem is reported as
 * an {@link InvalidScenarioException} (a {@link ScenarioFormatException} when the document is not a scenario at
 * all) whose message names the field path as written in the file and the bad value, e.g.
 * {@code links[3].C: must be ≥ 0, got -1}. Parameters of the {@code alpha-tau-sigma} and {@code w-z-T} notations
 * are converted to the canonical {@code A, B, S, C, R}; the notation is kept in the scenario for saving.
 *
 * <p>The default blocks {@code processor} and {@code link} may be left out when every processor (every link) is
 * given by id; one that is neither listed nor defaulted is {@code processors[3].A: missing, and no default}, with
 * its id in the brackets. {@code title}, {@code notes} and {@code layout} (node positions of the editor: finite,
 * of processors that exist) are read into the scenario. Errors read from text carry the line and column of their
 * place ({@link InvalidScenarioException#messageIn(String)}); JSON syntax errors are worded by
 * {@link JsonSyntaxError}, not by the parser.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class ScenarioReader {

    /** The value of the {@code format} key. */
    public static final String FORMAT = "dlt-scenario";

    /** The newest format version this program reads and writes. */
    public static final int VERSION = 1;

    static final String K_FORMAT = "format";
    static final String K_VERSION = "version";
    static final String K_TITLE = "title";
    static final String K_NOTES = "notes";
    static final String K_LAYOUT = "layout";
    static final String K_NOTATION = "notation";
    static final String K_NETWORK = "network";
    static final String K_PROCESSOR = "processor";
    static final String K_PROCESSORS = "processors";
    static final String K_LINK = "link";
    static final String K_LINKS = "links";
    static final String K_STRATEGY = "strategy";
    static final String K_ID = "id";

    /**
     * Reads a scenario from JSON text. Every problem is an {@link InvalidScenarioException} with the line and column
     * of the place in the text ({@link InvalidScenarioException#messageIn(String)}).
     */
    public Scenario read(String json) {
        JsonNode root = parse(json);
        try {
            return read(root);
        } catch (InvalidScenarioException e) {
            throw located(e, json);
        }
    }

    /**
     * Reads a scenario file (UTF-8). I/O problems (missing file, no permission, not UTF-8) are {@link IOException}s;
     * a file too large or not text is refused before it is read whole ({@link ScenarioFileText}).
     */
    public Scenario read(Path file) throws IOException {
        return read(ScenarioFileText.read(file));
    }

    /** Reads a scenario; the reader is not closed. */
    public Scenario read(Reader reader) throws IOException {
        StringWriter text = new StringWriter();
        reader.transferTo(text);
        return read(text.toString());
    }

    private static JsonNode parse(String text) {
        JsonNode root;
        try {
            root = JsonTree.parse(text);
        } catch (JsonProcessingException e) {
            throw JsonSyntaxError.of(e);
        }
        if (root == null || root.isMissingNode()) {
            throw new ScenarioFormatException("", "the file is empty; expected a JSON object with \"format\": \"" + FORMAT + "\"");
        }
        return root;
    }

    /** {@code e} with the position of its path in {@code text} (of the list, for an id the list lacks). */
    private static InvalidScenarioException located(InvalidScenarioException e, String text) {
        if (e.line() > 0) {
            return e;
        }
        int[] at = JsonLocator.find(text, e instanceof Unlisted u ? u.list : e.path());
        return at == null ? e : e.at(at[0], at[1]);
    }

    /** A processor or link that no list entry and no default gives: it is found at the list, not at an entry. */
    private static final class Unlisted extends InvalidScenarioException {

        private static final long serialVersionUID = 1L;

        private final String list;

        Unlisted(String path, String list) {
            super(path, NO_DEFAULT);
            this.list = list;
        }
    }

    /** Reads a scenario from an already parsed JSON tree. */
    public Scenario read(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new ScenarioFormatException("", "a scenario is a JSON object, got " + JsonFields.shown(node));
        }
        JsonFields root = JsonFields.of(node, "");
        checkFormatAndVersion(root);
        Notation notation = notation(root);
        ParameterNotation params = ParameterNotation.of(notation);
        List<String> allowed = new ArrayList<>(List.of(K_FORMAT, K_VERSION, K_TITLE, K_NOTES, K_NOTATION, K_NETWORK));
        allowed.addAll(params.topLevelKeys());
        allowed.addAll(List.of(K_PROCESSOR, K_PROCESSORS, K_LINK, K_LINKS, K_STRATEGY, K_LAYOUT));
        root.allowOnly(allowed, notation == Notation.ACS ? "" : " in the " + notation.id() + " notation");

        NotationUnits units = params.readUnits(root);
        Network network = NetworkJson.read(root.require(K_NETWORK));
        double load = params.readLoad(root);

        // the default blocks may be left out when every processor (every link) is given by id
        boolean processorDefault = root.has(K_PROCESSOR) || !network.explicit() || !root.has(K_PROCESSORS);
        ProcessorParams processor = null;
        if (processorDefault) {
            JsonFields pd = JsonFields.of(root.require(K_PROCESSOR), K_PROCESSOR);
            params.refuseExtensions(pd);
            pd.allowOnly(params.processorKeys(), inNotation(notation));
            processor = params.readProcessor(pd, null, units);
        }
        ProcessorParams processorBase = processor;
        Map<Integer, ProcessorParams> processors = overrides(root, K_PROCESSORS, network, params.processorKeys(), notation,
                id -> id >= 0 && id < network.processorCount(), "processor", processorBase == null,
                params::refuseExtensions, o -> params.readProcessor(o, processorBase, units));
        if (processor == null) {
            requireEveryId(processors, IntStream.range(0, (int) network.processorCount()), K_PROCESSORS,
                    params.requiredProcessorKey());
            processor = processors.get(0);
        }

        boolean linkDefault = root.has(K_LINK) || !network.explicit() || (!root.has(K_LINKS) && !network.edges().isEmpty());
        LinkParams link = null;
        if (linkDefault) {
            JsonFields ld = JsonFields.of(root.require(K_LINK), K_LINK);
            ld.allowOnly(params.linkKeys(), inNotation(notation));
            link = params.readLink(ld, null, units);
        }
        LinkParams linkBase = link;
        Map<Integer, LinkParams> links = overrides(root, K_LINKS, network, params.linkKeys(), notation,
                network::hasLink, "link", linkBase == null, o -> { }, o -> params.readLink(o, linkBase, units));
        if (link == null) {
            requireEveryId(links, network.linkIds(), K_LINKS, params.requiredLinkKey());
            link = links.isEmpty() ? params.standardLink(units) : links.values().iterator().next();
        }

        Strategy strategy = root.has(K_STRATEGY) ? StrategyJson.read(root.get(K_STRATEGY), network) : Strategy.DEFAULT;
        checkBeyondStrategy(root, strategy, notation);
        String title = root.text(K_TITLE, "");
        String notes = root.text(K_NOTES, "");
        Layout layout = root.has(K_LAYOUT) ? LayoutJson.read(root.get(K_LAYOUT), network) : Layout.NONE;
        return new Scenario(title, notation, units, network, load, processor, processors, link, links, strategy, notes,
                layout);
    }

    /**
     * A {@code deadline} asks for the most load finished by then, so the file gives no {@code load} (the scenario keeps
     * the nominal 1, which no solver reads); {@code budget} and {@code deadline} are written in ACS only, the notation
     * of the costs and of unnormalised loads.
     */
    private static void checkBeyondStrategy(JsonFields root, Strategy strategy, Notation notation) {
        String path = K_STRATEGY + "." + StrategyKey.DEADLINE.id();
        if (strategy.deadline() != null && root.has(ParameterNotation.LOAD)) {
            throw new InvalidScenarioException(ParameterNotation.LOAD, "a scenario with " + path + " has no load (the "
                    + "answer is the most load finished by the deadline); remove load or the deadline, got "
                    + JsonFields.shown(root.get(ParameterNotation.LOAD)));
        }
        if (notation != Notation.ACS) {
            for (String key : List.of(StrategyKey.BUDGET.id(), StrategyKey.DEADLINE.id())) {
                boolean given = key.equals(StrategyKey.BUDGET.id()) ? strategy.budget() != null : strategy.deadline() != null;
                if (given) {
                    throw new InvalidScenarioException(K_STRATEGY + "." + key, "is written in the ACS notation only,"
                            + " got it in " + notation.id() + "; convert the file to ACS");
                }
            }
        }
    }

    private static String inNotation(Notation n) {
        return " in the " + n.id() + " notation";
    }

    private static void checkFormatAndVersion(JsonFields root) {
        if (!root.has(K_FORMAT)) {
            throw new ScenarioFormatException(K_FORMAT, "is required: a scenario file starts with \"format\": \"" + FORMAT + "\"");
        }
        JsonNode format = root.get(K_FORMAT);
        if (!format.isTextual() || !FORMAT.equals(format.textValue())) {
            throw new ScenarioFormatException(K_FORMAT, "must be \"" + FORMAT + "\", got " + JsonFields.shown(format));
        }
        if (!root.has(K_VERSION)) {
            throw new ScenarioFormatException(K_VERSION, "is required (this program writes version " + VERSION + ")");
        }
        JsonNode version = root.get(K_VERSION);
        if (!version.isIntegralNumber()) {
            throw new ScenarioFormatException(K_VERSION, "must be an integer, got " + JsonFields.shown(version));
        }
        if (!version.canConvertToInt() || version.intValue() > VERSION) {
            throw new ScenarioFormatException(K_VERSION, JsonFields.shown(version) + " is newer than this program supports ("
                    + VERSION + "); open the file with a newer DLT Explorer");
        }
        if (version.intValue() < 1) {
            throw new ScenarioFormatException(K_VERSION, "must be 1 or more, got " + JsonFields.shown(version));
        }
    }

    private static Notation notation(JsonFields root) {
        String id = root.text(K_NOTATION, Notation.ACS.id());
        return Notation.fromId(id).orElseThrow(() -> new InvalidScenarioException(K_NOTATION, "unknown notation \"" + id
                + "\" (known: " + Stream.of(Notation.values()).map(Notation::id).collect(Collectors.joining(", ")) + ")"));
    }

    /**
     * Without a default block every id must be listed: the first one that is not is named with its id in brackets
     * (it has no place in the list) and the notation's required key, e.g. {@code processors[3].A}.
     */
    private static void requireEveryId(Map<Integer, ?> given, IntStream ids, String key, String requiredKey) {
        ids.filter(id -> !given.containsKey(id)).findFirst().ifPresent(id -> {
            throw new Unlisted(JsonFields.element(key, id) + "." + requiredKey, key);
        });
    }

    /** The problem of a processor or link that needs a value no default gives. */
    static final String NO_DEFAULT = "missing, and no default";

    /**
     * An override array: objects with an {@code id} and some of the notation's keys, merged into the default;
     * {@code complete} when there is no default, so every entry needs the required keys.
     */
    private static <T> Map<Integer, T> overrides(JsonFields root, String key, Network network, List<String> keys,
            Notation notation, IntPredicate exists, String what, boolean complete,
            java.util.function.Consumer<JsonFields> refuse, java.util.function.Function<JsonFields, T> read) {
        if (!root.has(key)) {
            return Map.of();
        }
        JsonNode list = root.array(key);
        if (list.size() > 0 && !network.explicit()) {
            throw new InvalidScenarioException(key, "the " + network.kind().id() + " network is homogeneous: give only the default "
                    + what + ", got " + list.size() + " override(s)");
        }
        List<String> allowed = new ArrayList<>();
        allowed.add(K_ID);
        allowed.addAll(keys);
        Map<Integer, T> result = new TreeMap<>();
        Map<Integer, Integer> firstAt = new HashMap<>();
        for (int i = 0; i < list.size(); i++) {
            JsonFields o = JsonFields.of(list.get(i), JsonFields.element(key, i));
            refuse.accept(o);
            o.allowOnly(allowed, inNotation(notation));
            int id = o.integer(K_ID);
            if (!exists.test(id)) {
                throw new InvalidScenarioException(o.path(K_ID), "no " + what + " with id " + id + " in this "
                        + network.kind().id() + " network, got " + id);
            }
            Integer previous = firstAt.putIfAbsent(id, i);
            if (previous != null) {
                throw new InvalidScenarioException(o.path(K_ID), what + " " + id + " is already overridden at "
                        + JsonFields.element(key, previous));
            }
            result.put(id, read.apply(complete ? o.whenMissing(NO_DEFAULT) : o));
        }
        return result;
    }
}
