package org.dltexplorer.core.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.dltexplorer.core.invariance.Answer;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.ValidationReport;
import org.dltexplorer.core.solver.ScenarioRefusedException;
import org.dltexplorer.core.solver.ScenarioUnits;
import org.dltexplorer.core.solver.SolveOptions;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.UnsupportedScenarioException;
import org.junit.jupiter.api.Test;

/**
 * Every scenario file — random over every kind and strategy, huge and tiny magnitudes, sizes near the limits,
 * degenerate shapes, mutated — ends in an answer that passes the validator at the scenario's own scale, or in a
 * one-line refusal (invalid file, no solver, refused), within a time limit (searches get a quarter of it as their
 * own limit, as a user's {@code --time-limit}). Each case read and supported is also asked in two forms (three in
 * the long run) that must get the same answer ({@link ScenarioFuzzRelations}: scaled, relabelled, defaults moved
 * into overrides, notation converted and back). Anything else is a finding: the file and what happened are printed,
 * and the test fails.
 *
 * <p>By default a fixed {@value #CI_CASES} cases from seed {@value #CI_SEED}. The long run is one command:
 * <pre>./mvnw -B -ntp -o -pl core test -Dtest=ScenarioFuzzTest -Ddlt.fuzz.minutes=20 -Ddlt.fuzz.seed=1</pre>
 * which draws larger networks and runs until the minutes are up; {@code -Ddlt.fuzz.kind=kary-tree} restricts the
 * cases to one network kind.
 */
class ScenarioFuzzTest {

    static final int CI_CASES = 300;
    static final long CI_SEED = 14;
    /**
     * A case whose solving thread spends more CPU time than this is a finding (a quadratic solver at a size the
     * limits allow). CPU time, not wall time: on two cores shared with other builds a case of 10^6 processors waited
     * more than it ran, and its wall time measured the machine's load, not the solver.
     */
    static final long CASE_SECONDS = Long.getLong("dlt.fuzz.caseSeconds", 20);
    /** A case still running after this much wall time is abandoned as a finding (a solver that never ends). */
    static final long WALL_SECONDS = Long.getLong("dlt.fuzz.wallSeconds", 4 * CASE_SECONDS);
    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    enum Outcome { ANSWERED, INFEASIBLE, INVALID, UNSUPPORTED, REFUSED }

    private final ScenarioReader reader = new ScenarioReader();
    private int relationsChecked;
    /**
     * Searches get a quarter of the case's time, as a user's {@code --time-limit}: an exact search that would prove
     * its optimum in minutes then answers its best schedule with a bound, and a case over the limit is a solver that
     * ignores its time limit or a phase that is not a search.
     */
    private final Solvers solvers = Solvers.standard()
            .withOptions(SolveOptions.DEFAULT.withTimeLimit(java.time.Duration.ofMillis(CASE_SECONDS * 250)));

    @Test
    void everyScenarioEndsInAValidatedAnswerOrOneLine() throws Exception {
        double minutes = Double.parseDouble(System.getProperty("dlt.fuzz.minutes", "0"));
        long seed = Long.getLong("dlt.fuzz.seed", CI_SEED);
        boolean longRun = minutes > 0;
        ScenarioFuzz fuzz = new ScenarioFuzz(seed, longRun);
        long end = System.nanoTime() + (long) (minutes * 60e9);
        Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
        List<String> findings = new ArrayList<>();
        ExecutorService pool = Executors.newSingleThreadExecutor(daemon());
        ScenarioFuzzRelations relations = new ScenarioFuzzRelations(seed);
        int cases = 0;
        while (longRun ? System.nanoTime() < end : cases < CI_CASES) {
            String json = fuzz.next();
            cases++;
            Future<CpuTimed<Case>> f = pool.submit(() -> CpuTimed.of(() -> run(json)));
            try {
                CpuTimed<Case> timed = f.get(WALL_SECONDS, TimeUnit.SECONDS);
                Case c = timed.value();
                counts.merge(c.outcome(), 1, Integer::sum);
                int caseNo = cases;
                timed.overBudget().ifPresent(cpu -> finding(findings, "case " + caseNo + ": " + cpu + ": " + json));
                if (c.answer() != null) {
                    for (ScenarioFuzzRelations.Form form : relations.forms(c.scenario(), longRun ? 3 : 2)) {
                        Future<CpuTimed<Answer>> g = pool.submit(() -> CpuTimed.of(() -> Answer.of(solvers, form.scenario())));
                        relationsChecked++;
                        CpuTimed<Answer> other = g.get(WALL_SECONDS, TimeUnit.SECONDS);
                        other.overBudget().ifPresent(cpu -> finding(findings,
                                "case " + caseNo + ": " + form.name() + ": " + cpu + ": " + json));
                        ScenarioFuzzRelations.disagreement(c.answer(), form, other.value())
                                .ifPresent(d -> finding(findings, "case " + caseNo + ": not the same answer: " + d + ": " + json));
                    }
                }
            } catch (TimeoutException e) {
                findings.add("case " + cases + ": not finished after " + WALL_SECONDS + " s of wall time: " + json);
                // printed at once: a long run's findings are then seen (and can be reproduced) while it runs
                System.out.println("fuzz finding: " + findings.get(findings.size() - 1));
                f.cancel(true);
                pool.shutdownNow();
                pool = Executors.newSingleThreadExecutor(daemon());
            } catch (java.util.concurrent.ExecutionException e) {
                Throwable t = e.getCause();
                findings.add("case " + cases + ": " + t + (t.getStackTrace().length > 0 ? " at " + t.getStackTrace()[0] : "")
                        + ": " + json);
                System.out.println("fuzz finding: " + findings.get(findings.size() - 1));
            }
        }
        pool.shutdownNow();
        System.out.println("fuzz: seed " + seed + ", " + cases + " cases, " + counts + ", " + relationsChecked
                + " relations checked, " + findings.size() + " finding(s)");
        assertThat(findings).as("fuzz findings (seed " + seed + ")").isEmpty();
        assertThat(counts.get(Outcome.ANSWERED)).as("answered cases").isPositive();
    }

