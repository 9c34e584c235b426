package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.write.ChangePlanner;
import io.enforcementcore.adapters.dynamodb.write.UpdateReplay;
import io.enforcementcore.adapters.dynamodb.write.WriteSpec;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.metering.CapacityUnits;
import io.enforcementcore.metering.StorageCall;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * Prices a change set the way the store would write it: the real {@link ChangePlanner} plans the
 * transaction, each of its operations is rebuilt as the request item the store sends and replayed
 * against the items stored before it, giving the item after it. Each operation costs transactional
 * write units on its item's base partition, sized by the larger of the item before and after (as
 * DynamoDB sizes a write; a ConditionCheck by the item it checks), plus the index writes of
 * {@link IndexWrites} between the two.
 */
final class TransactionReplay {
    /** Only names the requests that are rebuilt; nothing is sent. */
    private static final String TABLE = "EnforcementCore";

    private TransactionReplay() {
    }

    /**
     * @param stored the items the change set's updates, deletes and checks find, by key; an operation
     *               on an item missing here is a mistake in the workload and fails
     */
    static List<Charge> charges(ChangePlanner planner, ChangeSet set, Map<ItemKey, Map<String, AttributeValue>> stored) {
        List<Charge> charges = new ArrayList<>();
        for (WriteSpec spec : planner.plan(set)) {
            Map<String, AttributeValue> before = stored.get(spec.key());
            Map<String, AttributeValue> after = after(spec, before);
            long bytes = Math.max(size(before), size(after));
            charges.add(Charge.write(Partition.table(spec.key().pk()), StorageCall.BASE_TABLE,
                    CapacityUnits.transactionalWrite(bytes)));
            charges.addAll(IndexWrites.between(before, after));
        }
        return List.copyOf(charges);
    }

    private static Map<String, AttributeValue> after(WriteSpec spec, Map<String, AttributeValue> before) {
        TransactWriteItem request = spec.toTransactItem(TABLE);
        if (spec.kind() == WriteSpec.Kind.PUT) {
            return request.put().item();
        }
        if (before == null) {
            throw new IllegalArgumentException(spec.kind() + " of " + spec.key() + " finds no stored item; "
                    + "give the workload the item it expects");
        }
        return switch (spec.kind()) {
            case UPDATE -> UpdateReplay.apply(before, request.update());
            case DELETE -> null;
            case CHECK -> before;
            case PUT -> throw new IllegalStateException("handled above");
        };
    }

    private static long size(Map<String, AttributeValue> item) {
        return item == null ? 0 : ItemSize.of(item);
    }
}
