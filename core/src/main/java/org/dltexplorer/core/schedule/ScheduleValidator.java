package org.dltexplorer.core.schedule;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.dltexplorer.core.Tolerance;
import org.dltexplorer.core.model.Bus;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Scenario;

/**
 * Replays a schedule against its scenario, independently of the solver that made it. It checks:
 * <ul>
 *   <li>every interval is well formed and ends by the makespan, which is the last end;</li>
 *   <li>the load is conserved: shares sum to V and each processor computes exactly its share;</li>
 *   <li>computing {@code x} units on processor {@code i} lasts {@code A_i·x}, and a processor computes one chunk at a
 *       time (a worker that receives several messages computes them one after another);</li>
 *   <li>every send has its matching receive, and a message of {@code x} units lasts {@code S + C·x} on the link
 *       joining its ends; a return of {@code x} units lasts {@code S + R·x};</li>
 *   <li>the port rule (one or all ports) and that a link (a bus) carries one message at a time; on a K-ary tree,
 *       the {@code collect} rule: reports collected only after the node's last send ({@code "after-sends"}), or on
 *       a port of their own, one at a time ({@code "while-sending"});</li>
 *   <li>a processor sends or computes only load it has already received (a message is usable when it has fully
 *       arrived), and forwards all it does not compute;</li>
 *   <li>memory: the data held (reserved when a reception starts, freed when sent or computed) never exceeds B;</li>
 *   <li>results are returned only after they are computed (or received from below), and reach the originator
 *       when the scenario returns results.</li>
 * </ul>
 * Layered schedules (one representative per layer) are checked for everything but per-node conservation and
 * availability, which their representatives cannot express.
 *
 * <p>A schedule that {@linkplain Schedule#reshapedNetwork() runs on a reshaped network} (a searched assignment of
 * workers to buses) is first checked to be a legitimate reshaping of the scenario's network — a bus with the same
 * number of buses and every worker {@code 1..m} on exactly one of them — and then replayed on that network.
 */
public final class ScheduleValidator {

    private final Tolerance tol;

    public ScheduleValidator() {
        this(Tolerance.VALIDATION);
    }

    public ScheduleValidator(Tolerance tol) {
        this.tol = tol;
    }

    /**
     * Validates a per-processor schedule with the explicit communication model of the network it runs on: the
     * scenario's, or the schedule's reshaped network when that is a legitimate reshaping; a layered schedule with
     * the layered model and its network's ports.
     */
    public ValidationReport validate(Scenario scenario, Schedule schedule) {
        if (schedule.layered()) {
            return validate(scenario, schedule, CommunicationModel.layered(scenario, layeredPorts(scenario.network())));
        }
        Network runsOn = schedule.reshapedNetwork().filter(n -> reshapingProblem(scenario.network(), n) == null)
                .orElse(scenario.network());
        return validate(scenario, schedule, CommunicationModel.explicit(scenario, runsOn));
    }

