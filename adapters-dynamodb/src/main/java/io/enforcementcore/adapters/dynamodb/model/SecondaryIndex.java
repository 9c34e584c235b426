package io.enforcementcore.adapters.dynamodb.model;

/**
 * One secondary index of the table, as the design documents it.
 *
 * @param name         e.g. {@code GSI1}
 * @param partitionKey the attribute its entries are partitioned by ({@code PK} for the local index)
 * @param sortKey      the attribute its entries are sorted by
 * @param local        a local index shares its item's base partition and reads consistently
 * @param projection   what it projects, e.g. {@code projection INCLUDE tenantId, caseId}
 * @param purpose      the access patterns it serves
 */
public record SecondaryIndex(String name, String partitionKey, String sortKey, boolean local, String projection,
                             String purpose) {
}
