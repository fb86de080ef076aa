package org.dltexplorer.core.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Chain;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.model.Star;
import org.dltexplorer.core.model.Network;
import org.junit.jupiter.api.Test;

/** The validator must reject each kind of broken schedule; the schedules here are built by hand. */
class ScheduleValidatorTest {

    // chain 0 - 1, A = 1, S = 0.5, C = 1, V = 2: node 0 computes 1.25 in [0, 1.25]; sends 0.75 in [0, 1.25];
    // node 1 computes 0.75 in [1.25, 2.0]. Hand-checked: not a balanced schedule, but a valid one.
    private final Scenario chain = Scenario.uniform(new Chain(2, 0), 2.0, ProcessorParams.of(1.0), LinkParams.of(0.5, 1.0));

    private ScheduleBuilder valid(Scenario sc) {
        return new ScheduleBuilder(sc, "hand").share(0, 1.25).share(1, 0.75)
                .compute(0, 0, 1.25, 1.25)
                .transfer(0, 1, 0, 1.25, 0.75)
                .compute(1, 1.25, 2.0, 0.75);
    }

    private List<String> violations(Scenario sc, Schedule s) {
        return new ScheduleValidator().validate(sc, s).violations();
    }

    private Schedule edit(Schedule s, UnaryOperator<List<Interval>> change) {
        return new Schedule(s.status(), s.reason(), s.solver(), s.layered(), s.shares(), change.apply(new ArrayList<>(s.timeline())),
                s.makespan(), s.metrics(), s.notes(), s.distributionTree());
    }

    @Test
    void acceptsAHandCheckedSchedule() {
        assertThat(violations(chain, valid(chain).build())).isEmpty();
    }

    @Test
    void rejectsLostLoad() {
        Schedule s = new ScheduleBuilder(chain, "hand").share(0, 1.0).share(1, 0.75)
                .compute(0, 0, 1.0, 1.0).transfer(0, 1, 0, 1.25, 0.75).compute(1, 1.25, 2.0, 0.75).build();
        assertThat(violations(chain, s)).anyMatch(v -> v.contains("sum to"));
    }

    @Test
    void rejectsATooShortTransfer() {
        Schedule s = edit(valid(chain).build(), l -> {
            l.replaceAll(i -> i.activity() == Activity.SEND || i.activity() == Activity.RECEIVE
                    ? new Interval(i.processor(), i.activity(), 0, 1.0, i.load(), i.peer()) : i);
            return l;
        });
        assertThat(violations(chain, s)).anyMatch(v -> v.contains("S + C"));
    }

    @Test
    void rejectsComputingBeforeTheDataArrived() {
        Schedule s = new ScheduleBuilder(chain, "hand").share(0, 1.25).share(1, 0.75)
                .compute(0, 0, 1.25, 1.25).transfer(0, 1, 0, 1.25, 0.75).compute(1, 1.0, 1.75, 0.75).build();
        assertThat(violations(chain, s)).anyMatch(v -> v.contains("not received"));
    }

    @Test
    void rejectsAComputeOfTheWrongLength() {
        Schedule s = new ScheduleBuilder(chain, "hand").share(0, 1.25).share(1, 0.75)
                .compute(0, 0, 1.0, 1.25).transfer(0, 1, 0, 1.25, 0.75).compute(1, 1.25, 2.0, 0.75).build();
        assertThat(violations(chain, s)).anyMatch(v -> v.contains("lasts"));
    }

    @Test
    void rejectsASendWithoutReceive() {
        Schedule s = edit(valid(chain).build(), l -> {
            l.removeIf(i -> i.activity() == Activity.RECEIVE);
            return l;
        });
        assertThat(violations(chain, s)).anyMatch(v -> v.contains("receives"));
    }

    @Test
    void rejectsTwoSendsAtOnceOnOnePort() {
        Scenario star = Scenario.uniform(new Star(2), 3.0, ProcessorParams.of(1.0), LinkParams.of(0, 1.0));
        Schedule s = new ScheduleBuilder(star, "hand").share(0, 1).share(1, 1).share(2, 1)
                .compute(0, 0, 1, 1)
                .transfer(0, 1, 0, 1, 1).compute(1, 1, 2, 1)
                .transfer(0, 2, 0, 1, 1).compute(2, 1, 2, 1).build();
        assertThat(violations(star, s)).anyMatch(v -> v.contains("at once"));
    }

    @Test
    void rejectsExceedingMemory() {
        Scenario limited = chain.withProcessorDefault(new ProcessorParams(1.0, 0.5));
        Scenario originatorUnlimited = limited.withProcessorOverrides(java.util.Map.of(0, ProcessorParams.of(1.0)));
        assertThat(violations(originatorUnlimited, valid(originatorUnlimited).build())).anyMatch(v -> v.contains("B = 0.5"));
    }

    @Test
    void rejectsAnIntervalAfterTheMakespan() {
        Schedule good = valid(chain).build();
        Schedule s = new Schedule(good.status(), null, "hand", false, good.shares(), good.timeline(), 1.5, good.metrics(),
                List.of(), null);
        assertThat(violations(chain, s)).anyMatch(v -> v.contains("after the makespan"));
    }

    @Test
    void requiresReturnsWhenResultsAreReturned() {
        Scenario returning = chain.withLinkDefault(new LinkParams(0.5, 1.0, 0.1));
        assertThat(violations(returning, valid(returning).build())).anyMatch(v -> v.contains("reach the originator"));
    }

