package org.dltexplorer.app.feature.results;

import java.util.Locale;

import org.dltexplorer.app.feature.network.NetworkViewModel;
import org.dltexplorer.core.model.KaryPolicy;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.NetworkKind;
import org.dltexplorer.core.model.Scenario;
import org.dltexplorer.core.schedule.Activity;
import org.dltexplorer.core.schedule.Interval;
import org.dltexplorer.core.schedule.Schedule;

/**
 * Why a schedule is slower than the originator computing everything itself: the speedup is
 * {@code A_0·V / T} (Błażewicz & Drozdowski 1997, §2.1), so below 1 the distribution costs more than it saves. Read
 * from the schedule: what forces load out of the originator (it does not compute, its memory is smaller than the
 * load, or the policy divides equally), which memory limits bind (processors loaded up to their buffer B, as in
 * Drozdowski & Wolniewicz (2003), LP1's α<sub>i</sub> ≤ B<sub>i</sub>), and how much of the originator's sending time
 * is startups {@code S}. When a memory limit binds it is named as the cause: faster links would not lift it.
 */
public final class SpeedupExplanation {

    private SpeedupExplanation() {
    }

    /** The limit the headline names: what makes this schedule slower than the originator alone. */
    public enum Cause {
        /** Every unit must cross a link first and no message was sent (nothing to weigh). */
        EVERY_UNIT_CROSSES_A_LINK,
        /** A processor's buffer B holds less than it would take: the originator's (B < V) or a worker's. */
        MEMORY,
        /** Most of the originator's sending time is startups S. */
        STARTUPS,
        /** Most of the originator's sending time is transfers C·x. */
        TRANSFERS
    }

    /**
     * What the schedule says about the originator's sending and the buffers.
     *
     * @param full processors (not layered) with a limited buffer that the schedule fills, in id order
     * @param originatorShort whether the originator computes but its buffer holds less than V
     */
    private record Reading(double speedup, double alone, double makespan, int messages, double sending, double startups,
            java.util.List<Integer> full, boolean originatorShort, boolean originatorComputes) {

        boolean startupsDominate() {
            return messages > 0 && startups >= 0.5 * sending;
        }

        Cause cause() {
            if (originatorComputes && (originatorShort || !full.isEmpty())) {
                return Cause.MEMORY;
            }
            if (messages == 0) {
                return Cause.EVERY_UNIT_CROSSES_A_LINK;
            }
            return startupsDominate() ? Cause.STARTUPS : Cause.TRANSFERS;
        }
    }

    /** Relative slack for a load to count as filling its buffer. */
    private static final double FULL = 1e-9;

    private static Reading read(Scenario s, Schedule sc) {
        if (s == null || sc == null || !sc.feasible() || !(sc.metrics().speedup() < 1)) {
            return null;
        }
        int o = sc.layered() ? 0 : s.network().originator();
        int messages = 0;
        double sending = 0;
        double startups = 0;
        for (Interval i : sc.timeline()) {
            if (i.processor() == o && i.activity() == Activity.SEND) {
                messages++;
                sending += i.duration();
                startups += Math.min(i.duration(), startup(s, sc, o, i.peer()));
            }
        }
        java.util.List<Integer> full = new java.util.ArrayList<>();
        if (!sc.layered()) {
            for (org.dltexplorer.core.schedule.Share sh : sc.shares()) {
                double b = s.processor(sh.index()).B();
                if (Double.isFinite(b) && ProcessorTable.carries(sh.load(), s.load()) && sh.load() >= b * (1 - FULL)) {
                    full.add(sh.index());
                }
            }
        }
        boolean computes = s.strategy().originatorComputes();
        boolean originatorShort = computes && s.processor(o).B() < s.load();
        return new Reading(sc.metrics().speedup(), s.processor(o).A() * s.load(), sc.makespan(), messages, sending, startups,
                java.util.List.copyOf(full), originatorShort, computes);
    }

    /** The limit that makes the speedup fall below 1, or null when it does not. */
    public static Cause cause(Scenario s, Schedule sc) {
        Reading r = read(s, sc);
        return r == null ? null : r.cause();
    }

