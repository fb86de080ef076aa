package org.dltexplorer.core.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Mesh;
import org.dltexplorer.core.model.Notation;
import org.dltexplorer.core.model.NotationConversion;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.schedule.Schedule;
import org.junit.jupiter.api.Test;

/**
 * Issue 24, fuzz seeds 34 and 35: a non-zero value too small to compute with is refused in one line, as written and
 * in every other way of writing the scenario, instead of being rounded to 0 by the units in some of them.
 */
class ValueFloorTest {

    private final Solvers solvers = Solvers.standard();
    private final ScenarioReader reader = new ScenarioReader();

    /** Fuzz seed 34, case 84186, without the reader: 4.09 as written, 2.56 with every time ×10^6. */
    private static final Scenario MESH = Scenario.uniform(new Mesh(4, 5, 3), 1, ProcessorParams.of(18.28966218508566),
            new LinkParams(0.884979174116881, 1.343015789474193, 4.9E-324));

    @Test
    void aSubnormalReturnRateIsRefusedAsRead() {
        assertThatThrownBy(() -> reader.read("""
                {"format":"dlt-scenario","version":1,"network":{"kind":"mesh","ports":4,"layers":5,"dimensions":3},
                 "processor":{"A":18.28966218508566},"link":{"C":1.343015789474193,"S":0.884979174116881,"R":4.9E-324}}"""))
                .isInstanceOf(InvalidScenarioException.class)
                .hasMessage("link.R: 4.9E-324 is below 2.2e-308, the smallest normal double (where digits are lost): "
                        + "too small to compute with; write 0 or a value in other units");
    }

    @Test
    void aSubnormalReturnRateIsRefusedInEveryForm() {
        // times ×10^6 leaves R subnormal (4.9e-318), and the units (2^-7 per time unit there) then rounded it to 0
        Scenario timesScaled = MESH.withProcessorDefault(ProcessorParams.of(18.28966218508566e6))
                .withLinkDefault(new LinkParams(0.884979174116881e6, 1.343015789474193e6, 4.9E-318));
        for (Scenario s : new Scenario[] {MESH, timesScaled}) {
            assertThatThrownBy(() -> solvers.solve(s)).isInstanceOf(ScenarioRefusedException.class)
                    .hasMessageStartingWith("link R = 4.9e-3").hasMessageContaining("is below 2.2e-308");
        }
    }

    @Test
    void aValueFarBelowItsScaleIsRefusedInEveryForm() {
        // fuzz seed 35, case 3919: C = 2.2e-308 (normal) beside A = 1.2e13, C/A = 1.9e-321: 1.0625802e11 as written
        // and 1.0635218e11 with times ×1000, both "optimal"; the ratio is the same in both, and so is the refusal
        Scenario star = reader.read("""
                {"format":"dlt-scenario","version":1,"network":{"kind":"star","workers":5},"load":0.05319539334760536,
                 "processor":{"A":1.196913015867554E13,"B":1.5076710295670543E13},"link":{"C":2.2250738585072014E-308}}""");
        Scenario times1000 = star.withProcessorDefault(new ProcessorParams(1.196913015867554E16, 1.5076710295670543E13))
                .withLinkDefault(LinkParams.of(0, 2.2250738585072014E-305));
        for (Scenario s : new Scenario[] {star, times1000}) {
            assertThatThrownBy(() -> solvers.solve(s)).isInstanceOf(ScenarioRefusedException.class)
                    .hasMessageStartingWith("link C = 2.2").hasMessageContaining("of the fastest computing A = 1.2e+1")
                    .hasMessageContaining("below 4.5e-308");
        }
    }

    @Test
    void aSmallValueWithinTheRangeOfItsScaleIsAnswered() {
        // C/A = 1e-300: its own units keep it a normal double (and the answer is as if C were 0: A·V/6)
        Scenario star = Scenario.uniform(new Star(5), 1, ProcessorParams.of(1e10), LinkParams.of(0, 1e-290));
        Schedule s = solvers.solve(star);
        assertThat(s.makespan()).isCloseTo(1e10 / 6, org.assertj.core.api.Assertions.within(1e10 / 6 * 1e-9));
    }

    @Test
    void aTimeIsComparedWithAVWithoutUnderflowingOnTheWay() {
        // fuzz seed 37, case 39620: S = 6.7e-86 beside A = 1.8e308 and V = 2.2e-308 (A·V = 4): S/A underflowed to 0
        // and the bus was refused as "0 of A·V" although S/(A·V) = 1.7e-86
        assertThat(ValueFloor.quotient(6.7496393322805E-86, 1.7976931348623157E308, 2.2250738585072014E-308))
                .isCloseTo(6.7496393322805E-86 / 4.0, org.assertj.core.api.Assertions.within(1e-100));
        assertThat(ValueFloor.quotient(1, 0x1p-600, 0x1p-600)).isInfinite();
        assertThat(ValueFloor.quotient(0x1p-1000, 0x1p100, 1)).isZero();
        Scenario bus = new org.dltexplorer.core.io.ScenarioReader().read("""
                {"format":"dlt-scenario","version":1,"network":{"kind":"bus","buses":[[1,2]]},
                 "load":2.2250738585072014E-308,"processor":{"A":1.7976931348623157E308},
                 "link":{"C":1.761214818259454E71,"S":6.7496393322805E-86,"R":1.0E15},"strategy":{"order":"given"}}""");
        ValueFloor.check(bus);
    }

    @Test
    void theUnitsStillTakeASubnormalAtItsOwnExponent() {
        assertThat(ScenarioUnits.exponent(4.9E-324)).isEqualTo(-1074);
        assertThat(ScenarioUnits.exponent(Double.MIN_NORMAL / 3)).isEqualTo(-1024);
    }

    @Test
    void wzTRefusesAReturnRateThatWouldRoundToZeroThere() {
        // fuzz seeds 34 (case 164229) and 35 (case 39883): a loop with R = 4.9e-324; in w-z-T R·V rounded to 0 and
        // the loop came back without returns (0.015755 → 0.013711). A normal R whose R·V is not normal is refused.
        Scenario loop = reader.read("""
                {"format":"dlt-scenario","version":1,"network":{"kind":"loop","processors":9},"load":1.0E-10,
                 "processor":{"A":1.149790717131402},"link":{"C":1.0E-300,"S":0.012689474658060074,"R":1.0E-300}}""");
        assertThatThrownBy(() -> NotationConversion.convert(loop, Notation.W_Z_T))
                .isInstanceOf(InvalidScenarioException.class)
                .hasMessageStartingWith("link.C: is 1.0E-300, and C·V = ")
                .hasMessageContaining("beyond the range of double precision");
    }
}
