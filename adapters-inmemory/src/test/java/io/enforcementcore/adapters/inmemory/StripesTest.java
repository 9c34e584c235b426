package io.enforcementcore.adapters.inmemory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TenantId;
import org.junit.jupiter.api.Test;

class StripesTest {
    private final Stripes stripes = new Stripes(4096);

    @Test
    void a_commit_takes_its_stripes_in_ascending_order_each_once() {
        int[] named = {7, 3, 7, 1, 3, 9};

        assertArrayEquals(new int[] {1, 3, 7, 9}, Stripes.ascendingDistinct(named, named.length));
        assertArrayEquals(new int[] {3, 7}, Stripes.ascendingDistinct(new int[] {7, 3, 7, 1}, 3));
        assertArrayEquals(new int[] {5}, Stripes.ascendingDistinct(new int[] {5}, 1));
    }

    @Test
    void an_item_of_a_case_is_guarded_by_the_stripe_a_read_of_the_case_takes() {
        CaseId caseId = new CaseId("case-4711");

        for (ItemAddress item : new ItemAddress[] {ItemAddress.state(caseId), ItemAddress.meta(caseId)}) {
            assertEquals(caseId.value().hashCode(), item.lockKeyHash());
            assertEquals(stripes.of(caseId.value()), stripes.ofHash(item.lockKeyHash()));
        }
    }

    @Test
    void an_item_outside_a_case_is_guarded_by_the_stripe_of_its_partition_key() {
        ItemAddress record = ItemAddress.idempotency(new TenantId("ojk"), new IdempotencyKey("retry-1"));

        assertEquals(record.lockKey().hashCode(), record.lockKeyHash());
        assertEquals(stripes.of(record.lockKey()), stripes.ofHash(record.lockKeyHash()));
    }
}