    public ValidationReport validate(Scenario scenario, Schedule schedule, CommunicationModel model) {
        List<String> errors = new ArrayList<>();
        schedule.reshapedNetwork().map(n -> reshapingProblem(scenario.network(), n)).ifPresent(errors::add);
        if (schedule.status() == Status.INFEASIBLE) {
            if (schedule.reason() == null || schedule.reason().isBlank()) {
                errors.add("an infeasible answer must give its reason");
            }
            return new ValidationReport(errors);
        }
        double v = scenario.load();
        double horizon = Math.max(schedule.makespan(), 1e-300);
        Tolerance timeTol = tol;
        double timeSlack = timeTol.slack(horizon);
        double loadSlack = tol.slack(v);
        int nodes = nodeCount(scenario, schedule);
        int origin = schedule.layered() ? 0 : scenario.network().originator();

        // shapes and the makespan
        double lastEnd = 0;
        for (Interval i : schedule.timeline()) {
            if (!Double.isFinite(i.start()) || !Double.isFinite(i.end()) || !Double.isFinite(i.load())) {
                errors.add("interval with a non-finite value: " + i);
                continue;
            }
            if (i.processor() < 0 || i.processor() >= nodes) {
                errors.add("interval on an unknown processor: " + i);
            }
            if (i.start() < -timeSlack || i.end() < i.start() - timeSlack || i.load() < -loadSlack) {
                errors.add("interval with negative time, duration or load: " + i);
            }
            if (i.end() > schedule.makespan() + timeSlack) {
                errors.add("interval ends after the makespan " + schedule.makespan() + ": " + i);
            }
            lastEnd = Math.max(lastEnd, i.end());
        }
        if (!timeTol.equal(lastEnd, schedule.makespan())) {
            errors.add("makespan " + schedule.makespan() + " differs from the last end " + lastEnd);
        }

        // conservation of load
        double total = 0;
        for (Share s : schedule.shares()) {
            if (s.load() < -loadSlack) {
                errors.add("negative load " + s.load() + " on " + (schedule.layered() ? "layer " : "processor ") + s.index());
            }
            total += s.total();
        }
        if (!tol.equal(total, v)) {
            errors.add("loads sum to " + total + ", not to the load V = " + v);
        }
        double[] computed = new double[nodes];
        for (Interval i : schedule.timeline()) {
            if (i.activity() == Activity.COMPUTE && i.processor() >= 0 && i.processor() < nodes) {
                computed[i.processor()] += i.load();
                double a = aOf(scenario, schedule, i.processor());
                if (!lasts(timeTol, i, a * i.load())) {
                    errors.add("computing " + i.load() + " units at A = " + a + " lasts " + a * i.load() + ", not "
                            + i.duration() + ": " + i);
                }
            }
        }
        for (Share s : schedule.shares()) {
            if (s.index() >= 0 && s.index() < nodes && !tol.equal(computed[s.index()], s.load())) {
                errors.add((schedule.layered() ? "layer " : "processor ") + s.index() + " computes " + computed[s.index()]
                        + " but its share is " + s.load());
            }
        }
        if (!scenario.strategy().originatorComputes() && computed[origin] > loadSlack) {
            errors.add("the originator computes " + computed[origin] + " although originatorComputes is false");
        }

        checkOneChunkAtATime(schedule, nodes, errors, timeSlack);
        checkTransfers(schedule, model, errors, timeTol);
        checkPorts(schedule, model, nodes, errors, timeSlack);
        if (!schedule.layered()) {
            checkAvailability(scenario, schedule, nodes, origin, errors, loadSlack);
            checkMemory(scenario, schedule, nodes, origin, errors, loadSlack);
            checkReturns(scenario, schedule, nodes, origin, errors, loadSlack);
        } else {
            for (Share s : schedule.shares()) {
                double b = scenario.processorDefault().B();
                if (s.load() > b + loadSlack) {
                    errors.add("layer " + s.index() + " load " + s.load() + " exceeds the buffer B = " + b);
                }
            }
        }
        return new ValidationReport(errors);
    }

    /** Computations on one processor do not overlap (a layered representative stands for one processor too). */
    private static void checkOneChunkAtATime(Schedule schedule, int nodes, List<String> errors, double slack) {
        Map<Integer, List<Interval>> computes = new HashMap<>();
        for (Interval i : schedule.timeline()) {
            if (i.activity() == Activity.COMPUTE) {
                computes.computeIfAbsent(i.processor(), k -> new ArrayList<>()).add(i);
            }
        }
        computes.forEach((node, list) -> overlapCheck(list, 1, "processor " + node + " computes", "chunk(s)", errors, slack));
    }

    /** Ports of a layer representative: the dimension of a hypercube, 4 on a torus, {@code p} on a mesh. */
    private static int layeredPorts(Network network) {
        if (network instanceof org.dltexplorer.core.model.Hypercube h) {
            return Math.max(1, h.dimension());
        }
        if (network instanceof org.dltexplorer.core.model.Mesh m) {
            return m.ports();
        }
        return 4;
    }

    /**
     * Whether interval {@code i} lasts {@code expected} up to the tolerance, or up to the rounding of its two ends:
     * late in a long schedule (a startup of 10^12) a duration of 0.4 is only known to {@code ulp(10^12)}, which
     * no relative tolerance on the duration itself can allow for.
     */
    private static boolean lasts(Tolerance tol, Interval i, double expected) {
        return tol.equal(i.duration(), expected)
                || Math.abs(i.duration() - expected) <= 4 * (Math.ulp(i.start()) + Math.ulp(i.end()));
    }

