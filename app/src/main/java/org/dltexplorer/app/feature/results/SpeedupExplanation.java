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
 * load, or the policy divides equally) and how much of the originator's sending time is startups {@code S}.
 */
public final class SpeedupExplanation {

    private SpeedupExplanation() {
    }

    /** The explanation, or an empty string when the speedup is at least 1 (or there is no schedule). */
    public static String of(Scenario s, Schedule sc) {
        if (s == null || sc == null || !sc.feasible() || !(sc.metrics().speedup() < 1)) {
            return "";
        }
        int o = sc.layered() ? 0 : s.network().originator();
        double alone = s.processor(o).A() * s.load();
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
        String head = String.format(Locale.ROOT, "Speedup %s < 1: the originator alone would finish at A·V = %s, this schedule at T = %s. ",
                NetworkViewModel.fmt(sc.metrics().speedup()), NetworkViewModel.fmt(alone), NetworkViewModel.fmt(sc.makespan()));
        String cost;
        if (messages == 0) {
            cost = "Every message costs S + C·x before its load can be computed.";
        } else if (startups >= 0.5 * sending) {
            cost = String.format(Locale.ROOT, "Startup costs dominate at this load: of the %s the originator spends sending "
                    + "%d message%s, %s are startups S. A larger load V (or a smaller S) lets the distribution pay.",
                    NetworkViewModel.fmt(sending), messages, messages == 1 ? "" : "s", NetworkViewModel.fmt(startups));
        } else {
            cost = String.format(Locale.ROOT, "Transfers dominate: the originator spends %s sending %d message%s (C·x each "
                    + "beyond the startups), more than the computing they save. Faster links (smaller C) let the distribution pay.",
                    NetworkViewModel.fmt(sending), messages, messages == 1 ? "" : "s");
        }
        return head + forced(s, o) + " " + cost;
    }

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
