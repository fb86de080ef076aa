package org.dltexplorer.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.LongStream;
import org.dltexplorer.core.model.InvalidScenarioException;
import org.dltexplorer.core.model.Network;
import org.dltexplorer.core.model.Notation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whatever the damage to a valid file, the reader either reads it or throws an {@link InvalidScenarioException}
 * with a path and a message: never a Jackson exception, a NullPointerException or a ClassCastException.
 */
class ScenarioReaderRobustnessTest {

    private static final List<String> BAD_VALUES = List.of("-1", "0", "NaN", "-Infinity", "1e400", "\"x\"", "null", "[]",
            "{}", "true", "2.5", "[1, \"a\"]", "[[0]]", "99999999999", "{\"id\": 1}");

    private static final Pattern VALUE = Pattern.compile(":\\s*(-?[0-9.eE+-]+|\"[^\"]*\"|true|false|null|\\[[^\\[\\]{}]*\\])");

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 20);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void damagedFilesGiveOnlyInvalidScenarioExceptions(long seed) {
        Random rnd = new Random(seed);
        List<Network> networks = ScenarioWriterTest.networks();
        Network network = networks.get(rnd.nextInt(networks.size()));
        Notation notation = Notation.values()[rnd.nextInt(Notation.values().length)];
        String valid = new ScenarioWriter().write(ScenarioWriterTest.randomScenario(network, notation, rnd));
        ScenarioReader reader = new ScenarioReader();

        for (int trial = 0; trial < 25; trial++) {
            String damaged = damage(valid, rnd);
            try {
                reader.read(damaged);
            } catch (InvalidScenarioException e) {
                assertThat(e.getMessage()).as("message for%n%s", damaged).isNotBlank().doesNotContain("Source:");
                assertThat(e.getMessage().lines()).hasSize(1);
            }
        }
    }

    /** Replaces one value by a wrong one, deletes a character, or renames a key. */
    private static String damage(String text, Random rnd) {
        switch (rnd.nextInt(3)) {
            case 0: {
                Matcher m = VALUE.matcher(text);
                int count = (int) VALUE.matcher(text).results().count();
                int pick = rnd.nextInt(count);
                for (int i = 0; i <= pick; i++) {
                    m.find();
                }
                return text.substring(0, m.start(1)) + BAD_VALUES.get(rnd.nextInt(BAD_VALUES.size())) + text.substring(m.end(1));
            }
            case 1: {
                int at = rnd.nextInt(text.length());
                return text.substring(0, at) + text.substring(at + 1);
            }
            default: {
                int at = text.indexOf("\":", rnd.nextInt(text.length()));
                return at < 0 ? text : text.substring(0, at) + "x" + text.substring(at);
            }
        }
    }
}
