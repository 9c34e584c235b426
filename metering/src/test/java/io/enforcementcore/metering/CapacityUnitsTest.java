package io.enforcementcore.metering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The unit rules of DynamoDB's "DynamoDB read and write operations" page, with its own examples. */
class CapacityUnitsTest {

    @Test
    void a_strongly_consistent_read_of_up_to_4_kb_is_one_unit_and_an_eventually_consistent_one_half() {
        assertEquals(1.0, CapacityUnits.itemRead(4096, true));
        assertEquals(0.5, CapacityUnits.itemRead(4096, false));
    }

    @Test
    void reading_an_8_kb_item_takes_two_units_consistently_and_one_eventually() {
        assertEquals(2.0, CapacityUnits.itemRead(8 * 1024, true));
        assertEquals(1.0, CapacityUnits.itemRead(8 * 1024, false));
    }

    @Test
    void a_get_is_rounded_up_per_item_and_costs_at_least_one_unit() {
        assertEquals(2.0, CapacityUnits.itemRead(4097, true));
        assertEquals(1.0, CapacityUnits.itemRead(0, true), "an item not found costs the minimum");
    }

    @Test
    void a_batch_rounds_each_item_up_before_adding_them() {
        double batch = CapacityUnits.itemRead(1536, true) + CapacityUnits.itemRead(6656, true);

        assertEquals(3.0, batch, "1.5 KB and 6.5 KB are charged as 4 KB + 8 KB, not as 8 KB");
    }

    @Test
    void a_query_sums_its_items_before_rounding_once() {
        List<Long> items = List.of(1500L, 1500L, 1500L);
        double perItem = items.stream().mapToDouble(bytes -> CapacityUnits.itemRead(bytes, true)).sum();
        double query = CapacityUnits.queryRead(items.stream().mapToLong(Long::longValue).sum(), true);

        assertEquals(3.0, perItem);
        assertEquals(2.0, query, "4500 bytes together round up to two 4 KB units");
        assertEquals(1.0, CapacityUnits.queryRead(4500, false));
        assertEquals(0.5, CapacityUnits.queryRead(0, false), "an empty page still costs the minimum");
    }

    @Test
    void a_write_is_rounded_up_per_1_kb_and_doubles_in_a_transaction() {
        assertEquals(1.0, CapacityUnits.write(1024));
        assertEquals(2.0, CapacityUnits.write(1025));
        assertEquals(2.0, CapacityUnits.transactionalWrite(500));
        assertEquals(4.0, CapacityUnits.transactionalWrite(1025));
    }

    @Test
    void refuses_a_negative_size() {
        assertThrows(IllegalArgumentException.class, () -> CapacityUnits.write(-1));
    }

    @Test
    void an_item_write_totals_its_own_units_and_its_index_writes() {
        ItemWrite write = new ItemWrite("C05", "Update", "Task", 300, 2.0, List.of(
                new ItemWrite.IndexWrite("GSI1", ItemWrite.Effect.MOVED, false, 2.0),
                new ItemWrite.IndexWrite("LSI1", ItemWrite.Effect.REWRITTEN, false, 1.0)));

        assertEquals(5.0, write.totalCapacityUnits());
        assertEquals(2, ItemWrite.Effect.MOVED.writes());
    }
}
