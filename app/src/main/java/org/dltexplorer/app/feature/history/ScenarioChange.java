package org.dltexplorer.app.feature.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;

/**
 * What one edit changed between two scenarios, in words for the Edit menu ("C of link 3 = 0.5"), and a key naming
 * the parameter it touched, so that a slider drag or a typing burst on one parameter becomes one undo step. Values
 * are the canonical ACS ones (Drozdowski (2009), §2), as the scenario holds them.
 *
 * @param key the parameter touched ("C", "C of link 3", "network", …); edits with equal keys may be merged
 * @param label the change in words
 */
public record ScenarioChange(String key, String label) {

    /** The change from {@code before} to {@code after}. */
    public static ScenarioChange between(Scenario before, Scenario after) {
        List<ScenarioChange> parts = new ArrayList<>();
        if (!before.title().equals(after.title())) {
            parts.add(new ScenarioChange("title", "title"));
        }
        if (!before.notes().equals(after.notes())) {
            parts.add(new ScenarioChange("notes", "notes"));
        }
        if (!before.layout().equals(after.layout())) {
            parts.add(new ScenarioChange("layout", "node positions"));
        }
        if (before.notation() != after.notation() || !before.units().equals(after.units())) {
            parts.add(before.notation() != after.notation()
                    ? new ScenarioChange("notation", "notation " + after.notation().id())
                    : new ScenarioChange("units", "task constants Tcp, Tcm, Tsol"));
        }
        if (!before.network().equals(after.network())) {
            parts.add(ofNetwork(before.network(), after.network()));
        }
        if (Double.compare(before.load(), after.load()) != 0) {
            parts.add(value("V", after.load()));
        }
        if (!before.strategy().equals(after.strategy())) {
            parts.add(strategy(before.strategy(), after.strategy()));
        }
        processor("", before.processorDefault(), after.processorDefault(), parts);
        link("", before.linkDefault(), after.linkDefault(), parts);
        if (before.network().equals(after.network())) {
            overrides(before, after, parts); // overrides a new network drops are part of the network change
        }
        if (parts.isEmpty()) {
            return new ScenarioChange("none", "no change");
        }
        if (parts.size() == 1) {
            return parts.get(0);
        }
        return new ScenarioChange("several", parts.size() + " changes (" + parts.get(0).label() + ", …)");
    }

    /** A change of the budget or the deadline by name (typing one is a burst of one key), else "strategy". */
    private static ScenarioChange strategy(org.dltexplorer.core.model.Strategy a, org.dltexplorer.core.model.Strategy b) {
        // compared with the key cleared on both sides: a strategy never holds a budget and a deadline together
        if (a.withBudget(null).equals(b.withBudget(null))) {
            return b.budget() == null ? new ScenarioChange("budget", "no budget") : value("budget", b.budget());
        }
        if (a.withDeadline(null).equals(b.withDeadline(null))) {
            return b.deadline() == null ? new ScenarioChange("deadline", "no deadline") : value("deadline", b.deadline());
        }
        return new ScenarioChange("strategy", "strategy");
    }

    /** A change of network in words: "network kind star" when the kind changed, else "star of 10 processors". */
    public static ScenarioChange ofNetwork(Network a, Network b) {
        if (a.kind() != b.kind()) {
            return new ScenarioChange("network kind", "network kind " + b.kind().id());
        }
        return new ScenarioChange("network", b.kind().id() + " of " + b.processorCount() + " processors");
    }

    private static void processor(String of, ProcessorParams a, ProcessorParams b, List<ScenarioChange> out) {
        if (Double.compare(a.A(), b.A()) != 0) {
            out.add(value("A" + of, b.A()));
        }
        if (Double.compare(a.B(), b.B()) != 0) {
            out.add(value("B" + of, b.B()));
        }
        // the terms beyond the papers' models, named by their keys in files
        term("release", a.release(), b.release(), of, out);
        term("F", a.F(), b.F(), of, out);
        term("cost", a.cost(), b.cost(), of, out);
        term("fixedCost", a.fixedCost(), b.fixedCost(), of, out);
    }

    private static void term(String key, double a, double b, String of, List<ScenarioChange> out) {
        if (Double.compare(a, b) != 0) {
            out.add(value(key + of, b));
        }
    }

    private static void link(String of, LinkParams a, LinkParams b, List<ScenarioChange> out) {
        if (Double.compare(a.S(), b.S()) != 0) {
            out.add(value("S" + of, b.S()));
        }
        if (Double.compare(a.C(), b.C()) != 0) {
            out.add(value("C" + of, b.C()));
        }
        if (Double.compare(a.R(), b.R()) != 0) {
            out.add(value("R" + of, b.R()));
        }
    }

    private static void overrides(Scenario before, Scenario after, List<ScenarioChange> out) {
        for (int id : ids(before.processorOverrides(), after.processorOverrides())) {
            ProcessorParams a = before.processor(id);
            ProcessorParams b = after.processor(id);
            if (a.equals(b)) {
                out.add(new ScenarioChange("processor " + id, "per-node values of processor " + id));
            } else {
                processor(" of processor " + id, a, b, out);
            }
        }
        for (int id : ids(before.linkOverrides(), after.linkOverrides())) {
            LinkParams a = before.link(id);
            LinkParams b = after.link(id);
            if (a.equals(b)) {
                out.add(new ScenarioChange("link " + id, "per-link values of link " + id));
            } else {
                link(" of link " + id, a, b, out);
            }
        }
    }

    private static <T> TreeSet<Integer> ids(Map<Integer, T> a, Map<Integer, T> b) {
        TreeSet<Integer> ids = new TreeSet<>();
        for (int id : a.keySet()) {
            if (!Objects.equals(a.get(id), b.get(id))) {
                ids.add(id);
            }
        }
        for (int id : b.keySet()) {
            if (!Objects.equals(a.get(id), b.get(id))) {
                ids.add(id);
            }
        }
        return ids;
    }

    private static ScenarioChange value(String what, double v) {
        return new ScenarioChange(what, what + " = " + format(v));
    }

    /** A value as a person types it: up to 6 significant digits, no trailing zeros; ∞ as "unlimited". */
    public static String format(double v) {
        if (v == ProcessorParams.UNLIMITED) {
            return "unlimited";
        }
        String s = String.format(Locale.ROOT, "%.6g", v);
        if (s.contains("e")) {
            String mantissa = s.substring(0, s.indexOf('e'));
            return trim(mantissa) + s.substring(s.indexOf('e'));
        }
        return trim(s);
    }

    private static String trim(String s) {
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }
}
