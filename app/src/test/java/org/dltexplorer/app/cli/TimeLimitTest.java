package org.dltexplorer.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.dltexplorer.core.io.ScenarioWriter;
import org.dltexplorer.core.model.ActivationOrder;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Strategy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --time-limit}: a stopped order search answers feasible with a proven bound; bad durations are one line. */
class TimeLimitTest {

    /** A memory star of 16 workers with startups and binding buffers: its order search takes seconds, not 0 s. */
    static Scenario memoryStar() {
        Random rnd = new Random(3);
        double v = 100;
        int m = 16;
        Map<Integer, ProcessorParams> procs = new HashMap<>();
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int i = 1; i <= m; i++) {
            procs.put(i, new ProcessorParams(1 + 9 * rnd.nextDouble(), v * (0.5 + 1.5 * rnd.nextDouble()) / m));
            links.put(i, LinkParams.of(50 * rnd.nextDouble(), 0.1 + 0.9 * rnd.nextDouble()));
        }
        procs.put(0, new ProcessorParams(5, v * 0.5 / m));
        return Scenario.uniform(new Star(m), v, ProcessorParams.of(1), LinkParams.of(0, 1)).withProcessorOverrides(procs)
                .withLinkOverrides(links).withStrategy(Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL));
    }

    /**
     * A one-port star of 30 workers returning results, optimal order, originator idle: its search takes seconds,
     * and since the memory star's search proves the star above at its root, this is the one stopped at 0 ms.
     */
    static Scenario returnsStar() {
        Random rnd = new Random(5);
        int m = 30;
        Map<Integer, ProcessorParams> procs = new HashMap<>();
        Map<Integer, LinkParams> links = new HashMap<>();
        for (int i = 1; i <= m; i++) {
            procs.put(i, ProcessorParams.of(0.5 + 2.5 * rnd.nextDouble()));
            links.put(i, new LinkParams(0.1 * rnd.nextDouble(), 0.05 + 0.95 * rnd.nextDouble(), 0.05 + 0.45 * rnd.nextDouble()));
        }
        return Scenario.uniform(new Star(m), 5, ProcessorParams.of(1), LinkParams.of(0, 1)).withProcessorOverrides(procs)
                .withLinkOverrides(links).withStrategy(Strategy.DEFAULT.withOrder(ActivationOrder.OPTIMAL)
                        .withOriginatorComputes(false));
    }

    @Test
    void aSearchStoppedByTheLimitGivesItsBoundAndGap(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("star.json");
        new ScenarioWriter().write(returnsStar(), file);

        SolveCommandTest.Run r = SolveCommandTest.dlt("solve", file.toString(), "--format", "json", "--time-limit", "0ms");

        assertThat(r.err()).isEmpty();
        assertThat(r.code()).isZero();
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertThat(o.get("status").asText()).isEqualTo("feasible");
        double makespan = o.get("makespan").doubleValue();
        assertThat(o.get("bound").doubleValue()).isPositive().isLessThanOrEqualTo(makespan);
        assertThat(o.get("gap").doubleValue()).isBetween(0.0, 1.0);
    }

    @Test
    void aBadDurationIsOneLineNamingIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("star.json");
        new ScenarioWriter().write(memoryStar(), file);

        SolveCommandTest.Run r = SolveCommandTest.dlt("solve", file.toString(), "--time-limit", "soon");

        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--time-limit").contains("'soon'").doesNotContain("Exception");
    }
}
