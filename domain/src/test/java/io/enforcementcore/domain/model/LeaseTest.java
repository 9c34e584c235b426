package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class LeaseTest {
    private static final Instant EXPIRY = Instant.parse("2026-03-01T10:00:30Z");
    private static final InstanceId ALPHA = new InstanceId("alpha");
    private static final InstanceId BETA = new InstanceId("beta");
    private final Lease lease = new Lease(LeaseGroup.OUTBOX_SHARDS.lease(2), ALPHA, 3, EXPIRY);

    @Test
    void a_lease_is_free_from_its_expiry_on_and_not_a_millisecond_before() {
        assertFalse(lease.isFreeAt(EXPIRY.minusMillis(1)));
        assertTrue(lease.isFreeAt(EXPIRY));
    }

    @Test
    void a_take_steps_the_fence_even_when_the_owner_takes_it_back() {
        assertEquals(new Lease(lease.name(), BETA, 4, EXPIRY.plusSeconds(30)), lease.takenBy(BETA, EXPIRY.plusSeconds(30)));
        assertEquals(4, lease.takenBy(ALPHA, EXPIRY.plusSeconds(30)).fence());
    }

    @Test
    void a_renewal_and_a_release_keep_the_owner_and_the_fence() {
        assertTrue(lease.renewedUntil(EXPIRY.plusSeconds(30)).isStill(lease));
        assertEquals(new Lease(lease.name(), ALPHA, 3, EXPIRY.minusSeconds(10)), lease.releasedAt(EXPIRY.minusSeconds(10)));
        assertFalse(lease.takenBy(ALPHA, EXPIRY).isStill(lease), "taken back is another holding");
    }

    @Test
    void its_owner_may_act_on_it_only_until_the_margin_before_its_expiry() {
        Duration margin = Duration.ofSeconds(5);

        assertTrue(lease.safelyHeldBy(ALPHA, EXPIRY.minus(margin).minusMillis(1), margin));
        assertFalse(lease.safelyHeldBy(ALPHA, EXPIRY.minus(margin), margin));
        assertFalse(lease.safelyHeldBy(BETA, EXPIRY.minusSeconds(20), margin));
    }

    @Test
    void a_fence_below_one_and_a_lease_number_beyond_four_digits_are_refused() {
        assertThrows(InvalidValue.class, () -> new Lease(lease.name(), ALPHA, 0, EXPIRY));
        assertThrows(InvalidValue.class, () -> LeaseGroup.OUTBOX_SHARDS.lease(10_000));
        assertThrows(InvalidValue.class, () -> new LeaseGroup("outbox#shards"));
    }

    @Test
    void an_instance_id_joins_its_label_to_a_uuid_within_the_id_limit_so_two_processes_never_share_one() {
        UUID one = UUID.fromString("0f8e4c2a-6d1b-4e4f-9a51-3c2d7be41a90");
        InstanceId longLabel = InstanceId.of("x".repeat(100), one);

        assertEquals(KeySafe.MAX_ID_LENGTH, longLabel.value().length());
        assertTrue(longLabel.value().endsWith(one.toString()));
        assertEquals("host-1-" + one, InstanceId.of("host-1", one).value());
        assertNotEquals(InstanceId.of("host-1", one), InstanceId.of("host-1", UUID.fromString("6c1d8e2f-0000-4000-8000-000000000001")));
    }
}
