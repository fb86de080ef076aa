package org.dltexplorer.core.solver;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.dltexplorer.core.model.Feature;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.ScenarioFeatures;
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
 * The registry: picks the solver for a scenario by network kind and {@linkplain ScenarioFeatures features}. The
 * first solver one of whose {@linkplain Solver#capabilities() declared cases} covers the scenario wins, so where two
 * cover it the one listed first (the more specialised) solves it. A scenario no case covers is refused in one line
 * naming the features no solver handles ({@link NoSolverSentence}). New solvers appear in the GUI and CLI by being
 * listed here.
 *
 * <p>Each solver's cases are read once, when the registry is made: they are values, and building them again for every
 * choice cost a map point more than a closed-form solve (a torus is chosen after 23 solvers decline it).
 */
public final class Solvers {

    private final List<Solver> solvers;
    private final List<Declared> declared;
    private final SolveOptions options;

    /** A solver and its cases, as {@link Solver#supports(Scenario, Set)} reads them. */
    private record Declared(Solver solver, List<Capability> cases) {

        Declared(Solver solver) {
            this(solver, List.copyOf(solver.capabilities()));
        }

        boolean supports(Scenario scenario, Set<Feature> features) {
            return Capability.anyCovers(cases, scenario, features);
        }
    }

    public Solvers(List<Solver> solvers) {
        this(solvers, SolveOptions.DEFAULT);
    }

    private Solvers(List<Solver> solvers, List<Declared> declared, SolveOptions options) {
        this.solvers = solvers;
        this.declared = declared;
        this.options = options;
    }

    private Solvers(List<Solver> solvers, SolveOptions options) {
        this.solvers = List.copyOf(solvers);
        this.declared = this.solvers.stream().map(Declared::new).toList();
        this.options = options;
    }

    /** The same solvers, each solve under {@code o} (a time limit per solve). */
    public Solvers withOptions(SolveOptions o) {
        return new Solvers(solvers, declared, o);
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

    /** The first solver that supports {@code scenario}, its features found once. */
    public Optional<Solver> find(Scenario scenario) {
        Set<Feature> features = ScenarioFeatures.of(scenario);
        return first(scenario, features);
    }

    /**
     * Whether some solver would handle {@code scenario} if it had feature {@code f} too: what an editor asks before it
     * offers a key (the per-node editor shows a release time only where a solver declares release times for the
     * scenario as it stands, never from a list of its own).
     */
    public boolean wouldHandle(Scenario scenario, Feature f) {
        java.util.EnumSet<Feature> with = java.util.EnumSet.noneOf(Feature.class);
        with.addAll(ScenarioFeatures.of(scenario));
        with.add(f);
        return first(scenario, with).isPresent();
    }

    /**
     * The solver for {@code scenario}.
     *
     * @throws UnsupportedScenarioException naming the features (and keys) no solver of the kind handles together
     */
    public Solver choose(Scenario scenario) {
        return choose(scenario, ScenarioFeatures.of(scenario));
    }

    /** {@link #choose(Scenario)} for a scenario with {@code features} (tests give features no key sets yet). */
    Solver choose(Scenario scenario, Set<Feature> features) {
        return first(scenario, features).orElseThrow(() -> new UnsupportedScenarioException(NoSolverSentence.of(solvers, scenario, features)));
    }

    private Optional<Solver> first(Scenario scenario, Set<Feature> features) {
        for (Declared d : declared) {
            if (d.supports(scenario, features)) {
                return Optional.of(d.solver());
            }
        }
        return Optional.empty();
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
