package io.enforcementcore.domain.contract;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;

/**
 * For the eventually consistent views: an assertion is re-run until it holds, with a short backoff and
 * a hard cap. A store that is consistent at once (as the in-memory one is) passes on the first try and
 * never waits; a store whose views never converge fails with the last assertion error.
 */
public final class Eventually {
    private static final Duration CAP = Duration.ofSeconds(5);
    private static final long FIRST_PAUSE_NANOS = Duration.ofMillis(2).toNanos();
    private static final long LONGEST_PAUSE_NANOS = Duration.ofMillis(100).toNanos();

    private Eventually() {
    }

    public static void eventually(Runnable assertion) {
        long deadline = System.nanoTime() + CAP.toNanos();
        long pause = FIRST_PAUSE_NANOS;
        while (true) {
            try {
                assertion.run();
                return;
            } catch (AssertionError notYet) {
                if (System.nanoTime() + pause > deadline) {
                    throw notYet;
                }
                LockSupport.parkNanos(pause);
                pause = Math.min(pause * 2, LONGEST_PAUSE_NANOS);
            }
        }
    }
}
