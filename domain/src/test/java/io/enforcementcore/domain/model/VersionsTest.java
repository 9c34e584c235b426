package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class VersionsTest {

    @Test
    void a_change_steps_a_record_one_version_past_the_one_seen() {
        assertEquals(2, Versions.after(Versions.FIRST));
        assertEquals(43, Versions.after(42));
    }

    @Test
    void a_version_never_wraps_round_to_a_negative_one() {
        assertThrows(ArithmeticException.class, () -> Versions.after(Long.MAX_VALUE));
    }
}
