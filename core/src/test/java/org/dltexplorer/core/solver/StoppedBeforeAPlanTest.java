package org.dltexplorer.core.solver;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A search stopped by its time limit before it held any schedule answered "infeasible" for scenarios that have
 * schedules: found for a loop with results returned by fuzz seed 55, then in the searches below by asking each kind
 * with a 1 ms limit; here the monitor is cancelled from its first poll. With the originator idle, the first candidate of each (the originator alone, no worker served)
 * has no schedule. Stopped early, a search now goes on to its first plan ({@link SolveMonitor#onceHolding}) and
 * answers it: validated, and no shorter than the answer without a limit.
 */
class StoppedBeforeAPlanTest {

    private static final String HEAD = "{\"format\":\"dlt-scenario\",\"version\":1,";

    /** A time limit already past at the first poll (a 1 ms limit is that only when the machine is slow enough). */
    private static final SolveMonitor CANCELLED_AT_ONCE = new SolveMonitor() {
        @Override
        public boolean cancelled() {
            return true;
        }

        @Override
        public void progress(double fraction, String message) {
        }

        @Override
        public boolean timeLimited() {
            return true;
        }
    };

    @ParameterizedTest
    @ValueSource(strings = {
        // all-port graph with results returned: each spanning tree's sub-tree enumeration (NodeChoice)
        "\"network\":{\"kind\":\"graph\",\"nodes\":5,\"edges\":[[0,1],[0,2],[0,3],[1,2],[1,3],[2,3],[3,4],[2,4]],"
                + "\"originator\":0},\"processor\":{\"A\":2},\"link\":{\"C\":0.5,\"R\":0.3},"
                + "\"strategy\":{\"originatorComputes\":false}}",
        // one-port graph and one-port tree: the child orders (SendingOrderSearch) and the sub-trees
        "\"network\":{\"kind\":\"graph\",\"nodes\":5,\"edges\":[[0,1],[0,2],[0,3],[1,2],[1,3],[2,3],[3,4],[2,4]],"
                + "\"originator\":0},\"processor\":{\"A\":2},\"link\":{\"C\":0.5,\"S\":0.1},"
                + "\"strategy\":{\"ports\":\"one\",\"order\":\"optimal\",\"originatorComputes\":false}}",
        "\"network\":{\"kind\":\"tree\",\"parent\":[-1,0,0,1,1,2,2]},\"processor\":{\"A\":2},"
                + "\"link\":{\"C\":0.5,\"S\":0.1},\"strategy\":{\"ports\":\"one\",\"order\":\"optimal\","
                + "\"originatorComputes\":false}}",
        // bus with results returned: its search over the set of workers served
        "\"network\":{\"kind\":\"bus\",\"buses\":[[1],[2,5,6],[3,4]]},\"processor\":{\"A\":2},"
                + "\"link\":{\"C\":0.5,\"R\":0.3},\"strategy\":{\"originatorComputes\":false}}"})
    void aSearchStoppedAtOnceStillAnswersASchedule(String body) {
        Scenario s = new ScenarioReader().read(HEAD + body);
        Schedule unlimited = Solvers.standard().solve(s);
        Schedule stopped = Solvers.standard().solve(s, CANCELLED_AT_ONCE);
        assertThat(stopped.feasible()).as(stopped.reason()).isTrue();
        assertThat(stopped.makespan()).isGreaterThanOrEqualTo(unlimited.makespan() * (1 - 1e-12));
        ScenarioUnits units = ScenarioUnits.of(s);
        assertThat(new ScheduleValidator().validate(units.scale(s), units.fromUser(stopped)).violations()).isEmpty();
    }
}
