package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Metrics;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Test;

/** The LaTeX and Markdown tables, on hand-made schedules whose every number is known. */
class TableResultWriterTest {

    /**
     * Processor 1 receives in two installments ([0, 0.5] and [1, 1.5]) and computes from 0.5 to 2; processor 0 only
     * computes; processor 2 is idle. Loads 0.25, 0.75, 0 of V = 1; makespan 2, speedup 0.5.
     */
    private static Schedule twoInstallments() {
        return new Schedule(Status.OPTIMAL, null, "test", false,
                List.of(Share.of(0, 0.25), Share.of(1, 0.75), Share.of(2, 0)),
                List.of(new Interval(0, Activity.COMPUTE, 0, 2, 0.25, Interval.NO_PEER),
                        new Interval(1, Activity.RECEIVE, 0, 0.5, 0.4, 0),
                        new Interval(1, Activity.RECEIVE, 1, 1.5, 0.35, 0),
                        new Interval(1, Activity.COMPUTE, 0.5, 2, 0.75, Interval.NO_PEER)),
                2, new Metrics(0.5, 0.25, 0.5, 2, 3), List.of(), null);
    }

    @Test
    void latexIsABooktabsTabularWithAHeaderRowAndARowPerProcessor() {
        String tex = new LatexResultWriter("DLT Explorer 9.9; scenario SHA-256 ab").write(ResultWriterTest.SCENARIO,
                twoInstallments());

        assertThat(tex.lines().toList()).containsSubsequence(
                "% DLT Explorer 9.9; scenario SHA-256 ab",
                "\\begin{tabular}{rrrrrrr}",
                "\\toprule",
                "\\multicolumn{7}{l}{status: optimal; makespan $2$; speedup $0.5$} \\\\",
                "\\midrule",
                "processor & load & share & receive start & receive end & compute start & compute end \\\\",
                "\\midrule",
                "0 & $0.25$ & $0.25$ & -- & -- & $0$ & $2$ \\\\",
                "1 & $0.75$ & $0.75$ & $0$ & $1.5$ & $0.5$ & $2$ \\\\",
                "2 & $0$ & $0$ & -- & -- & -- & -- \\\\",
                "\\bottomrule",
                "\\end{tabular}");
    }

    @Test
    void markdownIsAPipeTableWithTheSummaryAbove() {
        String md = new MarkdownResultWriter(null).write(ResultWriterTest.SCENARIO, twoInstallments());

        assertThat(md.lines().toList()).containsExactly(
                "**status** optimal · **makespan** 2 · **speedup** 0.5",
                "",
                "| processor | load | share | receive start | receive end | compute start | compute end |",
                "|---:|---:|---:|---:|---:|---:|---:|",
                "| 0 | 0.25 | 0.25 | – | – | 0 | 2 |",
                "| 1 | 0.75 | 0.75 | 0 | 1.5 | 0.5 | 2 |",
                "| 2 | 0 | 0 | – | – | – | – |");
    }

    @Test
    void layersCountTheirProcessorsAndTheShareIsOfTheWholeLoad() {
        // layer 0: 1 processor with 4e5; layer 1: 4 processors with 1.5e5 each; V = 4e5 + 6e5 = 1e6
        Schedule layered = new Schedule(Status.OPTIMAL, null, "test", true,
                List.of(new Share(0, 1, 4e5), new Share(1, 4, 1.5e5)),
                List.of(new Interval(0, Activity.COMPUTE, 0, 3, 4e5, Interval.NO_PEER),
                        new Interval(1, Activity.RECEIVE, 0, 1, 1.5e5, 0),
                        new Interval(1, Activity.COMPUTE, 1, 3, 1.5e5, Interval.NO_PEER)),
                3, new Metrics(1e6 / 3, 1e6 / 15, 1, 5, 5), List.of(), null);

        String md = new MarkdownResultWriter(null).write(null, layered);
        String tex = new LatexResultWriter(null).write(null, layered);

        assertThat(md).contains("| layer | processors | load |").contains("| 0 | 1 | 4 × 10⁵ | 0.4 | – | – | 0 | 3 |")
                .contains("| 1 | 4 | 1.5 × 10⁵ | 0.6 | 0 | 1 | 1 | 3 |").contains("**speedup** 3.33333 × 10⁵");
        assertThat(tex).contains("1 & 4 & $1.5\\times10^{5}$ & $0.6$ & $0$ & $1$ & $1$ & $3$ \\\\")
                .contains("\\multicolumn{8}{l}");
    }

    @Test
    void anInfeasibleAnswerHasItsStatusAndNoNumbers() {
        Schedule none = Schedule.infeasible("test", "memory below the load", 3);

        assertThat(new MarkdownResultWriter(null).write(null, none)).startsWith(
                "**status** infeasible · **makespan** – · **speedup** –");
        assertThat(new LatexResultWriter(null).write(null, none)).contains("status: infeasible; makespan --; speedup --");
    }
}
