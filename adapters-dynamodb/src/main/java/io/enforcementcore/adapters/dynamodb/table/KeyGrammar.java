package io.enforcementcore.adapters.dynamodb.table;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.LeaseName;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.model.UserId;
import java.time.Instant;

/**
 * The key grammar of the single table: every partition, sort and index key is built here from domain
 * values, and nowhere else. Timestamps use {@link Timestamps#format} (fixed width, so text order is
 * time order), scores and shards are zero-padded, and ids come after the field a query ranges over.
 * {@link KeyGrammarCatalog} describes the same templates for the generated {@code docs/key-grammar.md}.
 */
public final class KeyGrammar {
    public static final String PK = "PK";
    public static final String SK = "SK";
    public static final String GSI1PK = "GSI1PK";
    public static final String GSI1SK = "GSI1SK";
    public static final String GSI2PK = "GSI2PK";
    public static final String GSI2SK = "GSI2SK";
    public static final String LSI1SK = "LSI1SK";

    /** Sorts right after '#': {@code X#<t>} + this bounds every key {@code X#<t>#...} from above. */
    public static final String AFTER_DELIMITER = "$";

    public static final KeyTemplate CASE_PK = KeyTemplate.of("CASE#<caseId>");
    public static final KeyTemplate META_SK = KeyTemplate.of("META");
    public static final KeyTemplate STATE_SK = KeyTemplate.of("STATE");
    public static final KeyTemplate CASE_PARTY_SK = KeyTemplate.of("PARTY#<partyId>");
    public static final KeyTemplate TASK_SK = KeyTemplate.of("TASK#<dueAt>#<taskId>");
    public static final KeyTemplate DEADLINE_SK = KeyTemplate.of("DEADLINE#<dueAt>#<deadlineId>");
    public static final KeyTemplate EVIDENCE_SK = KeyTemplate.of("EVIDENCE#<evidenceId>");
    public static final KeyTemplate EVENT_SK = KeyTemplate.of("EVENT#<occurredAt>#<eventId>");
    public static final KeyTemplate OUTBOX_SK = KeyTemplate.of("OUTBOX#<occurredAt>#<eventId>");

    public static final KeyTemplate PARTY_PK = KeyTemplate.of("PARTY#<tenantId>#<partyId>");
    public static final KeyTemplate PROFILE_SK = KeyTemplate.of("PROFILE");
    public static final KeyTemplate PARTY_CASE_SK = KeyTemplate.of("CASE#<classification>#<caseId>");

    public static final KeyTemplate EXTREF_PK = KeyTemplate.of("EXTREF#<tenantId>#<externalRef>");
    public static final KeyTemplate UNIQUE_SK = KeyTemplate.of("UNIQUE");
    public static final KeyTemplate IDEMPOTENCY_PK = KeyTemplate.of("IDEMPOTENCY#<tenantId>#<idempotencyKey>");
    public static final KeyTemplate RECORD_SK = KeyTemplate.of("RECORD");
    public static final KeyTemplate LEASE_PK = KeyTemplate.of("LEASE#<leaseGroup>");
    public static final KeyTemplate LEASE_SK = KeyTemplate.of("LEASE#<leaseIndex>");
    public static final KeyTemplate MEMBER_SK = KeyTemplate.of("MEMBER#<instanceId>");

    public static final KeyTemplate ASSIGNEE_QUEUE_PK =
            KeyTemplate.of("TENANT#<tenantId>#ASSIGNEE#<assigneeId>#TASK_STATUS#OPEN");
    public static final KeyTemplate ASSIGNEE_QUEUE_SK = KeyTemplate.of(
            "<classification>#<dueAt>#CASE#<caseId>#TASK#<taskId>");
    public static final KeyTemplate DEADLINE_QUEUE_PK = KeyTemplate.of("TENANT#<tenantId>#DEADLINE_STATUS#OPEN");
    public static final KeyTemplate DEADLINE_QUEUE_SK = KeyTemplate.of(
            "<classification>#<dueAt>#CASE#<caseId>#DEADLINE#<deadlineId>");
    public static final KeyTemplate OUTBOX_PENDING_PK = KeyTemplate.of("OUTBOX#PENDING#<shard>");
    public static final KeyTemplate OUTBOX_PENDING_SK = KeyTemplate.of("<occurredAt>#<eventId>");
    public static final KeyTemplate CASE_STATUS_PK = KeyTemplate.of("TENANT#<tenantId>#CASE_STATUS#<status>");
    public static final KeyTemplate CASE_STATUS_SK = KeyTemplate.of("<classification>#<openedAt>#CASE#<caseId>");
    public static final KeyTemplate HIGH_RISK_PK = KeyTemplate.of("TENANT#<tenantId>#CASE_STATUS#OPEN#RISK_BUCKET#HIGH");
    public static final KeyTemplate HIGH_RISK_SK = KeyTemplate.of("<classification>#<riskScore>#CASE#<caseId>");
    public static final KeyTemplate OPEN_TASK_LSI = KeyTemplate.of("OPEN#TASK#<dueAt>#<taskId>");
    public static final KeyTemplate OPEN_DEADLINE_LSI = KeyTemplate.of("OPEN#DEADLINE#<dueAt>#<deadlineId>");