    /**
     * Why {@code reshaped} is not a legitimate reshaping of {@code original}, or null when it is: the same network,
     * or a bus with as many buses as {@code original} carrying the same workers, each once (only the assignment
     * of workers to buses may change; link {@code b} stays bus {@code b} with its parameters).
     */
    static String reshapingProblem(Network original, Network reshaped) {
        if (reshaped.equals(original)) {
            return null;
        }
        if (!(original instanceof Bus o) || !(reshaped instanceof Bus r)) {
            return "the schedule runs on a " + reshaped.kind().id() + " network that is not a reshaping of the scenario's "
                    + original.kind().id() + " network (only bus assignments may be reshaped)";
        }
        if (r.buses().size() != o.buses().size()) {
            return "the schedule's assignment has " + r.buses().size() + " buses, the scenario " + o.buses().size();
        }
        int m = o.workers();
        int[] seen = new int[m + 1];
        for (List<Integer> bus : r.buses()) {
            for (int w : bus) {
                if (w < 1 || w > m) {
                    return "the schedule's assignment puts worker " + w + " on a bus, but the workers are 1.." + m;
                }
                seen[w]++;
            }
        }
        for (int w = 1; w <= m; w++) {
            if (seen[w] != 1) {
                return "the schedule's assignment puts worker " + w + " on " + seen[w] + " buses, not on exactly one";
            }
        }
        return null;
    }

    private static int nodeCount(Scenario scenario, Schedule schedule) {
        int n = 0;
        for (Share s : schedule.shares()) {
            n = Math.max(n, s.index() + 1);
        }
        if (!schedule.layered()) {
            n = (int) Math.max(n, Math.min(scenario.network().processorCount(), Integer.MAX_VALUE));
        }
        for (Interval i : schedule.timeline()) {
            if (schedule.layered()) {
                n = Math.max(n, Math.max(i.processor(), i.peer()) + 1);
            }
        }
        return n;
    }

    private static double aOf(Scenario scenario, Schedule schedule, int node) {
        return schedule.layered() ? scenario.processorDefault().A() : scenario.processor(node).A();
    }

    private record Key(int from, int to) {
    }

    private void checkTransfers(Schedule schedule, CommunicationModel model, List<String> errors, Tolerance timeTol) {
        Map<Key, List<Interval>> sends = new HashMap<>();
        Map<Key, List<Interval>> receives = new HashMap<>();
        for (Interval i : schedule.timeline()) {
            switch (i.activity()) {
                case SEND -> sends.computeIfAbsent(new Key(i.processor(), i.peer()), k -> new ArrayList<>()).add(i);
                case RECEIVE -> receives.computeIfAbsent(new Key(i.peer(), i.processor()), k -> new ArrayList<>()).add(i);
                case RETURN -> {
                    LinkParams link = model.link(i.processor(), i.peer());
                    if (link == null) {
                        errors.add("results returned between processors that share no link: " + i);
                    } else if (!lasts(timeTol, i, link.returnTime(i.load()))) {
                        errors.add("returning " + i.load() + " units lasts S + R·x = " + link.returnTime(i.load())
                                + ", not " + i.duration() + ": " + i);
                    }
                }
                default -> {
                }
            }
        }
        Comparator<Interval> byStart = Comparator.comparingDouble(Interval::start).thenComparingDouble(Interval::load);
        for (var e : sends.entrySet()) {
            List<Interval> s = e.getValue();
            List<Interval> r = receives.getOrDefault(e.getKey(), List.of());
            if (s.size() != r.size()) {
                errors.add(s.size() + " sends but " + r.size() + " receives between " + e.getKey().from() + " and "
                        + e.getKey().to());
                continue;
            }
            s.sort(byStart);
            r = new ArrayList<>(r);
            r.sort(byStart);
            for (int k = 0; k < s.size(); k++) {
                Interval a = s.get(k);
                Interval b = r.get(k);
                if (!timeTol.equal(a.start(), b.start()) || !timeTol.equal(a.end(), b.end()) || !tol.equal(a.load(), b.load())) {
                    errors.add("send and receive disagree: " + a + " vs " + b);
                }
                LinkParams link = model.link(a.processor(), a.peer());
                if (link == null) {
                    errors.add("a message between processors that share no link: " + a);
                } else if (!lasts(timeTol, a, link.transferTime(a.load()))) {
                    errors.add("sending " + a.load() + " units lasts S + C·x = " + link.transferTime(a.load()) + ", not "
                            + a.duration() + ": " + a);
                }
            }
        }
        for (var e : receives.entrySet()) {
            if (!sends.containsKey(e.getKey())) {
                errors.add("a receive without a send: " + e.getValue().get(0));
            }
        }
    }

