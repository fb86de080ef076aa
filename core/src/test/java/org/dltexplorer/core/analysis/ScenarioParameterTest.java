package org.dltexplorer.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.Hypercube;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.KaryTree;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Loop;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Torus2d;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one way to change a parameter: it changes that parameter and nothing else (scenario-format.md, Parameter space). */
class ScenarioParameterTest {

    /** Błażewicz & Drozdowski (1997), Example 2: a chain of 11 processors, originator 5, as the gallery has it. */
    static final String EXAMPLE_2 = """
            {"format": "dlt-scenario", "version": 1, "notation": "w-z-T", "Tcp": 1, "Tcm": 1,
             "network": {"kind": "chain", "processors": 11, "originator": 5},
             "processor": {"w": 1}, "link": {"z": 0.1, "r": 0.05}}""";

    /** The paper prints four decimals; half a unit in the last place. */
    static final double PRINTED = 5e-5;

    private static final LinkParams LINK = LinkParams.of(0.01, 0.2);

    private static Scenario star(int workers) {
        return Scenario.uniform(new Star(workers), 10, ProcessorParams.of(1), LINK);
    }

    @ParameterizedTest
    @ValueSource(strings = {"V", "A", "B", "S", "C", "R", "A[3]", "B[0]", "S[2]", "C[12]", "R[1]", "processors", "workers", "k",
        "layers", "dimension", "levels", "arity", "installments"})
    void everySpecifiedNameParsesToItself(String name) {
        assertThat(ScenarioParameter.parse(name).name()).isEqualTo(name);
    }

    @Test
    void namesAreMatchedWithoutCaseAndAnUnknownNameListsTheNames() {
        assertThat(ScenarioParameter.parse("c[2]")).isEqualTo(ScenarioParameter.parse("C[2]"));
        assertThat(ScenarioParameter.parse("Processors").name()).isEqualTo("processors");
        assertThatThrownBy(() -> ScenarioParameter.parse("speed")).hasMessageStartingWith("unknown parameter 'speed' (one of V, A, B")
                .hasMessageContaining("A[i]").hasMessageContaining("installments");
        assertThatThrownBy(() -> ScenarioParameter.parse("Q[2]")).hasMessageStartingWith("unknown parameter 'Q[2]'");
        assertThatThrownBy(() -> ScenarioParameter.parse("A[-1]")).hasMessageStartingWith("unknown parameter");
    }

    @Test
    void aDefaultReachesEveryElementWithoutItsOwnValueAndOverridesKeepTheirs() {
        Scenario s = star(3).withProcessorOverrides(Map.of(2, ProcessorParams.of(5))).withLinkOverrides(Map.of(1, LinkParams.of(0, 7)));

        Scenario a = ScenarioParameter.parse("A").apply(s, 3).scenario();
        Scenario c = ScenarioParameter.parse("C").apply(s, 0.5).scenario();

        assertThat(a.processor(1).A()).isEqualTo(3);
        assertThat(a.processor(3).A()).isEqualTo(3);
        assertThat(a.processor(2).A()).isEqualTo(5);
        assertThat(c.link(2).C()).isEqualTo(0.5);
        assertThat(c.link(1).C()).isEqualTo(7);
        assertThat(a.strategy()).isEqualTo(s.strategy());
    }

    @Test
    void whenEveryElementHasItsOwnValueTheDefaultIsRefusedNamingTheElementParameters() {
        Scenario s = star(2).withProcessorOverrides(Map.of(0, ProcessorParams.of(1), 1, ProcessorParams.of(2), 2, ProcessorParams.of(3)))
                .withLinkOverrides(Map.of(1, LinkParams.of(0, 1), 2, LinkParams.of(0, 2)));

        assertThatThrownBy(() -> ScenarioParameter.parse("A").apply(s, 2)).isInstanceOf(InvalidScenarioException.class)
                .hasMessage("A: every processor has its own A, so the default reaches none: change A[0]…A[2] instead");
        assertThatThrownBy(() -> ScenarioParameter.parse("C").current(s))
                .hasMessage("C: every link has its own C, so the default reaches none: change C[1]…C[2] instead");
        assertThat(ScenarioParameter.parse("A[1]").apply(s, 9).scenario().processor(1).A()).isEqualTo(9);
    }

