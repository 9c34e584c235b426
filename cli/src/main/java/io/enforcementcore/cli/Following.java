package io.enforcementcore.cli;

import io.enforcementcore.application.worker.Worker;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.Map;

/**
 * A job run with {@code --follow}: its worker runs until the process is asked to end (SIGINT, SIGTERM), then
 * stops within its grace, the final report is printed, and the process exits with the report's code: a
 * stop asked for is the normal end of a followed job, not a failure.
 */
final class Following {
    private Following() {
    }

    /**
     * Runs the worker until the process is asked to end, then prints its totals as {@code printed} prints a
     * single run's report, with the rounds it ran beside them.
     */
    static <R> int follow(Either<Rejection, Worker<R>> made, Output output, Duration grace, Printed<? super R> printed) {
        if (made.isLeft()) {
            return output.report(Either.<Rejection, R>left(made.getLeft()), printed, Map.of());
        }
        Worker<R> worker = made.get();
        CountDownLatch endAsked = new CountDownLatch(1);
        CountDownLatch reported = new CountDownLatch(1);
        int[] code = {0};
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            endAsked.countDown();
            awaitQuietly(reported);
            // without this the JVM ends a SIGTERM with 143: the report is printed, so the end is a clean one
            Runtime.getRuntime().halt(code[0]);
        }, "enforcementcore-follow-stop"));
        worker.start();
        awaitQuietly(endAsked);
        boolean ended = worker.stop(grace);
        if (!ended) {
            System.err.println("the worker did not end within " + grace.multipliedBy(2) + "; what it had not taken up"
                    + " stays pending for the next run");
        }
        if (!output.json()) {
            output.out().println("stopped after " + worker.rounds() + " rounds (" + worker.failedRounds() + " failed)");
        }
        code[0] = output.report(Either.right(worker.totals()), printed, Map.of("rounds", worker.rounds(),
                "failedRounds", worker.failedRounds()));
        output.out().flush();
        System.err.flush();
        reported.countDown();
        return code[0];
    }

    private static void awaitQuietly(CountDownLatch latch) {
        boolean interrupted = false;
        while (true) {
            try {
                latch.await();
                break;
            } catch (InterruptedException again) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
