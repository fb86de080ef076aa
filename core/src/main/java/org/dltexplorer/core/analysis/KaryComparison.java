package org.dltexplorer.core.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.dltexplorer.core.model.Collect;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationUnits;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Strategy;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.karytree.KaryClosedForms;
import org.dltexplorer.core.solver.karytree.KaryTreeSolver;

/**
 * One cell of Ko & Robertazzi’s (2003) comparison (Tables 1 and 2, Figs. 12 and 13): the speedups of the three K-ary tree policies
 * on an L-level K-ary tree, from validated schedules, next to the values the paper's closed forms give.
 *
 * <p>Per cell: the printed value, the closed form, our schedule under each reading of when a node may collect
 * reports ({@link Collect}), and a one-line reason where they differ ({@link #table1Reason()},
 * {@link #table2Reason()}).
 *
 * <p>The speedup improvement of eqs. (91)–(92) is {@code (S^X − S^EDS)/S^EDS·100%}. The schedule columns are what
 * {@link KaryTreeSolver} builds and the validator replays; the formula columns evaluate eqs. (37), (41) and (89)
 * as printed (eq. (89) even when its loads are negative), which is how the published tables were computed.
 *
 * @param levels L
 * @param arity K
 * @param equalSpeedup EDS speedup of the replayed schedule
 * @param sequentialSpeedup SOS speedup of the replayed schedule, collecting after sends (the tables' reading)
 * @param sequentialWhileSendingSpeedup SOS speedup of the replayed schedule, collecting while sending
 * @param multiInstallmentSpeedup MOS speedup of the replayed schedule, NaN when infeasible
 * @param multiInstallmentStatus status of the MOS answer
 * @param multiInstallmentReason why MOS is infeasible (or its remark), null when there is none
 * @param sequentialFormulaImprovement eq. (91) from the closed forms (37) and (41), in percent
 * @param multiInstallmentFormulaImprovement eq. (92) from the closed forms (37) and (89), in percent
 */
