package org.dltexplorer.app.chart.export;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.app.chart.GanttData;
import org.dltexplorer.app.chart.GanttMarksTest;
import org.junit.jupiter.api.Test;

/** A PGFPlots figure of a Gantt diagram draws the release waits and startups, with their legend entries. */
class GanttMarksPgfTest {

    @Test
    void releaseWaitsAndStartupsAreDrawnAndNamed() {
        GanttData g = GanttMarksTest.gantt(GanttMarksTest.worker(2, 1));
        String tex = PgfPlotsFigure.of(g, FigureOptions.defaults(ExportFormat.TEX));
        assertThat(tex).contains("\\addlegendentry{waiting for release}", "\\addlegendentry{startup F}")
                .contains("fill=gray!8, draw=black, dashed").contains("fill=black, draw=black");
        // the startup sits at the head of P1's computation, [2, 3]
        assertThat(tex).containsPattern("fill=black, draw=black, line width=0.2pt\\] \\(axis cs:2,1\\.03\\) rectangle \\(axis cs:3,");
        GanttData plain = GanttMarksTest.gantt(GanttMarksTest.worker(0, 0));
        assertThat(PgfPlotsFigure.of(plain, FigureOptions.defaults(ExportFormat.TEX))).doesNotContain("startup F");
    }
}