    /** The explanation, or an empty string when the speedup is at least 1 (or there is no schedule). */
    public static String of(Scenario s, Schedule sc) {
        Reading r = read(s, sc);
        if (r == null) {
            return "";
        }
        String head = String.format(Locale.ROOT, "Speedup %s < 1: the originator alone would finish at A·V = %s, this schedule at T = %s. ",
                NetworkViewModel.fmt(r.speedup()), NetworkViewModel.fmt(r.alone()), NetworkViewModel.fmt(r.makespan()));
        String cost = switch (r.cause()) {
            case EVERY_UNIT_CROSSES_A_LINK -> "Every message costs S + C·x before its load can be computed.";
            case MEMORY -> String.format(Locale.ROOT, "Memory limits bind: %s, so the rest of the load goes to "
                    + "processors that are slower to reach or to compute (the originator spends %s sending %d message%s). "
                    + "Larger buffers B let the distribution pay; faster links alone do not lift this limit.",
                    fullWords(r), NetworkViewModel.fmt(r.sending()), r.messages(), r.messages() == 1 ? "" : "s");
            case STARTUPS -> String.format(Locale.ROOT, "Startup costs dominate at this load: of the %s the originator spends sending "
                    + "%d message%s, %s are startups S. A larger load V (or a smaller S) lets the distribution pay.",
                    NetworkViewModel.fmt(r.sending()), r.messages(), r.messages() == 1 ? "" : "s", NetworkViewModel.fmt(r.startups()));
            case TRANSFERS -> String.format(Locale.ROOT, "Transfers dominate: the originator spends %s sending %d message%s (C·x each "
                    + "beyond the startups), more than the computing they save. Faster links (smaller C) let the distribution pay.",
                    NetworkViewModel.fmt(r.sending()), r.messages(), r.messages() == 1 ? "" : "s");
        };
        return head + forced(s, sc.layered() ? 0 : s.network().originator()) + " " + cost;
    }

    /** One line for the banner (the whole explanation is in the summary); empty when the speedup is at least 1. */
    public static String headline(Scenario s, Schedule sc) {
        Reading r = read(s, sc);
        if (r == null) {
            return "";
        }
        String why = switch (r.cause()) {
            case EVERY_UNIT_CROSSES_A_LINK -> "every unit must cross a link first";
            case MEMORY -> "memory limits bind (" + fullWords(r) + ")";
            case STARTUPS -> "startup costs dominate at this load";
            case TRANSFERS -> "transfers cost more than they save";
        };
        return String.format(Locale.ROOT, "Speedup %s < 1 (over the originator alone, A·V = %s): %s. Why: see Summary.",
                NetworkViewModel.fmt(r.speedup()), NetworkViewModel.fmt(r.alone()), why);
    }

    /** "P0, P3 and P4 are filled to their buffers B", or the originator's shortfall when no processor is full. */
    private static String fullWords(Reading r) {
        if (r.full().isEmpty()) {
            return "the originator's buffer holds less than the load";
        }
        int shown = Math.min(r.full().size(), MAX_NAMED);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < shown; i++) {
            b.append(i == 0 ? "" : i == shown - 1 && shown == r.full().size() ? " and " : ", ").append('P').append(r.full().get(i));
        }
        if (shown < r.full().size()) {
            b.append(" and ").append(r.full().size() - shown).append(" more");
        }
        return b + (r.full().size() == 1 ? " is" : " are") + " filled to " + (r.full().size() == 1 ? "its buffer B" : "their buffers B");
    }

    /** Processors a sentence names before it says "and n more". */
    private static final int MAX_NAMED = 5;

    /** What makes the originator send load out at all. */
    static String forced(Scenario s, int o) {
        if (!s.strategy().originatorComputes()) {
            return "The originator only distributes (\"originator computes\" is off), so every unit crosses a link first.";
        }
        double b = s.processor(o).B();
        if (Double.isFinite(b) && b < s.load()) {
            return "The originator's memory holds B = " + NetworkViewModel.fmt(b) + " of the load V = "
                    + NetworkViewModel.fmt(s.load()) + ", so the rest must be sent out.";
        }
        if (s.network().kind() == NetworkKind.KARY_TREE && s.strategy().scheduleOrDefault() == KaryPolicy.EQUAL) {
            return "Equal division (EDS) gives every processor the same share, whatever sending it costs.";
        }
        return "This strategy sends load out even where computing it at the originator would be faster.";
    }

    private static double startup(Scenario s, Schedule sc, int o, int peer) {
        int link = sc.layered() || peer < 0 ? -1 : s.network().linkBetween(o, peer);
        LinkParams l = link < 0 ? s.linkDefault() : s.link(link);
        return l.S();
    }
}