    @Test
    void anElementParameterChangesThatElementOnly() {
        Scenario s = star(4);

        Scenario changed = ScenarioParameter.parse("C[2]").apply(s, 0.9).scenario();

        assertThat(changed.link(2)).isEqualTo(LinkParams.of(0.01, 0.9));
        assertThat(changed.link(1)).isEqualTo(LINK);
        assertThat(changed.link(3)).isEqualTo(LINK);
        assertThat(changed.linkDefault()).isEqualTo(LINK);
        assertThat(ScenarioParameter.parse("B[3]").apply(s, 4).scenario().processor(3).B()).isEqualTo(4);
        assertThat(ScenarioParameter.parse("B[3]").apply(s, 4).scenario().processor(2).limitedMemory()).isFalse();
    }

    @Test
    void badNamesForThisScenarioAreOneLineNamingTheParameter() {
        assertThatThrownBy(() -> ScenarioParameter.parse("A[99]").apply(star(5), 1))
                .hasMessage("A[99]: no processor 99 in this star of 5 workers");
        assertThatThrownBy(() -> ScenarioParameter.parse("C[0]").apply(star(5), 1))
                .hasMessage("C[0]: no link 0 in this star of 5 workers (links C[1]…C[5])");
        Scenario torus = Scenario.uniform(new Torus2d(2), 1, ProcessorParams.of(1), LINK);
        assertThatThrownBy(() -> ScenarioParameter.parse("A[3]").apply(torus, 1))
                .hasMessage("A[3]: the torus2d network is homogeneous: change A instead");
        assertThatThrownBy(() -> ScenarioParameter.parse("workers").apply(torus, 1))
                .hasMessage("workers: does not apply to a torus2d network (its size: k)");
        Scenario bus = Scenario.uniform(new Bus(List.of(List.of(1, 2))), 1, ProcessorParams.of(1), LINK);
        assertThatThrownBy(() -> ScenarioParameter.parse("workers").check(bus)).hasMessageStartingWith("workers: does not apply to a bus network");
        assertThatThrownBy(() -> ScenarioParameter.parse("installments").apply(torus, 2))
                .hasMessage("installments: does not apply to a torus2d network (it applies to: star)");
    }

    @Test
    void badValuesAreOneLineNamingTheParameter() {
        assertThatThrownBy(() -> ScenarioParameter.parse("A").apply(star(2), -1)).hasMessage("A: must be a number > 0, got -1.0");
        assertThatThrownBy(() -> ScenarioParameter.parse("C[1]").apply(star(2), -1)).hasMessage("C[1]: must be a number >= 0, got -1.0");
        assertThatThrownBy(() -> ScenarioParameter.parse("workers").apply(star(2), 0)).hasMessage("workers: must be >= 1, got 0");
        assertThatThrownBy(() -> ScenarioParameter.parse("workers").apply(star(2), 2.5)).hasMessage("workers: must be a whole number, got 2.5");
        assertThatThrownBy(() -> ScenarioParameter.parse("V").apply(star(2), 0)).hasMessage("V: must be a number > 0, got 0.0");
        assertThatThrownBy(() -> ScenarioParameter.parse("installments").apply(star(2), 0)).hasMessageStartingWith("installments: must be an integer");
    }

    @Test
    void aChainKeepsItsInsideOriginatorAtTheSameRelativePositionRoundedDown() {
        Scenario s = Scenario.uniform(new Chain(11, 5), 1, ProcessorParams.of(1), LINK);
        ScenarioParameter processors = ScenarioParameter.parse("processors");

        ParameterChange bigger = processors.apply(s, 21);
        ParameterChange smaller = processors.apply(s, 6);

        assertThat(bigger.scenario().network()).isEqualTo(new Chain(21, 10)); // 5/10 of the way along 0..20
        assertThat(smaller.scenario().network()).isEqualTo(new Chain(6, 2)); // 5/10 of 0..5 = 2.5, rounded down
        assertThat(smaller.note()).isEqualTo("originator at processor 2 of 0..5 (5 of 0..10 in the scenario)");
        assertThat(processors.apply(s, 1).scenario().network()).isEqualTo(new Chain(1, 0));
        assertThat(processors.apply(s, 11).note()).isEmpty();
    }

    @Test
    void aChainsEndOriginatorStaysAtItsEndWithoutANote() {
        ScenarioParameter processors = ScenarioParameter.parse("processors");
        Scenario first = Scenario.uniform(new Chain(5, 0), 1, ProcessorParams.of(1), LINK);
        Scenario last = Scenario.uniform(new Chain(5, 4), 1, ProcessorParams.of(1), LINK);

        assertThat(processors.apply(first, 9).scenario().network()).isEqualTo(new Chain(9, 0));
        assertThat(processors.apply(last, 9).scenario().network()).isEqualTo(new Chain(9, 8));
        assertThat(processors.apply(last, 3).scenario().network()).isEqualTo(new Chain(3, 2));
        assertThat(processors.apply(last, 9).note()).isEmpty();
    }

