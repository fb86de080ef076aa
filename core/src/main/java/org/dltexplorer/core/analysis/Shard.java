package org.dltexplorer.core.analysis;

/**
 * Shard {@code index} of {@code count} ({@code --shard I/K}): the points whose index ≡ I−1 (mod K), so that K runs
 * (a Slurm job array, GNU parallel) cover a sweep or map once and {@code dlt merge} can interleave their rows.
 *
 * @param index I, from 1
 * @param count K
 */
public record Shard(int index, int count) {

    /** The whole range: one shard of one. */
    public static final Shard ALL = new Shard(1, 1);

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("must be I/K with 1 <= I <= K, got " + index + "/" + count);
        }
    }

    /** {@code "2/4"} → shard 2 of 4. */
    public static Shard parse(String text) {
        String t = text == null ? "" : text.strip();
        int slash = t.indexOf('/');
        try {
            if (slash > 0) {
                return new Shard(Integer.parseInt(t.substring(0, slash)), Integer.parseInt(t.substring(slash + 1)));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("must be I/K with 1 <= I <= K (e.g. 2/4), got '" + text + "'");
    }

    /** Whether point {@code i} (from 0) belongs to this shard. */
    public boolean contains(long i) {
        return i % count == index - 1;
    }

    /** How many of {@code total} points this shard holds. */
    public long size(long total) {
        return total < index ? 0 : (total - index) / count + 1;
    }

    /** The {@code k}-th point (from 0) of this shard. */
    public long point(long k) {
        return index - 1 + k * (long) count;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
