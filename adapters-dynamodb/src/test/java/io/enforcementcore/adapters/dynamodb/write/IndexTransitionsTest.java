package io.enforcementcore.adapters.dynamodb.write;

import static io.enforcementcore.adapters.dynamodb.table.TableDefinition.Index.GSI1;
import static io.enforcementcore.adapters.dynamodb.table.TableDefinition.Index.GSI2;
import static io.enforcementcore.adapters.dynamodb.table.TableDefinition.Index.LSI1;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.adapters.dynamodb.write.IndexTransitions.IndexItem;
import io.enforcementcore.adapters.dynamodb.write.IndexTransitions.Transition;
import io.enforcementcore.metering.ItemWrite.Effect;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The one rule of what an item's change does to its index entries, with the entries' keys and sizes. */
class IndexTransitionsTest {
    private final Map<String, AttributeValue> queuedA = item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1"));

    @Test
    void an_item_that_gains_both_key_attributes_enters_the_index() {
        assertEquals(List.of(added(GSI1, entry("QUEUE#a", "1", queuedA))), IndexTransitions.between(null, queuedA));
        assertEquals(List.of(added(GSI1, entry("QUEUE#a", "1", queuedA))),
                IndexTransitions.between(item(Map.of()), queuedA));
        assertEquals(List.of(), IndexTransitions.between(null, item(Map.of("GSI1PK", "QUEUE#a"))),
                "without its sort key an item is not in the index");
    }

    @Test
    void a_new_partition_or_sort_key_moves_the_entry_from_the_old_key_to_the_new() {
        Map<String, AttributeValue> queuedB = item(Map.of("GSI1PK", "QUEUE#b", "GSI1SK", "1"));
        Map<String, AttributeValue> later = item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "2"));

        assertEquals(List.of(new Transition(GSI1, Effect.MOVED, Option.some(entry("QUEUE#a", "1", queuedA)),
                Option.some(entry("QUEUE#b", "1", queuedB)))), IndexTransitions.between(queuedA, queuedB));
        assertEquals(List.of(new Transition(GSI1, Effect.MOVED, Option.some(entry("QUEUE#a", "1", queuedA)),
                Option.some(entry("QUEUE#a", "2", later)))), IndexTransitions.between(queuedA, later));
    }

    @Test
    void an_item_that_loses_a_key_attribute_or_is_deleted_leaves_the_index() {
        Transition removed = new Transition(GSI1, Effect.REMOVED, Option.some(entry("QUEUE#a", "1", queuedA)),
                Option.none());

        assertEquals(List.of(removed), IndexTransitions.between(queuedA, item(Map.of())));
        assertEquals(List.of(removed), IndexTransitions.between(queuedA, null));
    }

    @Test
    void a_changed_item_that_keeps_its_key_rewrites_its_entry_with_both_sizes_known() {
        Map<String, AttributeValue> brief = item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1", "title", "old"));
        Map<String, AttributeValue> lengthy = item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1", "title", "x".repeat(900)));

        assertEquals(List.of(new Transition(GSI1, Effect.REWRITTEN, Option.some(entry("QUEUE#a", "1", brief)),
                Option.some(entry("QUEUE#a", "1", lengthy)))), IndexTransitions.between(brief, lengthy));
    }

    @Test
    void an_unchanged_item_or_one_outside_every_index_touches_nothing() {
        assertEquals(List.of(), IndexTransitions.between(queuedA, queuedA));
        assertEquals(List.of(), IndexTransitions.between(item(Map.of("title", "old")), item(Map.of("title", "new"))));
        assertEquals(List.of(), IndexTransitions.between(null, null));
    }

    @Test
    void every_index_is_judged_on_its_own_in_table_order() {
        Map<String, AttributeValue> open = item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1", "GSI2PK", "RISK#high",
                "GSI2SK", "085", "LSI1SK", "OPEN#1"));

        assertEquals(List.of(added(GSI1, entry("QUEUE#a", "1", open, "GSI1PK", "GSI1SK")),
                added(GSI2, entry("RISK#high", "085", open, "GSI2PK", "GSI2SK")),
                added(LSI1, entry("CASE#c1", "OPEN#1", open, "LSI1SK"))), IndexTransitions.between(null, open));
    }

    @Test
    void an_entry_is_sized_by_what_the_index_projects_and_rewritten_only_when_that_changes() {
        Map<String, AttributeValue> noted = item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1", "note", "x".repeat(900)));
        Map<String, AttributeValue> renoted = item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1", "note", "y"));

        assertEquals(List.of(added(GSI1, entry("QUEUE#a", "1", noted, "GSI1PK", "GSI1SK"))),
                IndexTransitions.between(null, noted), "the note is not projected: the entry is the keys alone");
        assertEquals(List.of(), IndexTransitions.between(noted, renoted), "no projected attribute changed");
    }

    private static Transition added(TableDefinition.Index index, IndexItem entry) {
        return new Transition(index, Effect.ADDED, Option.none(), Option.some(entry));
    }

    /** The entry of an item whose every attribute the index holds. */
    private static IndexItem entry(String pk, String sk, Map<String, AttributeValue> item) {
        return new IndexItem(pk, sk, ItemSize.of(item));
    }

    /** The entry of {@code item} in an index that holds the table's keys and {@code indexKeys} of it, no more. */
    private static IndexItem entry(String pk, String sk, Map<String, AttributeValue> item, String... indexKeys) {
        Map<String, AttributeValue> entry = new HashMap<>();
        for (String attribute : item.keySet()) {
            if (attribute.equals("PK") || attribute.equals("SK") || List.of(indexKeys).contains(attribute)) {
                entry.put(attribute, item.get(attribute));
            }
        }
        return new IndexItem(pk, sk, ItemSize.of(entry));
    }

    /** A case item with the given string attributes (PK and SK added). */
    private static Map<String, AttributeValue> item(Map<String, String> attributes) {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("PK", AttributeValue.fromS("CASE#c1"));
        item.put("SK", AttributeValue.fromS("TASK#1"));
        attributes.forEach((name, value) -> item.put(name, AttributeValue.fromS(value)));
        return item;
    }
}
