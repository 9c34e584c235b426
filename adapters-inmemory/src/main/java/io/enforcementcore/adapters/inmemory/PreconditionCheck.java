package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.adapters.inmemory.SortKeys.TimeKey;
import io.enforcementcore.domain.decision.Observed;
import io.enforcementcore.domain.decision.Precondition;
import io.enforcementcore.domain.decision.Subject;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.util.List;

/**
 * Checks the preconditions of a change set against the store as it is before the set is applied (the
 * caller holds the stripes of every partition they are about), as DynamoDB checks a transaction's
 * conditions: each subject is observed whoever owns it, and the domain says whether that fails the
 * precondition and how. The first failure in list order is the answer. Nothing here knows a rule.
 */
final class PreconditionCheck {
    private final MemoryTables store;

    PreconditionCheck(MemoryTables store) {
        this.store = store;
    }

    /** The first of {@code preconditions} (a change set's, in its order) that fails, if any. */
    Option<Rejection> firstFailure(List<Precondition> preconditions) {
        for (Precondition precondition : preconditions) {
            Option<Rejection> failure = precondition.failureOn(observe(precondition.subject()));
            if (failure.isDefined()) {
                return failure;
            }
        }
        return Option.none();
    }

    private Observed observe(Subject subject) {
        return lookUp(subject).getOrElse(Observed.NOTHING);
    }

    private Option<Observed> lookUp(Subject subject) {
        if (subject instanceof Subject.TheCase s) {
            return store.partitionOf(s.caseId()).filter(CasePartition::isOpened).map(p -> Observed.of(p.state()));
        } else if (subject instanceof Subject.TheTask s) {
            return store.partitionOf(s.task().caseId()).flatMap(p -> Option.of(p.task(s.task()))).map(Observed::of);
        } else if (subject instanceof Subject.TheDeadline s) {
            return store.partitionOf(s.deadline().caseId()).flatMap(p -> Option.of(p.deadline(s.deadline())))
                    .map(Observed::of);
        } else if (subject instanceof Subject.TheEvidence s) {
            return store.partitionOf(s.caseId())
                    .flatMap(p -> Option.of(Stored.itemOf(p.evidence.get(s.evidenceId().value()))))
                    .map(evidence -> Observed.owned(evidence.tenantId()));
        } else if (subject instanceof Subject.PartyLink s) {
            return store.partitionOf(s.caseId())
                    .flatMap(p -> Option.of(Stored.itemOf(p.parties.get(s.partyId().value()))))
                    .map(Observed::of);
        } else if (subject instanceof Subject.OutboxEntry s) {
            TimeKey key = new TimeKey(s.occurredAt(), s.eventId().value());
            return store.partitionOf(s.caseId()).flatMap(p -> Option.of(Stored.itemOf(p.outbox.get(key))))
                    .map(Observed::of);
        } else if (subject instanceof Subject.ExternalRefClaim s) {
            return store.caseIdByExternalRef(s.tenantId(), s.externalRef())
                    .map(claimed -> Observed.owned(s.tenantId()));
        } else if (subject instanceof Subject.IdempotencyClaim s) {
            return store.idempotencyRecord(s.tenantId(), s.key())
                    .map(record -> Observed.expiring(record.tenantId(), record.expiresAt()));
        }
        throw new IllegalArgumentException("no way to observe " + subject);
    }
}
