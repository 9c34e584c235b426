package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.metering.ItemWrite.Effect;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What one item going from {@code before} to {@code after} (either may be absent) does to its entry in
 * each secondary index: the one rule that both the reported write amplification ({@link ItemWrites}) and
 * the design's hot-partition simulation (through the table model) price. An item is in an index while it carries both
 * of the index's key attributes; its entry there is what the index projects of it (the table's keys, the
 * index's keys and the attributes the index includes, as {@link IndexProjections#byNeed} defines the
 * indexes) and is sized as such. The entry is ADDED when the item enters, REMOVED when it leaves, MOVED when
 * the entry's partition or sort key changes, and REWRITTEN when the key stays but the entry changed; a change
 * to attributes the index does not project writes nothing to it, as DynamoDB does not.
 */
public final class IndexTransitions {
    /** Every attribute each index holds of an item, keys included, by index name. */
    static final Map<String, List<String>> PROJECTED = IndexProjections.byNeed().askedOf();

    /** An item's entry in an index: its key and its size, what the index projects of the item. */
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
        List<Transition> transitions = new ArrayList<>();
        for (TableDefinition.Index index : TableDefinition.Index.values()) {
            Map<String, AttributeValue> oldEntry = projected(index, before);
            Map<String, AttributeValue> newEntry = projected(index, after);
            Option<IndexItem> old = entry(index, oldEntry);
            Option<IndexItem> now = entry(index, newEntry);
            effect(old, now, oldEntry, newEntry)
                    .forEach(effect -> transitions.add(new Transition(index, effect, old, now)));
        }
        return List.copyOf(transitions);
    }

    /** What {@code index} holds of {@code item}; null when the item is not in it. */
    public static Map<String, AttributeValue> projected(TableDefinition.Index index, Map<String, AttributeValue> item) {
        if (item == null || !item.containsKey(index.partitionKey()) || !item.containsKey(index.sortKey())) {
            return null;
        }
        Map<String, AttributeValue> entry = new HashMap<>();
        for (String attribute : PROJECTED.get(index.name())) {
            AttributeValue value = item.get(attribute);
            if (value != null) {
                entry.put(attribute, value);
            }
        }
        return entry;
    }

    private static Option<Effect> effect(Option<IndexItem> old, Option<IndexItem> now, Map<String, AttributeValue> oldEntry,
                                         Map<String, AttributeValue> newEntry) {
        if (old.isEmpty()) {
            return now.map(entered -> Effect.ADDED);
        }
        if (now.isEmpty()) {
            return Option.some(Effect.REMOVED);
        }
        if (!old.get().sameKey(now.get())) {
            return Option.some(Effect.MOVED);
        }
        return oldEntry.equals(newEntry) ? Option.none() : Option.some(Effect.REWRITTEN);
    }

    private static Option<IndexItem> entry(TableDefinition.Index index, Map<String, AttributeValue> entry) {
        return entry == null ? Option.none() : Option.some(new IndexItem(entry.get(index.partitionKey()).s(),
                entry.get(index.sortKey()).s(), ItemSize.of(entry)));
    }
}
