package org.dltexplorer.app.feature.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.dltexplorer.app.chart.DataTable;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Metrics;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.junit.jupiter.api.Test;

/** The per-processor results table, computed from the schedule without a screen. */
class ProcessorTableTest {

    private static final double EPS = 1e-12;

    /**
     * Two processors on a chain, A = 1, C = 0.5, no startup: both finish together, so α0·A = α1·(C + A), i.e.
     * α0 = 0.6, α1 = 0.4 and the makespan is 0.6 (worked by hand from the equal-finish condition).
     */
    @Test
    void aTwoProcessorChainByHand() {
        Scenario s = Scenario.uniform(new Chain(2, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.5));
        ProcessorTable t = ProcessorTable.of(s, new ChainSolver().solve(s));
        assertThat(t.layered()).isFalse();
        assertThat(t.rows()).hasSize(2);
        ProcessorTable.Row p0 = t.rows().get(0);
        ProcessorTable.Row p1 = t.rows().get(1);
        assertThat(p0.load()).isCloseTo(0.6, within(EPS));
        assertThat(p1.load()).isCloseTo(0.4, within(EPS));
        assertThat(p0.sharePercent()).isCloseTo(60, within(1e-9));
        assertThat(p0.receiveStart()).isNaN(); // the originator holds the load
        assertThat(p0.computeStart()).isCloseTo(0, within(EPS));
        assertThat(p0.idle()).isCloseTo(0, within(EPS));
        assertThat(p1.receiveStart()).isCloseTo(0, within(EPS));
        assertThat(p1.receiveEnd()).isCloseTo(0.2, within(EPS));
        assertThat(p1.computeStart()).isCloseTo(0.2, within(EPS));
        assertThat(p1.computeEnd()).isCloseTo(0.6, within(EPS));
        assertThat(p1.finish()).isCloseTo(0.6, within(EPS));
        assertThat(p1.idle()).isCloseTo(0.2, within(EPS));
        assertThat(p1.returnStart()).isNaN();
        assertThat(t.used()).isEqualTo(2);
    }

    /** A star of 4 processors where the schedule loads only two: the others are listed as unused. */
    @Test
    void unusedProcessorsAreListedWithoutTimes() {
        Scenario s = Scenario.uniform(new Star(3), 1, ProcessorParams.of(1), LinkParams.of(0, 1));
        Schedule sc = new Schedule(Status.OPTIMAL, null, "by hand", false, List.of(Share.of(0, 0.75), Share.of(1, 0.25)),
                List.of(new Interval(0, Activity.COMPUTE, 0, 0.75, 0.75, Interval.NO_PEER),
                        new Interval(0, Activity.SEND, 0, 0.25, 0.25, 1),
                        new Interval(1, Activity.RECEIVE, 0, 0.25, 0.25, 0),
                        new Interval(1, Activity.COMPUTE, 0.25, 0.5, 0.25, Interval.NO_PEER),
                        new Interval(1, Activity.RETURN, 0.5, 0.75, 0.25, 0)),
                0.75, new Metrics(1.333, 0.5, 1.333, 2, 4), List.of(), null);
        ProcessorTable t = ProcessorTable.of(s, sc);
        assertThat(t.rows()).extracting(ProcessorTable.Row::used).containsExactly(true, true, false, false);
        assertThat(t.used()).isEqualTo(2);
        ProcessorTable.Row p1 = t.rows().get(1);
        assertThat(p1.returnStart()).isEqualTo(0.5);
        assertThat(p1.returnEnd()).isEqualTo(0.75);
        assertThat(p1.finish()).isEqualTo(0.75);
        assertThat(p1.idle()).isEqualTo(0.5);
        ProcessorTable.Row p3 = t.rows().get(3);
        assertThat(p3.load()).isZero();
        assertThat(p3.finish()).isNaN();
        assertThat(p3.idle()).isEqualTo(0.75);

        DataTable d = t.data();
        assertThat(d.header()).startsWith("processor", "processors", "load", "share_percent");
        assertThat(d.toCsv().lines().skip(1).findFirst().orElseThrow()).startsWith("0,1,0.75,75.0,,,0.0,0.75,,,0.75,0.0,yes");
        assertThat(d.toTsv().lines().skip(4).findFirst().orElseThrow()).isEqualTo("3\t1\t0.0\t0.0\t\t\t\t\t\t\t\t0.75\tno");
    }

    @Test
    void layeredSchedulesHaveOneRowPerLayerWithItsProcessorCount() {
        Schedule sc = new Schedule(Status.OPTIMAL, null, "by hand", true, List.of(new Share(0, 1, 0.4), new Share(1, 3, 0.2)),
                List.of(new Interval(0, Activity.COMPUTE, 0, 0.4, 0.4, Interval.NO_PEER),
                        new Interval(1, Activity.RECEIVE, 0, 0.2, 0.6, 0),
                        new Interval(1, Activity.COMPUTE, 0.2, 0.4, 0.2, Interval.NO_PEER)),
                0.4, new Metrics(2.5, 1, 2.5, 4, 4), List.of(), null);
        ProcessorTable t = ProcessorTable.of(null, sc);
        assertThat(t.layered()).isTrue();
        assertThat(t.rows()).extracting(r -> r.label(true)).containsExactly("L0 (×1)", "L1 (×3)");
        assertThat(t.rows().get(1).sharePercent()).isCloseTo(60, within(1e-9));
        assertThat(t.used()).isEqualTo(4);
    }

