package io.enforcementcore.adapters.dynamodb.item;

import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.domain.decision.Observed;
import io.enforcementcore.domain.decision.Subject;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.TenantId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where a precondition's subject lives in the table (the item), and how that item holds what a store
 * observes of it: the tenant, the version, the status, the snapshot it shows (a case title, a party name),
 * the revision it is at ({@link StoredCommit}) and, for a record that expires, its expiry. An
 * outbox event keeps its status as the {@code published} flag; a lease, no tenant's, its holder and fence.
 */
public final class SubjectItems {
    /** The case-title snapshot a task or deadline carries. */
    public static final String CASE_TITLE = "caseTitle";
    /** The party-name snapshot an edge between a case and a party carries. */
    public static final String PARTY_NAME = "partyName";
    private static final String PUBLISHED = "published";
    private static final StatusAttribute TEXT_STATUS = new StatusAttribute(ItemWriter.STATUS, false);
    private static final StatusAttribute PUBLISHED_FLAG = new StatusAttribute(PUBLISHED, true);

    private SubjectItems() {
    }

    /** The attribute that holds an item's status, and whether it holds it as the outbox's flag. */
    public record StatusAttribute(String attribute, boolean flag) {
        public AttributeValue encode(String status) {
            return flag ? AttributeValue.fromBool(OutboxStatus.valueOf(status) == OutboxStatus.PUBLISHED)
                    : AttributeValue.fromS(status);
        }

        Option<String> decode(Map<String, AttributeValue> item) {
            return Option.of(item.get(attribute)).map(value -> flag
                    ? (Boolean.TRUE.equals(value.bool()) ? OutboxStatus.PUBLISHED : OutboxStatus.PENDING).name()
                    : value.s());
        }
    }

    public static ItemKey key(Subject subject) {
        return subject.accept(KEYS);
    }

    private static final Subject.SubjectVisitor<ItemKey> KEYS = new Subject.SubjectVisitor<>() {
        public ItemKey theCase(Subject.TheCase s) {
            return KeyGrammar.caseState(s.caseId());
        }

        public ItemKey theTask(Subject.TheTask s) {
            return KeyGrammar.task(s.task().caseId(), s.task().dueAt(), s.task().taskId());
        }

        public ItemKey theDeadline(Subject.TheDeadline s) {
            return KeyGrammar.deadline(s.deadline().caseId(), s.deadline().dueAt(), s.deadline().deadlineId());
        }

        public ItemKey theEvidence(Subject.TheEvidence s) {
            return KeyGrammar.evidence(s.caseId(), s.evidenceId());
        }

        public ItemKey partyLink(Subject.PartyLink s) {
            return KeyGrammar.caseParty(s.caseId(), s.partyId());
        }

        public ItemKey externalRefClaim(Subject.ExternalRefClaim s) {
            return KeyGrammar.externalRef(s.tenantId(), s.externalRef());
        }

        public ItemKey outboxEntry(Subject.OutboxEntry s) {
            return KeyGrammar.outboxEvent(s.caseId(), s.occurredAt(), s.eventId());
        }

        public ItemKey idempotencyClaim(Subject.IdempotencyClaim s) {
            return KeyGrammar.idempotency(s.tenantId(), s.key());
        }

        public ItemKey theLease(Subject.TheLease s) {
            return KeyGrammar.lease(s.name());
        }
    };

    /** The attribute holding the snapshot the subject's item carries: an edge's party name, else a case title. */
    public static String snapshot(Subject subject) {
        return subject instanceof Subject.PartyLink ? PARTY_NAME : CASE_TITLE;
    }

    public static StatusAttribute status(Subject subject) {
        return subject instanceof Subject.OutboxEntry ? PUBLISHED_FLAG : TEXT_STATUS;
    }

    /** What the item (none if there was none) shows of the subject. */
    public static Observed observed(Subject subject, Option<Map<String, AttributeValue>> item) {
        if (item.isEmpty()) {
            return Observed.NOTHING;
        }
        if (subject instanceof Subject.TheLease) {
            return LeaseItems.lease(item.get()).<Observed>map(lease -> new Observed.Leased(lease.owner(), lease.fence()))
                    .getOrElse(Observed.NOTHING);
        }
        ItemReader reader = new ItemReader(item.get());
        Option<Long> version = Option.of(item.get().get(ItemWriter.VERSION)).map(v -> Long.parseLong(v.n()));
        Option<Instant> expiresAt = Option.of(reader.optionalN(TableDefinition.TIME_TO_LIVE_ATTRIBUTE))
                .map(Instant::ofEpochSecond);
        Option<Classification> classification = Option.of(item.get().get(ItemWriter.CLASSIFICATION))
                .map(value -> Classification.valueOf(value.s()));
        return new Observed.Found(new TenantId(reader.tenantId()), version, status(subject).decode(item.get()),
                expiresAt, classification, Option.of(reader.optionalS(snapshot(subject))),
                Option.some(StoredCommit.revision(item.get())));
    }
}
