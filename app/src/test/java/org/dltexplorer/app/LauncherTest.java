package org.dltexplorer.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LauncherTest {

    @TempDir
    Path dir;

    @Test
    void noArgumentsOrOneScenarioFileOpenTheWindow() throws Exception {
        Path file = Files.writeString(dir.resolve("star.json"), "{}");
        assertThat(Launcher.opensWindow()).isTrue();
        assertThat(Launcher.opensWindow(file.toString())).isTrue();
    }

    @Test
    void subcommandsOptionsAndMissingFilesStayOnTheCommandLine() throws Exception {
        Path file = Files.writeString(dir.resolve("star.json"), "{}");
        assertThat(Launcher.opensWindow("solve", file.toString())).isFalse();
        assertThat(Launcher.opensWindow("solve")).isFalse();
        assertThat(Launcher.opensWindow("--help")).isFalse();
        // a mistyped name gets the command line's one-line error, not an empty window
        assertThat(Launcher.opensWindow(dir.resolve("missing.json").toString())).isFalse();
        assertThat(Launcher.opensWindow(dir.toString())).isFalse();
    }
}