    /**
     * A multi-installment K-ary tree (Ko & Robertazzi 2003) of 3 levels below the root and arity 3, A = 0.1, C = 0.1:
     * the leaves get loads down to 1e-37 of V. The summary counts them unused; the table said "121 of 121".
     */
    @Test
    void theTableCountsUsedProcessorsAsTheSummaryDoes() {
        Scenario s = Scenario.uniform(new org.dltexplorer.core.model.KaryTree(4, 3), 1, ProcessorParams.of(0.1), LinkParams.of(0, 0.1))
                .withStrategy(org.dltexplorer.core.model.Strategy.DEFAULT.withSchedule(org.dltexplorer.core.model.KaryPolicy.MULTI_INSTALLMENT));
        Schedule sc = org.dltexplorer.core.solver.Solvers.standard().solve(s);
        assertThat(sc.feasible()).isTrue();
        long positive = sc.shares().stream().filter(x -> x.load() > 0).count();
        assertThat(positive).as("the case: every processor has a positive load").isEqualTo(121);

        ProcessorTable t = ProcessorTable.of(s, sc);
        assertThat(t.used()).isEqualTo(sc.metrics().processorsUsed()).isLessThan(121);
        assertThat(t.caption()).isEqualTo(sc.metrics().processorsUsed() + " of 121 processors used");
        assertThat(t.rows().stream().filter(r -> r.load() > 0 && !r.used()).count()).isEqualTo(121 - t.used());
    }

    @Test
    void aLoadOfATrillionthOfVIsNotUse() {
        Scenario s = Scenario.uniform(new Star(1), 1, ProcessorParams.of(1), LinkParams.of(0, 1));
        Schedule sc = new Schedule(Status.OPTIMAL, null, "by hand", false, List.of(Share.of(0, 1), Share.of(1, 1e-13)),
                List.of(new Interval(0, Activity.COMPUTE, 0, 1, 1, Interval.NO_PEER)), 1, new Metrics(1, 1, 1, 1, 2), List.of(), null);
        ProcessorTable t = ProcessorTable.of(s, sc);
        assertThat(t.rows()).extracting(ProcessorTable.Row::used).containsExactly(true, false);
        assertThat(ProcessorTable.Column.USED.text(t.rows().get(1), false)).isEqualTo("no");
        assertThat(t.caption()).isEqualTo("1 of 2 processors used");
    }

    /** Cells show 4 significant digits, the tooltip the full value; a column is sized to its widest text. */
    @Test
    void cellsShowFourDigitsAndTheirTooltipsTheFullValue() {
        ProcessorTable.Row r = new ProcessorTable.Row(7, 1, 0.5106524449370421, 51.06524449370421, 0.1234567, 0.25,
                0.25, 1.0 / 3, Double.NaN, Double.NaN, 1.0 / 3, 2.0e-7, true);
        ProcessorTable t = new ProcessorTable(false, List.of(r));
        assertThat(ProcessorTable.Column.LOAD.text(r, false)).isEqualTo("0.5107");
        assertThat(ProcessorTable.Column.LOAD.full(r)).isEqualTo("0.5106524449370421");
        assertThat(ProcessorTable.Column.SHARE.text(r, false)).isEqualTo("51.07");
        assertThat(ProcessorTable.Column.RECEIVE.text(r, false)).isEqualTo("0.1235 – 0.25");
        assertThat(ProcessorTable.Column.RECEIVE.full(r)).isEqualTo("0.1234567 – 0.25");
        assertThat(ProcessorTable.Column.RETURN.text(r, false)).isEqualTo("—");
        assertThat(ProcessorTable.Column.IDLE.text(r, false)).isEqualTo("2.000e-07");
        assertThat(ProcessorTable.Column.ID.full(r)).isNull();
        assertThat(t.widest(ProcessorTable.Column.COMPUTE)).isEqualTo("0.25 – 0.3333");
        assertThat(t.widest(ProcessorTable.Column.USED)).as("the header is wider than yes").isEqualTo("Used");
        for (ProcessorTable.Column c : ProcessorTable.Column.values()) {
            assertThat(c.text(r, false).length()).as(c.name()).isLessThanOrEqualTo(t.widest(c).length());
        }
    }

    @Test
    void noScheduleNoRows() {
        assertThat(ProcessorTable.of(null, Schedule.infeasible("x", "no", 3)).rows()).isEmpty();
    }
}
