package io.enforcementcore.adapters.dynamodb.table;

import io.vavr.control.Option;
import java.util.Arrays;

/** The {@code entityType} attribute every item carries, and the schema version its codec writes. */
public enum EntityType {
    CASE("Case"),
    CASE_STATE("CaseState"),
    CASE_PARTY("CaseParty"),
    PARTY("Party"),
    PARTY_CASE("PartyCase"),
    TASK("Task"),
    DEADLINE("Deadline"),
    EVIDENCE("Evidence"),
    TIMELINE_EVENT("TimelineEvent"),
    OUTBOX_EVENT("OutboxEvent"),
    UNIQUE_EXTERNAL_REF("UniqueExternalRef"),
    IDEMPOTENCY_RECORD("IdempotencyRecord"),
    /** A lease of a group shared by a fleet's instances: the fleet's, not a tenant's record. */
    LEASE("Lease"),
    /** A fleet member's latest beat in a lease group. */
    LEASE_MEMBER("LeaseMember");

    /** Bumped when an item's shape changes; the migration job (C14) rewrites older items. */
    public static final int CURRENT_SCHEMA_VERSION = 5;

    private final String label;

    EntityType(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /**
     * Whether the item is a lease group's: kept by conditional writes of its own, so no walk over the table
     * rewrites it (a rewrite could land between a lease's read and its owner's write).
     */
    public boolean isLeasing() {
        return this == LEASE || this == LEASE_MEMBER;
    }

    public static Option<EntityType> ofLabel(String label) {
        return Option.ofOptional(Arrays.stream(values()).filter(t -> t.label.equals(label)).findFirst());
    }
}
