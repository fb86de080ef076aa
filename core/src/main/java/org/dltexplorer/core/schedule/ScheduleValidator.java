package org.dltexplorer.core.schedule;

import java.util.ArrayList;
import java.util.List;
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
 *       when the scenario returns results;</li>
 *   <li>the terms beyond the papers' models: nothing computed before a processor's {@code release}, its startup
 *       {@code F} paid once, by its first computation; the cost within the {@code budget}; every end by the
 *       {@code deadline} (whose answer's shares are its load); no computing while receiving where
 *       {@code computeWhileReceiving} is false.</li>
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
        // by a deadline the load is the answer: the shares must add up to what the schedule claims, nothing more
        double v = scenario.strategy().deadline() != null ? ScheduleCost.loadOf(schedule) : scenario.load();
        double horizon = Math.max(schedule.makespan(), 1e-300);
        Tolerance timeTol = tol;
        double timeSlack = timeTol.slack(horizon);
        double loadSlack = tol.slack(v);
        int nodes = nodeCount(scenario, schedule);
        int origin = schedule.layered() ? 0 : scenario.network().originator();

        IntervalColumns.Table t = IntervalColumns.table(schedule.timeline());

        checkShapes(t, nodes, schedule.makespan(), errors, timeSlack, loadSlack);
        checkConservation(schedule, v, errors, loadSlack);
        double[] computed = checkComputations(scenario, schedule, t, nodes, errors, timeSlack);
        checkBeyondThePapers(scenario, schedule, t, errors, timeSlack);
        checkSharesComputed(schedule, computed, errors);
        if (!scenario.strategy().originatorComputes() && computed[origin] > loadSlack) {
            errors.add("the originator computes " + computed[origin] + " although originatorComputes is false");
        }

        checkOneChunkAtATime(t, errors, timeSlack);
        checkTransfers(t, model, errors, timeTol);
        checkPorts(t, model, nodes, errors, timeSlack);
        if (!schedule.layered()) {
            checkAvailability(v, t, nodes, origin, errors, loadSlack);
            checkMemory(scenario, schedule, t, nodes, origin, errors, loadSlack);
            checkReturns(scenario, schedule, t, nodes, origin, errors, loadSlack);
        } else {
            checkLayerBuffers(scenario, schedule, errors, loadSlack);
        }
        return new ValidationReport(errors);
    }

    /** A layer's load fits the buffer of its processors. */
    private static void checkLayerBuffers(Scenario scenario, Schedule schedule, List<String> errors, double loadSlack) {
        double b = scenario.processorDefault().B();
        for (Share s : schedule.shares()) {
            if (s.load() > b + loadSlack) {
                errors.add("layer " + s.index() + " load " + s.load() + " exceeds the buffer B = " + b);
            }
        }
    }

    /** Every interval well formed, on a known processor, by the makespan; the makespan is the last end. */
    private void checkShapes(IntervalColumns.Table t, int nodes, double makespan, List<String> errors, double timeSlack,
            double loadSlack) {
        int[] processor = t.processor();
        double[] start = t.start();
        double[] end = t.end();
        double[] load = t.load();
        double lastEnd = 0;
        for (int r = 0; r < t.size(); r++) {
            if (!Double.isFinite(start[r]) || !Double.isFinite(end[r]) || !Double.isFinite(load[r])) {
                errors.add("interval with a non-finite value: " + t.interval(r));
                continue;
            }
            if (processor[r] < 0 || processor[r] >= nodes) {
                errors.add("interval on an unknown processor: " + t.interval(r));
            }
            if (start[r] < -timeSlack || end[r] < start[r] - timeSlack || load[r] < -loadSlack) {
                errors.add("interval with negative time, duration or load: " + t.interval(r));
            }
            if (end[r] > makespan + timeSlack) {
                errors.add("interval ends after the makespan " + makespan + ": " + t.interval(r));
            }
            lastEnd = Math.max(lastEnd, end[r]);
        }
        if (!tol.equal(lastEnd, makespan)) {
            errors.add("makespan " + makespan + " differs from the last end " + lastEnd);
        }
    }

    /** No negative share, and the shares add up to the load {@code v}. */
    private void checkConservation(Schedule schedule, double v, List<String> errors, double loadSlack) {
        ShareColumns.Table s = ShareColumns.table(schedule.shares());
        double total = 0;
        for (int r = 0; r < s.size(); r++) {
            if (s.load()[r] < -loadSlack) {
                errors.add("negative load " + s.load()[r] + " on " + (schedule.layered() ? "layer " : "processor ")
                        + s.index()[r]);
            }
            total += s.total(r);
        }
        if (!tol.equal(total, v)) {
            errors.add("loads sum to " + total + ", not to the load V = " + v);
        }
    }

    /**
     * Each computation lasts {@code F + A·x} ({@code F} by a processor's first computation only) and starts after its
     * processor's release; answers the load each processor computes.
     */
    private double[] checkComputations(Scenario scenario, Schedule schedule, IntervalColumns.Table t, int nodes,
            List<String> errors, double timeSlack) {
        int[] processor = t.processor();
        double[] start = t.start();
        double[] load = t.load();
        double[] computed = new double[nodes];
        int[] first = firstComputation(t, nodes);
        for (int r = 0; r < t.size(); r++) {
            int p = processor[r];
            if (t.activity(r) == Activity.COMPUTE && p >= 0 && p < nodes) {
                computed[p] += load[r];
                double a = aOf(scenario, schedule, p);
                // the startup F is paid once, by a processor's first computation (none by one that computes nothing)
                double f = first[p] == r && !schedule.layered() ? scenario.processor(p).F() : 0.0;
                if (!lasts(tol, t, r, f + a * load[r])) {
                    errors.add("computing " + load[r] + " units at A = " + a + (f > 0 ? " after the startup F = " + f
                            + " lasts " : " lasts ") + (f + a * load[r]) + ", not " + t.duration(r) + ": "
                            + t.interval(r));
                }
                double release = schedule.layered() ? 0.0 : scenario.processor(p).release();
                if (start[r] < release - timeSlack) {
                    errors.add("processor " + p + " computes at t = " + start[r] + ", before its release time "
                            + release + ": " + t.interval(r));
                }
            }
        }
        return computed;
    }

    /** Each processor (or layer) computes exactly its share. */
    private void checkSharesComputed(Schedule schedule, double[] computed, List<String> errors) {
        ShareColumns.Table s = ShareColumns.table(schedule.shares());
        for (int r = 0; r < s.size(); r++) {
            int i = s.index()[r];
            if (i >= 0 && i < computed.length && !tol.equal(computed[i], s.load()[r])) {
                errors.add((schedule.layered() ? "layer " : "processor ") + i + " computes " + computed[i]
                        + " but its share is " + s.load()[r]);
            }
        }
    }

    /** Per processor, the row of its earliest computation with a positive load, −1 when it computes nothing. */
    private static int[] firstComputation(IntervalColumns.Table t, int nodes) {
        int[] first = new int[nodes];
        java.util.Arrays.fill(first, -1);
        for (int r = 0; r < t.size(); r++) {
            int p = t.processor()[r];
            if (t.activity(r) == Activity.COMPUTE && p >= 0 && p < nodes && t.load()[r] > 0
                    && (first[p] < 0 || t.start()[r] < t.start()[first[p]])) {
                first[p] = r;
            }
        }
        return first;
    }

    /**
     * The rules of the scenario format's <em>Beyond the papers</em> that are not about one computation: the cost
     * within the budget (relative tolerance 1e-9), every end by the deadline, and no computing while receiving
     * where workers pause.
     */
    private void checkBeyondThePapers(Scenario scenario, Schedule schedule, IntervalColumns.Table t, List<String> errors,
            double timeSlack) {
        Double budget = scenario.strategy().budget();
        if (budget != null) {
            double cost = ScheduleCost.of(scenario, schedule);
            if (cost > budget * (1 + 1e-9) + tol.absolute()) {
                errors.add("the schedule costs " + cost + ", more than the budget " + budget);
            }
        }
        Double deadline = scenario.strategy().deadline();
        if (deadline != null && schedule.makespan() > deadline + timeSlack) {
            errors.add("the makespan " + schedule.makespan() + " is after the deadline " + deadline);
        }
        if (!scenario.strategy().computeWhileReceivingOrDefault()) {
            KeyedRows busy = new KeyedRows(t.count(Activity.COMPUTE, Activity.RECEIVE));
            for (int r = 0; r < t.size(); r++) {
                if (t.activity(r) == Activity.COMPUTE || t.activity(r) == Activity.RECEIVE) {
                    busy.add(t.processor()[r], r);
                }
            }
            overlapCheck(t, busy, k -> 1,
                    "processor %d (computeWhileReceiving false) computes and receives", "interval(s)", errors,
                    timeSlack);
        }
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
    private static boolean lasts(Tolerance tol, IntervalColumns.Table t, int r, double expected) {
        return tol.equal(t.duration(r), expected)
                || Math.abs(t.duration(r) - expected) <= 4 * (Math.ulp(t.start()[r]) + Math.ulp(t.end()[r]));
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
        ShareColumns.Table s = ShareColumns.table(schedule.shares());
        int n = 0;
        for (int r = 0; r < s.size(); r++) {
            n = Math.max(n, s.index()[r] + 1);
        }
        if (!schedule.layered()) {
            return (int) Math.max(n, Math.min(scenario.network().processorCount(), Integer.MAX_VALUE));
        }
        for (Interval i : schedule.timeline()) {
            n = Math.max(n, Math.max(i.processor(), i.peer()) + 1);
        }
        return n;
    }

    private static double aOf(Scenario scenario, Schedule schedule, int node) {
        return schedule.layered() ? scenario.processorDefault().A() : scenario.processor(node).A();
    }

    /** Rows of one pair ordered by start, then by load: sends and receives of one link pair up in this order. */
    private static KeyedRows.RowOrder byStartThenLoad(IntervalColumns.Table t) {
        return KeyedRows.RowOrder.by(t.start(), t.load());
    }

    private void checkTransfers(IntervalColumns.Table t, CommunicationModel model, List<String> errors, Tolerance timeTol) {
        // sends filed under their sender, receives under theirs (the peer), then by the other end: equal runs pair up
        KeyedRows sends = new KeyedRows(t.count(Activity.SEND));
        KeyedRows receives = new KeyedRows(t.count(Activity.RECEIVE));
        for (int r = 0; r < t.size(); r++) {
            switch (t.activity(r)) {
                case SEND -> sends.add(t.processor()[r], r);
                case RECEIVE -> receives.add(t.peer()[r], r);
                case RETURN -> {
                    LinkParams link = model.link(t.processor()[r], t.peer()[r]);
                    if (link == null) {
                        errors.add("results returned between processors that share no link: " + t.interval(r));
                    } else if (!lasts(timeTol, t, r, link.returnTime(t.load()[r]))) {
                        errors.add("returning " + t.load()[r] + " units lasts S + R·x = " + link.returnTime(t.load()[r])
                                + ", not " + t.duration(r) + ": " + t.interval(r));
                    }
                }
                default -> {
                }
            }
        }
        sends.sortByPair(t.peer(), byStartThenLoad(t));
        receives.sortByPair(t.processor(), byStartThenLoad(t));
        int i = 0;
        int j = 0;
        while (i < sends.size() || j < receives.size()) {
            int c;
            if (i == sends.size()) {
                c = 1;
            } else if (j == receives.size()) {
                c = -1;
            } else {
                c = Integer.compare(sends.key(i), receives.key(j));
                if (c == 0) {
                    c = Integer.compare(t.peer()[sends.row(i)], t.processor()[receives.row(j)]);
                }
            }
            if (c > 0) {
                errors.add("a receive without a send: " + t.interval(receives.row(j)));
                j = receives.pairEnd(j, t.processor());
                continue;
            }
            int from = sends.key(i);
            int to = t.peer()[sends.row(i)];
            int iEnd = sends.pairEnd(i, t.peer());
            int jEnd = c == 0 ? receives.pairEnd(j, t.processor()) : j;
            if (iEnd - i != jEnd - j) {
                errors.add((iEnd - i) + " sends but " + (jEnd - j) + " receives between " + from + " and " + to);
            } else {
                // one link for the pair's messages, looked up once (a tree's link lookup checks the ids are in it)
                LinkParams link = model.link(from, to);
                for (int k = 0; k < iEnd - i; k++) {
                    int a = sends.row(i + k);
                    int b = receives.row(j + k);
                    if (!timeTol.equal(t.start()[a], t.start()[b]) || !timeTol.equal(t.end()[a], t.end()[b])
                            || !tol.equal(t.load()[a], t.load()[b])) {
                        errors.add("send and receive disagree: " + t.interval(a) + " vs " + t.interval(b));
                    }
                    if (link == null) {
                        errors.add("a message between processors that share no link: " + t.interval(a));
                    } else if (!lasts(timeTol, t, a, link.transferTime(t.load()[a]))) {
                        errors.add("sending " + t.load()[a] + " units lasts S + C·x = " + link.transferTime(t.load()[a])
                                + ", not " + t.duration(a) + ": " + t.interval(a));
                    }
                }
            }
            i = iEnd;
            j = jEnd;
        }
    }

    private void checkPorts(IntervalColumns.Table t, CommunicationModel model, int nodes, List<String> errors, double slack) {
        int messages = t.count(Activity.SEND, Activity.RETURN);
        KeyedRows sendSide = new KeyedRows(messages);
        KeyedRows receiveSide = new KeyedRows(t.count(Activity.RECEIVE, Activity.RETURN));
        KeyedRows collectSide = new KeyedRows();
        KeyedRows media = new KeyedRows(messages);
        for (int r = 0; r < t.size(); r++) {
            int p = t.processor()[r];
            int q = t.peer()[r];
            switch (t.activity(r)) {
                case SEND -> {
                    sendSide.add(p, r);
                    int m = model.medium(p, q);
                    if (m != CommunicationModel.NO_MEDIUM) {
                        media.add(m, r);
                    }
                }
                case RECEIVE -> receiveSide.add(p, r);
                case RETURN -> {
                    receiveSide.add(p, r);
                    (model.collectsApart(q) ? collectSide : sendSide).add(q, r);
                    int m = model.medium(p, q);
                    if (m != CommunicationModel.NO_MEDIUM) {
                        media.add(m, r);
                    }
                }
                default -> {
                }
            }
        }
        overlapCheck(t, sendSide, model::sendPorts, "processor %d sends", errors, slack);
        overlapCheck(t, receiveSide, model::receivePorts, "processor %d receives", errors, slack);
        overlapCheck(t, collectSide, model::sendPorts, "processor %d collects", errors, slack);
        checkCollectAfterSends(t, model, nodes, errors, slack);
        overlapCheck(t, media, m -> 1, "link %d carries", errors, slack);
    }

    /** Computations on one processor do not overlap (a layered representative stands for one processor too). */
    private static void checkOneChunkAtATime(IntervalColumns.Table t, List<String> errors, double slack) {
        KeyedRows computes = new KeyedRows(t.count(Activity.COMPUTE));
        for (int r = 0; r < t.size(); r++) {
            if (t.activity(r) == Activity.COMPUTE) {
                computes.add(t.processor()[r], r);
            }
        }
        overlapCheck(t, computes, k -> 1,
                "processor %d computes", "chunk(s)", errors, slack);
    }

    /** Where the model asks for it, a node collects results only once its last send has ended. */
    private static void checkCollectAfterSends(IntervalColumns.Table t, CommunicationModel model, int nodes,
            List<String> errors, double slack) {
        double[] lastSendEnd = new double[nodes];
        java.util.Arrays.fill(lastSendEnd, Double.NaN);
        for (int r = 0; r < t.size(); r++) {
            int p = t.processor()[r];
            if (t.activity(r) == Activity.SEND && p >= 0 && p < nodes && model.collectsAfterSends(p)) {
                lastSendEnd[p] = Double.isNaN(lastSendEnd[p]) ? t.end()[r] : Math.max(lastSendEnd[p], t.end()[r]);
            }
        }
        int[] firstCollect = new int[nodes];
        java.util.Arrays.fill(firstCollect, -1);
        for (int r = 0; r < t.size(); r++) {
            int q = t.peer()[r];
            if (t.activity(r) == Activity.RETURN && q >= 0 && q < nodes && !Double.isNaN(lastSendEnd[q])
                    && (firstCollect[q] < 0 || t.start()[r] < t.start()[firstCollect[q]])) {
                firstCollect[q] = r;
            }
        }
        for (int node = 0; node < nodes; node++) {
            int r = firstCollect[node];
            if (r >= 0 && t.start()[r] < lastSendEnd[node] - slack) {
                errors.add("processor " + node + " collects results from " + t.processor()[r] + " at t = "
                        + t.start()[r] + ", before its last send ends at t = " + lastSendEnd[node]
                        + " (collect \"after-sends\"; \"while-sending\" allows it)");
            }
        }
    }

    /**
     * For each key of {@code rows}, at most {@code limit(key)} of its intervals overlap at any time (touching ends do
     * not overlap): in one pass in the order added when that is each key's start order and every limit is one (or
     * none), else key by key in start order. {@code what} names the key ({@code %d}) in the message.
     */
    private static void overlapCheck(IntervalColumns.Table t, KeyedRows rows, java.util.function.IntUnaryOperator limit,
            String what, List<String> errors, double slack) {
        overlapCheck(t, rows, limit, what, "message(s)", errors, slack);
    }

    /** As above, naming what overlaps ({@code things}: "message(s)", "chunk(s)"). */
    private static void overlapCheck(IntervalColumns.Table t, KeyedRows rows, java.util.function.IntUnaryOperator limit,
            String what, String things, List<String> errors, double slack) {
        KeyedRows first = OneAtATime.firstOverlaps(t, rows, limit, slack);
        if (first != null) {
            for (int k = 0; k < first.size(); k++) {
                errors.add(String.format(java.util.Locale.ROOT, what, first.key(k)) + " more than 1 " + things
                        + " at once around t = " + t.start()[first.row(k)]);
            }
            return;
        }
        rows.sort(KeyedRows.RowOrder.by(t.start()));
        for (int from = 0; from < rows.size();) {
            int to = rows.runEnd(from);
            int key = rows.key(from);
            int most = limit.applyAsInt(key);
            int at = most != Integer.MAX_VALUE && to - from > most ? firstOverlap(t, rows, from, to, most, slack) : -1;
            if (at >= 0) {
                errors.add(String.format(java.util.Locale.ROOT, what, key) + " more than " + most
                        + " " + things + " at once around t = " + t.start()[at]);
            }
            from = to;
        }
    }

    /** The first row of entries {@code from..to} at which more than {@code limit} overlap, or −1. */
    private static int firstOverlap(IntervalColumns.Table t, KeyedRows rows, int from, int to, int limit, double slack) {
        OpenEnds ends = new OpenEnds();
        for (int k = from; k < to; k++) {
            int r = rows.row(k);
            if (t.duration(r) <= slack) {
                continue;
            }
            ends.closeUntil(t.start()[r] + slack);
            ends.open(t.end()[r]);
            if (ends.size() > limit) {
                return r;
            }
        }
        return -1;
    }

    /** Supplies arrive before consumption at equal times: a message is usable the moment it has arrived. */
    private void checkAvailability(double load, IntervalColumns.Table t, int nodes, int origin,
            List<String> errors, double slack) {
        NodeEvents events = new NodeEvents(nodes,
                t.count(Activity.RECEIVE) + 1, t.count(Activity.SEND, Activity.COMPUTE));
        events.add(origin, 0.0, 0, load);
        for (int r = 0; r < t.size(); r++) {
            switch (t.activity(r)) {
                case RECEIVE -> events.add(t.processor()[r], t.end()[r], 0, t.load()[r]);
                case SEND, COMPUTE -> events.add(t.processor()[r], t.start()[r], 1, -t.load()[r]);
                default -> {
                }
            }
        }
        KeyedRows byNode = events.byNode();
        for (int from = 0; from < byNode.size();) {
            int to = byNode.runEnd(from);
            int n = byNode.key(from);
            double held = 0;
            boolean reported = false;
            for (int k = from; k < to; k++) {
                int e = byNode.row(k);
                held += events.amount(e);
                if (held < -slack && !reported) {
                    errors.add("processor " + n + " sends or computes " + (-held) + " units it has not received by t = "
                            + events.time(e));
                    reported = true;
                }
            }
            if (Math.abs(held) > slack) {
                errors.add("processor " + n + " keeps " + held + " units it neither computes nor forwards");
            }
            from = to;
        }
    }

    private void checkMemory(Scenario scenario, Schedule schedule, IntervalColumns.Table t, int nodes, int origin,
            List<String> errors, double slack) {
        if (!scenario.limitedMemory()) {
            return;
        }
        // the originator stores the whole load; its buffer bounds what it computes
        double own = schedule.loadOf(origin);
        double originBuffer = scenario.processor(origin).B();
        if (own > originBuffer + slack) {
            errors.add("the originator computes " + own + " units, more than its buffer B = " + originBuffer);
        }
        NodeEvents events = new NodeEvents(nodes,
                t.count(Activity.SEND, Activity.COMPUTE), t.count(Activity.RECEIVE));
        for (int r = 0; r < t.size(); r++) {
            if (t.processor()[r] == origin) {
                continue;
            }
            switch (t.activity(r)) {
                case RECEIVE -> events.add(t.processor()[r], t.start()[r], 1, t.load()[r]);
                case SEND, COMPUTE -> events.add(t.processor()[r], t.end()[r], 0, -t.load()[r]);
                default -> {
                }
            }
        }
        KeyedRows byNode = events.byNode();
        for (int from = 0; from < byNode.size();) {
            int to = byNode.runEnd(from);
            int n = byNode.key(from);
            double b = scenario.processor(n).B();
            double held = 0;
            for (int k = from; k < to; k++) {
                int e = byNode.row(k);
                held += events.amount(e);
                if (held > b + slack) {
                    errors.add("processor " + n + " holds " + held + " units at t = " + events.time(e) + ", more than B = " + b);
                    break;
                }
            }
            from = to;
        }
    }

    /** Whether some interval returns results. */
    private static boolean anyReturn(IntervalColumns.Table t) {
        for (int r = 0; r < t.size(); r++) {
            if (t.activity(r) == Activity.RETURN) {
                return true;
            }
        }
        return false;
    }

    private void checkReturns(Scenario scenario, Schedule schedule, IntervalColumns.Table t, int nodes, int origin,
            List<String> errors, double slack) {
        if (!scenario.returnsResults() && !anyReturn(t)) {
            return;
        }
        NodeEvents events = new NodeEvents(nodes,
                t.count(Activity.COMPUTE, Activity.RETURN), t.count(Activity.RETURN));
        double arrived = schedule.loadOf(origin);
        boolean any = false;
        for (int r = 0; r < t.size(); r++) {
            int p = t.processor()[r];
            switch (t.activity(r)) {
                case COMPUTE -> {
                    if (p != origin) {
                        events.add(p, t.end()[r], 0, t.load()[r]);
                    }
                }
                case RETURN -> {
                    any = true;
                    int q = t.peer()[r];
                    if (p != origin) {
                        events.add(p, t.start()[r], 1, -t.load()[r]);
                    }
                    if (q != origin) {
                        events.add(q, t.end()[r], 0, t.load()[r]);
                    }
                    if (q == origin) {
                        arrived += t.load()[r];
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
        KeyedRows byNode = events.byNode();
        for (int from = 0; from < byNode.size();) {
            int to = byNode.runEnd(from);
            double ready = 0;
            for (int k = from; k < to; k++) {
                int e = byNode.row(k);
                ready += events.amount(e);
                if (ready < -slack) {
                    errors.add("processor " + byNode.key(from) + " returns results not yet computed or received, at t = "
                            + events.time(e));
                    break;
                }
            }
            from = to;
        }
    }
}
