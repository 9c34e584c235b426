package io.enforcementcore.adapters.dynamodb.model;

/**
 * One request the store makes for the fleet's leases, as the design documents it.
 *
 * @param purpose   what it is for, e.g. {@code take a lease}
 * @param operation the DynamoDB operation, e.g. {@code UpdateItem}
 * @param key       the key it names (or its key condition), as templates of the grammar
 * @param condition its condition, attributes named; empty for none
 * @param update    its update expression, attributes named; empty for a read or a check
 */
public record LeaseRequest(String purpose, String operation, String key, String condition, String update) {
}
