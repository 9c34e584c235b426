package io.enforcementcore.metering;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class WriteTotalsTest {
    private static final ItemWrite EXACT = new ItemWrite("C02", "Update", "CaseState", 700, 2.0, List.of());
    private static final ItemWrite BOUND = new ItemWrite("C02", "Put", "TimelineEvent", 1_300, 4.0, List.of(), true);

    @Test
    void a_transaction_reports_the_sum_of_its_item_writes() {
        assertEquals(new WriteTotals(2_000, 6.0, true), WriteTotals.of(List.of(EXACT, BOUND)));
    }

    @Test
    void the_totals_are_exact_only_when_every_write_is() {
        assertEquals(new WriteTotals(1_400, 4.0, false), WriteTotals.of(List.of(EXACT, EXACT)));
        assertEquals(new WriteTotals(0, 0.0, false), WriteTotals.of(List.of()));
    }
}
