package org.dltexplorer.core.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
 * <p>The speedup improvement of eqs. (91)–(92) is {@code (S^X − S^EDS)/S^EDS·100%}. The schedule columns are what
 * {@link KaryTreeSolver} builds and the validator replays; the formula columns evaluate eqs. (37), (41) and (89)
 * as printed (eq. (89) even when its loads are negative), which is how the published tables were computed.
 *
 * @param levels L
 * @param arity K
 * @param equalSpeedup EDS speedup of the replayed schedule
 * @param sequentialSpeedup SOS speedup of the replayed schedule
 * @param multiInstallmentSpeedup MOS speedup of the replayed schedule, NaN when infeasible
 * @param multiInstallmentStatus status of the MOS answer
 * @param multiInstallmentReason why MOS is infeasible (or its remark), null when there is none
 * @param sequentialFormulaImprovement eq. (91) from the closed forms (37) and (41), in percent
 * @param multiInstallmentFormulaImprovement eq. (92) from the closed forms (37) and (89), in percent
 */
public record KaryComparison(int levels, int arity, double equalSpeedup, double sequentialSpeedup,
        double multiInstallmentSpeedup, Status multiInstallmentStatus, String multiInstallmentReason,
        double sequentialFormulaImprovement, double multiInstallmentFormulaImprovement) {

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
        Schedule sos = solver.solve(paperScenario(levels, arity, w, z, tcp, tcm, tsol, KaryPolicy.SEQUENTIAL));
        Scenario mosScenario = paperScenario(levels, arity, w, z, tcp, tcm, tsol, KaryPolicy.MULTI_INSTALLMENT);
        Schedule mos = solver.solve(mosScenario);
        double edsFormula = KaryClosedForms.equalDivisionFinish(levels, arity, w * tcp, z * tcm, z * tsol);
        double sosFormula = KaryClosedForms.sequentialFinish(mosScenario);
        double mosFormula = KaryClosedForms.multiInstallmentFinish(mosScenario);
        return new KaryComparison(levels, arity, eds.metrics().speedup(), sos.metrics().speedup(),
                mos.feasible() ? mos.metrics().speedup() : Double.NaN, mos.status(), mos.reason(),
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
