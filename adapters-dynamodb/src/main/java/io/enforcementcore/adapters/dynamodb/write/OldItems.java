package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.client.TransientFailures;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The items of a cancelled transaction whose condition failed, as they were (none where the item did
 * not exist), by the position of their operation: what ALL_OLD returned, or, where the engine returned
 * nothing, one consistent GetItem of the item, read once for both uses (is it my own commit? which
 * precondition failed?).
 */
public final class OldItems {
    private final Map<Integer, Option<Map<String, AttributeValue>>> byPosition;

    private OldItems(Map<Integer, Option<Map<String, AttributeValue>>> byPosition) {
        this.byPosition = byPosition;
    }

    public static OldItems of(StorageClient client, String command, List<WriteSpec> specs,
                              TransactionCanceledException cancelled) {
        List<CancellationReason> reasons = reasons(cancelled);
        Map<Integer, Option<Map<String, AttributeValue>>> old = new HashMap<>();
        for (int index = 0; index < reasons.size() && index < specs.size(); index++) {
            CancellationReason reason = reasons.get(index);
            if (TransientFailures.CONDITIONAL_CHECK_FAILED.equals(reason.code())) {
                old.put(index, reason.hasItem() && !reason.item().isEmpty() ? Option.some(reason.item())
                        : client.get(command, specs.get(index).key()));
            }
        }
        return new OldItems(old);
    }

    static List<CancellationReason> reasons(TransactionCanceledException cancelled) {
        return cancelled.hasCancellationReasons() ? cancelled.cancellationReasons() : List.of();
    }

    /** Whether the operation at {@code position} failed its condition. */
    boolean failedAt(int position) {
        return byPosition.containsKey(position);
    }

    Option<Map<String, AttributeValue>> at(int position) {
        return byPosition.getOrDefault(position, Option.none());
    }

    List<Map<String, AttributeValue>> items() {
        return byPosition.values().stream().flatMap(Option::toJavaStream).toList();
    }
}
