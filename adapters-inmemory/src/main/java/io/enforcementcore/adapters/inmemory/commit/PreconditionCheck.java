package io.enforcementcore.adapters.inmemory.commit;

import io.enforcementcore.adapters.inmemory.table.CasePartition;
import io.enforcementcore.adapters.inmemory.table.LeasePartition;
import io.enforcementcore.adapters.inmemory.table.MemoryTables;
import io.enforcementcore.adapters.inmemory.table.SortKeys;
import io.enforcementcore.adapters.inmemory.table.SortKeys.TimeKey;
import io.enforcementcore.adapters.inmemory.table.Stored;
import io.enforcementcore.domain.decision.Expectation;
import io.enforcementcore.domain.decision.Observed;
import io.enforcementcore.domain.decision.Precondition;
import io.enforcementcore.domain.decision.Subject;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Task;
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

    private final SubjectObserver atRevision = new SubjectObserver(true);
    private final SubjectObserver asStored = new SubjectObserver(false);

    PreconditionCheck(MemoryTables store) {
        this.store = store;
    }

    /** The first of {@code preconditions} (a change set's, in its order) that fails, if any. */
    Option<Rejection> firstFailure(List<Precondition> preconditions) {
        for (int i = 0; i < preconditions.size(); i++) {
            Precondition precondition = preconditions.get(i);
            Option<Rejection> failure = precondition.failureOn(observe(precondition.subject(),
                    tellsRevision(precondition)));
            if (failure.isDefined()) {
                return failure;
            }
        }
        return Option.none();
    }

    /**
     * Whether the precondition relies on a revision: only then is the mark spelled out as one. Only the
     * records a repair rewrites are asked, so that a commit on a case (C02's, the most frequent) builds no
     * expectation twice.
     */
    private static boolean tellsRevision(Precondition precondition) {
        Subject subject = precondition.subject();
        return (subject instanceof Subject.TheTask || subject instanceof Subject.TheDeadline
                || subject instanceof Subject.PartyLink)
                && precondition.expectation() instanceof Expectation.Present present && present.revision().isDefined();
    }

    /**
     * What the store holds for {@code subject}, or {@link Observed#NOTHING}, told at its revision when
     * {@code revision} asks. Written with plain null checks rather than a chain of {@code Option}s: every commit
     * observes each of its subjects, and each link of a chain allocates.
     */
    private Observed observe(Subject subject, boolean revision) {
        return subject.accept(revision ? atRevision : asStored);
    }

    private static Observed told(Observed observed, Stored<?> stored, boolean revision) {
        return revision ? observed.at(stored.mark().revision()) : observed;
    }

    /** Observes every kind of subject; built twice per check, so that observing allocates no visitor. */
    private final class SubjectObserver implements Subject.SubjectVisitor<Observed> {
        private final boolean revision;

        SubjectObserver(boolean revision) {
            this.revision = revision;
        }

        public Observed externalRefClaim(Subject.ExternalRefClaim s) {
            return store.caseIdByExternalRef(s.tenantId(), s.externalRef()).isDefined()
                    ? Observed.owned(s.tenantId()) : Observed.NOTHING;
        }

        public Observed idempotencyClaim(Subject.IdempotencyClaim s) {
            return store.idempotencyRecord(s.tenantId(), s.key())
                    .map(record -> Observed.expiring(record.tenantId(), record.expiresAt())).getOrElse(Observed.NOTHING);
        }

        public Observed theCase(Subject.TheCase s) {
            CasePartition partition = store.partitionOrNull(s.caseId());
            return partition != null && partition.isOpened() ? Observed.of(partition.state()) : Observed.NOTHING;
        }

        public Observed theTask(Subject.TheTask s) {
            CasePartition partition = store.partitionOrNull(s.task().caseId());
            Stored<Task> task = partition == null ? null : partition.storedTask(s.task());
            return task == null ? Observed.NOTHING : told(Observed.of(task.item()), task, revision);
        }

        public Observed theDeadline(Subject.TheDeadline s) {
            CasePartition partition = store.partitionOrNull(s.deadline().caseId());
            Stored<Deadline> deadline = partition == null ? null : partition.storedDeadline(s.deadline());
            return deadline == null ? Observed.NOTHING : told(Observed.of(deadline.item()), deadline, revision);
        }

        public Observed theEvidence(Subject.TheEvidence s) {
            CasePartition partition = store.partitionOrNull(s.caseId());
            Evidence evidence = partition == null ? null : Stored.itemOf(partition.evidence.get(s.evidenceId().value()));
            return evidence == null ? Observed.NOTHING : Observed.owned(evidence.tenantId());
        }

        public Observed partyLink(Subject.PartyLink s) {
            CasePartition partition = store.partitionOrNull(s.caseId());
            Stored<CaseParty> link = partition == null ? null : partition.parties.get(s.partyId().value());
            return link == null ? Observed.NOTHING : told(Observed.of(link.item()), link, revision);
        }

        public Observed theLease(Subject.TheLease s) {
            LeasePartition partition = store.leasesOrNull(s.name().group());
            Lease lease = partition == null ? null : partition.lease(s.name().index());
            return lease == null ? Observed.NOTHING : new Observed.Leased(lease.owner(), lease.fence());
        }

        public Observed outboxEntry(Subject.OutboxEntry s) {
            CasePartition partition = store.partitionOrNull(s.caseId());
            OutboxEvent event = partition == null ? null
                    : Stored.itemOf(partition.outbox.get(new TimeKey(s.occurredAt(), s.eventId().value())));
            return event == null ? Observed.NOTHING : Observed.of(event);
        }
    }
}
