package io.enforcementcore.domain.port;

import io.enforcementcore.domain.decision.Precondition;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;

/**
 * Driven port for every write (C01..C14).
 *
 * <p>Contract: a change set is applied atomically, all of it or none of it, and only if every one of
 * its {@link ChangeSet#preconditions() preconditions} holds against the store's current state at commit
 * time (not at some earlier read). When one fails, the answer is the rejection that
 * {@link Precondition#failureOn} gives for what the store observed of its subject, for the first failing
 * precondition in list order, and nothing is written. The idempotency key's precondition comes first,
 * so a reused key is {@link Rejection.IdempotencyKeyReused}. Concurrent commits are serialisable as far
 * as their preconditions can observe. Infrastructure failure is thrown as a {@link StorageFailure} (after
 * the retries, {@link StoreUnavailable}), never returned as a rejection.
 *
 * <p>No outcome is guessed. When an answer is lost or comes too late (a timeout fired while the store was
 * still executing the commit), the store settles what happened before it answers: it reads back whether
 * the commit's records carry its mark and, where they do not, sends the same commit again until an answer
 * is definite. Landed: {@link Committed}. Definitely not landed: the rejection, or a {@link StoreUnavailable}
 * that wrote nothing. Not settled because the store stayed unreachable: {@link OutcomeUnknown}, which says
 * the commit may have landed.
 *
 * <p>A change set that has landed already (the same {@link ChangeSet#commitId() commit}, sent again
 * because its answer was lost or its message redelivered) is answered {@link Committed} again and
 * writes nothing, however long after and whatever other commits changed since, as long as one record it
 * wrote still carries its mark (a command's fact always does: nothing rewrites it). A store recognises
 * its own commit by those marks, so a landed commit is never refused by its own conditions. A fact is
 * written only where there is none: a different change set that records a fact under an event id another
 * commit used (ids reused by its caller) fails with {@link StoreUnavailable} and writes nothing.
 */
public interface ForStoringChanges {
    Either<Rejection, Committed> commit(ChangeSet changes);
}
