package org.dltexplorer.core.io;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.dltexplorer.core.model.Scenario;

/**
 * The SHA-256 digest of a scenario as {@link ScenarioWriter} writes it: two files that say the same thing (spacing,
 * key order, a default block spelled out or not) have the same digest, so shards of one map can be checked to belong
 * together and a figure can name the scenario it was drawn from.
 */
public final class ScenarioDigest {

    private ScenarioDigest() {
    }

    /** 64 lower-case hex digits. */
    public static String sha256(Scenario s) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(new ScenarioWriter().write(s).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
