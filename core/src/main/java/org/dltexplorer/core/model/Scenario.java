package org.dltexplorer.core.model;

import java.util.Map;
import java.util.TreeMap;

/**
 * The immutable problem: a network, its canonical parameters (see {@link Notation}), the load and the strategy.
 * Parameters are a default for all processors and links plus per-id overrides (explicit kinds only).
 *
 * @param title free text shown by the GUI
 * @param notation the notation the scenario was written in (kept for display and saving)
 * @param units the {@code w-z-T} task constants when {@code notation == W_Z_T}, else {@link NotationUnits#STANDARD}
 * @param network the interconnection
 * @param load V, total load in load units (1 for {@code w-z-T})
 * @param processorDefault parameters of every processor without an override (a file that gives every processor by id
 *        and no default block gets the parameters of its lowest id here, the value new processors start from)
 * @param processorOverrides parameters by processor id
 * @param linkDefault parameters of every link without an override (as for processors when the file has no default)
 * @param linkOverrides parameters by link id
 * @param strategy scheduling choices
 * @param notes free text kept with the scenario (the author's remarks); empty when none
 * @param layout where the network editor drew the processors; {@link Layout#NONE} when it did not
 */
public record Scenario(String title, Notation notation, NotationUnits units, Network network, double load,
        ProcessorParams processorDefault, Map<Integer, ProcessorParams> processorOverrides,
        LinkParams linkDefault, Map<Integer, LinkParams> linkOverrides, Strategy strategy, String notes, Layout layout) {

    public Scenario {
        title = title == null ? "" : title;
        notes = notes == null ? "" : notes;
        layout = layout == null ? Layout.NONE : layout;
        notation = notation == null ? Notation.ACS : notation;
        units = units == null ? NotationUnits.STANDARD : units;
        processorOverrides = Map.copyOf(processorOverrides);
        linkOverrides = Map.copyOf(linkOverrides);
        strategy = strategy == null ? Strategy.DEFAULT : strategy;
        if (!(Double.isFinite(load) && load > 0)) { // the message only when it fails: a map makes scenarios a point
            throw new InvalidScenarioException("load", "must be a number > 0, got " + load);
        }
        if (!valid(processorDefault)) { // messages only when it fails: a map builds two scenarios a point
            checkProcessor("processor", processorDefault);
        }
        if (!valid(linkDefault)) {
            checkLink("link", linkDefault);
        }
        for (var e : processorOverrides.entrySet()) {
            InvalidScenarioException.require(network.explicit(), "processors",
                    "the " + network.kind().id() + " network is homogeneous: give only the default processor");
            InvalidScenarioException.require(e.getKey() >= 0 && e.getKey() < network.processorCount(), "processors",
                    "no processor with id " + e.getKey());
            if (!valid(e.getValue())) { // the message only when it fails: a 10^6-processor check stays linear and cheap
                checkProcessor("processors[id=" + e.getKey() + "]", e.getValue());
            }
        }
        for (var e : linkOverrides.entrySet()) {
            InvalidScenarioException.require(network.explicit(), "links",
                    "the " + network.kind().id() + " network is homogeneous: give only the default link");
            InvalidScenarioException.require(network.hasLink(e.getKey()), "links", "no link with id " + e.getKey());
            if (!valid(e.getValue())) {
                checkLink("links[id=" + e.getKey() + "]", e.getValue());
            }
        }
        for (int id : layout.positions().keySet()) {
            InvalidScenarioException.require(id < network.processorCount(), "layout.positions",
                    "no processor with id " + id + " in this " + network.kind().id() + " network");
        }
    }

    /** A scenario without notes and layout (the fields the solvers read, plus the title). */
    public Scenario(String title, Notation notation, NotationUnits units, Network network, double load,
            ProcessorParams processorDefault, Map<Integer, ProcessorParams> processorOverrides,
            LinkParams linkDefault, Map<Integer, LinkParams> linkOverrides, Strategy strategy) {
        this(title, notation, units, network, load, processorDefault, processorOverrides, linkDefault, linkOverrides,
                strategy, "", Layout.NONE);
    }

    /** What {@link #checkProcessor} requires, without building its messages. */
    private static boolean valid(ProcessorParams p) {
        return p != null && Double.isFinite(p.A()) && p.A() > 0 && p.B() > 0 && !Double.isNaN(p.B())
                && term(p.release()) && term(p.F()) && term(p.cost()) && term(p.fixedCost());
    }

    /** What {@link #checkLink} requires, without building its messages. */
    private static boolean valid(LinkParams l) {
        return l != null && Double.isFinite(l.S()) && l.S() >= 0 && Double.isFinite(l.C()) && l.C() >= 0
                && Double.isFinite(l.R()) && l.R() >= 0;
    }

    private static void checkProcessor(String path, ProcessorParams p) {
        InvalidScenarioException.require(p != null, path, "is required");
        InvalidScenarioException.require(Double.isFinite(p.A()) && p.A() > 0, path + ".A", "must be a number > 0, got " + p.A());
        InvalidScenarioException.require(p.B() > 0 && !Double.isNaN(p.B()), path + ".B", "must be > 0 or unlimited, got " + p.B());
        InvalidScenarioException.require(term(p.release()), path + ".release", "must be a number ≥ 0, got " + p.release());
        InvalidScenarioException.require(term(p.F()), path + ".F", "must be a number ≥ 0, got " + p.F());
        InvalidScenarioException.require(term(p.cost()), path + ".cost", "must be a number ≥ 0, got " + p.cost());
        InvalidScenarioException.require(term(p.fixedCost()), path + ".fixedCost", "must be a number ≥ 0, got " + p.fixedCost());
    }

    /** A release time, startup or cost: finite and not negative. */
    private static boolean term(double x) {
        return Double.isFinite(x) && x >= 0;
    }

    private static void checkLink(String path, LinkParams l) {
        InvalidScenarioException.require(l != null, path, "is required");
        InvalidScenarioException.require(Double.isFinite(l.S()) && l.S() >= 0, path + ".S", "must be a number >= 0, got " + l.S());
        InvalidScenarioException.require(Double.isFinite(l.C()) && l.C() >= 0, path + ".C", "must be a number >= 0, got " + l.C());
        InvalidScenarioException.require(Double.isFinite(l.R()) && l.R() >= 0, path + ".R", "must be a number >= 0, got " + l.R());
    }

    /** A scenario in ACS notation with uniform parameters and the default strategy. */
    public static Scenario uniform(Network network, double load, ProcessorParams processor, LinkParams link) {
        return new Scenario("", Notation.ACS, NotationUnits.STANDARD, network, load, processor, Map.of(), link, Map.of(),
                Strategy.DEFAULT);
    }

    /** Parameters of processor {@code id}. */
    public ProcessorParams processor(int id) {
        ProcessorParams p = processorOverrides.get(id);
        return p == null ? processorDefault : p;
    }

    /** Parameters of link {@code id}. */
    public LinkParams link(int id) {
        LinkParams l = linkOverrides.get(id);
        return l == null ? linkDefault : l;
    }

    /** Whether any processor has a finite memory buffer. */
    public boolean limitedMemory() {
        if (processorDefault.limitedMemory()) {
            return true;
        }
        // a loop, not a stream: the validator asks this of every point of a map
        for (ProcessorParams p : processorOverrides.values()) {
            if (p.limitedMemory()) {
                return true;
            }
        }
        return false;
    }

    /** Whether any link returns results ({@code R > 0}). */
    public boolean returnsResults() {
        if (linkDefault.returnsResults()) {
            return true;
        }
        for (LinkParams l : linkOverrides.values()) {
            if (l.returnsResults()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The time a standard processor needs per unit, for the equivalent speed: 1 in ACS and α/τ/σ, {@code Tcp} in
     * w-z-T (Błażewicz & Drozdowski 1997, §2.1: {@code ES = Tcp / makespan} for the normalised load).
     */
    public double standardA() {
        return notation == Notation.W_Z_T ? units.tcp() : 1.0;
    }

    /** This scenario with title {@code t} (shown in the window's title bar and as the figures' default title). */
    public Scenario withTitle(String t) {
        return new Scenario(t, notation, units, network, load, processorDefault, processorOverrides, linkDefault, linkOverrides, strategy, notes, layout);
    }

    public Scenario withNetwork(Network n) {
        // overrides that no longer name a processor or link of the new network are dropped
        Map<Integer, ProcessorParams> po = new TreeMap<>();
        Map<Integer, LinkParams> lo = new TreeMap<>();
        if (n.explicit()) {
            processorOverrides.forEach((id, p) -> {
                if (id < n.processorCount()) {
                    po.put(id, p);
                }
            });
            linkOverrides.forEach((id, l) -> {
                if (n.hasLink(id)) {
                    lo.put(id, l);
                }
            });
        }
        return new Scenario(title, notation, units, n, load, processorDefault, po, linkDefault, lo, strategy, notes,
                layout.restrictedTo(id -> id < n.processorCount()));
    }

    public Scenario withLoad(double v) {
        return new Scenario(title, notation, units, network, v, processorDefault, processorOverrides, linkDefault, linkOverrides, strategy, notes, layout);
    }

    public Scenario withProcessorDefault(ProcessorParams p) {
        return new Scenario(title, notation, units, network, load, p, processorOverrides, linkDefault, linkOverrides, strategy, notes, layout);
    }

    public Scenario withLinkDefault(LinkParams l) {
        return new Scenario(title, notation, units, network, load, processorDefault, processorOverrides, l, linkOverrides, strategy, notes, layout);
    }

    public Scenario withProcessorOverrides(Map<Integer, ProcessorParams> o) {
        return new Scenario(title, notation, units, network, load, processorDefault, o, linkDefault, linkOverrides, strategy, notes, layout);
    }

    public Scenario withLinkOverrides(Map<Integer, LinkParams> o) {
        return new Scenario(title, notation, units, network, load, processorDefault, processorOverrides, linkDefault, o, strategy, notes, layout);
    }

    public Scenario withStrategy(Strategy s) {
        return new Scenario(title, notation, units, network, load, processorDefault, processorOverrides, linkDefault, linkOverrides, s, notes, layout);
    }

    public Scenario withNotation(Notation n, NotationUnits u) {
        return new Scenario(title, n, u, network, load, processorDefault, processorOverrides, linkDefault, linkOverrides, strategy, notes, layout);
    }

    /** This scenario with free-text notes {@code n} ({@code null} or empty: none). */
    public Scenario withNotes(String n) {
        return new Scenario(title, notation, units, network, load, processorDefault, processorOverrides, linkDefault,
                linkOverrides, strategy, n, layout);
    }

    /** This scenario with the editor's node positions {@code l} ({@code null}: {@link Layout#NONE}). */
    public Scenario withLayout(Layout l) {
        return new Scenario(title, notation, units, network, load, processorDefault, processorOverrides, linkDefault,
                linkOverrides, strategy, notes, l);
    }
}
