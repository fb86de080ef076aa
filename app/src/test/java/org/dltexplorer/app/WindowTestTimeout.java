package org.dltexplorer.app;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;

/**
 * Every test of a window test class fails after {@value #SECONDS} s instead of waiting for ever. A window test waits
 * for the FX thread (a robot's click, {@code waitForFxEvents}, {@code interact}); when a regression keeps that thread
 * busy or behind a dialog, the test hung and took CI's whole budget with it. The test runs in a thread of its own
 * ({@link Timeout.ThreadMode#SEPARATE_THREAD}), so the timeout fails it even when it is blocked in a wait that ignores
 * interrupts (tried: an FX thread kept busy for 200 s fails its test at 120 s). A stall that fills the heap is not
 * caught: the size spinner's old fault (a chain of 1 000 000 built on the FX thread) left the JVM collecting garbage
 * for minutes, every thread stopped, the timeout's too. The slowest window test takes about 20 s on the shared
 * two-core machine; the limit leaves it six times that.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Timeout(value = WindowTestTimeout.SECONDS, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public @interface WindowTestTimeout {

    /** The limit per test method, in seconds. */
    long SECONDS = 120;
}
