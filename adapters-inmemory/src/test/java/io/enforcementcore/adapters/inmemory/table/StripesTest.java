package io.enforcementcore.adapters.inmemory.table;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class StripesTest {
    private static final Instant DUE = Instant.parse("2026-07-12T17:00:00Z");
    private final Stripes stripes = new Stripes(4096);

    @Test
    void a_commit_takes_its_stripes_in_ascending_order_each_once() {
        int[] named = {7, 3, 7, 1, 3, 9};

        assertArrayEquals(new int[] {1, 3, 7, 9}, Stripes.ascendingDistinct(named, named.length));
        assertArrayEquals(new int[] {3, 7}, Stripes.ascendingDistinct(new int[] {7, 3, 7, 1}, 3));
        assertArrayEquals(new int[] {5}, Stripes.ascendingDistinct(new int[] {5}, 1));
    }

    @Test
    void short_and_long_lists_of_stripes_come_out_sorted_and_distinct_alike() {
        Random random = new Random(20261202);
        for (int count = 0; count <= 40; count++) {
            int[] named = random.ints(count + 3, 0, 12).toArray();
            int[] expected = Arrays.stream(named, 0, count).sorted().distinct().toArray();

            assertArrayEquals(expected, Stripes.ascendingDistinct(named, count), "count " + count);
        }
    }

    @Test
    void a_commit_locks_each_item_by_the_stripe_a_read_of_its_partition_takes() {
        CaseId caseId = new CaseId("case-4711");
        TenantId tenant = new TenantId("ojk");
        TaskHandle task = new TaskHandle(caseId, new TaskId("task-1"), DUE);
        List<ItemSlot> items = List.of(ItemSlot.meta(caseId), ItemSlot.state(caseId), ItemSlot.task(task),
                ItemSlot.partyProfile(tenant, new PartyId("party-1")),
                ItemSlot.externalRef(tenant, new ExternalRef("OJK/2026/1")),
                ItemSlot.idempotency(tenant, new IdempotencyKey("retry-1")));

        for (ItemSlot item : items) {
            assertEquals(item.address().lockKey(), item.lockKey(), item.toString());
        }
        assertEquals(stripes.of(caseId.value()), stripes.of(ItemSlot.task(task).lockKey()));
    }
}
