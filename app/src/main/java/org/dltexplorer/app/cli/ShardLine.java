package org.dltexplorer.app.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dltexplorer.core.analysis.Shard;

/**
 * The first line of a shard file, a {@code #} comment before the CSV header, so that {@code dlt merge} can check that
 * shards belong together and interleave their rows:
 * {@code # dlt shard 2/4 of 40000 points; grid: map --x C ...; scenario sha256 3f2a…}. The unsharded file has no such
 * line; everything after the shard number must be the same in every shard of one run.
 *
 * @param shard which shard
 * @param points how many points the whole run has
 * @param grid the command's grid in its own words ({@code sweep --param C --from 0.1 --to 10 --steps 200 --log})
 * @param digest the scenario's SHA-256 ({@link org.dltexplorer.core.io.ScenarioDigest})
 */
record ShardLine(Shard shard, long points, String grid, String digest) {

    private static final Pattern FORMAT = Pattern.compile("# dlt shard (\\d+)/(\\d+) of (\\d+) points; grid: (.*); scenario sha256 ([0-9a-f]{64})");

    String text() {
        return "# dlt shard " + shard + " of " + points + " points; grid: " + grid + "; scenario sha256 " + digest;
    }

    /** The line {@code line}, or null when it is not a shard line. */
    static ShardLine parse(String line) {
        Matcher m = FORMAT.matcher(line == null ? "" : line);
        if (!m.matches()) {
            return null;
        }
        try {
            return new ShardLine(new Shard(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))),
                    Long.parseLong(m.group(3)), m.group(4), m.group(5));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Whether {@code other} is another shard of the same run: same count, points, grid and scenario. */
    boolean sameRun(ShardLine other) {
        return shard.count() == other.shard.count() && points == other.points && grid.equals(other.grid) && digest.equals(other.digest);
    }
}
