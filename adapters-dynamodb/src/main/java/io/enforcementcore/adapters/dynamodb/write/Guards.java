package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.SubjectItems;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.domain.decision.Precondition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Puts each precondition of a change set on the operation that touches its subject's item: on the write
 * of that item when the set writes it, else on a ConditionCheck of it, since a DynamoDB transaction may
 * touch an item once. Several preconditions on one item share its operation, their conditions AND-ed.
 */
final class Guards {
    private Guards() {
    }

    /**
     * Conditions {@code writes} (one per item) by {@code preconditions}; answers the ConditionChecks
     * needed for the subjects nothing writes, in the order of their first precondition.
     */
    public static List<WriteSpec> guard(List<WriteSpec> writes, List<Precondition> preconditions) {
        Map<ItemKey, WriteSpec> byItem = new LinkedHashMap<>();
        writes.forEach(write -> byItem.put(write.key(), write));
        List<WriteSpec> checks = new ArrayList<>();
        for (int position = 0; position < preconditions.size(); position++) {
            Precondition precondition = preconditions.get(position);
            ItemKey item = SubjectItems.key(precondition.subject());
            WriteSpec operation = byItem.computeIfAbsent(item, key -> {
                WriteSpec check = WriteSpec.check(key, precondition.subject().entity());
                checks.add(check);
                return check;
            });
            String prefix = operation.guards().isEmpty() ? "" : "k" + operation.guards().size() + "_";
            operation.when(ConditionExpressions.of(operation, precondition.subject(), precondition.expectation(),
                    prefix), new Guard(position, precondition));
        }
        return List.copyOf(checks);
    }
}
