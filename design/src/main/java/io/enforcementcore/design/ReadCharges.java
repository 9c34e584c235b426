package io.enforcementcore.design;

import io.enforcementcore.adapters.dynamodb.model.AccessPattern;
import io.enforcementcore.adapters.dynamodb.model.ReadStep;
import io.enforcementcore.adapters.dynamodb.model.StoredItem;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.metering.CapacityUnits;
import java.util.List;

/**
 * What one read of an access pattern costs, per partition, priced from the pattern's plan in
 * the table model, the plan the readers build their requests from: its step fixes the
 * operation, the index the request lands on and the consistency (a GSI read costs half a unit), and its
 * page bound caps the items one request returns. The caller brings only the workload: which partition
 * and which items. GetItem and BatchGetItem round up per item, a Query once over the items it returns;
 * a read of an index is priced on the entries it holds (what it projects of each item).
 */
final class ReadCharges {
    private ReadCharges() {
    }

    /** A GetItem or BatchGetItem of {@code plan}: the step that asks for these items' keys, as its reader does. */
    static List<Charge> lookup(AccessPattern plan, List<StoredItem> items) {
        ReadStep step = TableModel.lookupStep(plan, items);
        return priced(plan, step, items.get(0).pk(), items);
    }

    /** The one Query of {@code plan} on partition {@code pk}, returning {@code returned}. */
    static List<Charge> query(AccessPattern plan, String pk, List<StoredItem> returned) {
        return priced(plan, plan.queryStep(), pk, returned);
    }

    /** The Query step {@code reads} of {@code plan} on partition {@code pk}, returning {@code returned}. */
    static List<Charge> query(AccessPattern plan, String reads, String pk,
                              List<StoredItem> returned) {
        ReadStep step = plan.step(reads);
        if (!step.isQuery()) {
            throw new IllegalArgumentException(plan.id() + " reads " + reads + " with " + step.operation());
        }
        return priced(plan, step, pk, returned);
    }

    private static List<Charge> priced(AccessPattern plan, ReadStep step, String pk,
                                       List<StoredItem> found) {
        refuseOutsideThePlan(plan, step, pk, found);
        Partition partition = Partition.of(step.index(), pk);
        // a read of an index is billed on the entry the index holds, not the whole item
        List<Long> entries = found.stream().map(item -> item.bytesIn(step.index())).toList();
        if (step.isQuery()) {
            long bytes = entries.stream().mapToLong(Long::longValue).sum();
            return List.of(Charge.read(partition, step.index(), CapacityUnits.queryRead(bytes, step.consistent()),
                    read(plan, step, found, bytes)));
        }
        return entries.stream().map(bytes -> Charge.read(partition, step.index(),
                CapacityUnits.itemRead(bytes, step.consistent()), read(plan, step, found, bytes))).toList();
    }

    private static Charge.ReadCharge read(AccessPattern plan, ReadStep step, List<?> items, long bytes) {
        return new Charge.ReadCharge(plan.id(), step.reads(), step.operation(), items.size(), bytes);
    }

    /** A workload that asks for more than its plan allows, or elsewhere, would price requests never sent. */
    private static void refuseOutsideThePlan(AccessPattern plan, ReadStep step, String pk,
                                             List<StoredItem> items) {
        String request = plan.id() + " " + step.reads();
        if (items.size() > plan.pageBound()) {
            throw new IllegalArgumentException(request + ": " + items.size() + " items, above the page bound "
                    + plan.pageBound());
        }
        if (!step.names(pk)) {
            throw new IllegalArgumentException(request + ": " + pk + " is no " + step.partitionKey());
        }
        if (items.stream().anyMatch(item -> item.sortKeyIn(step.index()).isEmpty())) {
            throw new IllegalArgumentException(request + ": an item without a sort key in " + step.index()
                    + " is not in it");
        }
    }
}
