package org.dltexplorer.core.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.schedule.Schedule;

/**
 * A monitor that never cancels and records every incumbent a search reports, with the checks every search's reports
 * must pass against its final answer (issue 25 item 3).
 */
public final class RecordingMonitor implements SolveMonitor {

    /** One report: the makespan of the best answer so far and the proven bound (NaN when none). */
    public record Report(double makespan, double bound) {
    }

    private final List<Report> reports = new ArrayList<>();

    @Override
    public boolean cancelled() {
        return false;
    }

    @Override
    public void progress(double fraction, String message) {
    }

    @Override
    public void incumbent(double makespan, double lowerBound) {
        reports.add(new Report(makespan, lowerBound));
    }

    public List<Report> reports() {
        return List.copyOf(reports);
    }

    /**
     * The reports of a search whose final answer is {@code answer}: at least {@code improvements} of them, makespans
     * never rising and never below the answer's, every bound (where there is one) at most its makespan and at most
     * the answer's makespan — a bound above the answer would not be proven — all within {@code relative}, and the last
     * report is the answer's makespan.
     */
    public void assertHonest(Schedule answer, int improvements, double relative) {
        double t = answer.makespan();
        assertThat(reports).as("reports").hasSizeGreaterThanOrEqualTo(improvements);
        for (int i = 0; i < reports.size(); i++) {
            Report r = reports.get(i);
            if (i > 0) {
                assertThat(r.makespan()).as("report %d after %s", i, reports.get(i - 1))
                        .isLessThanOrEqualTo(reports.get(i - 1).makespan());
            }
            assertThat(r.makespan()).as("report %d, answer %s", i, t).isGreaterThanOrEqualTo(t * (1 - relative));
            if (!Double.isNaN(r.bound())) {
                assertThat(r.bound()).as("bound of report %d", i).isLessThanOrEqualTo(r.makespan() * (1 + relative))
                        .isLessThanOrEqualTo(t * (1 + relative)).isGreaterThanOrEqualTo(0.0);
            }
        }
        assertThat(reports.get(reports.size() - 1).makespan()).as("last report, answer %s", t)
                .isBetween(t * (1 - relative), t * (1 + relative));
    }
}
