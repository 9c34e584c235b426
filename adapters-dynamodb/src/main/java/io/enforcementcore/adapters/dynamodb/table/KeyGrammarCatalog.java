package io.enforcementcore.adapters.dynamodb.table;

import static io.enforcementcore.adapters.dynamodb.table.KeyGrammar.*;

import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.Timestamps;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The key grammar as data: for each entity, the templates of its primary key and of every index key
 * it may carry, with the access patterns each serves. The design module renders it into
 * {@code docs/key-grammar.md}.
 */
public final class KeyGrammarCatalog {

    public record IndexEntry(String index, KeyTemplate pk, KeyTemplate sk, String presentWhile, String serves) {
    }

    public record CatalogEntry(EntityType entity, KeyTemplate pk, KeyTemplate sk, String serves, List<IndexEntry> indexes) {
    }

    public static final Map<String, String> EXAMPLE_VALUES = Map.ofEntries(
            Map.entry("tenantId", "t1"),
            Map.entry("caseId", "c123"),
            Map.entry("partyId", "p789"),
            Map.entry("taskId", "task456"),
            Map.entry("deadlineId", "deadline9"),
            Map.entry("evidenceId", "evd55"),
            Map.entry("eventId", "evt999"),
            Map.entry("externalRef", "ABC-2026-0001"),
            Map.entry("idempotencyKey", "req-42"),
            Map.entry("assigneeId", "u77"),
            Map.entry("status", "NOTICE_ISSUED"),
            Map.entry("classification", "RESTRICTED"),
            Map.entry("riskScore", "082"),
            Map.entry("shard", "03"),
            Map.entry("leaseGroup", "outbox-shards"),
            Map.entry("leaseIndex", "0003"),
            Map.entry("instanceId", "svc-a-0f8e4c2a-6d1b-4e4f-9a51-3c2d7be41a90"),
            Map.entry("dueAt", Timestamps.format(Instant.parse("2026-07-12T17:00:00Z"))),
            Map.entry("occurredAt", Timestamps.format(Instant.parse("2026-07-07T10:05:00Z"))),
            Map.entry("openedAt", Timestamps.format(Instant.parse("2026-07-07T02:10:00Z"))));

    public static final List<CatalogEntry> ENTRIES = List.of(
            new CatalogEntry(EntityType.CASE, CASE_PK, META_SK, "AP01, AP09, AP11 (after the sentinel)", List.of()),
            new CatalogEntry(EntityType.CASE_STATE, CASE_PK, STATE_SK, "AP09; every case-level command", List.of(
                    new IndexEntry("GSI1", CASE_STATUS_PK, CASE_STATUS_SK, "always",
                            "AP12 (descending, one range per classification within the reader's clearance)"),
                    new IndexEntry("GSI2", HIGH_RISK_PK, HIGH_RISK_SK, "open and risk score >= 80",
                            "AP13 (descending, one range per classification within the reader's clearance)"))),
            new CatalogEntry(EntityType.CASE_PARTY, CASE_PK, CASE_PARTY_SK, "AP07, AP09", List.of()),
            new CatalogEntry(EntityType.TASK, CASE_PK, TASK_SK, AccessPatternId.AP06.id(), List.of(
                    new IndexEntry("GSI1", ASSIGNEE_QUEUE_PK, ASSIGNEE_QUEUE_SK, "status OPEN",
                            "AP03 (one range per classification within the reader's clearance, narrowed to the due "
                                    + "window)"),
                    new IndexEntry("LSI1", CASE_PK, OPEN_TASK_LSI, "status OPEN", "AP09 open tasks"))),
            new CatalogEntry(EntityType.DEADLINE, CASE_PK, DEADLINE_SK, AccessPatternId.AP05.id(), List.of(
                    new IndexEntry("GSI1", DEADLINE_QUEUE_PK, DEADLINE_QUEUE_SK, "status OPEN",
                            "AP04 (one range per classification within the reader's clearance)"),
                    new IndexEntry("LSI1", CASE_PK, OPEN_DEADLINE_LSI, "status OPEN", "AP09 open deadlines"))),
            new CatalogEntry(EntityType.EVIDENCE, CASE_PK, EVIDENCE_SK, AccessPatternId.AP14.id(), List.of()),
            new CatalogEntry(EntityType.TIMELINE_EVENT, CASE_PK, EVENT_SK, "AP02 (descending)", List.of()),
            new CatalogEntry(EntityType.OUTBOX_EVENT, CASE_PK, OUTBOX_SK, CommandId.C13.id(), List.of(
                    new IndexEntry("GSI1", OUTBOX_PENDING_PK, OUTBOX_PENDING_SK,
                            "pending (shard = floorMod(eventId.hashCode(), shards))", AccessPatternId.AP10.id()))),
            new CatalogEntry(EntityType.PARTY, PARTY_PK, PROFILE_SK, "C03 (written if absent)", List.of()),
            new CatalogEntry(EntityType.PARTY_CASE, PARTY_PK, PARTY_CASE_SK, AccessPatternId.AP08.id(), List.of()),
            new CatalogEntry(EntityType.UNIQUE_EXTERNAL_REF, EXTREF_PK, UNIQUE_SK, "AP11; C01 uniqueness", List.of()),
            new CatalogEntry(EntityType.IDEMPOTENCY_RECORD, IDEMPOTENCY_PK, RECORD_SK, "idempotent retries of every command",
                    List.of()),
            new CatalogEntry(EntityType.LEASE, LEASE_PK, LEASE_SK,
                    "a group's leases, read by one Query with its members; the lease C13 is fenced by", List.of()),
            new CatalogEntry(EntityType.LEASE_MEMBER, LEASE_PK, MEMBER_SK,
                    "a group's live members (same Query as its leases)", List.of()));

    private KeyGrammarCatalog() {
    }

    /** The entity whose key shape {@code key} has; every key the grammar builds has one. */
    public static EntityType entityOf(ItemKey key) {
        return ENTRIES.stream().filter(e -> e.pk().matches(key.pk()) && e.sk().matches(key.sk()))
                .map(CatalogEntry::entity).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no entity of the grammar has the key " + key));
    }
}
