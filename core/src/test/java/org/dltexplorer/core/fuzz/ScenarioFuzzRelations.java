package org.dltexplorer.core.fuzz;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;
import org.dltexplorer.core.invariance.Answer;
import org.dltexplorer.core.invariance.ScenarioTransforms;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Scenario;

/**
 * The same fuzz case asked in other ways (issue 24): every time scaled by {@code k}, the load in other units, worker
 * ids relabelled where the strategy is order-free, the default blocks moved into per-id overrides, the notation
 * converted to {@code w-z-T} and back. The fuzz test solves a few of them per answered case and the answers must
 * agree ({@link Answer#disagreementUnderTimeLimit}).
 */
final class ScenarioFuzzRelations {

    /** Scale factors: powers of ten, so the scaled values are not the originals times a power of two. */
    private static final double[] K = {1e-3, 1e3, 1e-6, 1e6};

    /**
     * One transformed form.
     *
     * @param name what was changed, for the finding
     * @param scenario the transformed scenario
     * @param k the factor its makespan must be of the original's
     * @param exact whether its values are the original's bit for bit (only moved or renamed), so that a refusal
     *        must agree too; scaled values may leave the double range where the original did not
     */
    record Form(String name, Scenario scenario, double k, boolean exact) {
    }

    private final Random r;

    ScenarioFuzzRelations(long seed) {
        this.r = new Random(seed);
    }

    /** Up to {@code count} forms of {@code s}, drawn from those that apply. */
    List<Form> forms(Scenario s, int count) {
        List<Form> all = new ArrayList<>();
        double k = K[r.nextInt(K.length)];
        add(all, "times ×" + k, () -> Optional.of(ScenarioTransforms.timesScaled(s, k)), k, false);
        double kv = K[r.nextInt(K.length)];
        add(all, "load ×" + kv + " in units ÷" + kv, () -> Optional.of(ScenarioTransforms.loadScaled(s, kv)), 1, false);
        long relabelSeed = r.nextLong();
        add(all, "relabelled", () -> ScenarioTransforms.relabelled(s, new Random(relabelSeed)), 1, true);
        add(all, "defaults moved into overrides", () -> ScenarioTransforms.defaultsMovedIntoOverrides(s, 1e3), 1, true);
        add(all, "w-z-T and back", () -> ScenarioTransforms.notationRoundTrip(s), 1, false);
        Collections.shuffle(all, r);
        return all.subList(0, Math.min(count, all.size()));
    }

    /** Adds the form when it applies and is a valid scenario (a value scaled beyond the double range is not). */
    private static void add(List<Form> all, String name, Supplier<Optional<Scenario>> form, double k, boolean exact) {
        try {
            form.get().ifPresent(x -> all.add(new Form(name, x, k, exact)));
        } catch (InvalidScenarioException e) {
            // not the same question in another form: a parameter left the double range
        }
    }

    /**
     * Why {@code other}, the answer to {@code form}, disagrees with {@code base}; empty when it agrees. Refused in both
     * forms is agreement; refused in one and answered in the other is not, since every value of a form is a normal
     * double (a form whose values leave the range is not made, {@link ScenarioTransforms}) and the scenario's
     * refusals of its values go by ratios that no form changes; except an answer that itself leaves the double
     * range in one form's units ({@link Answer.Kind#OUT_OF_RANGE}), when the values are not the same bit for bit.
     */
    static Optional<String> disagreement(Answer base, Form form, Answer other) {
        boolean outOfRangeOnce = (base.kind() == Answer.Kind.OUT_OF_RANGE) != (other.kind() == Answer.Kind.OUT_OF_RANGE);
        if (outOfRangeOnce && !form.exact()) {
            return Optional.empty();
        }
        return base.disagreementUnderTimeLimit(other, form.k()).map(d -> form.name() + ": " + d);
    }
}
