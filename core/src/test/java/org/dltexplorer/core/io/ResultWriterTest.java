package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Metrics;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Test;

/** The three result formats, on hand-made schedules whose every number is known. */
class ResultWriterTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Not a real solution: distinctive numbers, including one that needs all 17 digits. */
    static final double LOAD_0 = 0.1 + 0.2;

    static final Scenario SCENARIO = Scenario.uniform(new Chain(2, 0), 1.0, ProcessorParams.of(1), LinkParams.of(0, 1))
            .withTitle("two processors");

    static Schedule perProcessor() {
        return new Schedule(Status.OPTIMAL, null, "test solver", false,
                List.of(Share.of(0, LOAD_0), Share.of(1, 0.7)),
                List.of(new Interval(0, Activity.COMPUTE, 0, 1.25, LOAD_0, Interval.NO_PEER),
                        new Interval(0, Activity.SEND, 0, 0.5, 0.7, 1),
                        new Interval(1, Activity.RECEIVE, 0, 0.5, 0.7, 0)),
                1.25, new Metrics(0.8, 0.4, 0.8, 2, 2), List.of("a note, with a comma", "say \"hi\""), new int[] {-1, 0});
    }

    static Schedule layered() {
        return new Schedule(Status.FEASIBLE, "a remark", "layers", true,
                List.of(new Share(0, 1, 0.2), new Share(1, 4, 0.2)),
                List.of(new Interval(1, Activity.RECEIVE, 0, 0.1, 0.2, 0)),
                2.0, new Metrics(2.5, Double.NaN, 2.5, 5, 5), List.of(), null);
    }

    @Test
    void jsonHasTheSpecFieldsInOrderThenTheAdditions() throws Exception {
        JsonNode o = JSON.readTree(new JsonResultWriter().write(SCENARIO, perProcessor()));

        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        assertThat(names).containsExactly("status", "reason", "makespan", "speedup", "utilization", "processorsUsed",
                "processorsTotal", "fractions", "timeline", "equivalentSpeed", "solver", "notes");
        assertThat(o.get("status").asText()).isEqualTo("optimal");
        assertThat(o.get("reason").isNull()).isTrue();
        assertThat(o.get("makespan").doubleValue()).isEqualTo(1.25);
        assertThat(o.get("speedup").doubleValue()).isEqualTo(0.8);
        assertThat(o.get("utilization").doubleValue()).isEqualTo(0.4);
        assertThat(o.get("processorsUsed").intValue()).isEqualTo(2);
        assertThat(o.get("processorsTotal").intValue()).isEqualTo(2);
        assertThat(o.get("fractions").toString()).isEqualTo("[{\"id\":0,\"load\":0.30000000000000004},{\"id\":1,\"load\":0.7}]");
        assertThat(o.get("timeline").get(0).toString())
                .isEqualTo("{\"id\":0,\"activity\":\"compute\",\"start\":0.0,\"end\":1.25,\"load\":0.30000000000000004}");
        assertThat(o.get("timeline").get(1).toString())
                .isEqualTo("{\"id\":0,\"activity\":\"send\",\"start\":0.0,\"end\":0.5,\"load\":0.7,\"peer\":1}");
        assertThat(o.get("solver").asText()).isEqualTo("test solver");
        assertThat(o.get("notes")).hasSize(2);
    }

    /** {@link #perProcessor()} as if run on a searched assignment of three workers to two buses. */
    static Schedule onSearchedBuses() {
        Schedule s = perProcessor();
        return new Schedule(s.status(), s.reason(), s.solver(), false, s.shares(), s.timeline(), s.makespan(), s.metrics(),
                s.notes(), s.distributionTree(), new Bus(List.of(List.of(3, 1), List.of(2))));
    }

    /** {@link #layered()} (feasible, makespan 2) with a proven lower bound 1.6: gap 0.2. */
    static Schedule withBound() {
        Schedule s = layered();
        return new Schedule(s.status(), s.reason(), s.solver(), s.layered(), s.shares(), s.timeline(), s.makespan(),
                s.metrics(), s.notes(), s.distributionTree(), null, 1.6);
    }

    @Test
    void boundAndGapFollowTheMakespanOnlyWhenASearchStopped() throws Exception {
        JsonNode o = JSON.readTree(new JsonResultWriter().write(SCENARIO, withBound()));
        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);

        assertThat(names).containsSubsequence("makespan", "bound", "gap", "speedup");
        assertThat(o.get("bound").doubleValue()).isEqualTo(1.6);
        assertThat(o.get("gap").doubleValue()).isCloseTo(0.2, org.assertj.core.api.Assertions.within(1e-15));
        assertThat(JSON.readTree(new JsonResultWriter().write(SCENARIO, layered())).has("bound")).isFalse();
        assertThat(new CsvResultWriter().write(SCENARIO, withBound())).contains("summary,bound,1.6,", "summary,gap,0.19");
        assertThat(new CsvResultWriter().write(SCENARIO, layered())).doesNotContain("bound");
        assertThat(new TextResultWriter().write(SCENARIO, withBound())).contains("1.6 (within 20 % of optimal)");
    }

    @Test
    void jsonAddsTheAssignmentOnlyWhenTheSolverSearchedIt() throws Exception {
        JsonNode o = JSON.readTree(new JsonResultWriter().write(SCENARIO, onSearchedBuses()));

        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        assertThat(names).endsWith("notes", "assignment");
        assertThat(o.get("assignment").toString()).isEqualTo("[[3,1],[2]]");
        assertThat(JSON.readTree(new JsonResultWriter().write(SCENARIO, perProcessor())).has("assignment")).isFalse();
    }

    @Test
    void textGivesTheAssignmentOnOneLine() {
        assertThat(new TextResultWriter().write(SCENARIO, onSearchedBuses()))
                .contains("processors        2 used of 2\nassignment        bus 0: 3 1 | bus 1: 2\n");
        assertThat(new TextResultWriter().write(SCENARIO, perProcessor())).doesNotContain("assignment");
    }

    @Test
    void jsonKeysLayeredRowsByLayerAndWritesNaNAsNull() throws Exception {
        JsonNode o = JSON.readTree(new JsonResultWriter().write(SCENARIO, layered()));

        assertThat(o.get("status").asText()).isEqualTo("feasible");
        assertThat(o.get("reason").asText()).isEqualTo("a remark");
        assertThat(o.get("utilization").isNull()).isTrue();
        assertThat(o.get("fractions").toString()).isEqualTo("[{\"layer\":0,\"count\":1,\"load\":0.2},{\"layer\":1,\"count\":4,\"load\":0.2}]");
        assertThat(o.get("timeline").get(0).toString())
                .isEqualTo("{\"layer\":1,\"activity\":\"receive\",\"start\":0.0,\"end\":0.1,\"load\":0.2,\"peer\":0}");
    }

    @Test
    void jsonOfAnInfeasibleAnswer() throws Exception {
        JsonNode o = JSON.readTree(new JsonResultWriter().write(SCENARIO, Schedule.infeasible("memory", "total memory 0.5 < V = 1", 3)));

        assertThat(o.get("status").asText()).isEqualTo("infeasible");
        assertThat(o.get("reason").asText()).isEqualTo("total memory 0.5 < V = 1");
        assertThat(o.get("makespan").isNull()).isTrue();
        assertThat(o.get("speedup").isNull()).isTrue();
        assertThat(o.get("processorsUsed").intValue()).isZero();
        assertThat(o.get("processorsTotal").intValue()).isEqualTo(3);
        assertThat(o.get("fractions")).isEmpty();
    }

    @Test
    void csvIsOneTableWithATableColumn() {
        String csv = new CsvResultWriter().write(SCENARIO, perProcessor());

        assertThat(csv.split("\n")).containsExactly(
                "table,name,value,index,count,activity,start,end,load,peer",
                "summary,status,optimal,,,,,,,",
                "summary,reason,,,,,,,,",
                "summary,solver,test solver,,,,,,,",
                "summary,makespan,1.25,,,,,,,",
                "summary,speedup,0.8,,,,,,,",
                "summary,utilization,0.4,,,,,,,",
                "summary,equivalentSpeed,0.8,,,,,,,",
                "summary,processorsUsed,2,,,,,,,",
                "summary,processorsTotal,2,,,,,,,",
                "summary,indexes,processor,,,,,,,",
                "fraction,,,0,1,,,,0.30000000000000004,",
                "fraction,,,1,1,,,,0.7,",
                "interval,,,0,,compute,0.0,1.25,0.30000000000000004,",
                "interval,,,0,,send,0.0,0.5,0.7,1",
                "interval,,,1,,receive,0.0,0.5,0.7,0",
                "note,,\"a note, with a comma\",,,,,,,",
                "note,,\"say \"\"hi\"\"\",,,,,,,");
    }

    @Test
    void csvOfALayeredScheduleLeavesNaNEmpty() {
        String csv = new CsvResultWriter().write(SCENARIO, layered());

        assertThat(csv).contains("summary,utilization,,,,,,,,\n", "summary,indexes,layer,,,,,,,\n",
                "fraction,,,1,4,,,,0.2,\n");
    }

    @Test
    void textSummarisesForPeople() {
        String text = new TextResultWriter().write(SCENARIO, perProcessor());

        assertThat(text).startsWith("two processors\n")
                .contains("status            optimal\n", "makespan          1.25\n", "speedup           0.8\n",
                        "utilization       0.4\n", "processors        2 used of 2\n",
                        "processor           load\n", "        0            0.3\n", "        1            0.7\n",
                        "notes\n  - a note, with a comma\n");
    }

    @Test
    void textOfAnInfeasibleAnswerGivesTheReason() {
        String text = new TextResultWriter().write(SCENARIO, Schedule.infeasible("memory", "total memory 0.5 < V = 1", 3));

        assertThat(text).contains("status            infeasible\n", "reason            total memory 0.5 < V = 1\n",
                "processors        0 used of 3\n").doesNotContain("makespan");
    }

    @Test
    void textCutsVeryLongLoadTables() {
        List<Share> shares = new ArrayList<>();
        for (int i = 0; i < TextResultWriter.MAX_ROWS + 5; i++) {
            shares.add(Share.of(i, 1.0 / (TextResultWriter.MAX_ROWS + 5)));
        }
        Schedule big = new Schedule(Status.OPTIMAL, null, "s", false, shares, List.of(), 1, Metrics.NONE, List.of(), null);

        String text = new TextResultWriter().write(SCENARIO, big);

        assertThat(text).contains("... 5 more rows").doesNotContain(" " + (TextResultWriter.MAX_ROWS) + " ");
    }

    @Test
    void textNumbersHaveSixSignificantDigits() {
        assertThat(TextResultWriter.number(1.159)).isEqualTo("1.159");
        assertThat(TextResultWriter.number(0.57943925233)).isEqualTo("0.579439");
        assertThat(TextResultWriter.number(1234567.0)).isEqualTo("1.23457e+06");
        assertThat(TextResultWriter.number(0.0)).isEqualTo("0");
        assertThat(TextResultWriter.number(Double.NaN)).isEqualTo("-");
    }
}
