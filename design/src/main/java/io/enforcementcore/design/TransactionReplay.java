package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.model.ItemChange;
import io.enforcementcore.adapters.dynamodb.model.StoredItem;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.metering.CapacityUnits;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;

/**
 * Prices a change set the way the store would write it: the table model plans the transaction with the
 * store's own planner and tells, for each operation, the item it finds among the stored ones and the item it
 * leaves. Each operation costs transactional write units on its item's base partition, sized by the larger
 * of the item before and after (as DynamoDB sizes a write; a ConditionCheck by the item it checks), plus the
 * index writes of {@link IndexWrites} between the two.
 */
final class TransactionReplay {

    private TransactionReplay() {
    }

    /**
     * @param stored the items the change set's updates, deletes and checks find; an operation on an item
     *               missing here is a mistake in the workload and fails
     */
    static List<Charge> charges(ChangeSet set, int outboxShards, List<StoredItem> stored) {
        List<Charge> charges = new ArrayList<>();
        for (ItemChange change : TableModel.changes(set, outboxShards, stored)) {
            if (!change.operation().equals("Put") && change.before().isEmpty()) {
                throw new IllegalArgumentException(change.operation() + " of " + change.pk() + " " + change.sk()
                        + " finds no stored item; give the workload the item it expects");
            }
            long bytes = Math.max(size(change.before()), size(change.after()));
            charges.add(Charge.write(Partition.table(change.pk()), StorageCall.BASE_TABLE,
                    CapacityUnits.transactionalWrite(bytes)));
            charges.addAll(IndexWrites.between(change.before(), change.after()));
        }
        return List.copyOf(charges);
    }

    private static long size(Option<StoredItem> item) {
        return item.map(StoredItem::bytes).getOrElse(0L);
    }
}
