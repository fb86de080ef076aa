package org.dltexplorer.core.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Scenario;
import org.junit.jupiter.api.Test;

/**
 * The validator's rules of the scenario format's <em>Beyond the papers</em>, on schedules written by hand: one worker
 * (A = 1, S = 0, C = 1) computes 2 units sent by an originator that does not compute; each test breaks one rule.
 */
class BeyondThePapersValidationTest {

    private final ScheduleValidator validator = new ScheduleValidator();

    private static Scenario star(String processor, String strategy) {
        return new ScenarioReader().read("{\"format\": \"dlt-scenario\", \"version\": 1, \"network\": {\"kind\": \"star\","
                + " \"workers\": 1}, \"load\": 2, \"processor\": {\"A\": 1" + processor + "}, \"link\": {\"S\": 0, \"C\": 1},"
                + " \"strategy\": {\"originatorComputes\": false" + strategy + "}}");
    }

    /** Sent in [0, 2], computed in [start, end]. */
    private static Schedule oneWorker(Scenario s, double start, double end) {
        return new ScheduleBuilder(s, "hand").share(0, 0).share(1, 2).transfer(0, 1, 0, 2, 2).compute(1, start, end, 2)
                .build();
    }

    @Test
    void nothingIsComputedBeforeTheReleaseTime() {
        Scenario s = star(", \"release\": 3", "");
        assertThat(validator.validate(s, oneWorker(s, 3, 5)).valid()).isTrue();
        assertThat(validator.validate(s, oneWorker(s, 2, 4)).violations()).anyMatch(v -> v.contains("release time 3"));
    }

    @Test
    void theStartupIsPaidOnceByTheFirstComputation() {
        Scenario s = star(", \"F\": 1", "");
        assertThat(validator.validate(s, oneWorker(s, 2, 5)).valid()).isTrue();
        assertThat(validator.validate(s, oneWorker(s, 2, 4)).violations()).anyMatch(v -> v.contains("startup F = 1"));
        // two chunks: only the first pays F
        Schedule twice = new ScheduleBuilder(s, "hand").share(0, 0).share(1, 2).transfer(0, 1, 0, 2, 2)
                .compute(1, 2, 4, 1).compute(1, 4, 6, 1).build();
        assertThat(validator.validate(s, twice).violations()).anyMatch(v -> v.contains("lasts 1.0, not 2.0"));
    }

    @Test
    void theCostStaysWithinTheBudget() {
        Scenario within = star(", \"cost\": 2, \"fixedCost\": 1", ", \"budget\": 5");
        assertThat(validator.validate(within, oneWorker(within, 2, 4)).valid()).isTrue();
        assertThat(ScheduleCost.of(within, oneWorker(within, 2, 4))).isEqualTo(5.0);
        Scenario tight = star(", \"cost\": 2, \"fixedCost\": 1", ", \"budget\": 4.9");
        assertThat(validator.validate(tight, oneWorker(tight, 2, 4)).violations())
                .anyMatch(v -> v.contains("costs 5.0, more than the budget 4.9"));
    }

    @Test
    void everythingEndsByTheDeadlineAndTheLoadIsTheShares() {
        Scenario s = new ScenarioReader().read("{\"format\": \"dlt-scenario\", \"version\": 1, \"network\": {\"kind\":"
                + " \"star\", \"workers\": 1}, \"processor\": {\"A\": 1}, \"link\": {\"S\": 0, \"C\": 1},"
                + " \"strategy\": {\"originatorComputes\": false, \"deadline\": 4}}");
        assertThat(validator.validate(s, oneWorker(s, 2, 4)).valid()).isTrue();
        assertThat(validator.validate(s, oneWorker(s, 2.5, 4.5)).violations()).anyMatch(v -> v.contains("deadline 4"));
    }

    @Test
    void aPausingWorkerDoesNotComputeWhileItReceives() {
        Scenario s = star("", ", \"installments\": 2, \"computeWhileReceiving\": false");
        Schedule overlapping = new ScheduleBuilder(s, "hand").share(0, 0).share(1, 2).transfer(0, 1, 0, 1, 1)
                .transfer(0, 1, 1, 2, 1).compute(1, 1, 2, 1).compute(1, 2, 3, 1).build();
        assertThat(validator.validate(s, overlapping).violations())
                .anyMatch(v -> v.contains("computes and receives"));
        Scenario free = star("", ", \"installments\": 2");
        assertThat(validator.validate(free, overlapping).valid()).isTrue();
    }
}
