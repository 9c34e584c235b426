package io.enforcementcore.application;

import io.enforcementcore.application.runtime.Pacer;
import io.enforcementcore.application.worker.Worker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/** What the worker tests share: waits that take no time, a worker run on the test's own thread, and patience. */
final class WorkerFixtures {
    /** Runs the worker's loop on the thread that starts it: {@code start()} returns once it stopped. */
    static final Executor ON_THIS_THREAD = Runnable::run;

    private WorkerFixtures() {
    }

    /** A pacer that records each wait instead of waiting, and then does what the test says (n: waits so far). */
    static final class RecordedWaits implements Pacer {
        final List<Duration> waits = new ArrayList<>();
        IntConsumer then = n -> { };

        @Override
        public void sleep(Duration duration) {
            waits.add(duration);
            then.accept(waits.size());
        }

        /** After {@code n} waits, asks {@code worker} to stop (from its own thread: it only asks). */
        void stopAfter(int n, Worker<?>[] worker) {
            then = waited -> {
                if (waited == n) {
                    worker[0].stop(Duration.ZERO);
                }
            };
        }
    }

    /** Parks the calling thread until {@code condition} holds: no time is measured or asserted. */
    static void awaitUntil(BooleanSupplier condition) {
        while (!condition.getAsBoolean()) {
            LockSupport.parkNanos(1_000_000);
        }
    }
}