    private static void finding(List<String> findings, String finding) {
        findings.add(finding);
        // printed at once: a long run's findings are then seen (and can be reproduced) while it runs
        System.out.println("fuzz finding: " + finding);
    }

    /** A value and the CPU time its thread spent computing it. */
    private record CpuTimed<T>(T value, long cpuNanos) {

        static <T> CpuTimed<T> of(java.util.concurrent.Callable<T> work) throws Exception {
            long start = THREADS.getCurrentThreadCpuTime();
            T value = work.call();
            return new CpuTimed<>(value, THREADS.getCurrentThreadCpuTime() - start);
        }

        java.util.Optional<String> overBudget() {
            return cpuNanos > CASE_SECONDS * 1_000_000_000L
                    ? java.util.Optional.of(String.format("over %d s of CPU (%.1f s)", CASE_SECONDS, cpuNanos / 1e9))
                    : java.util.Optional.empty();
        }
    }

    /**
     * A case's outcome; with the scenario and its answer when it was read and not found unsupported (a refusal
     * too: a form whose values are only moved or renamed must be refused as well).
     */
    private record Case(Outcome outcome, Scenario scenario, Answer answer) {
    }

    private Case run(String json) {
        Scenario s;
        try {
            s = reader.read(json);
        } catch (InvalidScenarioException e) {
            return new Case(oneLine(e.getMessage(), Outcome.INVALID), null, null);
        }
        Schedule answer;
        try {
            answer = solvers.solve(s);
        } catch (ScenarioRefusedException e) {
            return new Case(oneLine(e.getMessage(), Outcome.REFUSED), s, Answer.refused(e));
        } catch (UnsupportedScenarioException e) {
            return new Case(oneLine(e.getMessage(), Outcome.UNSUPPORTED), null, null);
        }
        if (!answer.feasible()) {
            assertThat(answer.reason()).isNotBlank();
            return new Case(Outcome.INFEASIBLE, s, Answer.of(answer));
        }
        // checked again here, independently: in the scenario's own units, with the validator's own tolerance
        ScenarioUnits units = ScenarioUnits.of(s);
        ValidationReport r = new ScheduleValidator().validate(units.scale(s), units.fromUser(answer));
        if (!r.valid()) {
            throw new AssertionError("answer fails the validator: " + r.violations().get(0));
        }
        if (!(answer.makespan() > 0) || Double.isInfinite(answer.makespan())) {
            throw new AssertionError("answer with makespan " + answer.makespan());
        }
        return new Case(Outcome.ANSWERED, s, Answer.of(answer));
    }

    private static Outcome oneLine(String message, Outcome outcome) {
        if (message == null || message.isBlank() || message.contains("\n")) {
            throw new AssertionError("not one line: " + message);
        }
        return outcome;
    }

    private static java.util.concurrent.ThreadFactory daemon() {
        return task -> {
            Thread t = new Thread(task, "fuzz-case");
            t.setDaemon(true);
            return t;
        };
    }
}