    private void checkPorts(Schedule schedule, CommunicationModel model, int nodes, List<String> errors, double slack) {
        Map<Integer, List<Interval>> sendSide = new HashMap<>();
        Map<Integer, List<Interval>> receiveSide = new HashMap<>();
        Map<Integer, List<Interval>> collectSide = new HashMap<>();
        Map<Object, List<Interval>> media = new HashMap<>();
        for (Interval i : schedule.timeline()) {
            switch (i.activity()) {
                case SEND -> {
                    sendSide.computeIfAbsent(i.processor(), k -> new ArrayList<>()).add(i);
                    Object m = model.medium(i.processor(), i.peer());
                    if (m != null) {
                        media.computeIfAbsent(m, k -> new ArrayList<>()).add(i);
                    }
                }
                case RECEIVE -> receiveSide.computeIfAbsent(i.processor(), k -> new ArrayList<>()).add(i);
                case RETURN -> {
                    receiveSide.computeIfAbsent(i.processor(), k -> new ArrayList<>()).add(i);
                    (model.collectsApart(i.peer()) ? collectSide : sendSide).computeIfAbsent(i.peer(), k -> new ArrayList<>())
                            .add(i);
                    Object m = model.medium(i.processor(), i.peer());
                    if (m != null) {
                        media.computeIfAbsent(m, k -> new ArrayList<>()).add(i);
                    }
                }
                default -> {
                }
            }
        }
        sendSide.forEach((node, list) -> overlapCheck(list, model.sendPorts(node), "processor " + node + " sends", errors, slack));
        receiveSide.forEach((node, list) -> overlapCheck(list, model.receivePorts(node), "processor " + node + " receives",
                errors, slack));
        collectSide.forEach((node, list) -> overlapCheck(list, model.sendPorts(node), "processor " + node + " collects",
                errors, slack));
        checkCollectAfterSends(schedule, model, errors, slack);
        media.forEach((m, list) -> overlapCheck(list, 1, "link " + m + " carries", errors, slack));
    }

    /** Where the model asks for it, a node collects results only once its last send has ended. */
    private static void checkCollectAfterSends(Schedule schedule, CommunicationModel model, List<String> errors,
            double slack) {
        Map<Integer, Double> lastSendEnd = new HashMap<>();
        for (Interval i : schedule.timeline()) {
            if (i.activity() == Activity.SEND && model.collectsAfterSends(i.processor())) {
                lastSendEnd.merge(i.processor(), i.end(), Math::max);
            }
        }
        Map<Integer, Interval> firstCollect = new HashMap<>();
        for (Interval i : schedule.timeline()) {
            if (i.activity() == Activity.RETURN && lastSendEnd.containsKey(i.peer())) {
                firstCollect.merge(i.peer(), i, (a, b) -> a.start() <= b.start() ? a : b);
            }
        }
        firstCollect.forEach((node, collect) -> {
            double sendsEnd = lastSendEnd.get(node);
            if (collect.start() < sendsEnd - slack) {
                errors.add("processor " + node + " collects results from " + collect.processor() + " at t = "
                        + collect.start() + ", before its last send ends at t = " + sendsEnd
                        + " (collect \"after-sends\"; \"while-sending\" allows it)");
            }
        });
    }

    /** At most {@code limit} of the intervals overlap at any time (touching ends do not overlap). */
    private static void overlapCheck(List<Interval> list, int limit, String what, List<String> errors, double slack) {
        overlapCheck(list, limit, what, "message(s)", errors, slack);
    }

    private static void overlapCheck(List<Interval> list, int limit, String what, String things, List<String> errors,
            double slack) {
        if (limit == Integer.MAX_VALUE || list.size() <= limit) {
            return;
        }
        List<Interval> sorted = new ArrayList<>(list);
        sorted.sort(Comparator.comparingDouble(Interval::start));
        PriorityQueue<Double> ends = new PriorityQueue<>();
        for (Interval i : sorted) {
            if (i.duration() <= slack) {
                continue;
            }
            while (!ends.isEmpty() && ends.peek() <= i.start() + slack) {
                ends.poll();
            }
            ends.add(i.end());
            if (ends.size() > limit) {
                errors.add(what + " more than " + limit + " " + things + " at once around t = " + i.start());
                return;
            }
        }
    }

    private record Event(double time, int order, double amount) {
    }

