package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RiskScoreTest {

    @Test
    void scores_outside_0_to_100_are_refused() {
        assertEquals("must be between 0 and 100, was -1",
                assertThrows(InvalidValue.class, () -> new RiskScore(-1)).reason());
        assertEquals("riskScore", assertThrows(InvalidValue.class, () -> new RiskScore(101)).field());
    }

    @Test
    void the_high_bucket_starts_at_80() {
        assertFalse(new RiskScore(79).isHigh());
        assertTrue(new RiskScore(80).isHigh());
        assertTrue(new RiskScore(100).isHigh());
    }
}
