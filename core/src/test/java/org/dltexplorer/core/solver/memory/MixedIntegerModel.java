package org.dltexplorer.core.solver.memory;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Variable;

/**
 * A MILP (minimise a linear cost over bounded, possibly binary variables and ranged linear rows) written once and
 * handed to two solvers: ojAlgo ({@link #toOjAlgo}) and any solver reading the CPLEX LP format ({@link #toLpFormat},
 * for CBC in the benchmark). Both then solve the same model, so the benchmark compares solvers, not formulations.
 */
final class MixedIntegerModel {

    /** A variable: bounds (upper may be +∞), binary or continuous, cost in the objective. */
    record Var(String name, double lower, double upper, boolean binary, double cost) {
    }

    /** A row {@code lower ≤ Σ coef·var ≤ upper} (either bound may be infinite). */
    record Row(String name, double lower, double upper, Map<String, Double> coef) {
    }

    private final List<Var> vars = new ArrayList<>();
    private final Map<String, Row> rows = new LinkedHashMap<>();

    String var(String name, double lower, double upper, boolean binary, double cost) {
        vars.add(new Var(name, lower, upper, binary, cost));
        return name;
    }

    /** A row; {@code terms} alternate variable names and coefficients; repeated names add up. */
    void row(String name, double lower, double upper, Object... terms) {
        Map<String, Double> coef = new LinkedHashMap<>();
        for (int i = 0; i < terms.length; i += 2) {
            coef.merge((String) terms[i], ((Number) terms[i + 1]).doubleValue(), Double::sum);
        }
        rows.put(name, new Row(name, lower, upper, coef));
    }

    /** Adds {@code coef·var} to the named row (rows built term by term). */
    void add(String rowName, String var, double coef) {
        Row r = rows.get(rowName);
        if (r == null) {
            throw new IllegalArgumentException("no row " + rowName);
        }
        r.coef().merge(var, coef, Double::sum);
    }

    ExpressionsBasedModel toOjAlgo() {
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Map<String, Variable> byName = new LinkedHashMap<>();
        for (Var v : vars) {
            Variable x = model.addVariable(v.name()).lower(v.lower()).weight(v.cost());
            if (v.binary()) {
                x.binary();
            } else if (v.upper() != Double.POSITIVE_INFINITY) {
                x.upper(v.upper());
            }
            byName.put(v.name(), x);
        }
        for (Row r : rows.values()) {
            Expression e = model.addExpression(r.name());
            if (r.lower() != Double.NEGATIVE_INFINITY) {
                e.lower(r.lower());
            }
            if (r.upper() != Double.POSITIVE_INFINITY) {
                e.upper(r.upper());
            }
            r.coef().forEach((name, c) -> e.set(byName.get(name), c));
        }
        return model;
    }

    /** The model in the CPLEX LP format (minimisation), as CBC reads it. */
    String toLpFormat() {
        StringBuilder sb = new StringBuilder("Minimize\n obj:");
        for (Var v : vars) {
            if (v.cost() != 0) {
                sb.append(term(v.cost(), v.name()));
            }
        }
        sb.append("\nSubject To\n");
        for (Row r : rows.values()) {
            StringBuilder lhs = new StringBuilder();
            r.coef().forEach((name, c) -> lhs.append(term(c, name)));
            if (r.lower() == r.upper()) {
                sb.append(' ').append(r.name()).append(':').append(lhs).append(" = ").append(num(r.lower())).append('\n');
                continue;
            }
            if (r.lower() != Double.NEGATIVE_INFINITY) {
                sb.append(' ').append(r.name()).append("_lo:").append(lhs).append(" >= ").append(num(r.lower())).append('\n');
            }
            if (r.upper() != Double.POSITIVE_INFINITY) {
                sb.append(' ').append(r.name()).append("_up:").append(lhs).append(" <= ").append(num(r.upper())).append('\n');
            }
        }
        sb.append("Bounds\n");
        for (Var v : vars) {
            if (!v.binary()) {
                sb.append(' ').append(num(v.lower())).append(" <= ").append(v.name()).append(" <= ")
                        .append(v.upper() == Double.POSITIVE_INFINITY ? "+inf" : num(v.upper())).append('\n');
            }
        }
        sb.append("Binaries\n");
        for (Var v : vars) {
            if (v.binary()) {
                sb.append(' ').append(v.name()).append('\n');
            }
        }
        return sb.append("End\n").toString();
    }

    private static String term(double c, String name) {
        return (c < 0 ? " - " : " + ") + num(Math.abs(c)) + " " + name;
    }

    private static String num(double x) {
        return String.format(Locale.ROOT, "%.17g", x);
    }
}