    /** Supplies arrive before consumption at equal times: a message is usable the moment it has arrived. */
    private void checkAvailability(Scenario scenario, Schedule schedule, int nodes, int origin, List<String> errors,
            double slack) {
        List<List<Event>> events = perNode(nodes);
        events.get(origin).add(new Event(0.0, 0, scenario.load()));
        for (Interval i : schedule.timeline()) {
            switch (i.activity()) {
                case RECEIVE -> events.get(i.processor()).add(new Event(i.end(), 0, i.load()));
                case SEND, COMPUTE -> events.get(i.processor()).add(new Event(i.start(), 1, -i.load()));
                default -> {
                }
            }
        }
        for (int n = 0; n < nodes; n++) {
            List<Event> ev = events.get(n);
            ev.sort(Comparator.comparingDouble(Event::time).thenComparingInt(Event::order));
            double held = 0;
            boolean reported = false;
            for (Event e : ev) {
                held += e.amount();
                if (held < -slack && !reported) {
                    errors.add("processor " + n + " sends or computes " + (-held) + " units it has not received by t = " + e.time());
                    reported = true;
                }
            }
            if (Math.abs(held) > slack) {
                errors.add("processor " + n + " keeps " + held + " units it neither computes nor forwards");
            }
        }
    }

    private void checkMemory(Scenario scenario, Schedule schedule, int nodes, int origin, List<String> errors, double slack) {
        if (!scenario.limitedMemory()) {
            return;
        }
        List<List<Event>> events = perNode(nodes);
        for (Interval i : schedule.timeline()) {
            switch (i.activity()) {
                case RECEIVE -> events.get(i.processor()).add(new Event(i.start(), 1, i.load()));
                case SEND, COMPUTE -> events.get(i.processor()).add(new Event(i.end(), 0, -i.load()));
                default -> {
                }
            }
        }
        for (int n = 0; n < nodes; n++) {
            double b = scenario.processor(n).B();
            if (n == origin) {
                // the originator stores the whole load; its buffer bounds what it computes
                double own = schedule.loadOf(n);
                if (own > b + slack) {
                    errors.add("the originator computes " + own + " units, more than its buffer B = " + b);
                }
                continue;
            }
            List<Event> ev = events.get(n);
            ev.sort(Comparator.comparingDouble(Event::time).thenComparingInt(Event::order));
            double held = 0;
            for (Event e : ev) {
                held += e.amount();
                if (held > b + slack) {
                    errors.add("processor " + n + " holds " + held + " units at t = " + e.time() + ", more than B = " + b);
                    break;
                }
            }
        }
    }

    private void checkReturns(Scenario scenario, Schedule schedule, int nodes, int origin, List<String> errors, double slack) {
        List<List<Event>> events = perNode(nodes);
        double arrived = schedule.loadOf(origin);
        boolean any = false;
        for (Interval i : schedule.timeline()) {
            switch (i.activity()) {
                case COMPUTE -> events.get(i.processor()).add(new Event(i.end(), 0, i.load()));
                case RETURN -> {
                    any = true;
                    events.get(i.processor()).add(new Event(i.start(), 1, -i.load()));
                    if (i.peer() >= 0 && i.peer() < nodes) {
                        events.get(i.peer()).add(new Event(i.end(), 0, i.load()));
                    }
                    if (i.peer() == origin) {
                        arrived += i.load();
                    }
                }
                default -> {
                }
            }
        }
        if (!any && !scenario.returnsResults()) {
            return;
        }
        if (scenario.returnsResults() && !tol.equal(arrived, scenario.load())) {
            errors.add("results of " + arrived + " units reach the originator, not of all V = " + scenario.load());
        }
        for (int n = 0; n < nodes; n++) {
            if (n == origin) {
                continue;
            }
            List<Event> ev = events.get(n);
            ev.sort(Comparator.comparingDouble(Event::time).thenComparingInt(Event::order));
            double ready = 0;
            for (Event e : ev) {
                ready += e.amount();
                if (ready < -slack) {
                    errors.add("processor " + n + " returns results not yet computed or received, at t = " + e.time());
                    break;
                }
            }
        }
    }

    private static List<List<Event>> perNode(int nodes) {
        List<List<Event>> events = new ArrayList<>(nodes);
        for (int n = 0; n < nodes; n++) {
            events.add(new ArrayList<>());
        }
        return events;
    }
}