    private KeyGrammar() {
    }

    // base table: the case item collection

    public static String casePk(CaseId caseId) {
        return KeyLimits.partitionKey(PK, CASE_PK.fill(caseId.value()));
    }

    public static ItemKey caseMeta(CaseId caseId) {
        return new ItemKey(casePk(caseId), META_SK.fill());
    }

    public static ItemKey caseState(CaseId caseId) {
        return new ItemKey(casePk(caseId), STATE_SK.fill());
    }

    public static ItemKey caseParty(CaseId caseId, PartyId partyId) {
        return new ItemKey(casePk(caseId), CASE_PARTY_SK.fill(partyId.value()));
    }

    public static ItemKey task(CaseId caseId, Instant dueAt, TaskId taskId) {
        return new ItemKey(casePk(caseId), TASK_SK.fill(Timestamps.format(dueAt), taskId.value()));
    }

    public static ItemKey deadline(CaseId caseId, Instant dueAt, DeadlineId deadlineId) {
        return new ItemKey(casePk(caseId), DEADLINE_SK.fill(Timestamps.format(dueAt), deadlineId.value()));
    }

    public static ItemKey evidence(CaseId caseId, EvidenceId evidenceId) {
        return new ItemKey(casePk(caseId), EVIDENCE_SK.fill(evidenceId.value()));
    }

    public static ItemKey timelineEvent(CaseId caseId, Instant occurredAt, EventId eventId) {
        return new ItemKey(casePk(caseId), EVENT_SK.fill(Timestamps.format(occurredAt), eventId.value()));
    }

    public static ItemKey outboxEvent(CaseId caseId, Instant occurredAt, EventId eventId) {
        return new ItemKey(casePk(caseId), OUTBOX_SK.fill(Timestamps.format(occurredAt), eventId.value()));
    }

    /** The upper bound (inclusive) of tasks due at or before {@code dueBefore}: TASK#&lt;t&gt;$. */
    public static String tasksDueUpTo(Instant dueBefore) {
        return TASK_SK.prefix() + Timestamps.format(dueBefore) + AFTER_DELIMITER;
    }

    // base table: parties, sentinels, idempotency

    public static ItemKey partyProfile(TenantId tenantId, PartyId partyId) {
        return new ItemKey(partyPk(tenantId, partyId), PROFILE_SK.fill());
    }

    public static String partyPk(TenantId tenantId, PartyId partyId) {
        return KeyLimits.partitionKey(PK, PARTY_PK.fill(tenantId.value(), partyId.value()));
    }

    /**
     * The case's classification comes before its id, as in the tenant's case lists: AP08 reads one range per
     * classification within the reader's clearance ({@link #partyCasesClassified}), and the classification, fixed
     * when the case opens, never moves the edge.
     */
    public static ItemKey partyCase(TenantId tenantId, PartyId partyId, Classification classification, CaseId caseId) {
        return new ItemKey(partyPk(tenantId, partyId), PARTY_CASE_SK.fill(classification.name(), caseId.value()));
    }

    /** The range of a party's partition that holds its edges to cases of one classification. */
    public static String partyCasesClassified(Classification classification) {
        return PARTY_CASE_SK.prefix() + classificationPrefix(classification);
    }

    public static ItemKey externalRef(TenantId tenantId, ExternalRef externalRef) {
        return new ItemKey(EXTREF_PK.fill(tenantId.value(), externalRef.value()), UNIQUE_SK.fill());
    }

    public static ItemKey idempotency(TenantId tenantId, IdempotencyKey key) {
        return new ItemKey(IDEMPOTENCY_PK.fill(tenantId.value(), key.value()), RECORD_SK.fill());
    }

    // base table: leases, one partition per group, so that one Query reads a group's leases and members

    public static String leasePk(LeaseGroup group) {
        return KeyLimits.partitionKey(PK, LEASE_PK.fill(group.value()));
    }

