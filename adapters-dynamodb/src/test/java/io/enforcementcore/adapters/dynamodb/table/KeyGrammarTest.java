package io.enforcementcore.adapters.dynamodb.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class KeyGrammarTest {
    private static final TenantId T1 = new TenantId("t1");
    private static final CaseId C123 = new CaseId("c123");

    @Test
    void task_sort_key_puts_the_fixed_width_due_time_before_the_id() {
        ItemKey key = KeyGrammar.task(C123, Instant.parse("2026-07-12T17:00:00Z"), new TaskId("task456"));
        assertEquals("CASE#c123", key.pk());
        assertEquals("TASK#2026-07-12T17:00:00.000Z#task456", key.sk());
    }

    @Test
    void due_times_sort_as_text_even_when_milliseconds_are_zero() {
        String whole = KeyGrammar.task(C123, Instant.parse("2026-07-12T17:00:00Z"), new TaskId("a")).sk();
        String later = KeyGrammar.task(C123, Instant.parse("2026-07-12T17:00:00.001Z"), new TaskId("a")).sk();
        assertTrue(whole.compareTo(later) < 0);
    }

    @Test
    void risk_scores_are_zero_padded_so_text_order_is_numeric_order() {
        String nine = KeyGrammar.highRisk(T1, Classification.PUBLIC, new RiskScore(9), C123).sk();
        String eighty = KeyGrammar.highRisk(T1, Classification.PUBLIC, new RiskScore(80), C123).sk();
        String hundred = KeyGrammar.highRisk(T1, Classification.PUBLIC, new RiskScore(100), C123).sk();
        assertEquals("PUBLIC#009#CASE#c123", nine);
        assertTrue(nine.compareTo(eighty) < 0 && eighty.compareTo(hundred) < 0);
    }

    @Test
    void assignee_queue_key_is_tenant_scoped_and_orders_by_classification_then_due_time_then_case_then_task() {
        IndexKey key = KeyGrammar.assigneeQueue(T1, new UserId("u77"), Classification.RESTRICTED,
                Instant.parse("2026-07-12T17:00:00Z"), C123, new TaskId("task456"));
        assertEquals("TENANT#t1#ASSIGNEE#u77#TASK_STATUS#OPEN", key.pk());
        assertEquals("RESTRICTED#2026-07-12T17:00:00.000Z#CASE#c123#TASK#task456", key.sk());
    }

    @Test
    void status_view_key_names_the_status() {
        assertEquals("TENANT#t1#CASE_STATUS#CLOSED", KeyGrammar.caseStatusPk(T1, CaseStatus.CLOSED));
    }

    @Test
    void outbox_shards_are_two_digits_and_stable_per_event() {
        EventId event = new EventId("evt999");
        int shard = KeyGrammar.outboxShard(event, 8);
        assertEquals(Math.floorMod("evt999".hashCode(), 8), shard);
        assertEquals(String.format("OUTBOX#PENDING#%02d", shard), KeyGrammar.outboxPending(event,
                Instant.parse("2026-07-07T10:05:00Z"), 8).pk());
    }

    @Test
    void inclusive_upper_bound_covers_every_id_at_that_time_and_nothing_later() {
        Instant t = Instant.parse("2026-07-12T17:00:00Z");
        String bound = KeyGrammar.tasksDueUpTo(t);
        String atT = KeyGrammar.task(C123, t, new TaskId("\uFFFDzzz")).sk();
        String afterT = KeyGrammar.task(C123, t.plusMillis(1), new TaskId("0")).sk();
        assertTrue(atT.compareTo(bound) < 0);
        assertTrue(afterT.compareTo(bound) > 0);
    }

    @Test
    void refuses_a_sort_key_over_1024_utf8_bytes_before_any_request() {
        String threeByteChars = "\u20AC".repeat(342); // 1026 bytes in UTF-8, 342 characters
        KeyLimits.KeyTooLong refused = assertThrows(KeyLimits.KeyTooLong.class,
                () -> new ItemKey("CASE#c1", threeByteChars));
        assertEquals(KeyGrammar.SK, refused.attribute());
        assertEquals(1026, refused.bytes());
    }

    @Test
    void refuses_a_partition_key_over_2048_utf8_bytes() {
        String ref = "\u20AC".repeat(683); // 2049 bytes
        assertThrows(KeyLimits.KeyTooLong.class, () -> new ItemKey(ref, "UNIQUE"));
    }

    @Test
    void accepts_keys_at_exactly_the_limits() {
        new ItemKey("P".repeat(2048), "S".repeat(1024));
    }

    @Test
    void external_ref_sentinel_is_scoped_by_tenant() {
        assertEquals("EXTREF#t1#ABC-2026-0001", KeyGrammar.externalRef(T1, new ExternalRef("ABC-2026-0001")).pk());
    }

    @Test
    void templates_render_their_pattern_and_prefix() {
        assertEquals("TASK#<dueAt>#<taskId>", KeyGrammar.TASK_SK.pattern());
        assertEquals("TASK#", KeyGrammar.TASK_SK.prefix());
        assertEquals("OPEN#TASK#", KeyGrammar.OPEN_TASK_LSI.prefix());
        assertThrows(IllegalArgumentException.class, () -> KeyGrammar.TASK_SK.fill("a#b", "c"));
    }
}
