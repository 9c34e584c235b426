package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.port.StorageCall;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What the adapter's reads cost, per partition, with the consistency the adapter asks for: base
 * table and LSI1 reads strongly consistent, GSI reads eventually consistent (half a unit). GetItem and
 * BatchGetItem round up per item, a Query once over the items it returns.
 */
final class ReadCharges {
    private ReadCharges() {
    }

    static Charge get(Map<String, AttributeValue> item) {
        return Charge.read(Partition.table(ItemKey.of(item).pk()), StorageCall.BASE_TABLE,
                Capacity.itemRead(ItemSize.of(item), true));
    }

    static List<Charge> batchGet(List<Map<String, AttributeValue>> items) {
        return items.stream().map(ReadCharges::get).toList();
    }

    static Charge tableQuery(String pk, List<Map<String, AttributeValue>> returned) {
        return Charge.read(Partition.table(pk), StorageCall.BASE_TABLE, Capacity.queryRead(bytes(returned), true));
    }

    static Charge indexQuery(TableDefinition.Index index, String pk, List<Map<String, AttributeValue>> returned) {
        boolean consistent = index == TableDefinition.Index.LSI1;
        return Charge.read(Partition.of(index, pk), index.name(), Capacity.queryRead(bytes(returned), consistent));
    }

    private static long bytes(List<Map<String, AttributeValue>> items) {
        return items.stream().mapToLong(ItemSize::of).sum();
    }
}