public record KaryComparison(int levels, int arity, double equalSpeedup, double sequentialSpeedup,
        double sequentialWhileSendingSpeedup, double multiInstallmentSpeedup, Status multiInstallmentStatus, String multiInstallmentReason,
        double sequentialFormulaImprovement, double multiInstallmentFormulaImprovement) {

    /** Ko & Robertazzi (2003), Table 1 as printed (SOS over EDS, %), row L = 1..4, column K = 1..4. */
    public static final double[][] TABLE_1_PRINTED = {
            {3.0000, 4.8657, 6.6068, 8.2321},
            {7.7911, 13.2612, 18.8595, 23.6171},
            {14.0182, 22.4653, 29.0953, 31.5415},
            {21.3361, 29.3861, 32.7270, 26.7681}};

    /** Ko & Robertazzi (2003), Table 2 as printed (MOS over EDS, %), row L = 1..4, column K = 1..4. */
    public static final double[][] TABLE_2_PRINTED = {
            {3.0000, 4.8657, 6.6068, 8.2321},
            {9.5714, 18.6093, 26.8686, 32.4850},
            {20.2847, 43.5657, 49.8413, 36.7902},
            {34.6968, 70.2669, 42.7284, 20.8299}};

    /** The paper's printed value of this cell in Table 1, NaN outside {@code L, K = 1..4}. */
    public double table1Printed() {
        return printed(TABLE_1_PRINTED);
    }

    /** The paper's printed value of this cell in Table 2, NaN outside {@code L, K = 1..4}. */
    public double table2Printed() {
        return printed(TABLE_2_PRINTED);
    }

    private double printed(double[][] table) {
        return levels >= 1 && levels <= 4 && arity >= 1 && arity <= 4 ? table[levels - 1][arity - 1] : Double.NaN;
    }

    /** Eq. (91) collecting while sending: SOS over EDS in percent, from the validated schedules. */
    public double sequentialWhileSendingImprovement() {
        return improvement(sequentialWhileSendingSpeedup, equalSpeedup);
    }

    /** One line on why the printed Table 1 value, eq. (41) and our schedules differ here, or null where they agree. */
    public String table1Reason() {
        double after = sequentialImprovement();
        double whileSending = sequentialWhileSendingImprovement();
        if (Math.abs(after - whileSending) < 1e-4 && Math.abs(whileSending - sequentialFormulaImprovement) < 1e-4) {
            return null;
        }
        return "eq. (41)'s schedule collects a report on one link while still sending on another (allowed by the "
                + "paper's text, not by its tables' reading): it is the optimum collecting while sending; collecting "
                + "after sends the optimum is lower, and the printed value is eq. (41)'s loads replayed so";
    }

    /** One line on why eq. (89) and our schedule differ here, or null where they agree. */
    public String table2Reason() {
        if (multiInstallmentStatus == Status.INFEASIBLE) {
            return "eq. (89) comes from negative loads here (Ko & Robertazzi (2003), eqs. (74)-(75)): no schedule";
        }
        if (Math.abs(multiInstallmentImprovement() - multiInstallmentFormulaImprovement) < 1e-4) {
            return null;
        }
        return "eq. (89) is no schedule's finish time: its closed form never forwards the solutions of levels >= 2 "
                + "to the root; ours replays the paper's loads with every solution forwarded";
    }

    /**
     * Paper vs ours for this cell, in a few lines a reader of the gallery or the comparison view can follow: per table
     * the printed value, the closed form, our schedules under each reading of {@code collect}, and why they differ.
     * Optimised MOS loads are not in it (their LP takes seconds to minutes); the comparison view solves them.
     */
    public String paperVsOurs() {
        String cell = "L = " + levels + ", K = " + arity;
        StringBuilder s = new StringBuilder("Ko & Robertazzi (2003), " + cell + ", speedup improvement over equal division:");
        s.append("\nTable 1 (SOS): printed ").append(percent(table1Printed()))
                .append(", eq. (41) ").append(percent(sequentialFormulaImprovement))
                .append("; ours collecting after sends ").append(percent(sequentialImprovement()))
                .append(", while sending ").append(percent(sequentialWhileSendingImprovement())).append('.');
        String why1 = table1Reason();
        if (why1 != null) {
            s.append("\n  Why: ").append(why1).append('.');
        }
        s.append("\nTable 2 (MOS): printed ").append(percent(table2Printed()))
                .append(", eq. (89) ").append(percent(multiInstallmentFormulaImprovement))
                .append("; ours with the paper's loads ")
                .append(multiInstallmentStatus == Status.INFEASIBLE ? "none (negative loads)" : percent(multiInstallmentImprovement()))
                .append('.');
        String why2 = table2Reason();
        if (why2 != null) {
            s.append("\n  Why: ").append(why2).append('.');
        }
        return s.toString();
    }

    private static String percent(double p) {
        return Double.isNaN(p) ? "—" : String.format(Locale.ROOT, "%.4f %%", p);
    }

    /**
     * The cell of Tables 1 and 2 that {@code s} is, if it is one: a K-ary tree with {@code 1 <= L, K <= 4}, the
     * root computing, no per-node values, {@code S = 0} and {@code C/A = 0.05}, {@code R/A = 0.01} (the paper's
     * {@code w = 1}, {@code z = 0.05}, {@code Tcp = Tcm = 1}, {@code Tsol = 0.2}; improvements are ratios of
     * makespans, so a common scale of {@code A}, {@code C}, {@code R} does not matter).
     */
    public static Optional<KaryComparison> paperCell(Scenario s) {
        if (!(s.network() instanceof KaryTree t) || t.levels() < 1 || t.levels() > 4 || t.arity() > 4
                || !s.processorOverrides().isEmpty() || !s.linkOverrides().isEmpty() || !s.strategy().originatorComputes()
                || s.linkDefault().S() != 0) {
            return Optional.empty();
        }
        double a = s.processorDefault().A();
        if (Math.abs(s.linkDefault().C() / a - 0.05) > 1e-12 || Math.abs(s.linkDefault().R() / a - 0.01) > 1e-12) {
            return Optional.empty();
        }
        return Optional.of(of(t.levels(), t.arity(), 1.0, 0.05, 1.0, 1.0, 0.2));
    }

    /** Eq. (91): speedup improvement of SOS over EDS in percent, from the validated schedules. */
    public double sequentialImprovement() {
        return improvement(sequentialSpeedup, equalSpeedup);
    }

    /** Eq. (92): speedup improvement of MOS over EDS in percent, from the validated schedules; NaN if infeasible. */
    public double multiInstallmentImprovement() {
        return improvement(multiInstallmentSpeedup, equalSpeedup);
    }

    private static double improvement(double s, double base) {
        return (s - base) / base * 100.0;
    }

    /**
     * The homogeneous scenario of Ko & Robertazzi (2003), §VI in w-z-T notation: {@code A = wTcp}, {@code C = zTcm},
     * {@code R = zTsol}, {@code S = 0}, {@code V = 1}.
     */
    public static Scenario paperScenario(int levels, int arity, double w, double z, double tcp, double tcm, double tsol,
            KaryPolicy policy) {
        return new Scenario(levels + "-level " + arity + "-ary tree", Notation.W_Z_T, new NotationUnits(tcp, tcm, tsol),
                new KaryTree(levels, arity), 1.0, ProcessorParams.of(w * tcp), Map.of(),
                new LinkParams(0.0, z * tcm, z * tsol), Map.of(), Strategy.DEFAULT.withSchedule(policy));
    }

    /** The comparison for one (L, K) of the homogeneous paper scenario. */
    public static KaryComparison of(int levels, int arity, double w, double z, double tcp, double tcm, double tsol) {
        KaryTreeSolver solver = new KaryTreeSolver();
        Schedule eds = solver.solve(paperScenario(levels, arity, w, z, tcp, tcm, tsol, KaryPolicy.EQUAL));
        Scenario sosScenario = paperScenario(levels, arity, w, z, tcp, tcm, tsol, KaryPolicy.SEQUENTIAL);
        Schedule sos = solver.solve(sosScenario);
        Schedule sosWhileSending = solver.solve(
                sosScenario.withStrategy(sosScenario.strategy().withCollect(Collect.WHILE_SENDING)));
        Scenario mosScenario = paperScenario(levels, arity, w, z, tcp, tcm, tsol, KaryPolicy.MULTI_INSTALLMENT);
        Schedule mos = solver.solve(mosScenario);
        double edsFormula = KaryClosedForms.equalDivisionFinish(levels, arity, w * tcp, z * tcm, z * tsol);
        double sosFormula = KaryClosedForms.sequentialFinish(mosScenario);
        double mosFormula = KaryClosedForms.multiInstallmentFinish(mosScenario);
        return new KaryComparison(levels, arity, eds.metrics().speedup(), sos.metrics().speedup(),
                sosWhileSending.metrics().speedup(), mos.feasible() ? mos.metrics().speedup() : Double.NaN, mos.status(), mos.reason(),
                (edsFormula / sosFormula - 1) * 100.0, (edsFormula / mosFormula - 1) * 100.0);
    }

    /** Every (L, K) with {@code 1 <= L <= maxLevels}, {@code 1 <= K <= maxArity}, row by row (L outer). */
    public static List<KaryComparison> table(int maxLevels, int maxArity, double w, double z, double tcp, double tcm,
            double tsol) {
        List<KaryComparison> rows = new ArrayList<>();
        for (int l = 1; l <= maxLevels; l++) {
            for (int k = 1; k <= maxArity; k++) {
                rows.add(of(l, k, w, z, tcp, tcm, tsol));
            }
        }
        return rows;
    }

    /** Ko & Robertazzi (2003), Tables 1 and 2: {@code K, L = 1..4}, {@code w = 1}, {@code z = 0.05}, {@code Tcp = Tcm = 1}, {@code Tsol = 0.2}. */
    public static List<KaryComparison> paperTables() {
        return table(4, 4, 1.0, 0.05, 1.0, 1.0, 0.2);
    }
}
