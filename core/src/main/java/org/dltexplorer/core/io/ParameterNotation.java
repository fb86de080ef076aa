package org.dltexplorer.core.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.DoublePredicate;
import java.util.function.DoubleUnaryOperator;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.NormalRange;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.io.JsonFields.Sign;

/**
 * The parameter keys of one {@link Notation} and their conversion to and from the canonical {@code A, B, S, C, R}.
 * Reading and writing live side by side so a scenario saved in its notation reads back equal.
 *
 * <p>Overrides are partial: a key absent from an override keeps the value of the default ({@code base}). The
 * buffer {@code B} is written as is in every notation; {@code null} means unlimited.
 */
abstract class ParameterNotation {

    static final String B = "B";
    static final String LOAD = "load";
    static final String RELEASE = "release";
    static final String F = "F";
    static final String COST = "cost";
    static final String FIXED_COST = "fixedCost";

    /** The processor keys beyond the papers' models; only {@code ACS} expresses them (scenario format). */
    static final List<String> EXTENSION_KEYS = List.of(RELEASE, F, COST, FIXED_COST);

    /** How many ulps around the naive inverse to search for a value that converts back exactly. */
    private static final int EXACT_INVERSE_ULPS = 8;

    static ParameterNotation of(Notation n) {
        switch (n) {
            case ALPHA_TAU_SIGMA:
                return new AlphaTauSigma();
            case W_Z_T:
                return new WzT();
            default:
                return new Acs();
        }
    }

    private final Notation notation;
    private final List<String> processorKeys;
    private final List<String> linkKeys;
    private final String requiredLinkKey;

    /**
     * @param processorKeys keys of a processor object, without {@code id}; the first is required
     * @param linkKeys keys of a link object, without {@code id}
     * @param requiredLinkKey the key every link needs (its transfer time)
     */
    ParameterNotation(Notation notation, List<String> processorKeys, List<String> linkKeys, String requiredLinkKey) {
        this.notation = notation;
        this.processorKeys = processorKeys;
        this.linkKeys = linkKeys;
        this.requiredLinkKey = requiredLinkKey;
    }

    final Notation notation() {
        return notation;
    }

    /** Keys of a processor object, without {@code id}. */
    final List<String> processorKeys() {
        return processorKeys;
    }

    /** Keys of a link object, without {@code id}. */
    final List<String> linkKeys() {
        return linkKeys;
    }

    /** The key every processor needs (its compute time or speed). */
    String requiredProcessorKey() {
        return processorKeys().get(0);
    }

    /** The key every link needs (its transfer time). */
    final String requiredLinkKey() {
        return requiredLinkKey;
    }

    /**
     * The link a file without links and without a {@code link} block gets as its default (a one-processor chain):
     * the standard link, {@code C = 1} ({@code z = 1} in w-z-T), so that it reads back after writing.
     */
    LinkParams standardLink(NotationUnits u) {
        return new LinkParams(0.0, 1.0, 0.0);
    }

    /** Top-level keys of this notation besides the common ones. */
    List<String> topLevelKeys() {
        return List.of(LOAD);
    }

    NotationUnits readUnits(JsonFields root) {
        return NotationUnits.STANDARD;
    }

    void writeUnits(ObjectNode root, NotationUnits units) {
        // only w-z-T has task constants
    }

    double readLoad(JsonFields root) {
        return root.number(LOAD, Sign.POSITIVE, 1.0);
    }

    void writeLoad(ObjectNode root, double load) {
        root.put(LOAD, load);
    }

    /**
     * Refuses a processor object that gives a key beyond the papers' models in a notation without it, naming the key
     * (rather than the reader's generic "unknown key").
     */
    void refuseExtensions(JsonFields o) {
        for (String key : EXTENSION_KEYS) {
            if (o.has(key)) {
                throw new InvalidScenarioException(o.path(key), "has no counterpart in the " + notation.id()
                        + " notation (release times, startups and costs are written in ACS); convert the file to ACS");
            }
        }
    }

    /**
     * Refuses to write a processor with a term beyond the papers' models in a notation without it, naming the key:
     * {@code dlt convert} then exits 2 instead of dropping the term.
     */
    void refuseExtensions(ProcessorParams p, String path) {
        double[] values = {p.release(), p.F(), p.cost(), p.fixedCost()};
        for (int k = 0; k < values.length; k++) {
            if (values[k] != 0) {
                throw new InvalidScenarioException(path + "." + EXTENSION_KEYS.get(k), "has no counterpart in the "
                        + notation.id() + " notation; keep the file in ACS, got " + values[k]);
            }
        }
    }

