package io.enforcementcore.adapters.inmemory.table;

import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.TenantId;

/**
 * Which item of the table a stored value is: its partition and its place in the partition, named as
 * the table design names them. The in-memory store keeps its data in domain-keyed maps; addresses
 * name the partitions of parties, external references and idempotency records (which those maps are
 * keyed by), find the stripe a read takes, price a write by its items, and walk every item in the
 * migration job. A commit works with its items' {@link ItemSlot}s and builds their addresses only to
 * price them.
 */
public record ItemAddress(String partition, String sort) {
    public static final String CASE = "CASE#";
    static final String PARTY = "PARTY#";
    public static final String EXTREF = "EXTREF#";
    static final String IDEMPOTENCY = "IDEMPOTENCY#";
    public static final String SENTINEL = "UNIQUE";
    public static final String RECORD = "RECORD";

    public static ItemAddress partyProfile(TenantId tenantId, PartyId partyId) {
        return new ItemAddress(PARTY + tenantId + "#" + partyId, "PROFILE");
    }

    public static ItemAddress externalRef(TenantId tenantId, ExternalRef externalRef) {
        return new ItemAddress(EXTREF + tenantId + "#" + externalRef, SENTINEL);
    }

    public static ItemAddress idempotency(TenantId tenantId, IdempotencyKey key) {
        return new ItemAddress(IDEMPOTENCY + tenantId + "#" + key, RECORD);
    }

    /**
     * What the store locks for this item: a case's id for the items of its collection (so that a read
     * of a case finds its stripe without building its partition key), the partition key otherwise.
     */
    String lockKey() {
        return partition.startsWith(CASE) ? partition.substring(CASE.length()) : partition;
    }

    /** An address that names a whole partition, to find the stripe it is locked by. */
    public static ItemAddress partitionOnly(String partition) {
        return new ItemAddress(partition, "");
    }

    /** The segment of a parallel walk a partition's items belong to, as a Scan assigns them. */
    public static int segmentOf(String partition, int totalSegments) {
        return Math.floorMod(partition.hashCode(), totalSegments);
    }

    /** A resumable position: the partition's length first, so that any partition text reads back. */
    public String position() {
        return partition.length() + ":" + partition + sort;
    }

    public static ItemAddress parse(String position) {
        int colon = position.indexOf(':');
        try {
            int length = Integer.parseInt(position.substring(0, colon));
            return new ItemAddress(position.substring(colon + 1, colon + 1 + length),
                    position.substring(colon + 1 + length));
        } catch (RuntimeException e) {
            throw SortKeys.notAPosition(position);
        }
    }
}
