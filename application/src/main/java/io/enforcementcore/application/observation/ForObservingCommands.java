package io.enforcementcore.application.observation;

/**
 * Driven port that hears how every command (C01..C12) and job (C12r, C13, C14) the facade ran ended:
 * accepted, answered from its idempotency record, rejected (and why) or failed in the store, and how
 * long it took; and, if it wants, how every answer to an access pattern (AP01..AP14) and every round of a
 * long-running worker ended. What each one cost in storage requests is reported apart, by the store's own
 * observer.
 *
 * <p>Called on the caller's thread (a worker's own, for its rounds) after the command has ended: an implementation must be quick,
 * thread-safe and must not throw. The default, {@link #NONE}, does nothing.
 */
@FunctionalInterface
public interface ForObservingCommands {
    ForObservingCommands NONE = observation -> { };

    void commandEnded(CommandObservation observation);

    default void queryEnded(QueryObservation observation) {
    }

    /** How a round of a long-running worker (the outbox relay's, the drift sweep's) ended, on its thread. */
    default void workerRoundEnded(WorkerObservation observation) {
    }

    /** What a worker's lease round changed in the leases it holds, and how many it holds, on its thread. */
    default void leasesTicked(LeaseObservation observation) {
    }
}
