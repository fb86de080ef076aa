package org.dltexplorer.core.solver;

import java.util.Map;
import java.util.function.BiConsumer;
import org.dltexplorer.core.model.LinkParams;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.ProcessorParams;
import org.dltexplorer.core.model.Scenario;

/**
 * The parameters a scenario's answer can depend on, whichever way the file gives them: each override of a processor
 * that computes (all but the originator when {@code originatorComputes} is false) and the default block only when
 * some computing processor takes it; each link override and the link default only when some link takes it. The
 * scenario's units and its {@link RateSpan} are read from these, so that moving a value between the default block and
 * per-id overrides, or changing the {@code A} of an originator that does not compute, changes neither; nor does a
 * link default in a network without links.
 */
final class ParametersInUse {

    private ParametersInUse() {
    }

    /** Calls {@code each} with "processor" for the default (when in use) and "processor id" for each override. */
    static void processors(Scenario s, BiConsumer<String, ProcessorParams> each) {
        Network n = s.network();
        Map<Integer, ProcessorParams> overrides = s.processorOverrides();
        boolean idleOriginator = !s.strategy().originatorComputes();
        int originator = n.originator();
        long onDefault = n.processorCount() - overrides.size();
        if (idleOriginator && !overrides.containsKey(originator)) {
            onDefault--;
        }
        if (onDefault > 0) {
            each.accept("processor", s.processorDefault());
        }
        overrides.forEach((id, p) -> {
            if (!(idleOriginator && id == originator)) {
                each.accept("processor " + id, p);
            }
        });
    }

    /** Calls {@code each} with "link" for the default (when in use) and "link id" for each override. */
    static void links(Scenario s, BiConsumer<String, LinkParams> each) {
        Map<Integer, LinkParams> overrides = s.linkOverrides();
        // a network of one processor has no link (a chain of 1, a hypercube of dimension 0); overrides exist only on
        // explicit networks, whose links can be counted; without overrides every link takes the default
        boolean anyLink = s.network().processorCount() > 1;
        if (anyLink && (overrides.isEmpty() || s.network().linkIds().count() > overrides.size())) {
            each.accept("link", s.linkDefault());
        }
        overrides.forEach((id, l) -> each.accept("link " + id, l));
    }

    /**
     * The processor default, or when no computing processor takes it the parameters of one that computes: what an
     * unused default is replaced by before the scenario is rescaled, so that its value cannot leave the double range.
     */
    static ProcessorParams processorDefaultOrInUse(Scenario s) {
        ProcessorParams[] first = {null};
        processors(s, (name, p) -> {
            if (first[0] == null) {
                first[0] = p;
            }
        });
        return first[0] == null ? s.processorDefault() : first[0];
    }

    /**
     * The link default, or when no link takes it the parameters of one that a link has; in a network without links
     * a link that costs nothing (nothing reads it).
     */
    static LinkParams linkDefaultOrInUse(Scenario s) {
        LinkParams[] first = {null};
        links(s, (name, l) -> {
            if (first[0] == null) {
                first[0] = l;
            }
        });
        return first[0] == null ? new LinkParams(0, 0, 0) : first[0];
    }
}
