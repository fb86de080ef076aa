package org.dltexplorer.core.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Graph;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Metrics;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleValidator;
import org.dltexplorer.core.schedule.Share;
import org.dltexplorer.core.schedule.Status;
import org.junit.jupiter.api.Test;

/**
 * Issue 14's failure classes, each with the exact input that showed it: every answer of {@link Solvers#solve} has
 * passed the validator or is refused with one sentence.
 */
class CheckedSolveTest {

    private final Solvers solvers = Solvers.standard();

    private static Scenario chainWithFastSecond(double a1) {
        return Scenario.uniform(new Chain(2, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1))
                .withProcessorOverrides(Map.of(1, ProcessorParams.of(a1)));
    }

    @Test
    void aChainProcessorWithAOf1eMinus15IsAnsweredWithItsTrueMakespan() {
        // the solver's schedule had processor 0 send 4e-4 units it never had (makespan 0.5004 instead of 0.5) and was
        // refused: the fast processor's load came from (T − arrival)/A, which multiplies the round-off of T by 10^15;
        // it is now what it receives minus what it forwards. Both finish together: α0 = α1·(1 + 1e-15), T = α0.
        Schedule s = solvers.solve(chainWithFastSecond(1e-15));
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.makespan()).isCloseTo(0.5, within(1e-12));
        assertThat(s.loadOf(1)).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void aChainWhoseLastProcessorIs1e12TimesFasterIsAnswered() {
        // was refused: "processor 0 sends or computes 4.9e-5 units it has not received by t = 0". P0 and P1 have
        // A = C = 1, P2 computes 10^12 times faster: α0 = T, (α1 + α2) + α1 = T, (α1 + α2) + α2 ≈ T, so α1 = α2,
        // T = 3/5
        Scenario chain = Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1))
                .withProcessorOverrides(Map.of(2, ProcessorParams.of(1e-12)));
        Schedule s = solvers.solve(chain);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.makespan()).isCloseTo(0.6, within(1e-11));
        assertThat(s.loadOf(1)).isCloseTo(0.2, within(1e-11));
        assertThat(s.loadOf(2)).isCloseTo(0.2, within(1e-11));
    }

    @Test
    void aChainProcessorWithAOf1eMinus16WasDroppedForTwiceTheMakespanAndIsRefused() {
        // the answer was "optimal" with makespan 1, twice the true 0.5: valid, so only the ratio can catch it
        assertThatThrownBy(() -> solvers.solve(chainWithFastSecond(1e-16)))
                .isInstanceOf(ScenarioRefusedException.class)
                .hasMessageContaining("A·V/A·V = 1e+16")
                .hasMessageContaining("beyond double precision");
    }

    @Test
    void aChainWithAOf1eMinus6IsStillAnsweredNearTheTrueHalf() {
        Schedule s = solvers.solve(chainWithFastSecond(1e-6));
        // both finish together: α0·1 = α1·(1 + 1e-6), α0 + α1 = 1: α0 = (1 + 1e-6) / (2 + 1e-6)
        // the recursion subtracts nearly equal times: about 1e-16 · 1e6 of round-off is expected
        assertThat(s.makespan()).isCloseTo((1 + 1e-6) / (2 + 1e-6), within(1e-9));
    }

    @Test
    void aLoopSpanning1eMinus300To1e300IsRefusedInsteadOfLoadsSummingTo1e284() {
        Scenario s = Scenario.uniform(new Loop(5), 1, ProcessorParams.of(1e-300), LinkParams.of(0, 1e300));
        assertThatThrownBy(() -> solvers.solve(s)).isInstanceOf(ScenarioRefusedException.class)
                .hasMessageContaining("C·V/A·V = more than 1.8e308 (link C·V = 1e+300 against processor A·V = 1e-300)");
    }

    @Test
    void aStarWithStartup1e18AndBuffersIsRefusedInsteadOfBreakingABuffer() {
        for (double startup : new double[] {1e18, 1e19}) {
            Scenario s = Scenario.uniform(new Star(3), 1, new ProcessorParams(1, 0.4), LinkParams.of(startup, 1));
            assertThatThrownBy(() -> solvers.solve(s)).isInstanceOf(ScenarioRefusedException.class)
                    .hasMessageContaining("S/A·V = 1e+1");
        }
    }

    @Test
    void aStarWithStartup1e12AndBuffersGetsAValidatedAnswer() {
        Scenario s = Scenario.uniform(new Star(3), 1, new ProcessorParams(1, 0.4), LinkParams.of(1e12, 1));
        Schedule answer = solvers.solve(s);
        assertThat(new ScheduleValidator().validate(s, answer).violations()).isEmpty();
        for (double x : answer.loads()) {
            assertThat(x).isBetween(0.0, 0.4 + 1e-12);
        }
    }

    @Test
    void aLoadWhoseProductWithAUnderflowsIsRefusedInsteadOfMakespanZero() {
        Scenario s = Scenario.uniform(new Chain(3, 0), 1e-200, ProcessorParams.of(1e-200), LinkParams.of(0, 1e-200));
        assertThatThrownBy(() -> solvers.solve(s)).isInstanceOf(ScenarioRefusedException.class)
                .hasMessageContaining("beyond the range of double precision");
    }

    @Test
    void tinyUnitsAreSolvedInTheScenariosOwnUnitsAndGiveTheSameLoads() {
        Scenario unit = Scenario.uniform(new Chain(4, 0), 1, ProcessorParams.of(1), LinkParams.of(0.01, 0.2));
        // the same scenario in units 2^-100 of load and 2^-200 of time
        Scenario tiny = Scenario.uniform(new Chain(4, 0), 0x1p-100, ProcessorParams.of(0x1p-100),
                LinkParams.of(0.01 * 0x1p-200, 0.2 * 0x1p-100));
        Schedule a = solvers.solve(unit);
        Schedule b = solvers.solve(tiny);
        assertThat(b.makespan()).isEqualTo(Math.scalb(a.makespan(), -200));
        for (int i = 0; i < 4; i++) {
            assertThat(b.loadOf(i)).isEqualTo(Math.scalb(a.loadOf(i), -100));
        }
    }

    @Test
    void layeredCountsBeyondALongAreRefusedInsteadOfSaturatingAt2To63() {
        Scenario torus = Scenario.uniform(new Torus2d(30), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        Scenario mesh = Scenario.uniform(new Mesh(4, 40, 2), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        for (Scenario s : List.of(torus, mesh)) {
            assertThatThrownBy(() -> solvers.solve(s)).isInstanceOf(ScenarioRefusedException.class)
                    .hasMessageContaining("processors is more than a count holds (2^63 − 1 ≈ 9.2e18)");
        }
    }

    @Test
    void sizesBeyondTheHeapAreRefusedBeforeAllocatingWithSizeNeedAndLimit() {
        MemoryBudget sixGb = new MemoryBudget(6L << 30);
        Scenario chain = Scenario.uniform(new Chain(200_000_000, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1));
        assertThatThrownBy(() -> new CheckedSolve(sixGb).solve(new org.dltexplorer.core.solver.linear.ChainSolver(),
                chain, SolveMonitor.NONE)).isInstanceOf(ScenarioRefusedException.class)
                .hasMessageMatching("a chain of 200000000 processors needs about \\d+ GB; this run has 6 GB \\(-Xmx\\)");
        Scenario kary = Scenario.uniform(new KaryTree(21, 2), 1, ProcessorParams.of(1), LinkParams.of(0, 0.1));
        assertThatThrownBy(() -> new MemoryBudget(1L << 30).check(kary))
                .hasMessageStartingWith("a kary-tree of 4194303 processors needs about");
    }

    @Test
    void sweepStepsAndPixelsBeyondTheHeapAreRefused() {
        Scenario chain = Scenario.uniform(new Chain(3, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1));
        MemoryBudget budget = new MemoryBudget(2L << 30);
        assertThatThrownBy(() -> budget.checkSweep(chain, 100_000_000))
                .hasMessageStartingWith("a sweep of 100000000 steps needs about").hasMessageEndingWith("this run has 2 GB (-Xmx)");
        assertThatThrownBy(() -> budget.checkPixels(100_000, 100_000))
                .hasMessageStartingWith("a 100000 × 100000 pixel image needs about");
        budget.checkSweep(chain, 1000);
        budget.checkPixels(4000, 3000);
    }

    @Test
    void aGraphsNeedCountsItsLinksNotOnlyItsNodes() {
        // 2000 nodes joined by 200 000 links (parallel ones included): the links are what fills the heap
        List<int[]> pairs = new java.util.ArrayList<>();
        for (int k = 0; k < 200_000; k++) {
            pairs.add(new int[] {k % 2000, (k + 1 + k / 2000) % 2000});
        }
        Scenario dense = Scenario.uniform(Graph.of(2000, pairs, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1));
        assertThatThrownBy(() -> new MemoryBudget(100L << 20).check(dense)).isInstanceOf(ScenarioRefusedException.class)
                .hasMessage("a graph of 2000 nodes and 200000 links needs about 106 MB; this run has 100 MB (-Xmx)");
    }

    @Test
    void theEstimatesCoverWhatLoopsAndGraphsOfAMillionWereMeasuredToNeed() {
        // measured (MemoryBudget's Javadoc): a loop of 10^6 solves, validates and prints in 200 MB, a path of 10^6
        // nodes in 400 MB; the estimate must not be below that, nor refuse far too early
        Scenario loop = Scenario.uniform(new Loop(1_000_000), 1, ProcessorParams.of(1), LinkParams.of(0, 1e-3));
        assertThat(MemoryBudget.need(loop)).isBetween(200L << 20, 3 * (200L << 20));
        List<int[]> path = new java.util.ArrayList<>();
        for (int i = 1; i < 1_000_000; i++) {
            path.add(new int[] {i - 1, i});
        }
        Scenario graph = Scenario.uniform(Graph.of(1_000_000, path, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1e-3));
        assertThat(MemoryBudget.need(graph)).isBetween(400L << 20, 3 * (400L << 20));
    }

    @Test
    void aGraphDeclaring1e9NodesIsRefusedByItsEdgesBeforeAnyNodeArray() {
        assertThatThrownBy(() -> Graph.of(1_000_000_000, List.<int[]>of(new int[] {0, 1}), 0))
                .isInstanceOf(InvalidScenarioException.class)
                .hasMessageContaining("a connected graph of 1000000000 nodes needs at least 999999999 edges, got 1");
    }

    @Test
    void aRoundOffNegativeLoadIsClampedOnlyWhenTheClampedScheduleStillPasses() {
        // a star answer with a tiny negative share whose compute interval ends before it starts
        List<Share> shares = List.of(Share.of(0, 0.5), Share.of(1, 0.5), Share.of(2, -1e-17));
        List<Interval> timeline = List.of(new Interval(0, Activity.COMPUTE, 0, 0.5, 0.5, Interval.NO_PEER),
                new Interval(2, Activity.COMPUTE, 0.25, 0.25 - 1e-17, -1e-17, Interval.NO_PEER));
        Schedule s = new Schedule(Status.OPTIMAL, null, "t", false, shares, timeline, 0.5,
                Metrics.NONE, List.of(), null);
        Schedule c = CheckedSolve.clampedRoundOff(s);
        assertThat(c.loadOf(2)).isZero();
        assertThat(c.timeline().get(1).end()).isEqualTo(0.25);
        assertThat(c.timeline().get(1).load()).isZero();
        assertThat(CheckedSolve.clampedRoundOff(c)).isSameAs(c);
    }

    /** A solver whose LP gets an infinite coefficient (as an inverted subnormal rate gives), or fails otherwise. */
    private static Solver failingWith(Runnable failure) {
        return new Solver() {
            @Override
            public String name() {
                return "test solver";
            }

            @Override
            public java.util.List<Capability> capabilities() {
                return java.util.List.of(Capability.of(org.dltexplorer.core.model.NetworkKind.CHAIN,
                        org.dltexplorer.core.model.NetworkKind.values()).handling(org.dltexplorer.core.model.Feature.values()));
            }

            @Override
            public Schedule solve(Scenario scenario, SolveMonitor monitor) {
                failure.run();
                throw new AssertionError("the failure did not throw");
            }
        };
    }

    @Test
    void anLpWithAnInfiniteCoefficientIsRefusedInOneLineWhicheverSolverBuildsIt() {
        Scenario chain = Scenario.uniform(new Chain(2, 0), 1, ProcessorParams.of(1), LinkParams.of(0, 1));
        Solver infiniteCoefficient = failingWith(() -> {
            org.ojalgo.optimisation.ExpressionsBasedModel model = new org.ojalgo.optimisation.ExpressionsBasedModel();
            model.addExpression("e").set(model.addVariable("x"), Double.POSITIVE_INFINITY);
        });
        assertThatThrownBy(() -> CheckedSolve.ofThisRun().solve(infiniteCoefficient, chain, SolveMonitor.NONE))
                .isInstanceOf(ScenarioRefusedException.class).hasMessageContaining("test solver")
                .hasMessageContaining("beyond double precision").hasMessageNotContaining("\n");
        // a NumberFormatException of our own is a bug, not a refusal: it stays what it is
        Solver ownBug = failingWith(() -> Integer.parseInt("x"));
        assertThatThrownBy(() -> CheckedSolve.ofThisRun().solve(ownBug, chain, SolveMonitor.NONE))
                .isExactlyInstanceOf(NumberFormatException.class);
    }

    /** Issue 24's star: no processor block, so the file's default is its idle originator's A. */
    private static Scenario idleOriginatorStar(String a0) {
        return new org.dltexplorer.core.io.ScenarioReader().read("""
                {"format":"dlt-scenario","version":1,"network":{"kind":"star","workers":2},"load":10,
                 "processors":[{"id":0,"A":%s},{"id":1,"A":1},{"id":2,"A":1}],
                 "links":[{"id":1,"C":1,"R":0.5},{"id":2,"C":1,"R":0.5}],
                 "strategy":{"ports":"one","order":"given","originatorComputes":false}}""".formatted(a0));
    }

    @Test
    void anIdleOriginatorsAHasNoSayInTheAnswer() {
        // answered 25 (one worker) with A_0 = 1e9: the time unit was A_0·V, every worker's A became 2^-29 units and
        // the LP's tolerances dropped the second worker. Optimum as the issue measured it with A_0 <= 1e8: 115/7
        // (worker 1 gets 40/7, worker 2 30/7; worker 2's results end at 10 + 30/7 + 15/7)
        for (String a0 : List.of("1", "1e8", "1e9", "1e12")) {
            Schedule s = solvers.solve(idleOriginatorStar(a0));
            assertThat(s.status()).as("A_0 = " + a0).isEqualTo(Status.OPTIMAL);
            assertThat(s.makespan()).as("A_0 = " + a0).isCloseTo(115.0 / 7, within(1e-9));
        }
    }

    @Test
    void theTimeUnitComesFromTheFastestProcessorThatComputes() {
        // exponent(10) = 3; the workers' A = 1 (exponent 0), whatever the idle originator's A or the file's default
        assertThat(ScenarioUnits.of(idleOriginatorStar("1e12"))).isEqualTo(new ScenarioUnits(3, 3));
        Scenario computing = idleOriginatorStar("1e-3").withStrategy(idleOriginatorStar("1").strategy()
                .withOriginatorComputes(true));
        assertThat(ScenarioUnits.of(computing)).isEqualTo(new ScenarioUnits(3, 3 + Math.getExponent(1e-3)));
        // a default block that every processor overrides has no say either
        Scenario unusedDefault = idleOriginatorStar("1").withProcessorDefault(ProcessorParams.of(1e-9));
        assertThat(ScenarioUnits.of(unusedDefault)).isEqualTo(new ScenarioUnits(3, 3));
    }

    @Test
    void theRatioCheckCountsOnlyWhatComputesAndWhatIsUsed() {
        // an idle originator's A = 1e-12 next to C = 1e4: the span was C·V/A_0·V = 1e16 and the star was refused,
        // though nothing computes at that speed; the workers' span is 1e4. As many ways to write the same star:
        // optimum as with A_0 = 1 (the originator does not compute either way)
        Scenario plain = idleOriginatorStar("1").withLinkOverrides(Map.of(1, LinkParams.of(0, 1e4).withR(0.5),
                2, LinkParams.of(0, 1e4).withR(0.5)));
        double expected = solvers.solve(plain).makespan();
        Scenario idleFast = plain.withProcessorOverrides(Map.of(0, ProcessorParams.of(1e-12), 1, ProcessorParams.of(1),
                2, ProcessorParams.of(1)));
        assertThat(RateSpan.of(idleFast).ratio()).isCloseTo(1e4, within(1e-6));
        assertThat(solvers.solve(idleFast).makespan()).isCloseTo(expected, within(1e-9 * expected));
        // a default block every processor and link overrides has no say in the ratio
        Scenario unusedDefaults = plain.withProcessorDefault(ProcessorParams.of(1e-12))
                .withLinkDefault(LinkParams.of(1e300, 1e300));
        assertThat(RateSpan.of(unusedDefaults).ratio()).isCloseTo(1e4, within(1e-6));
        assertThat(solvers.solve(unusedDefaults).makespan()).isCloseTo(expected, within(1e-9 * expected));
    }

    @Test
    void theRatioIsTakenPerUnitOfLoadSoThatNoTimeForTheWholeLoadOverflows() {
        // fuzz seed 34 with issue 24's stricter relations: a K-ary chain of 6 with V = 1.8e308, A = 5.84 and the
        // originator's A = 0.045: every A·V but the originator's overflowed, the span was ∞/8.2e306 and the file was
        // refused as "beyond double precision", though answered 8.1464e300 with every time ×10^-6. Its A are 129
        // apart (C/A_min = 779); the makespan 8.1464e306 is a double.
        Scenario chain = new org.dltexplorer.core.io.ScenarioReader().read("""
                {"format":"dlt-scenario","version":1,"network":{"kind":"kary-tree","arity":1,"levels":6},
                 "load":1.7976931348623157E308,"processor":{"A":5.84107636626202},"link":{"C":35.33351540440372},
                 "processors":[{"id":0,"A":0.04536676582031066}]}""");
        assertThat(RateSpan.of(chain).ratio()).isCloseTo(35.33351540440372 / 0.04536676582031066, within(1e-9));
        assertThat(solvers.solve(chain).makespan()).isCloseTo(8.146412866363685E306, within(1e-9 * 8.1464e306));
    }

    @Test
    void aLinkDefaultInANetworkWithoutLinksHasNoSayInTheRatio() {
        // fuzz case 2138 (seed 27): a chain of one processor with A = 1e-16 next to a link default C = 1 it does not
        // have was refused for C·V/A·V = 1e16; it is the originator alone, V·A
        Scenario alone = Scenario.uniform(new Chain(1, 0), 1, ProcessorParams.of(1e-16), LinkParams.of(0, 1));
        assertThat(RateSpan.of(alone).ratio()).isEqualTo(1.0);
        Schedule s = solvers.solve(alone);
        assertThat(s.status()).isEqualTo(Status.OPTIMAL);
        assertThat(s.makespan()).isCloseTo(1e-16, within(1e-25));
    }
}
