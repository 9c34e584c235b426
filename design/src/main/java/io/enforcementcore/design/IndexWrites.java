package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.adapters.dynamodb.write.IndexTransitions;
import io.enforcementcore.metering.CapacityUnits;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What keeping the secondary indexes current costs when one item goes from {@code before} to
 * {@code after} (either may be absent), by DynamoDB's rules for index writes applied to the item's
 * {@link IndexTransitions}: an entry ADDED costs one write in the partition of its new entry; one MOVED
 * costs two, a delete in the old entry's partition and a put in the new one's; one REMOVED costs one
 * delete in the old partition; one REWRITTEN costs one rewrite (counted for any change of the item), sized by
 * the larger of its two images. Each write is sized in 1 KB units by the entry, here the whole item: an
 * upper bound, as indexes project only what their views decode. Index
 * writes are propagated by DynamoDB, not executed as items of the caller's transaction, so they are not
 * doubled as the transaction's own writes are.
 */
final class IndexWrites {

    private IndexWrites() {
    }

    static List<Charge> between(Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        return IndexTransitions.between(before, after).stream().flatMap(t -> charges(t).stream()).toList();
    }

    private static List<Charge> charges(IndexTransitions.Transition transition) {
        TableDefinition.Index index = transition.index();
        return switch (transition.effect()) {
            case ADDED -> List.of(charge(index, transition.now().get()));
            case REMOVED -> List.of(charge(index, transition.old().get()));
            case MOVED -> List.of(charge(index, transition.old().get()), charge(index, transition.now().get()));
            case REWRITTEN -> List.of(charge(index, transition.now().get().pk(),
                    Math.max(transition.old().get().bytes(), transition.now().get().bytes())));
        };
    }

    private static Charge charge(TableDefinition.Index index, IndexTransitions.Entry entry) {
        return charge(index, entry.pk(), entry.bytes());
    }

    private static Charge charge(TableDefinition.Index index, String pk, long bytes) {
        return Charge.write(Partition.of(index, pk), index.name(), CapacityUnits.write(bytes));
    }
}
