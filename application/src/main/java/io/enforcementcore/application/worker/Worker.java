package io.enforcementcore.application.worker;

import java.time.Duration;

/**
 * A long-running worker the embedding service starts and stops: it works in rounds on a thread of its own
 * (or of the service's executor) until stopped. A round that throws is logged and observed, and the worker
 * waits as if idle and goes on; only an error of the JVM ends it.
 *
 * @param <R> what a round reports; {@link #totals()} adds them up
 */
public interface Worker<R> extends AutoCloseable {

    /** Starts the loop; a worker starts once. */
    void start();

    /**
     * Asks the worker to stop and waits up to {@code grace} for the round in hand to finish; past it, the round
     * is abandoned (it takes up nothing new: what it had not taken up stays for another worker, and nothing is
     * half-done) and the worker is given {@code grace} once more to end. Called on the worker's own thread, it
     * only asks. Whether the worker has ended.
     */
    boolean stop(Duration grace);

    /** Stops with the grace period of the worker's settings. */
    @Override
    void close();

    State state();

    /** What every round so far reported, added up. */
    R totals();

    /** How many rounds ended, and how many of them failed. */
    int rounds();

    int failedRounds();

    enum State {
        NEW,
        RUNNING,
        /** Asked to stop: the round in hand finishes, no other starts. */
        STOPPING,
        /** Past the grace period: the round in hand takes up nothing new. */
        ABANDONING,
        STOPPED
    }
}