    @Test
    void resizingKeepsTheOverridesThatStillNameAnElementAndTheStrategy() {
        Scenario s = star(4).withProcessorOverrides(Map.of(1, ProcessorParams.of(3), 4, ProcessorParams.of(5)))
                .withStrategy(star(4).strategy().withInstallments(3));

        Scenario smaller = ScenarioParameter.parse("workers").apply(s, 2).scenario();

        assertThat(smaller.processorOverrides()).isEqualTo(Map.of(1, ProcessorParams.of(3)));
        assertThat(smaller.strategy()).isEqualTo(s.strategy());
        assertThat(ScenarioParameter.parse("installments").apply(s, 5).scenario().strategy().installments()).isEqualTo(5);
        assertThat(ScenarioParameter.parse("installments").apply(s, 5).scenario().strategy().ports()).isEqualTo(s.strategy().ports());
    }

    /** Błażewicz & Drozdowski (1997), Example 2 prints 0.2699; the sweep at the chain's own size must say the same. */
    @Test
    void example2SweptOverProcessorsAtItsOwnSizeIsWhatSolveGives() {
        Scenario s = new ScenarioReader().read(EXAMPLE_2);
        Schedule solved = Solvers.standard().solve(s);

        List<SweepPoint> swept = new Sweep(Solvers.standard()).run(s, ScenarioParameter.parse("processors"), new double[] {11});

        assertThat(solved.makespan()).isCloseTo(0.2699, within(PRINTED));
        assertThat(swept.get(0).outcome().makespan()).isEqualTo(solved.makespan());
        assertThat(swept.get(0).outcome().status()).isEqualTo(solved.status());
        assertThat(swept.get(0).outcome().reason()).isEmpty();
    }

    /** The scenarios of every kind with a size, each given overrides where the kind takes them. */
    static List<Scenario> scenarios() {
        Scenario chain = Scenario.uniform(new Chain(7, 3), 2, ProcessorParams.of(1), LINK)
                .withProcessorOverrides(Map.of(2, ProcessorParams.of(2))).withLinkOverrides(Map.of(4, LinkParams.of(0, 0.5)));
        return List.of(chain, Scenario.uniform(new Loop(5), 1, ProcessorParams.of(1), LINK),
                star(4).withStrategy(star(4).strategy().withInstallments(2)).withLinkOverrides(Map.of(2, LinkParams.of(0.1, 0.3))),
                star(3), Scenario.uniform(new Torus2d(2), 1, ProcessorParams.of(1), LINK),
                Scenario.uniform(new Mesh(4, 2, 2), 1, ProcessorParams.of(1), LINK),
                Scenario.uniform(new Hypercube(3), 1, ProcessorParams.of(1), LINK),
                Scenario.uniform(new KaryTree(2, 3), 1, ProcessorParams.of(1), LinkParams.of(0, 0.2)));
    }

    @Test
    void theScenariosOwnValueGivesAnEqualScenarioForEveryParameterThatApplies() {
        int checked = 0;
        for (Scenario s : scenarios()) {
            for (ScenarioParameter p : applicable(s)) {
                ParameterChange own = p.apply(s, p.current(s));
                assertThat(own.scenario()).as(p.name() + " on " + s.network()).isEqualTo(s);
                assertThat(own.note()).as(p.name()).isEmpty();
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(60);
    }

    /** Every parameter name that applies to {@code s}, element names for every processor and link. */
    static List<ScenarioParameter> applicable(Scenario s) {
        List<ScenarioParameter> all = new java.util.ArrayList<>();
        for (String n : ScenarioParameter.names()) {
            if (n.endsWith("[i]") || n.endsWith("[j]")) {
                String f = n.substring(0, 1);
                boolean processor = n.endsWith("[i]");
                int ids = (int) Math.min(200, s.network().processorCount());
                for (int id = 0; id < ids; id++) {
                    all.add(ScenarioParameter.parse(f + "[" + id + "]"));
                }
                if (!processor) {
                    all.add(ScenarioParameter.parse(f + "[" + ids + "]"));
                }
            } else {
                all.add(ScenarioParameter.parse(n));
            }
        }
        return all.stream().filter(p -> p.appliesTo(s)).toList();
    }
}
