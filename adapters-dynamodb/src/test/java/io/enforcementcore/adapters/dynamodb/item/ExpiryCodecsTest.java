package io.enforcementcore.adapters.dynamodb.item;

import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anIdempotencyRecord;
import static io.enforcementcore.domain.fixtures.Fixtures.anOutboxEvent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The expiry of the items that expire: epoch seconds in the time-to-live attribute, and items from before it. */
class ExpiryCodecsTest {
    private static final String TTL = TableDefinition.TIME_TO_LIVE_ATTRIBUTE;
    private static final Instant OCCURRED = Instant.parse("2026-07-07T10:05:00Z");
    private static final Instant PUBLISHED = Instant.parse("2026-07-07T11:30:00Z");
    private final TenantId tenant = new TenantId("t1");
    private final NewCase aCase = aCaseUnderReview(tenant);
    private final EventCodecs events = new EventCodecs(EventCodecs.DEFAULT_OUTBOX_SHARDS);

    @Test
    void an_idempotency_record_holds_its_expiry_as_epoch_seconds_and_reads_it_back() {
        IdempotencyRecord record = anIdempotencyRecord(tenant, Receipt.ofCase(CommandId.C01, aCase.caseId(), 1));

        Map<String, AttributeValue> item = RecordCodecs.idempotency(record);

        assertEquals(AttributeValue.fromN(Long.toString(record.expiresAt().getEpochSecond())), item.get(TTL));
        assertEquals(record, RecordCodecs.idempotency(item));
    }

    @Test
    void an_idempotency_record_stored_without_an_expiry_expires_a_default_window_after_it_was_recorded() {
        IdempotencyRecord record = anIdempotencyRecord(tenant, Receipt.ofCase(CommandId.C01, aCase.caseId(), 1));
        Map<String, AttributeValue> older = new HashMap<>(RecordCodecs.idempotency(record));
        older.remove(TTL);

        assertEquals(RetentionPolicy.DEFAULT.idempotencyExpiry(record.recordedAt()),
                RecordCodecs.idempotency(older).expiresAt());
    }

    @Test
    void a_pending_event_has_no_expiry_and_a_published_one_reads_its_own_back() {
        OutboxEvent pending = anOutboxEvent(aCase, Ids.anEventId(), OCCURRED);
        OutboxEvent published = new OutboxEvent(pending.tenantId(), pending.caseId(), pending.eventId(), pending.type(),
                pending.occurredAt(), pending.payload(), OutboxStatus.PUBLISHED, Option.some(Instant.parse("2026-07-14T11:30:00Z")));

        assertFalse(events.outbox(pending).containsKey(TTL));
        assertEquals(published, EventCodecs.outbox(events.outbox(published)));
    }

    @Test
    void a_published_event_stored_without_an_expiry_is_kept_the_default_retention_from_its_publication() {
        OutboxEvent pending = anOutboxEvent(aCase, Ids.anEventId(), OCCURRED);
        Map<String, AttributeValue> older = new HashMap<>(events.outbox(new OutboxEvent(pending.tenantId(),
                pending.caseId(), pending.eventId(), pending.type(), pending.occurredAt(), pending.payload(), OutboxStatus.PUBLISHED)));
        older.put(ItemWriter.UPDATED_AT, AttributeValue.fromS("2026-07-07T11:30:00.000Z"));

        assertEquals(Option.some(RetentionPolicy.DEFAULT.publishedOutboxExpiry(PUBLISHED)),
                EventCodecs.outbox(older).expiresAt());
    }
}