    /** A processor; {@code base == null} for the default, whose compute-time key is required. */
    abstract ProcessorParams readProcessor(JsonFields o, ProcessorParams base, NotationUnits u);

    /** A link; {@code base == null} for the default, whose transfer-time key is required. */
    abstract LinkParams readLink(JsonFields o, LinkParams base, NotationUnits u);

    /** Writes the fields of {@code p} that differ from {@code base} (all non-default ones when base is null). */
    abstract void writeProcessor(ObjectNode out, ProcessorParams p, ProcessorParams base, NotationUnits u, String path);

    abstract void writeLink(ObjectNode out, LinkParams l, LinkParams base, NotationUnits u, String path);

    static double readBuffer(JsonFields o, double absent) {
        if (!o.has(B)) {
            return absent;
        }
        JsonNode v = o.get(B);
        return v.isNull() ? ProcessorParams.UNLIMITED : JsonFields.number(v, o.path(B), Sign.POSITIVE);
    }

    static void writeBuffer(ObjectNode out, ProcessorParams p, ProcessorParams base) {
        double absent = base == null ? ProcessorParams.UNLIMITED : base.B();
        if (Double.compare(p.B(), absent) != 0) {
            if (p.limitedMemory()) {
                out.put(B, p.B());
            } else {
                out.putNull(B);
            }
        }
    }

    /**
     * The value {@code x} near {@code guess} whose conversion {@code forward(x)} gives {@code target} exactly, so
     * a written file reads back bit for bit; {@code guess} itself when no neighbour does.
     */
    static double exactInverse(double target, DoubleUnaryOperator forward, double guess) {
        return nearest(x -> forward.applyAsDouble(x) == target, guess);
    }

    /** The value nearest {@code guess}, within a few ulps, that satisfies {@code exact}; else {@code guess}. */
    static double nearest(DoublePredicate exact, double guess) {
        double up = guess;
        double down = guess;
        for (int i = 0; i <= EXACT_INVERSE_ULPS; i++) {
            if (exact.test(up)) {
                return up;
            }
            if (exact.test(down)) {
                return down;
            }
            up = Math.nextUp(up);
            down = Math.nextDown(down);
        }
        return guess;
    }

    static boolean differs(double value, LinkParams base, java.util.function.ToDoubleFunction<LinkParams> field,
            double absent) {
        return Double.compare(value, base == null ? absent : field.applyAsDouble(base)) != 0;
    }

    /** Drozdowski's canonical notation: the keys are the parameters. */
    static final class Acs extends ParameterNotation {

        Acs() {
            super(Notation.ACS, List.of("A", B, RELEASE, F, COST, FIXED_COST), List.of("S", "C", "R"), "C");
        }

        @Override
        void refuseExtensions(JsonFields o) {
            // ACS is the notation of the terms beyond the papers
        }

        @Override
        void refuseExtensions(ProcessorParams p, String path) {
            // as above
        }

        @Override
        ProcessorParams readProcessor(JsonFields o, ProcessorParams base, NotationUnits u) {
            double a = base == null ? o.number("A", Sign.POSITIVE) : o.number("A", Sign.POSITIVE, base.A());
            ProcessorParams b = base == null ? new ProcessorParams(1, ProcessorParams.UNLIMITED) : base;
            return new ProcessorParams(a, readBuffer(o, b.B()), o.number(RELEASE, Sign.NON_NEGATIVE, b.release()),
                    o.number(F, Sign.NON_NEGATIVE, b.F()), o.number(COST, Sign.NON_NEGATIVE, b.cost()),
                    o.number(FIXED_COST, Sign.NON_NEGATIVE, b.fixedCost()));
        }

        @Override
        LinkParams readLink(JsonFields o, LinkParams base, NotationUnits u) {
            double c = base == null ? o.number("C", Sign.NON_NEGATIVE) : o.number("C", Sign.NON_NEGATIVE, base.C());
            double s = o.number("S", Sign.NON_NEGATIVE, base == null ? 0.0 : base.S());
            double r = o.number("R", Sign.NON_NEGATIVE, base == null ? 0.0 : base.R());
            return new LinkParams(s, c, r);
        }

        @Override
        void writeProcessor(ObjectNode out, ProcessorParams p, ProcessorParams base, NotationUnits u, String path) {
            if (base == null || Double.compare(p.A(), base.A()) != 0) {
                out.put("A", p.A());
            }
            writeBuffer(out, p, base);
            ProcessorParams b = base == null ? new ProcessorParams(p.A(), p.B()) : base;
            term(out, RELEASE, p.release(), b.release());
            term(out, F, p.F(), b.F());
            term(out, COST, p.cost(), b.cost());
            term(out, FIXED_COST, p.fixedCost(), b.fixedCost());
        }

