package org.dltexplorer.core.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;
import org.dltexplorer.core.io.ScenarioReader;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.solver.Solvers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A solver's multi-installment schedule of a K-ary tree (1093 processors, 1.3·10^4 intervals, one message per
 * processor forwarded down its path) broken in one place is rejected, whether its timeline lists each processor's
 * messages in time order (the validator's fast paths: no sort within a processor) or shuffled (the sorts).
 */
class LargeTreeValidationTest {

    private static final Scenario TREE = new ScenarioReader().read("{\"format\":\"dlt-scenario\",\"version\":1,"
            + "\"network\":{\"kind\":\"kary-tree\",\"arity\":3,\"levels\":6},\"load\":1,\"processor\":{\"A\":1},"
            + "\"link\":{\"C\":0.01},\"strategy\":{\"schedule\":\"multi-installment\"}}");

    private static final Schedule SOLVED = Solvers.standard().solve(TREE);

    private static List<String> violations(Schedule s) {
        return new ScheduleValidator().validate(TREE, s).violations();
    }

    private static Schedule edit(boolean shuffled, UnaryOperator<List<Interval>> change) {
        List<Interval> timeline = change.apply(new ArrayList<>(SOLVED.timeline()));
        if (shuffled) {
            Collections.shuffle(timeline, new Random(24));
        }
        Schedule s = SOLVED;
        return new Schedule(s.status(), s.reason(), s.solver(), s.layered(), s.shares(), timeline, s.makespan(),
                s.metrics(), s.notes(), s.distributionTree());
    }

    /** The row of the {@code n}-th message (0-based) that {@code from} sends to {@code to}, of {@code activity}. */
    private static int message(List<Interval> l, Activity activity, int from, int to, int n) {
        for (int r = 0; r < l.size(); r++) {
            Interval i = l.get(r);
            boolean send = i.activity() == Activity.SEND && i.processor() == from && i.peer() == to;
            boolean receive = i.activity() == Activity.RECEIVE && i.processor() == to && i.peer() == from;
            if ((activity == Activity.SEND ? send : receive) && n-- == 0) {
                return r;
            }
        }
        throw new AssertionError("no message " + n + " from " + from + " to " + to);
    }

    /** Moves the {@code n}-th message from {@code from} to {@code to}, both its ends, by {@code dt}. */
    private static List<Interval> shift(List<Interval> l, int from, int to, int n, double dt) {
        for (Activity a : new Activity[] {Activity.SEND, Activity.RECEIVE}) {
            int r = message(l, a, from, to, n);
            Interval i = l.get(r);
            l.set(r, new Interval(i.processor(), i.activity(), i.start() + dt, i.end() + dt, i.load(), i.peer()));
        }
        return l;
    }

    @Test
    void theSolvedScheduleIsValidListedInItsOwnOrderOrShuffled() {
        assertThat(SOLVED.timeline()).hasSizeGreaterThan(10_000);
        assertThat(violations(edit(false, l -> l))).isEmpty();
        assertThat(violations(edit(true, l -> l))).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aForwardBeforeItsMessageHasArrivedIsRejected(boolean shuffled) {
        // processor 1 forwards its first message to 4 (the first for 4's subtree) before it has received it
        List<Interval> l = new ArrayList<>(SOLVED.timeline());
        double arrives = l.get(message(l, Activity.RECEIVE, 0, 1, 1)).end();
        double leaves = l.get(message(l, Activity.SEND, 1, 4, 0)).start();
        Schedule s = edit(shuffled, x -> shift(x, 1, 4, 0, -(leaves - arrives) - 1e-3));
        assertThat(violations(s)).anyMatch(v -> v.startsWith("processor 1 sends or computes")
                && v.contains("it has not received"));
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void twoMessagesAtOnceOnTheRootsPortAreRejected(boolean shuffled) {
        // the root's first message to 3 (level 1's own load, a long one) starts while the one to 2 is on the way
        List<Interval> l = new ArrayList<>(SOLVED.timeline());
        Interval toTwo = l.get(message(l, Activity.SEND, 0, 2, 0));
        Interval moved = l.get(message(l, Activity.SEND, 0, 3, 0));
        double dt = (toTwo.start() + toTwo.end()) / 2 - moved.start();
        Schedule s = edit(shuffled, x -> shift(x, 0, 3, 0, dt));
        assertThat(violations(s)).anyMatch(v -> v.startsWith("processor 0 sends more than 1"));
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aReceiveThatDisagreesWithItsSendDeepInTheTreeIsRejected(boolean shuffled) {
        Schedule s = edit(shuffled, l -> {
            int r = message(l, Activity.RECEIVE, 40, 121, 0);
            Interval i = l.get(r);
            l.set(r, new Interval(i.processor(), i.activity(), i.start(), i.end(), i.load() * 1.5, i.peer()));
            return l;
        });
        assertThat(violations(s)).anyMatch(v -> v.startsWith("send and receive disagree"));
    }
}
