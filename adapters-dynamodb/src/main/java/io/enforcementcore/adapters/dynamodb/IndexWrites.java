package io.enforcementcore.adapters.dynamodb;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What keeping the secondary indexes current costs when one item goes from {@code before} to
 * {@code after} (either may be absent), by DynamoDB's rules for index writes: an item that enters an
 * index costs one write in the partition of its new entry; one whose index key changes costs two, a
 * delete in the old entry's partition and a put in the new one's; one that leaves costs one delete in
 * the old partition; one that stays with the same key but changed attributes costs one rewrite (every
 * index here projects ALL); an item in the index neither before nor after costs nothing. Each write is
 * sized in 1 KB units by the entry, here the whole item. Index writes are propagated by DynamoDB, not
 * executed as items of the caller's transaction, so they are not doubled as the transaction's own writes are.
 */
final class IndexWrites {

    private record Entry(String pk, String sk, long bytes) {
    }

    private IndexWrites() {
    }

    static List<Charge> between(Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        List<Charge> charges = new ArrayList<>();
        for (TableDefinition.Index index : TableDefinition.Index.values()) {
            charges.addAll(of(index, entry(index, before), entry(index, after), before, after));
        }
        return List.copyOf(charges);
    }

    private static List<Charge> of(TableDefinition.Index index, Entry old, Entry now,
                                   Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        if (old == null && now == null) {
            return List.of();
        }
        if (old == null) {
            return List.of(charge(index, now.pk(), now.bytes()));
        }
        if (now == null) {
            return List.of(charge(index, old.pk(), old.bytes()));
        }
        if (!old.pk().equals(now.pk()) || !old.sk().equals(now.sk())) {
            return List.of(charge(index, old.pk(), old.bytes()), charge(index, now.pk(), now.bytes()));
        }
        return before.equals(after) ? List.of()
                : List.of(charge(index, now.pk(), Math.max(old.bytes(), now.bytes())));
    }

    private static Charge charge(TableDefinition.Index index, String pk, long bytes) {
        return Charge.write(Partition.of(index, pk), index.name(), Capacity.write(bytes));
    }

    private static Entry entry(TableDefinition.Index index, Map<String, AttributeValue> item) {
        if (item == null) {
            return null;
        }
        AttributeValue pk = item.get(index.partitionKey());
        AttributeValue sk = item.get(index.sortKey());
        return pk == null || sk == null ? null : new Entry(pk.s(), sk.s(), ItemSize.of(item));
    }
}
