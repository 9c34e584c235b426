package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class RetentionPolicyTest {
    private static final Instant RECORDED = Instant.parse("2026-07-07T10:00:00.250Z");

    @Test
    void keeps_idempotency_records_a_day_and_published_events_a_week_by_default() {
        assertEquals(new RetentionPolicy(Duration.ofHours(24), Duration.ofDays(7)), RetentionPolicy.DEFAULT);
    }

    @Test
    void rounds_an_expiry_up_to_the_next_whole_second_so_no_record_is_kept_less_than_its_window() {
        assertEquals(Instant.parse("2026-07-08T10:00:01Z"), RetentionPolicy.DEFAULT.idempotencyExpiry(RECORDED));
        assertEquals(Instant.parse("2026-07-14T10:00:00Z"),
                RetentionPolicy.DEFAULT.publishedOutboxExpiry(Instant.parse("2026-07-07T10:00:00Z")));
    }

    @Test
    void counts_a_record_expired_from_its_expiry_instant_on() {
        Instant expiresAt = Instant.parse("2026-07-08T10:00:01Z");

        assertFalse(RetentionPolicy.hasExpired(expiresAt, expiresAt.minusMillis(1)));
        assertTrue(RetentionPolicy.hasExpired(expiresAt, expiresAt));
    }

    @Test
    void refuses_a_window_that_is_not_positive_naming_it() {
        InvalidValue zero = assertThrows(InvalidValue.class, () -> RetentionPolicy.DEFAULT.withIdempotencyWindow(Duration.ZERO));
        InvalidValue negative = assertThrows(InvalidValue.class,
                () -> RetentionPolicy.DEFAULT.withPublishedOutboxRetention(Duration.ofDays(-1)));

        assertEquals("idempotencyWindow: must be a positive duration, was PT0S", zero.getMessage());
        assertEquals("publishedOutboxRetention: must be a positive duration, was PT-24H", negative.getMessage());
    }

    @Test
    void refuses_a_missing_or_endless_window() {
        assertEquals("idempotencyWindow: must be given", assertThrows(InvalidValue.class,
                () -> RetentionPolicy.DEFAULT.withIdempotencyWindow(null)).getMessage());
        assertEquals("publishedOutboxRetention: must be at most 3650 days, was PT87624H", assertThrows(InvalidValue.class,
                () -> RetentionPolicy.DEFAULT.withPublishedOutboxRetention(Duration.ofDays(3651))).getMessage());
    }

    @Test
    void an_event_published_before_events_expired_is_kept_for_the_default_retention_from_its_publication() {
        Instant publishedAt = Instant.parse("2025-11-03T08:15:30.250Z");

        assertEquals(Instant.parse("2025-11-10T08:15:31Z"), RetentionPolicy.unstatedPublishedOutboxExpiry(publishedAt));
    }
}