        private static void term(ObjectNode out, String key, double value, double base) {
            if (Double.compare(value, base) != 0) {
                out.put(key, value);
            }
        }

        @Override
        void writeLink(ObjectNode out, LinkParams l, LinkParams base, NotationUnits u, String path) {
            if (differs(l.S(), base, LinkParams::S, 0.0)) {
                out.put("S", l.S());
            }
            if (base == null || Double.compare(l.C(), base.C()) != 0) {
                out.put("C", l.C());
            }
            if (differs(l.R(), base, LinkParams::R, 0.0)) {
                out.put("R", l.R());
            }
        }
    }

    /**
     * Błażewicz et al. (1999): link {@code alpha} (startup) and {@code tau} (time per unit), processor {@code sigma} (speed in
     * units per time). {@code S = alpha}, {@code C = tau}, {@code A = 1/sigma}. The notation has no result return.
     */
    static final class AlphaTauSigma extends ParameterNotation {

        AlphaTauSigma() {
            super(Notation.ALPHA_TAU_SIGMA, List.of("sigma", B), List.of("alpha", "tau"), "tau");
        }

        @Override
        ProcessorParams readProcessor(JsonFields o, ProcessorParams base, NotationUnits u) {
            double a;
            if (base == null || o.has("sigma")) {
                double sigma = o.number("sigma", Sign.POSITIVE);
                a = 1.0 / sigma;
                if (!Double.isFinite(a)) {
                    throw new InvalidScenarioException(o.path("sigma"), "is too small to invert, got " + sigma);
                }
                if (NormalRange.below(a)) {
                    throw new InvalidScenarioException(o.path("sigma"), "gives A = 1/sigma = " + a + ": "
                            + NormalRange.problem("A"));
                }
            } else {
                a = base.A();
            }
            return new ProcessorParams(a, readBuffer(o, base == null ? ProcessorParams.UNLIMITED : base.B()));
        }

        @Override
        LinkParams readLink(JsonFields o, LinkParams base, NotationUnits u) {
            double c = base == null ? o.number("tau", Sign.NON_NEGATIVE) : o.number("tau", Sign.NON_NEGATIVE, base.C());
            double s = o.number("alpha", Sign.NON_NEGATIVE, base == null ? 0.0 : base.S());
            return new LinkParams(s, c, base == null ? 0.0 : base.R());
        }

        @Override
        void writeProcessor(ObjectNode out, ProcessorParams p, ProcessorParams base, NotationUnits u, String path) {
            if (base == null || Double.compare(p.A(), base.A()) != 0) {
                out.put("sigma", exactInverse(p.A(), x -> 1.0 / x, 1.0 / p.A()));
            }
            refuseExtensions(p, path);
            writeBuffer(out, p, base);
        }

        @Override
        void writeLink(ObjectNode out, LinkParams l, LinkParams base, NotationUnits u, String path) {
            if (l.R() != 0) {
                throw new InvalidScenarioException(path + ".R",
                        "has no counterpart in the alpha-tau-sigma notation, which cannot express returned results;"
                        + " keep the file in ACS or w-z-T, got " + l.R());
            }
            if (differs(l.S(), base, LinkParams::S, 0.0)) {
                out.put("alpha", l.S());
            }
            if (base == null || Double.compare(l.C(), base.C()) != 0) {
                out.put("tau", l.C());
            }
        }
    }

    /**
     * Błażewicz & Drozdowski (1997), and Ko & Robertazzi (2003): processor {@code w} and link {@code z} are ratios to a standard processor and link, whose
     * times for the whole (normalised) load are {@code Tcp} and {@code Tcm}; {@code r} is the startup and
     * {@code Tsol} the result-reporting intensity. {@code A = w·Tcp}, {@code C = z·Tcm}, {@code S = r},
     * {@code R = z·Tsol}. The load is 1: a {@code load} key is accepted only with the value 1.
     */
    static final class WzT extends ParameterNotation {

        static final String TCP = "Tcp";
        static final String TCM = "Tcm";
        static final String TSOL = "Tsol";

        WzT() {
            super(Notation.W_Z_T, List.of("w", B), List.of("z", "r"), "z");
        }

        @Override
        LinkParams standardLink(NotationUnits u) {
            return new LinkParams(0.0, u.tcm(), u.tsol());
        }

        @Override
        List<String> topLevelKeys() {
            return List.of(TCP, TCM, TSOL, LOAD);
        }

