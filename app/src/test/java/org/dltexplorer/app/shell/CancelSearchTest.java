package org.dltexplorer.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.dltexplorer.app.task.BackgroundJob;
import org.dltexplorer.app.task.TaskCallbacks;
import org.dltexplorer.app.task.TaskHandle;
import org.dltexplorer.app.task.TaskRunner;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.Status;
import org.dltexplorer.core.solver.SolveMonitor;
import org.dltexplorer.core.solver.Solver;
import org.dltexplorer.core.solver.Solvers;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.junit.jupiter.api.Test;

/** Cancel stops a running search, and its best answer so far is shown with how far from optimal it may be. */
class CancelSearchTest {

    /** Holds the jobs until the test runs them: the solve is "running" while the test presses Cancel. */
    static final class HeldRunner implements TaskRunner {
        final List<Runnable> held = new ArrayList<>();

        @Override
        public <T> TaskHandle submit(BackgroundJob<T> job, TaskCallbacks<T> callbacks, long delayMillis) {
            held.add(() -> {
                try {
                    callbacks.onSuccess().accept(job.call(SolveMonitor.NONE));
                } catch (Exception e) {
                    callbacks.onFailure().accept(e);
                }
            });
            return TaskHandle.DONE;
        }

        void runAll() {
            List<Runnable> jobs = new ArrayList<>(held);
            held.clear();
            jobs.forEach(Runnable::run);
        }
    }

    /** A chain "search" that answers optimal unless stopped, then feasible with a bound 20 % below its makespan. */
    static final Solver STOPPABLE = new Solver() {
        @Override
        public String name() {
            return "stoppable search (test)";
        }

        @Override
        public java.util.List<org.dltexplorer.core.solver.Capability> capabilities() {
            return new ChainSolver().capabilities();
        }

        @Override
        public Schedule solve(Scenario s, SolveMonitor monitor) {
            Schedule x = new ChainSolver().solve(s);
            if (!monitor.cancelled()) {
                return x;
            }
            return new Schedule(Status.FEASIBLE, "stopped", name(), false, x.shares(), x.timeline(), x.makespan(),
                    x.metrics(), x.notes(), x.distributionTree(), null, 0.8 * x.makespan());
        }
    };

    @Test
    void cancelStopsTheSearchAndShowsItsBestWithTheGap() {
        HeldRunner runner = new HeldRunner();
        MainViewModel vm = new MainViewModel(runner, new RecordingDialogs(), new Solvers(List.of(STOPPABLE)));
        assertThat(vm.busyProperty().get()).isTrue();

        vm.cancel();
        runner.runAll();

        assertThat(vm.busyProperty().get()).isFalse();
        assertThat(vm.results().summaryValue("Status")).isEqualTo("feasible (within 20 % of optimal) — stopped");
        assertThat(vm.results().scheduleProperty().get().status()).isEqualTo(Status.FEASIBLE);
    }

    @Test
    void withoutCancelTheSearchRunsToItsProof() {
        HeldRunner runner = new HeldRunner();
        MainViewModel vm = new MainViewModel(runner, new RecordingDialogs(), new Solvers(List.of(STOPPABLE)));

        runner.runAll();

        assertThat(vm.results().summaryValue("Status")).isEqualTo("optimal");
    }
}
