package org.dltexplorer.app;

import java.util.ArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import javafx.application.Platform;
import javafx.stage.Window;

import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

/**
 * Shuts the JavaFX toolkit down once every test of the JVM has run: windows closed, {@link Platform#exit()}, and
 * the FX thread given time to end. TestFX leaves the toolkit running, so the test JVM used to exit with the FX,
 * render and WebKit threads (the help windows' web views) still alive, and one CI run in three died at exit with
 * "Aborted" (a native abort, no Java stack) after all tests had passed. Registered in
 * {@code META-INF/services/org.junit.platform.launcher.LauncherSessionListener}.
 */
public final class FxToolkitShutdown implements LauncherSessionListener {

    private static final long WAIT_SECONDS = 20;

    @Override
    public void launcherSessionClosed(LauncherSession session) {
        Thread[] fx = new Thread[1];
        CountDownLatch closed = new CountDownLatch(1);
        try {
            Platform.runLater(() -> {
                fx[0] = Thread.currentThread();
                // web views first: a page unloaded while the toolkit still runs leaves no WebKit work behind
                new ArrayList<>(Window.getWindows()).forEach(Window::hide);
                closed.countDown();
            });
        } catch (IllegalStateException notStarted) {
            return; // no test started the toolkit
        }
        try {
            if (closed.await(WAIT_SECONDS, TimeUnit.SECONDS)) {
                Platform.exit();
                fx[0].join(TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
