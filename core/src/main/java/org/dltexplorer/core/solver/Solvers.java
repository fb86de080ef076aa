package org.dltexplorer.core.solver;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.dltexplorer.core.model.ModelExtension;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.bus.BusAssignmentSolver;
import org.dltexplorer.core.solver.bus.BusReturnSolver;
import org.dltexplorer.core.solver.bus.BusSolver;
import org.dltexplorer.core.solver.graph.GraphOnePortSolver;
import org.dltexplorer.core.solver.graph.GraphReturnSolver;
import org.dltexplorer.core.solver.graph.GraphSolver;
import org.dltexplorer.core.solver.hypercube.HypercubeSolver;
import org.dltexplorer.core.solver.karytree.KaryTreeSolver;
import org.dltexplorer.core.solver.linear.ChainInsideSolver;
import org.dltexplorer.core.solver.linear.ChainSolver;
import org.dltexplorer.core.solver.linear.LoopReturnSolver;
import org.dltexplorer.core.solver.linear.LoopSolver;
import org.dltexplorer.core.solver.memory.BinomialTreeMemorySolver;
import org.dltexplorer.core.solver.memory.StarMemorySolver;
import org.dltexplorer.core.solver.scatter.MeshSolver;
import org.dltexplorer.core.solver.scatter.TorusSolver;
import org.dltexplorer.core.solver.star.ExtendedStarSolver;
import org.dltexplorer.core.solver.star.MultiInstallmentStarSolver;
import org.dltexplorer.core.solver.star.StarAllPortsSolver;
import org.dltexplorer.core.solver.star.StarOnePortSolver;
import org.dltexplorer.core.solver.star.StarReturnSolver;
import org.dltexplorer.core.solver.tree.TreeOnePortSolver;
import org.dltexplorer.core.solver.tree.TreeReturnSolver;
import org.dltexplorer.core.solver.tree.TreeSolver;

/**
 * The registry: picks the solver for a scenario by network kind and strategy. The first solver that
 * {@link Solver#supports supports} the scenario wins, so specialised solvers (limited memory) come before general
 * ones. New solvers appear in the GUI and CLI by being listed here.
 */
public final class Solvers {

    private final List<Solver> solvers;
    private final SolveOptions options;

    public Solvers(List<Solver> solvers) {
        this(solvers, SolveOptions.DEFAULT);
    }

    private Solvers(List<Solver> solvers, SolveOptions options) {
        this.solvers = List.copyOf(solvers);
        this.options = options;
    }

    /** The same solvers, each solve under {@code o} (a time limit per solve). */
    public Solvers withOptions(SolveOptions o) {
        return new Solvers(solvers, o);
    }

    public SolveOptions options() {
        return options;
    }

    /** Every solver of the project, most specialised first. */
    public static Solvers standard() {
        return new Solvers(List.of(
                // limited memory first: the general solvers below decline it
                new StarMemorySolver(),
                new BinomialTreeMemorySolver(),
                new KaryTreeSolver(),
                new ChainSolver(),
                new ChainInsideSolver(),
                new LoopSolver(),
                new LoopReturnSolver(),
                new TreeSolver(),
                new TreeOnePortSolver(),
                new StarAllPortsSolver(),
                new MultiInstallmentStarSolver(),
                new ExtendedStarSolver(),
                new StarOnePortSolver(),
                new StarReturnSolver(),
                new TreeReturnSolver(),
                new BusAssignmentSolver(),
                new BusReturnSolver(),
                new BusSolver(),
                new GraphSolver(),
                new GraphReturnSolver(),
                new GraphOnePortSolver(),
                new HypercubeSolver(),
                new TorusSolver(),
                new MeshSolver()));
    }

    public List<Solver> all() {
        return solvers;
    }

    public Optional<Solver> find(Scenario scenario) {
        Set<ModelExtension> used = ModelExtension.used(scenario);
        return solvers.stream().filter(s -> s.supports(scenario) && s.extensions().containsAll(used)).findFirst();
    }

    public Solver choose(Scenario scenario) {
        return find(scenario).orElseThrow(() -> new UnsupportedScenarioException(
                "no solver for a " + scenario.network().kind().id() + " network with this strategy yet"
                        + solvers.stream().map(x -> x.whyNot(scenario)).filter(java.util.Objects::nonNull).distinct()
                                .map(why -> ": " + why).findFirst()
                                .orElse(extensionReason(scenario).orElse(memoryReason(scenario)))));
    }

    /**
     * Why a scenario with a term beyond the papers' models has no solver: the first term that no solver supporting
     * the rest of the scenario declares, named by its key.
     */
    private Optional<String> extensionReason(Scenario scenario) {
        Set<ModelExtension> used = ModelExtension.used(scenario);
        if (used.isEmpty()) {
            return Optional.empty();
        }
        List<Solver> capable = solvers.stream().filter(s -> s.supports(scenario)).toList();
        for (ModelExtension e : used) {
            if (capable.isEmpty() || capable.stream().noneMatch(s -> s.extensions().contains(e))) {
                return Optional.of(": " + e.pathIn(scenario) + " is not supported here (release times, startups, costs,"
                        + " budgets and deadlines are solved on the one-port star; pausing workers on the star with"
                        + " installments)");
            }
        }
        return Optional.empty();
    }

    /**
     * Why a scenario with memory buffers has no solver: limited memory is solved for one-port stars and binomial
     * trees only (Drozdowski &amp; Wolniewicz 2003), so a buffer carried over from such a scenario names itself.
     */
    private static String memoryReason(Scenario scenario) {
        if (!scenario.limitedMemory()) {
            return "";
        }
        boolean perNode = !scenario.processorDefault().limitedMemory();
        return ": limited memory (buffer B" + (perNode ? " of some processors" : "") + ") is solved only for one-port stars"
                + " and binomial trees without result return (Drozdowski & Wolniewicz 2003); "
                + (perNode ? "reset the per-node values" : "tick \"unlimited memory\"") + " to solve it without";
    }

    /**
     * The {@linkplain CheckedSolve checked} answer: fits memory, validated, never a wrong answer shown as optimal.
     *
     * @throws UnsupportedScenarioException when no solver handles the scenario
     * @throws ScenarioRefusedException when it is refused (memory, precision, an answer failing the validator)
     */
    public Schedule solve(Scenario scenario) {
        return solve(scenario, SolveMonitor.NONE);
    }

    public Schedule solve(Scenario scenario, SolveMonitor monitor) {
        return CheckedSolve.ofThisRun().solve(choose(scenario), scenario, options.monitor(monitor));
    }
}
