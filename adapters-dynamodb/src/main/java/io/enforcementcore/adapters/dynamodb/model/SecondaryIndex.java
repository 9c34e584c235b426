package io.enforcementcore.adapters.dynamodb.model;

import java.util.List;

/**
 * One secondary index of the table, as the design documents it.
 *
 * @param name             e.g. {@code GSI1}
 * @param partitionKey     the attribute its entries are partitioned by ({@code PK} for the local index)
 * @param sortKey          the attribute its entries are sorted by
 * @param local            a local index shares its item's base partition and reads consistently
 * @param projection       what it projects, in words, e.g. {@code projection INCLUDE tenantId, caseId}
 * @param projectionType   {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE}, as the table is created
 * @param nonKeyAttributes what an INCLUDE projection names beside the keys; empty otherwise
 * @param purpose          the access patterns it serves
 */
public record SecondaryIndex(String name, String partitionKey, String sortKey, boolean local, String projection,
                             String projectionType, List<String> nonKeyAttributes, String purpose) {

    public SecondaryIndex {
        nonKeyAttributes = List.copyOf(nonKeyAttributes);
    }
}
