package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.dltexplorer.app.feature.results.ResultsViewModel;
import org.dltexplorer.app.task.ManualTaskRunner;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Capability;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.junit.jupiter.api.Test;

/** Issue 25 item 3: one latest-wins solve, honest while it runs (elapsed, best so far, gap), Cancel asks for the best. */
class SolveSessionTest {

    private final ManualTaskRunner runner = new ManualTaskRunner();
    private final AtomicLong nanos = new AtomicLong();
    private final SolveSession session = new SolveSession(runner, nanos::get);
    private final List<ResultsViewModel.Solved> delivered = new ArrayList<>();
    private final Scenario chain = Scenario.uniform(new Chain(4, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2));

    /** A search that reports two incumbents (300 then 280, bound 250) and notes whether it was asked to stop. */
    private final AtomicBoolean askedToStop = new AtomicBoolean();
    private final Solvers searching = new Solvers(List.of(new Solver() {
        @Override
        public String name() {
            return "reporting search (test)";
        }

        @Override
        public List<Capability> capabilities() {
            return List.of(Capability.of(NetworkKind.CHAIN).handling(Feature.values()));
        }

        @Override
        public Schedule solve(Scenario s, SolveMonitor monitor) {
            monitor.incumbent(300, Double.NaN);
            monitor.incumbent(280, 250);
            askedToStop.set(monitor.cancelled());
            return new ChainSolver().solve(s);
        }
    }));

    @Test
    void onlyTheLatestSolveIsDelivered() {
        Solvers solvers = new Solvers(List.of(new ChainSolver()));
        session.start(solvers, chain, delivered::add, e -> { });
        ManualTaskRunner.Submission first = runner.last();
        Scenario longer = chain.withLoad(2);
        session.start(solvers, longer, delivered::add, e -> { });
        assertThat(first.cancelled()).isTrue();
        runner.run(first);
        runner.deliver(first); // an answer that arrives late is not shown over the newer request
        assertThat(delivered).isEmpty();
        assertThat(session.busyProperty().get()).isTrue();
        runner.runAll();
        assertThat(delivered).extracting(ResultsViewModel.Solved::scenario).containsExactly(longer);
        assertThat(session.busyProperty().get()).isFalse();
    }

    @Test
    void aLongSearchSaysForHowLongItsBestSoFarAndItsGap() {
        session.start(searching, chain, delivered::add, e -> { });
        runner.run(runner.last()); // the search ran and reported; its answer is not delivered yet
        nanos.set(200_000_000L);
        session.tick();
        assertThat(session.liveProperty().get()).as("a short solve says nothing").isEmpty();
        nanos.set(12_300_000_000L);
        session.tick();
        // gap = (280 - 250) / 280 = 10.7 %
        assertThat(session.liveProperty().get()).isEqualTo("Solving for 12 s — best so far 280, within 11 % of optimal");
        runner.deliver(runner.last());
        assertThat(session.liveProperty().get()).isEmpty();
        assertThat(delivered).hasSize(1);
    }

    /**
     * Latest wins on the live line too: a newer scenario clears it at once, and the incumbents a cancelled search
     * still reports (it runs until its next poll) never reach the newer scenario's line.
     */
    @Test
    void aStaleSearchsBestSoFarNeverReachesTheNewScenariosLine() {
        session.start(searching, chain, delivered::add, e -> { });
        ManualTaskRunner.Submission stale = runner.last();
        runner.run(stale);
        nanos.set(3_000_000_000L);
        session.tick();
        assertThat(session.liveProperty().get()).contains("best so far 280");

        Scenario longer = chain.withLoad(2);
        session.start(searching, longer, delivered::add, e -> { });
        assertThat(session.liveProperty().get()).as("cleared when the scenario changes").isEmpty();
        runner.run(stale); // the old search reports again after the change
        nanos.set(5_000_000_000L);
        session.tick();
        assertThat(session.liveProperty().get()).isEqualTo("Solving for 2 s");

        runner.run(runner.last());
        session.tick();
        assertThat(session.liveProperty().get()).isEqualTo("Solving for 2 s — best so far 280, within 11 % of optimal");
        runner.deliver(stale);
        assertThat(delivered).as("the stale answer is not shown").isEmpty();
        runner.deliver(runner.last());
        assertThat(session.liveProperty().get()).as("cleared when the search ends").isEmpty();
        assertThat(delivered).extracting(ResultsViewModel.Solved::scenario).containsExactly(longer);
    }

