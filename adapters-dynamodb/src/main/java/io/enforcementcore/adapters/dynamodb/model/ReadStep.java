package io.enforcementcore.adapters.dynamodb.model;

import io.enforcementcore.adapters.dynamodb.table.KeyTemplate;

/**
 * One request shape of an access pattern, as its reader sends it.
 *
 * @param reads         what the request fetches, in the matrix's words
 * @param operation     {@code GetItem}, {@code BatchGetItem} or {@code Query}
 * @param index         {@code table} or an index name
 * @param partitionKey  the template of the partition key it names, e.g. {@code CASE#<caseId>}
 * @param keyCondition  e.g. {@code PK = CASE#<caseId> AND begins_with(SK, 'EVENT#')}
 * @param direction     {@code ascending}, {@code descending}, or {@code -} for a key lookup
 * @param consistent    whether it reads strongly consistently
 */
public record ReadStep(String reads, String operation, String index, String partitionKey, String keyCondition,
                       String direction, boolean consistent) {

    public boolean isQuery() {
        return operation.equals("Query");
    }

    /** Whether {@code pk} is a partition key this step may name. */
    public boolean names(String pk) {
        return KeyTemplate.of(partitionKey).matches(pk);
    }
}
