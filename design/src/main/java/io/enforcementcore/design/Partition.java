package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.metering.StorageCall;

/**
 * One partition key value that requests land on: of the base table (which LSI1 shares, being local)
 * or of a global index. DynamoDB's per-partition limits apply to each such value on its own.
 */
record Partition(String index, String key) {

    static Partition table(String pk) {
        return new Partition(StorageCall.BASE_TABLE, pk);
    }

    /** The partition a request of {@code index} ({@code table} or an index name) lands on. */
    static Partition of(String index, String pk) {
        return StorageCall.BASE_TABLE.equals(index) ? table(pk) : of(TableDefinition.Index.valueOf(index), pk);
    }

    static Partition of(TableDefinition.Index index, String pk) {
        return index == TableDefinition.Index.LSI1 ? table(pk) : new Partition(index.name(), pk);
    }

    @Override
    public String toString() {
        return index + " " + key;
    }
}
