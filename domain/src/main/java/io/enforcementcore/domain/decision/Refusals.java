package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;

/** The wording of a failed {@link Precondition}, by what failed. */
final class Refusals {
    private Refusals() {
    }

    /** A record exists where the precondition needed none. */
    static Rejection taken(Subject subject) {
        if (subject instanceof Subject.ExternalRefClaim claim) {
            return new Rejection.DuplicateExternalRef(claim.externalRef().value());
        }
        if (subject instanceof Subject.PartyLink link) {
            return new Rejection.PartyAlreadyLinked(link.caseId().value(), link.partyId().value());
        }
        if (subject instanceof Subject.IdempotencyClaim claim) {
            return new Rejection.IdempotencyKeyReused(claim.key().value());
        }
        if (subject instanceof Subject.TheCase c) {
            return new Rejection.InvalidInput("caseId", "a case with id '" + c.id() + "' exists already");
        }
        if (subject instanceof Subject.TheTask || subject instanceof Subject.TheDeadline) {
            return new Rejection.InvalidInput(subject.entity() + "Id",
                    subject.entity() + " '" + subject.id() + "' exists already at that due time");
        }
        if (subject instanceof Subject.TheEvidence) {
            return new Rejection.InvalidInput("evidenceId", "evidence '" + subject.id() + "' is attached already");
        }
        return new Rejection.InvalidInput("eventId", subject.entity() + " '" + subject.id() + "' exists already");
    }

    static Rejection stale(Subject subject, long expected, Option<Long> found) {
        return new Rejection.StaleVersion(subject.entity(), subject.id(), expected,
                found.getOrElse(Rejection.StaleVersion.UNKNOWN));
    }

    /** The owner's record, in {@code status}, which the precondition does not allow. */
    static Rejection inStatus(Precondition precondition, String status) {
        Subject subject = precondition.subject();
        if (precondition instanceof Precondition.CaseCanMove move) {
            return new Rejection.IllegalTransition(status, move.target().name());
        }
        if (precondition instanceof Precondition.CaseOpen) {
            return new Rejection.CaseClosed(subject.id());
        }
        if (precondition instanceof Precondition.TaskOpen) {
            return new Rejection.TaskNotOpen(subject.id(), status);
        }
        if (precondition instanceof Precondition.DeadlineOpen) {
            return new Rejection.DeadlineNotOpen(subject.id(), status);
        }
        return new Rejection.NotFound(subject.entity(), subject.id());
    }
}
