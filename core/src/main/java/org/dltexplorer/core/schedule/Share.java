package org.dltexplorer.core.schedule;

/**
 * The load of one processor, or of each processor in one layer.
 *
 * @param index processor id, or layer index in a layered schedule
 * @param count processors with this load (1 per processor; {@code n_i} for layer {@code i})
 * @param load load units per processor
 */
public record Share(int index, long count, double load) {

    public static Share of(int id, double load) {
        return new Share(id, 1, load);
    }

    /** {@code count · load}. */
    public double total() {
        return count * load;
    }
}
