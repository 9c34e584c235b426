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

    @Test
    void the_sortable_text_has_three_digits_and_sorts_as_the_scores_do() {
        for (int score = 0; score <= 100; score++) {
            String text = new RiskScore(score).sortable();
            assertEquals(String.format("%03d", score), text);
            if (score > 0) {
                assertTrue(new RiskScore(score - 1).sortable().compareTo(text) < 0, text);
            }
        }
    }
}
