package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OutboxEventTest {
    private static final Instant OCCURRED = Instant.parse("2026-03-02T09:00:00.000Z");
    private final OutboxEvent pending = new OutboxEvent(new TenantId("agency-a"), new CaseId("case-1"),
            new EventId("event-1"), EventType.CASE_RENAMED, OCCURRED, Map.of("title", "Renamed"), OutboxStatus.PENDING);

    @Test
    void a_published_event_is_the_pending_one_flagged_and_kept_until_the_policy_says() {
        Instant publishedAt = OCCURRED.plusMillis(1_500);
        RetentionPolicy twoDays = RetentionPolicy.DEFAULT.withPublishedOutboxRetention(Duration.ofDays(2));

        OutboxEvent published = pending.published(publishedAt, twoDays);

        assertFalse(pending.isPublished());
        assertTrue(published.isPublished());
        assertEquals(OutboxStatus.PUBLISHED, published.status());
        assertEquals(Option.some(twoDays.publishedOutboxExpiry(publishedAt)), published.expiresAt());
        assertEquals(new OutboxEvent(pending.tenantId(), pending.caseId(), pending.eventId(), pending.type(),
                pending.occurredAt(), pending.payload(), OutboxStatus.PUBLISHED, published.expiresAt()), published);
    }
}