    /**
     * A real exact order search (a one-port star of ten workers with startups), through every wrapper between it
     * and the line (the time limit's, the scenario units', Cancel's): the line shows its last incumbent, which is
     * the answer delivered. With startups as large as the shares the order matters and the search improves.
     */
    @Test
    void aRealOrderSearchsBestSoFarReachesTheLine() {
        java.util.Random r = new java.util.Random(3);
        java.util.Map<Integer, ProcessorParams> procs = new java.util.HashMap<>();
        java.util.Map<Integer, LinkParams> links = new java.util.HashMap<>();
        for (int k = 1; k <= 10; k++) {
            procs.put(k, ProcessorParams.of(0.5 + 2.5 * r.nextDouble()));
            links.put(k, LinkParams.of(2 * r.nextDouble(), 0.05 + 0.95 * r.nextDouble()));
        }
        Scenario star = Scenario.uniform(new Star(10), 5, ProcessorParams.of(1), LinkParams.of(0, 1))
                .withProcessorOverrides(procs).withLinkOverrides(links)
                .withStrategy(org.dltexplorer.core.model.Strategy.DEFAULT
                        .withOrder(org.dltexplorer.core.model.ActivationOrder.OPTIMAL));
        Solvers limited = Solvers.standard().withOptions(
                new org.dltexplorer.core.solver.SolveOptions(java.time.Duration.ofMinutes(5)));
        session.start(limited, star, delivered::add, e -> { });
        runner.run(runner.last());
        nanos.set(7_000_000_000L);
        session.tick();
        String line = session.liveProperty().get();
        runner.deliver(runner.last());
        Schedule answer = delivered.get(0).schedule();
        assertThat(answer.status()).isEqualTo(org.dltexplorer.core.schedule.Status.OPTIMAL);
        String best = org.dltexplorer.app.feature.network.NetworkViewModel.fmt(answer.makespan());
        assertThat(line).startsWith("Solving for 7 s — best so far " + best + ", within ");
    }

    @Test
    void cancelAsksTheRunningSearchToStop() {
        assertThat(session.stop()).as("nothing runs").isFalse();
        session.start(searching, chain, delivered::add, e -> { });
        assertThat(session.stop()).isTrue();
        runner.run(runner.last());
        assertThat(askedToStop).isTrue();
        runner.deliver(runner.last());
        assertThat(delivered).hasSize(1); // the best so far is answered and shown
    }

    @Test
    void theResultsOfAnotherNetworkAreClearedWhenItsSolveStarts() {
        MainViewModel vm = new MainViewModel(runner, new RecordingDialogs(), Solvers.standard());
        runner.runAll();
        assertThat(vm.results().solvedProperty().get()).isNotNull();
        Scenario star = Scenario.uniform(new Star(5), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2));
        vm.apply(star, null);
        // the chain's "optimal" is not left on screen while the star is solved
        assertThat(vm.results().solvedProperty().get()).isNull();
        assertThat(vm.busyProperty().get()).isTrue();
        runner.runAll();
        assertThat(vm.results().solvedProperty().get().scenario()).isEqualTo(star);
    }

    @Test
    void theResultsOfTheSameNetworkStayUntilTheNewAnswerReplacesThem() {
        MainViewModel vm = new MainViewModel(runner, new RecordingDialogs(), Solvers.standard());
        runner.runAll();
        ResultsViewModel.Solved before = vm.results().solvedProperty().get();
        vm.parameters().field(org.dltexplorer.app.feature.parameters.Parameter.C).textProperty().set("0.3");
        assertThat(vm.results().solvedProperty().get()).isSameAs(before);
        runner.runAll();
        assertThat(vm.results().solvedProperty().get().scenario().linkDefault().C()).isEqualTo(0.3);
    }
}
