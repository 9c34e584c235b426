package io.enforcementcore.domain.contract;

import java.time.Duration;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A bounded re-read for the cross-case views (AP03, AP04, AP10, AP12, AP13), shared by the port contracts
 * and the acceptance scenarios. Those views are eventually consistent: nobody may rely on reading their
 * own write through them, and neither may a test. The check is repeated on a fresh read until it holds or
 * the patience runs out; then the last failure is reported. A check that can never hold still fails, only
 * later; a store that is consistent at once passes on the first read and never waits.
 */
public final class Eventually {
    static final Duration PATIENCE = Duration.ofSeconds(5);
    private static final long FIRST_PAUSE_MILLIS = 10;
    private static final long LONGEST_PAUSE_MILLIS = 250;

    private Eventually() {
    }

    /** Re-runs {@code assertion}, which reads for itself, until it holds. */
    public static void eventually(Runnable assertion) {
        check(() -> null, ignored -> assertion.run());
    }

    public static <T> void check(Supplier<T> read, Consumer<T> expectation) {
        check(read, expectation, PATIENCE);
    }

    static <T> void check(Supplier<T> read, Consumer<T> expectation, Duration patience) {
        long deadline = System.nanoTime() + patience.toNanos();
        long pause = FIRST_PAUSE_MILLIS;
        int reads = 0;
        while (true) {
            T seen = read.get();
            reads++;
            try {
                expectation.accept(seen);
                return;
            } catch (AssertionError notYet) {
                if (System.nanoTime() + pause * 1_000_000 > deadline) {
                    throw new AssertionError("still not so after " + reads + " reads over " + patience.toMillis()
                            + " ms: " + notYet.getMessage(), notYet);
                }
            }
            pauseFor(pause);
            pause = Math.min(pause * 2, LONGEST_PAUSE_MILLIS);
        }
    }

    // A view catches up in the store's own time; there is nothing to wait on but the clock.
    private static void pauseFor(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for a view to catch up", e);
        }
    }
}
