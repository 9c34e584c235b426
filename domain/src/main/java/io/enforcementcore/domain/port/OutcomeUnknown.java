package io.enforcementcore.domain.port;

import io.enforcementcore.domain.commit.CommitId;
import java.util.Objects;

/**
 * A commit whose answer was lost or came too late, and which the store could not settle before it had to
 * answer: the store stayed unreachable while it read back whether the commit's records are there. The
 * write <em>may have landed</em> (all of it: a commit never lands in part) or not.
 *
 * <p>What settles it: retrying the same command with the same idempotency key is always safe (a commit
 * that landed answers its first result, one that did not lands now); without a key, read the case (its
 * timeline shows the command's event if it landed) before deciding to send the command again. The
 * {@link #commitId()} is the name the commit's records carry, for an operator to look for.
 */
public final class OutcomeUnknown extends StorageFailure {
    private final CommitId commitId;
    private final int attempts;

    public OutcomeUnknown(String operation, CommitId commitId, int attempts, Throwable cause) {
        super(operation, message(operation, commitId, attempts, cause), cause);
        this.commitId = Objects.requireNonNull(commitId, "commitId");
        this.attempts = attempts;
    }

    private static String message(String operation, CommitId commitId, int attempts, Throwable cause) {
        return operation + " of commit " + commitId.value() + " may have landed: its answer was lost and the store "
                + "stayed unreachable while settling it (" + attempts + (attempts == 1 ? " attempt" : " attempts")
                + " to commit; last failure: " + (cause == null ? "no detail" : cause.getMessage()) + "); retrying "
                + "the command with the same idempotency key is safe and settles it";
    }

    /** The name every record of the commit carries if it landed. */
    public CommitId commitId() {
        return commitId;
    }

    /** The requests that sent the commit, its resends while settling included. */
    public int attempts() {
        return attempts;
    }

    /** Trying again can help; it is safe with the same idempotency key, and may repeat the work without one. */
    @Override
    public boolean retryable() {
        return true;
    }
}
