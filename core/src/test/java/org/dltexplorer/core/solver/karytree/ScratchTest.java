package org.dltexplorer.core.solver.karytree;

import org.dltexplorer.core.analysis.KaryComparison;
import org.dltexplorer.core.model.*;
import org.dltexplorer.core.schedule.*;
import org.junit.jupiter.api.Test;

class ScratchTest {
    @Test
    void print() {
        for (int l = 1; l <= 4; l++) for (int k = 1; k <= 4; k++) {
            StringBuilder sb = new StringBuilder("L=" + l + " K=" + k);
            for (Collect c : Collect.values()) {
                Scenario eds = KaryComparison.paperScenario(l, k, 1, 0.05, 1, 1, 0.2, KaryPolicy.EQUAL);
                eds = eds.withStrategy(eds.strategy().withCollect(c));
                double te = new KaryTreeSolver().solve(eds).makespan();
                sb.append(" | ").append(c.id()).append(" eds=").append(String.format("%.6f", te));
                for (KaryPolicy p : new KaryPolicy[]{KaryPolicy.SEQUENTIAL, KaryPolicy.MULTI_INSTALLMENT}) {
                    for (KaryLoads ld : (p == KaryPolicy.SEQUENTIAL ? new KaryLoads[]{null} : KaryLoads.values())) {
                        Scenario sc = eds.withStrategy(eds.strategy().withSchedule(p).withLoads(ld));
                        long t0 = System.nanoTime();
                        Schedule s = new KaryTreeSolver().solve(sc);
                        long ms = (System.nanoTime() - t0) / 1000000;
                        var v = new ScheduleValidator().validate(sc, s).violations();
                        try { java.nio.file.Files.writeString(java.nio.file.Path.of("/tmp/i19/progress.txt"), l + " " + k + " " + c + " " + p + " " + ld + " " + ms + "ms\n", java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND); } catch (Exception e) { throw new RuntimeException(e); }
                        sb.append(String.format(" %s%s=%.4f%%(%s,%dms%s)", p.id().substring(0, 3), ld == null ? "" : "/" + ld.id().substring(0, 3),
                                s.feasible() ? (te / s.makespan() - 1) * 100 : Double.NaN, s.status().id(), ms, v.isEmpty() ? "" : " INVALID " + v.get(0)));
                    }
                }
            }
            try { java.nio.file.Files.writeString(java.nio.file.Path.of("/tmp/i19/scratch.txt"), sb + "\n", java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND); } catch (Exception e) { throw new RuntimeException(e); }
        }
    }
}
