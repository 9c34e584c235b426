package io.enforcementcore.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.enforcementcore.workbench.LatencyTable.AccessRow;
import io.enforcementcore.workbench.LatencyTable.CommandRow;
import io.enforcementcore.workbench.LatencyTable.Shown;
import io.enforcementcore.workbench.TextTable.Column;
import java.util.List;
import org.junit.jupiter.api.Test;

class LatencyTableTest {

    @Test
    void prints_one_aligned_markdown_row_per_access_pattern_with_latency_in_milliseconds_to_two_decimals() {
        String table = LatencyTable.accessPatterns(List.of(
                new AccessRow("AP01", "case metadata by id (strong)", 200, 1, 1, 1, "GetItem", "AP01", 0.5,
                        0.0123, 0.25),
                new AccessRow("AP10", "pending outbox, oldest first", 200, 25, 25.46, 8, "Query GSI1", "AP10", 4.125,
                        1.004, 12.3456)), Shown.ALL);

        assertEquals("""
                | AP   | question                     | calls | items returned (avg) | items examined (avg) \
                | requests/call | served by  | attributed to | read efficiency | RCU/call | p50 ms | p95 ms |
                | ---- | ---------------------------- | ----: | -------------------: | -------------------: \
                | ------------: | ---------- | ------------- | --------------: | -------: | -----: | -----: |
                | AP01 | case metadata by id (strong) |   200 |                  1.0 |                  1.0 \
                |          1.00 | GetItem    | AP01          |            1.00 |     0.50 |   0.01 |   0.25 |
                | AP10 | pending outbox, oldest first |   200 |                 25.0 |                 25.5 \
                |          8.00 | Query GSI1 | AP10          |            0.98 |     4.13 |   1.00 |  12.35 |
                """, table);
    }

    @Test
    void read_efficiency_is_items_returned_per_item_examined_and_no_figure_when_nothing_was_examined() {
        String table = LatencyTable.accessPatterns(List.of(
                new AccessRow("AP10", "pending outbox, oldest first", 200, 25, 200, 8, "Query GSI1", "AP10", 12,
                        2.5, 5.5),
                new AccessRow("AP03", "open tasks of an assignee", 3, 0, 0, 1, "Query GSI1", "AP03", 0.5,
                        0.25, 0.5)), Shown.BASIC);

        assertEquals("""
                | AP   | question                     | calls | items returned (avg) | items examined (avg) \
                | requests/call | served by  | attributed to | read efficiency | p50 ms | p95 ms |
                | ---- | ---------------------------- | ----: | -------------------: | -------------------: \
                | ------------: | ---------- | ------------- | --------------: | -----: | -----: |
                | AP10 | pending outbox, oldest first |   200 |                 25.0 |                200.0 \
                |          8.00 | Query GSI1 | AP10          |            0.13 |   2.50 |   5.50 |
                | AP03 | open tasks of an assignee    |     3 |                  0.0 |                  0.0 \
                |          1.00 | Query GSI1 | AP03          |               - |   0.25 |   0.50 |
                """, table);
    }

    @Test
    void prints_one_row_per_command_with_its_writes_and_capacity_per_call() {
        String table = LatencyTable.commands(List.of(
                new CommandRow("C01", "open case", 50, 0, 1, 0, 5, 2, 0, 10.5, 2.25, 0.2, 0.9, false),
                new CommandRow("C14", "backfill", 2, 1, 600, 31000, 0, 0, 3875.25, 0, 0, 420, 433.333, false)), Shown.ALL);

        assertEquals("""
                | C   | command   | calls | rejected | requests/call | examined/call | items written/call \
                | index writes/call | RCU/call | WCU/call | index WCU/call | p50 ms | p95 ms |
                | --- | --------- | ----: | -------: | ------------: | ------------: | -----------------: \
                | ----------------: | -------: | -------: | -------------: | -----: | -----: |
                | C01 | open case |    50 |        0 |          1.00 |           0.0 |                5.0 \
                |               2.0 |     0.00 |    10.50 |           2.25 |   0.20 |   0.90 |
                | C14 | backfill  |     2 |        1 |        600.00 |       31000.0 |                0.0 \
                |               0.0 |  3875.25 |     0.00 |           0.00 | 420.00 | 433.33 |
                """, table);
    }

    @Test
    void marks_write_units_that_are_only_a_lower_bound() {
        String table = LatencyTable.commands(List.of(
                new CommandRow("C05", "reassign task", 4, 0, 1, 2, 2, 3, 0, 4, 3, 0.2, 0.9, true)), Shown.ALL);

        assertTrue(table.contains(" >= 4.00 |"), table);
        assertTrue(table.contains(" >= 3.00 |"), table);
        assertFalse(table.contains(">= 0.00"), "read units are exact: " + table);
    }

    @Test
    void leaves_out_what_a_store_did_not_measure() {
        String table = LatencyTable.commands(List.of(
                new CommandRow("C01", "open case", 50, 0, 1, 5, 0, 0, 0, 0, 0, 0.08, 0.47, false)), Shown.BASIC);

        assertEquals("""
                | C   | command   | calls | rejected | requests/call | examined/call | p50 ms | p95 ms |
                | --- | --------- | ----: | -------: | ------------: | ------------: | -----: | -----: |
                | C01 | open case |    50 |        0 |          1.00 |           5.0 |   0.08 |   0.47 |
                """, table);
    }

    @Test
    void refuses_a_row_that_does_not_fit_the_columns() {
        assertThrows(IllegalArgumentException.class, () -> TextTable.render(
                List.of(Column.text("a"), Column.number("b")), List.of(List.of("only one cell"))));
    }
}
