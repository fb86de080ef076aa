package org.dltexplorer.core.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;
import org.dltexplorer.core.schedule.ScheduleCost;
import org.dltexplorer.core.schedule.Share;

/**
 * The result object of the scenario-format spec: {@code status, reason, makespan, speedup, utilization,
 * processorsUsed, processorsTotal, fractions, timeline} ({@code bound} and {@code gap} after the makespan when a
 * search stopped before its proof), then three additions a JSON reader may ignore:
 * {@code equivalentSpeed}, {@code solver} and {@code notes}, and {@code assignment} (the workers on each bus,
 * {@code [[3, 1], [2]]}) only when the solver searched the assignment of workers to buses. Doubles are written in full precision; NaN and
 * infinities (an infeasible answer has no makespan) become {@code null}. Layered schedules key their rows by
 * {@code layer} and give each layer's processor {@code count}.
 */
public final class JsonResultWriter implements ResultWriter {

    @Override
    public void write(Scenario scenario, Schedule schedule, Writer out) throws IOException {
        out.write(PrettyJson.write(toTree(scenario, schedule)));
    }

    public ObjectNode toTree(Schedule s) {
        return toTree(null, s);
    }

    /**
     * The result for {@code scenario}; with its terms beyond the papers' models it also carries {@code "load"} (by a
     * deadline: the sum of the fractions) and {@code "cost"} (whenever a processor has a cost) after the makespan.
     */
    public ObjectNode toTree(Scenario scenario, Schedule s) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("status", s.status().id());
        if (s.reason() == null) {
            o.putNull("reason");
        } else {
            o.put("reason", s.reason());
        }
        number(o, "makespan", s.makespan());
        if (s.hasBound()) {
            number(o, "bound", s.bound());
            number(o, "gap", s.gap());
        }
        if (s.feasible() && ScheduleCost.loadReported(scenario)) {
            number(o, "load", ScheduleCost.loadOf(s));
        }
        if (s.feasible() && ScheduleCost.reported(scenario)) {
            number(o, "cost", ScheduleCost.of(scenario, s));
        }
        number(o, "speedup", s.metrics().speedup());
        number(o, "utilization", s.metrics().utilization());
        o.put("processorsUsed", s.metrics().processorsUsed());
        o.put("processorsTotal", s.metrics().processorsTotal());
        String key = s.layered() ? "layer" : "id";
        ArrayNode fractions = o.putArray("fractions");
        for (Share share : s.shares()) {
            ObjectNode row = fractions.addObject().put(key, share.index());
            if (s.layered()) {
                row.put("count", share.count());
            }
            number(row, "load", share.load());
        }
        ArrayNode timeline = o.putArray("timeline");
        for (Interval i : s.timeline()) {
            ObjectNode row = timeline.addObject().put(key, i.processor()).put("activity", i.activity().id());
            number(row, "start", i.start());
            number(row, "end", i.end());
            number(row, "load", i.load());
            if (i.peer() != Interval.NO_PEER) {
                row.put("peer", i.peer());
            }
        }
        number(o, "equivalentSpeed", s.metrics().equivalentSpeed());
        o.put("solver", s.solver());
        ArrayNode notes = o.putArray("notes");
        s.notes().forEach(notes::add);
        s.reshapedNetwork().filter(Bus.class::isInstance).map(Bus.class::cast).ifPresent(bus -> {
            ArrayNode assignment = o.putArray("assignment");
            bus.buses().forEach(workers -> workers.forEach(assignment.addArray()::add));
        });
        return o;
    }

    private static void number(ObjectNode o, String key, double x) {
        if (Double.isFinite(x)) {
            o.put(key, x);
        } else {
            o.putNull(key);
        }
    }
}
