package io.enforcementcore.domain.port;

import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;

/**
 * Driven port for every write (C01..C14).
 *
 * <p>Contract: a change set is applied atomically, all of it or none of it, with every change's
 * condition checked against the store's current state at commit time (not at some earlier read).
 * When a condition fails the answer is the rejection that change names, the first failing change in
 * list order, and nothing is written. An idempotency record in the set is written in the same
 * atomic step and fails with {@link Rejection.IdempotencyKeyReused} if its key exists. Concurrent
 * commits are serialisable as far as their conditions can observe. Infrastructure failure after the
 * adapter's own retries is thrown as {@link StoreUnavailable}, never returned as a rejection.
 */
public interface ForStoringChanges {
    Either<Rejection, Committed> commit(ChangeSet changes);
}
