package io.enforcementcore.design;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.dynamodb.model.StoredItem;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The index-write rules of the hotspot simulation on small items: +1 in, +2 moved, +1 out, +1 rewritten. */
class HotspotIndexWritesTest {
    private static final Partition QUEUE_A = new Partition("GSI1", "QUEUE#a");
    private static final Partition QUEUE_B = new Partition("GSI1", "QUEUE#b");

    @Test
    void an_item_entering_an_index_costs_one_write_in_its_new_partition() {
        assertEquals(List.of(Charge.write(QUEUE_A, "GSI1", 1)),
                IndexWrites.between(Option.none(), item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1"))));
        assertEquals(List.of(Charge.write(QUEUE_A, "GSI1", 1)),
                IndexWrites.between(item(Map.of()), item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1"))));
    }

    @Test
    void an_index_key_that_changes_costs_a_delete_in_the_old_partition_and_a_put_in_the_new() {
        assertEquals(List.of(Charge.write(QUEUE_A, "GSI1", 1), Charge.write(QUEUE_B, "GSI1", 1)),
                IndexWrites.between(item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1")),
                        item(Map.of("GSI1PK", "QUEUE#b", "GSI1SK", "1"))));
        assertEquals(List.of(Charge.write(QUEUE_A, "GSI1", 1), Charge.write(QUEUE_A, "GSI1", 1)),
                IndexWrites.between(item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1")),
                        item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "2"))), "a new sort key moves the entry too");
    }

    @Test
    void an_item_leaving_an_index_costs_one_delete_in_its_old_partition() {
        assertEquals(List.of(Charge.write(QUEUE_A, "GSI1", 1)),
                IndexWrites.between(item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1")), item(Map.of())));
        assertEquals(List.of(Charge.write(QUEUE_A, "GSI1", 1)),
                IndexWrites.between(item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1")), Option.none()));
    }

    @Test
    void an_item_that_keeps_its_index_key_but_changes_costs_one_rewrite_of_its_entry() {
        assertEquals(List.of(Charge.write(QUEUE_A, "GSI1", 1)),
                IndexWrites.between(item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1", "title", "old")),
                        item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1", "title", "new"))));
    }

    @Test
    void an_unchanged_item_or_one_outside_every_index_costs_nothing() {
        Option<StoredItem> listed = item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1"));
        assertEquals(List.of(), IndexWrites.between(listed, listed));
        assertEquals(List.of(), IndexWrites.between(item(Map.of("title", "old")), item(Map.of("title", "new"))));
        assertEquals(List.of(), IndexWrites.between(Option.none(), item(Map.of("GSI1PK", "QUEUE#a"))),
                "without its sort key an item is not in the index");
    }

    @Test
    void each_index_is_priced_on_its_own_and_lsi1_on_the_base_partition() {
        Option<StoredItem> open = item(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1", "GSI2PK", "RISK#high",
                "GSI2SK", "085", "LSI1SK", "OPEN#1"));
        assertEquals(List.of(Charge.write(QUEUE_A, "GSI1", 1), Charge.write(new Partition("GSI2", "RISK#high"), "GSI2",
                1), Charge.write(Partition.table("CASE#c1"), "LSI1", 1)), IndexWrites.between(Option.none(), open));
    }

    @Test
    void an_index_write_is_sized_by_the_entry_the_index_projects_in_1_kb_units_and_not_doubled() {
        Map<String, String> attributes = new HashMap<>(Map.of("GSI1PK", "QUEUE#a", "GSI1SK", "1"));
        attributes.put("notes", "x".repeat(1_100));
        assertEquals(List.of(Charge.write(QUEUE_A, "GSI1", 1)), IndexWrites.between(Option.none(), item(attributes)),
                "GSI1 does not project the notes");
        attributes.put("title", "x".repeat(1_100));
        assertEquals(List.of(Charge.write(QUEUE_A, "GSI1", 2)), IndexWrites.between(Option.none(), item(attributes)),
                "it projects the title");
    }

    /** A case item with the given string attributes (PK and SK added). */
    private static Option<StoredItem> item(Map<String, String> attributes) {
        Map<String, String> item = new HashMap<>(attributes);
        item.put("PK", "CASE#c1");
        item.put("SK", "TASK#1");
        return Option.some(StoredItem.ofStrings(item));
    }
}