        @Override
        NotationUnits readUnits(JsonFields root) {
            return new NotationUnits(root.number(TCP, Sign.POSITIVE), root.number(TCM, Sign.POSITIVE),
                    root.number(TSOL, Sign.NON_NEGATIVE, 0.0));
        }

        @Override
        void writeUnits(ObjectNode root, NotationUnits units) {
            root.put(TCP, units.tcp());
            root.put(TCM, units.tcm());
            if (units.tsol() != 0) {
                root.put(TSOL, units.tsol());
            }
        }

        @Override
        double readLoad(JsonFields root) {
            if (root.has(LOAD)) {
                double v = root.number(LOAD, Sign.POSITIVE);
                if (v != 1.0) {
                    throw new InvalidScenarioException(LOAD, "the w-z-T notation normalises the load to 1; remove the key or"
                            + " write 1, got " + JsonFields.shown(root.get(LOAD)));
                }
            }
            return 1.0;
        }

        @Override
        void writeLoad(ObjectNode root, double load) {
            if (load != 1.0) {
                throw new InvalidScenarioException(LOAD, "the w-z-T notation normalises the load to 1, got " + load);
            }
        }

        @Override
        ProcessorParams readProcessor(JsonFields o, ProcessorParams base, NotationUnits u) {
            double a = base == null || o.has("w") ? o.number("w", Sign.POSITIVE) * u.tcp() : base.A();
            if (!Double.isFinite(a) || a <= 0 || NormalRange.below(a)) {
                throw new InvalidScenarioException(o.path("w"), "gives A = w·Tcp = " + a + ", which is not a usable time"
                        + " (0 < A ≤ 1.8e308, at least 2.2e-308)");
            }
            return new ProcessorParams(a, readBuffer(o, base == null ? ProcessorParams.UNLIMITED : base.B()));
        }

        @Override
        LinkParams readLink(JsonFields o, LinkParams base, NotationUnits u) {
            double c;
            double r;
            if (base == null || o.has("z")) {
                double z = o.number("z", Sign.NON_NEGATIVE);
                c = z * u.tcm();
                r = z * u.tsol();
                if (!Double.isFinite(c) || !Double.isFinite(r)) {
                    throw new InvalidScenarioException(o.path("z"), "is too large for Tcm and Tsol, got " + z);
                }
                // z·Tsol rounded to 0 would drop the returns: another model, not a smaller number
                if (z != 0 && (NormalRange.below(c) || c == 0 || u.tsol() != 0 && (r == 0 || NormalRange.below(r)))) {
                    throw new InvalidScenarioException(o.path("z"), "gives C = z·Tcm = " + c + " and R = z·Tsol = " + r
                            + ": " + NormalRange.problem("a non-zero one"));
                }
            } else {
                c = base.C();
                r = base.R();
            }
            double s = o.number("r", Sign.NON_NEGATIVE, base == null ? 0.0 : base.S());
            return new LinkParams(s, c, r);
        }

        @Override
        void writeProcessor(ObjectNode out, ProcessorParams p, ProcessorParams base, NotationUnits u, String path) {
            if (base == null || Double.compare(p.A(), base.A()) != 0) {
                out.put("w", exactInverse(p.A(), w -> w * u.tcp(), p.A() / u.tcp()));
            }
            refuseExtensions(p, path);
            writeBuffer(out, p, base);
        }

        private static final Tolerance RELATIVE = new Tolerance(Tolerance.DEFAULT.relative(), 0.0);

        @Override
        void writeLink(ObjectNode out, LinkParams l, LinkParams base, NotationUnits u, String path) {
            // z must give back both C = z·Tcm and R = z·Tsol; prefer a value that does, else one that gives C
            double guess = l.C() / u.tcm();
            double z = nearest(x -> x * u.tcm() == l.C() && x * u.tsol() == l.R(), exactInverse(l.C(), x -> x * u.tcm(), guess));
            // relative only: in w-z-T R is R·V, and with V = 1e-16 an absolute slack of 1e-12 took any R for 0
            if (!RELATIVE.equal(l.R(), z * u.tsol())) {
                throw new InvalidScenarioException(path + ".R", "has no counterpart in the w-z-T notation, where a link"
                        + " returns at R = z·Tsol = " + (z * u.tsol()) + " (the same R/C on every link); keep the file in ACS,"
                        + " got " + l.R());
            }
            if (base == null || Double.compare(l.C(), base.C()) != 0 || Double.compare(l.R(), base.R()) != 0) {
                out.put("z", z);
            }
            if (differs(l.S(), base, LinkParams::S, 0.0)) {
                out.put("r", l.S());
            }
        }
    }
}
