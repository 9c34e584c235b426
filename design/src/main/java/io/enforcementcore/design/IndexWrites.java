package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.model.IndexChange;
import io.enforcementcore.adapters.dynamodb.model.SecondaryIndex;
import io.enforcementcore.adapters.dynamodb.model.StoredItem;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.metering.CapacityUnits;
import io.vavr.control.Option;
import java.util.List;

/**
 * What keeping the secondary indexes current costs when one item goes from {@code before} to
 * {@code after} (either may be absent), by DynamoDB's rules for index writes applied to the item's
 * {@link IndexChange}s: an entry ADDED costs one write in the partition of its new entry; one MOVED
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

    static List<Charge> between(Option<StoredItem> before, Option<StoredItem> after) {
        return TableModel.indexChanges(before, after).stream().flatMap(change -> charges(change).stream()).toList();
    }

    private static List<Charge> charges(IndexChange change) {
        SecondaryIndex index = change.index();
        return switch (change.effect()) {
            case ADDED -> List.of(charge(index, change.landed().get(), change.bytesAfter()));
            case REMOVED -> List.of(charge(index, change.left().get(), change.bytesBefore()));
            case MOVED -> List.of(charge(index, change.left().get(), change.bytesBefore()),
                    charge(index, change.landed().get(), change.bytesAfter()));
            case REWRITTEN -> List.of(charge(index, change.landed().get(),
                    Math.max(change.bytesBefore(), change.bytesAfter())));
        };
    }

    private static Charge charge(SecondaryIndex index, String pk, long bytes) {
        return Charge.write(Partition.of(index, pk), index.name(), CapacityUnits.write(bytes));
    }
}
