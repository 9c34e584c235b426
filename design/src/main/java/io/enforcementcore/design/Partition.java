package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.model.SecondaryIndex;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.metering.StorageCall;

/**
 * One partition key value that requests land on: of the base table (which a local index shares) or of a
 * global index. DynamoDB's per-partition limits apply to each such value on its own.
 */
record Partition(String index, String key) {

    static Partition table(String pk) {
        return new Partition(StorageCall.BASE_TABLE, pk);
    }

    /** The partition a request of {@code index} ({@code table} or an index name) lands on. */
    static Partition of(String index, String pk) {
        return TableModel.indexes().stream().filter(secondary -> secondary.name().equals(index)).findFirst()
                .map(secondary -> of(secondary, pk)).orElseGet(() -> {
                    if (!StorageCall.BASE_TABLE.equals(index)) {
                        throw new IllegalArgumentException("no index " + index);
                    }
                    return table(pk);
                });
    }

    static Partition of(SecondaryIndex index, String pk) {
        return index.local() ? table(pk) : new Partition(index.name(), pk);
    }

    @Override
    public String toString() {
        return index + " " + key;
    }
}