    @Test
    void infeasibleNeedsAReason() {
        Schedule s = Schedule.infeasible("hand", "", 2);
        assertThat(violations(chain, s)).isNotEmpty();
        assertThat(violations(chain, Schedule.infeasible("hand", "total memory below the load", 2))).isEmpty();
    }

    // two buses, workers 1 on bus 0 and 2 on bus 1; bus 0: S = 0, C = 1; bus 1: S = 0, C = 2; A = 1, V = 2.
    // On the reshaped network both workers listen to bus 0: messages [0, 1] and [1, 2] of 1 unit each, computing
    // until 2 and 3. Hand-checked against S + C·x and A·x.
    private final Scenario buses = Scenario.uniform(new Bus(List.of(List.of(1), List.of(2))), 2.0, ProcessorParams.of(1.0),
            LinkParams.of(0, 1)).withLinkOverrides(java.util.Map.of(1, LinkParams.of(0, 2)));

    private Schedule onBusZero(Network runsOn) {
        return new ScheduleBuilder(buses, "hand").share(0, 0).share(1, 1).share(2, 1)
                .transfer(0, 1, 0, 1, 1).compute(1, 1, 2, 1)
                .transfer(0, 2, 1, 2, 1).compute(2, 2, 3, 1)
                .network(runsOn).build();
    }

    @Test
    void validatesOnALegitimateReshapedNetwork() {
        Network both = new Bus(List.of(List.of(1, 2), List.of()));
        assertThat(violations(buses, onBusZero(both))).isEmpty();
        // on the scenario's own network worker 2 listens to bus 1, where its message would last 2
        assertThat(violations(buses, onBusZero(null))).anyMatch(v -> v.contains("S + C"));
    }

    @Test
    void rejectsAReshapedNetworkWithAWorkerThatDoesNotExist() {
        Network extra = new Bus(List.of(List.of(1, 3), List.of(2)));
        assertThat(violations(buses, onBusZero(extra))).anyMatch(v -> v.contains("worker 3"));
    }

    @Test
    void rejectsAReshapedNetworkThatLosesAWorkerOrABusOrChangesKind() {
        assertThat(violations(buses, onBusZero(new Bus(List.of(List.of(1), List.of())))))
                .anyMatch(v -> v.contains("worker 2 on 0 buses"));
        assertThat(violations(buses, onBusZero(new Bus(List.of(List.of(1, 2))))))
                .anyMatch(v -> v.contains("1 buses, the scenario 2"));
        assertThat(violations(buses, onBusZero(new Star(2)))).anyMatch(v -> v.contains("not a reshaping"));
    }

    @Test
    void aNetworkDuplicatingAWorkerCannotEvenBeBuilt() {
        // so the validator's "on exactly one bus" check only guards against a reshaping with the wrong worker count
        assertThatThrownBy(() -> new Bus(List.of(List.of(1, 2), List.of(2)))).isInstanceOf(InvalidScenarioException.class);
    }

    @Test
    void aReturnOccupiesItsBus() {
        Scenario returning = buses.withNetwork(new Bus(List.of(List.of(1, 2), List.of())))
                .withLinkDefault(new LinkParams(0, 1, 1));
        // worker 1 returns its unit over [2, 3] while the bus still carries worker 2's message [1, 2.5]
        Schedule clash = new ScheduleBuilder(returning, "hand").share(0, 0).share(1, 1).share(2, 1)
                .transfer(0, 1, 0, 1, 1).compute(1, 1, 2, 1).returnResults(1, 0, 2, 3, 1)
                .transfer(0, 2, 1.5, 2.5, 1).compute(2, 2.5, 3.5, 1).returnResults(2, 0, 3.5, 4.5, 1).build();
        assertThat(violations(returning, clash)).anyMatch(v -> v.contains("link 0 carries"));
    }

    // star, one worker, A = 1, S = 0.2, C = 1, V = 1, two installments 0.4 + 0.6: messages [0, 0.6] and [0.6, 1.4];
    // chunks [0.6, 1.0] and [1.4, 2.0]. Hand-checked: each chunk after its message, one at a time.
    private final Scenario oneWorker = Scenario.uniform(new Star(1), 1.0, ProcessorParams.of(1.0), LinkParams.of(0.2, 1.0));

    private Schedule twoInstallments(double chunk1Start, double chunk2Start) {
        return new ScheduleBuilder(oneWorker, "hand").share(0, 0).share(1, 1.0)
                .transfer(0, 1, 0, 0.6, 0.4).transfer(0, 1, 0.6, 1.4, 0.6)
                .compute(1, chunk1Start, chunk1Start + 0.4, 0.4).compute(1, chunk2Start, chunk2Start + 0.6, 0.6).build();
    }

    @Test
    void acceptsAWorkerComputingTwoInstallmentsInTurn() {
        assertThat(violations(oneWorker, twoInstallments(0.6, 1.4))).isEmpty();
    }

    @Test
    void rejectsASecondChunkComputedBeforeItsMessageArrives() {
        assertThat(violations(oneWorker, twoInstallments(0.6, 1.0))).anyMatch(v -> v.contains("has not received"));
    }

    @Test
    void rejectsTwoChunksComputedAtOnce() {
        assertThat(violations(oneWorker, twoInstallments(1.2, 1.4)))
                .anyMatch(v -> v.contains("processor 1 computes more than 1 chunk(s) at once"));
    }
}