    /** The lease's number zero-padded to four digits, so that leases sort by number. */
    public static ItemKey lease(LeaseName name) {
        return new ItemKey(leasePk(name.group()), LEASE_SK.fill(String.format("%04d", name.index())));
    }

    public static ItemKey leaseMember(LeaseGroup group, InstanceId member) {
        return new ItemKey(leasePk(group), MEMBER_SK.fill(member.value()));
    }

    // GSI1 (overloaded, sparse)

    public static String assigneeQueuePk(TenantId tenantId, UserId assignee) {
        return KeyLimits.partitionKey(GSI1PK, ASSIGNEE_QUEUE_PK.fill(tenantId.value(), assignee.value()));
    }

    public static IndexKey assigneeQueue(TenantId tenantId, UserId assignee, Classification classification,
                                         Instant dueAt, CaseId caseId, TaskId taskId) {
        return IndexKey.gsi1(assigneeQueuePk(tenantId, assignee), ASSIGNEE_QUEUE_SK.fill(classification.name(),
                Timestamps.format(dueAt), caseId.value(), taskId.value()));
    }

    public static String openDeadlinesPk(TenantId tenantId) {
        return KeyLimits.partitionKey(GSI1PK, DEADLINE_QUEUE_PK.fill(tenantId.value()));
    }

    public static IndexKey deadlineQueue(TenantId tenantId, Classification classification, Instant dueAt, CaseId caseId,
                                         DeadlineId deadlineId) {
        return IndexKey.gsi1(openDeadlinesPk(tenantId), DEADLINE_QUEUE_SK.fill(classification.name(),
                Timestamps.format(dueAt), caseId.value(), deadlineId.value()));
    }

    /** Lower (inclusive) bound of index sort keys that start with a time: {@code <t>}. */
    public static String fromTime(Instant from) {
        return Timestamps.format(from);
    }

    /** Upper (inclusive) bound of index sort keys that start with a time: {@code <t>$}. */
    public static String upToTime(Instant to) {
        return Timestamps.format(to) + AFTER_DELIMITER;
    }

    public static int outboxShard(EventId eventId, int shards) {
        return Math.floorMod(eventId.value().hashCode(), shards);
    }

    public static String outboxPendingPk(int shard) {
        if (shard < 0 || shard > 99) {
            throw new IllegalArgumentException("shard must be 0..99, was " + shard);
        }
        return OUTBOX_PENDING_PK.fill(shard < 10 ? "0" + shard : Integer.toString(shard));
    }

    public static IndexKey outboxPending(EventId eventId, Instant occurredAt, int shards) {
        return IndexKey.gsi1(outboxPendingPk(outboxShard(eventId, shards)),
                OUTBOX_PENDING_SK.fill(Timestamps.format(occurredAt), eventId.value()));
    }

    public static String caseStatusPk(TenantId tenantId, CaseStatus status) {
        return KeyLimits.partitionKey(GSI1PK, CASE_STATUS_PK.fill(tenantId.value(), status.name()));
    }

    /**
     * The case's classification leads the sort key, not the partition key: C02 moves a case to another
     * status partition without reading it, and the sort key, written when the case opens, never changes.
     */
    public static IndexKey caseStatus(TenantId tenantId, CaseStatus status, Classification classification,
                                      Instant openedAt, CaseId caseId) {
        return IndexKey.gsi1(caseStatusPk(tenantId, status),
                CASE_STATUS_SK.fill(classification.name(), Timestamps.format(openedAt), caseId.value()));
    }

    /** The range of a case-list partition that holds the cases of one classification. */
    public static String classificationPrefix(Classification classification) {
        return classification.name() + KeyTemplate.DELIMITER;
    }

    // GSI2 (sparse)

    public static String highRiskPk(TenantId tenantId) {
        return KeyLimits.partitionKey(GSI2PK, HIGH_RISK_PK.fill(tenantId.value()));
    }

    public static IndexKey highRisk(TenantId tenantId, Classification classification, RiskScore score, CaseId caseId) {
        return IndexKey.gsi2(highRiskPk(tenantId), HIGH_RISK_SK.fill(classification.name(), score.sortable(),
                caseId.value()));
    }

    // LSI1 (sparse): the open work of a case

    public static String openTask(Instant dueAt, TaskId taskId) {
        return KeyLimits.sortKey(LSI1SK, OPEN_TASK_LSI.fill(Timestamps.format(dueAt), taskId.value()));
    }

    public static String openDeadline(Instant dueAt, DeadlineId deadlineId) {
        return KeyLimits.sortKey(LSI1SK, OPEN_DEADLINE_LSI.fill(Timestamps.format(dueAt), deadlineId.value()));
    }
}
