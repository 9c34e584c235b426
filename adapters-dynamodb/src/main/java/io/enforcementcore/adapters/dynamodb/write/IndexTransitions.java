package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.metering.ItemWrite.Effect;
import io.vavr.Lazy;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What one item going from {@code before} to {@code after} (either may be absent) does to its entry in
 * each secondary index: the one rule that both the reported write amplification ({@link ItemWrites}) and
 * the design's hot-partition simulation (through the table model) price. An item is in an index while it carries both
 * of the index's key attributes. Its entry is ADDED when it enters, REMOVED when it leaves, MOVED when the
 * entry's partition or sort key changes, and REWRITTEN when the key stays but the item changed (counted for
 * any change, projected or not: an upper bound); an item in the index neither before nor after, or not
 * changed at all, touches nothing.
 */
public final class IndexTransitions {

    /** An item's entry in an index: its key and its size, the whole item's (an upper bound of the entry's). */
    public record IndexItem(String pk, String sk, long bytes) {

        boolean sameKey(IndexItem other) {
            return pk.equals(other.pk) && sk.equals(other.sk);
        }
    }

    /** What happens to the item's entry in one index; {@code old} is none when ADDED, {@code now} when REMOVED. */
    public record Transition(TableDefinition.Index index, Effect effect, Option<IndexItem> old, Option<IndexItem> now) {
    }

    private IndexTransitions() {
    }

    /** The transitions, in the order of {@link TableDefinition.Index}, of the indexes the change touches. */
    public static List<Transition> between(Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        // sized once per item, and only if it is in some index
        Lazy<Long> beforeBytes = Lazy.of(() -> ItemSize.of(before));
        Lazy<Long> afterBytes = Lazy.of(() -> ItemSize.of(after));
        List<Transition> transitions = new ArrayList<>();
        for (TableDefinition.Index index : TableDefinition.Index.values()) {
            Option<IndexItem> old = entry(index, before, beforeBytes);
            Option<IndexItem> now = entry(index, after, afterBytes);
            effect(old, now, before, after)
                    .forEach(effect -> transitions.add(new Transition(index, effect, old, now)));
        }
        return List.copyOf(transitions);
    }

    private static Option<Effect> effect(Option<IndexItem> old, Option<IndexItem> now, Map<String, AttributeValue> before,
                                         Map<String, AttributeValue> after) {
        if (old.isEmpty()) {
            return now.map(entered -> Effect.ADDED);
        }
        if (now.isEmpty()) {
            return Option.some(Effect.REMOVED);
        }
        if (!old.get().sameKey(now.get())) {
            return Option.some(Effect.MOVED);
        }
        return before.equals(after) ? Option.none() : Option.some(Effect.REWRITTEN);
    }

    private static Option<IndexItem> entry(TableDefinition.Index index, Map<String, AttributeValue> item,
                                       Lazy<Long> bytes) {
        if (item == null) {
            return Option.none();
        }
        AttributeValue pk = item.get(index.partitionKey());
        AttributeValue sk = item.get(index.sortKey());
        return pk == null || sk == null ? Option.none() : Option.some(new IndexItem(pk.s(), sk.s(), bytes.get()));
    }
}
