package org.dltexplorer.core.model;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.IntPredicate;

/**
 * Where the network editor drew the processors: a position per processor id, in the editor's units. Solvers ignore
 * it; files keep it so a drawing opens as it was left. Processors without a position are placed by the editor.
 *
 * <p>Immutable; change it by copying ({@link #with(int, double, double)}, {@link #without(int)}).
 *
 * @param positions position by processor id, iterated by increasing id
 */
public record Layout(Map<Integer, Position> positions) {

    /** No positions: the editor places every node itself. */
    public static final Layout NONE = new Layout(Map.of());

    /**
     * A point of the editor's drawing.
     *
     * @param x horizontal coordinate, finite
     * @param y vertical coordinate (downwards, as on screen), finite
     */
    public record Position(double x, double y) {

        public Position {
            InvalidScenarioException.require(Double.isFinite(x), "x", "must be a finite number, got " + x);
            InvalidScenarioException.require(Double.isFinite(y), "y", "must be a finite number, got " + y);
        }
    }

    public Layout {
        TreeMap<Integer, Position> sorted = new TreeMap<>();
        positions.forEach((id, p) -> {
            InvalidScenarioException.require(id != null && id >= 0, "positions", "processor ids are ≥ 0, got " + id);
            InvalidScenarioException.require(p != null, "positions[id=" + id + "]", "is required");
            sorted.put(id, p);
        });
        positions = Collections.unmodifiableMap(sorted);
    }

    public boolean isEmpty() {
        return positions.isEmpty();
    }

    /** The position of processor {@code id}, if the editor recorded one. */
    public Optional<Position> position(int id) {
        return Optional.ofNullable(positions.get(id));
    }

    /** This layout with processor {@code id} at ({@code x}, {@code y}). */
    public Layout with(int id, double x, double y) {
        TreeMap<Integer, Position> copy = new TreeMap<>(positions);
        copy.put(id, new Position(x, y));
        return new Layout(copy);
    }

    /** This layout without a position for processor {@code id}. */
    public Layout without(int id) {
        if (!positions.containsKey(id)) {
            return this;
        }
        TreeMap<Integer, Position> copy = new TreeMap<>(positions);
        copy.remove(id);
        return new Layout(copy);
    }

    /** The positions of the processors {@code keep} accepts (e.g. those of a smaller network). */
    public Layout restrictedTo(IntPredicate keep) {
        TreeMap<Integer, Position> copy = new TreeMap<>();
        positions.forEach((id, p) -> {
            if (keep.test(id)) {
                copy.put(id, p);
            }
        });
        return copy.size() == positions.size() ? this : new Layout(copy);
    }
}
