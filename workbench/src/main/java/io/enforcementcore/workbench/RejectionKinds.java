package io.enforcementcore.workbench;

import io.enforcementcore.domain.rejection.Rejection;

/**
 * The stable {@code kind} of each business rejection, as the command line's error documents and the
 * demo's rule checks name it: words a script can match, never a class name.
 */
public final class RejectionKinds {
    private RejectionKinds() {
    }

    public static String of(Rejection rejection) {
        if (rejection instanceof Rejection.InvalidInput) {
            return "invalid-input";
        }
        if (rejection instanceof Rejection.NotFound) {
            return "not-found";
        }
        if (rejection instanceof Rejection.Forbidden) {
            return "forbidden";
        }
        if (rejection instanceof Rejection.DuplicateExternalRef) {
            return "duplicate-external-ref";
        }
        if (rejection instanceof Rejection.StaleVersion) {
            return "stale-version";
        }
        if (rejection instanceof Rejection.IllegalTransition) {
            return "illegal-transition";
        }
        if (rejection instanceof Rejection.CaseClosed) {
            return "case-closed";
        }
        if (rejection instanceof Rejection.TaskNotOpen) {
            return "task-not-open";
        }
        if (rejection instanceof Rejection.DeadlineNotOpen) {
            return "deadline-not-open";
        }
        if (rejection instanceof Rejection.PartyAlreadyLinked) {
            return "party-already-linked";
        }
        if (rejection instanceof Rejection.IdempotencyKeyReused) {
            return "idempotency-key-reused";
        }
        if (rejection instanceof Rejection.InvalidCursor) {
            return "invalid-cursor";
        }
        if (rejection instanceof Rejection.ItemTooLarge) {
            return "item-too-large";
        }
        return "rejected";
    }
}
