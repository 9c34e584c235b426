package io.enforcementcore.domain.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClassificationTest {

    @Test
    void a_clearance_covers_its_own_classification_and_every_one_below_it() {
        assertTrue(Classification.RESTRICTED.isWithin(Classification.RESTRICTED));
        assertTrue(Classification.PUBLIC.isWithin(Classification.RESTRICTED));
        assertFalse(Classification.CONFIDENTIAL.isWithin(Classification.RESTRICTED));
        assertFalse(Classification.RESTRICTED.isWithin(Classification.PUBLIC));
    }

    @Test
    void what_a_clearance_sees_is_listed_least_sensitive_first() {
        assertEquals(List.of(Classification.PUBLIC), Classification.PUBLIC.andBelow());
        assertEquals(List.of(Classification.PUBLIC, Classification.RESTRICTED), Classification.RESTRICTED.andBelow());
        assertEquals(List.of(Classification.values()), Classification.CONFIDENTIAL.andBelow());
    }

    @Test
    void only_the_clearance_for_the_most_sensitive_sees_everything() {
        assertTrue(Classification.CONFIDENTIAL.seesEverything());
        assertFalse(Classification.RESTRICTED.seesEverything());
        assertFalse(Classification.PUBLIC.seesEverything());
    }

    @Test
    void an_unstated_classification_reads_as_one_only_a_clearance_for_everything_sees() {
        for (Classification clearance : Classification.values()) {
            assertEquals(clearance.seesEverything(), Classification.unstated().isWithin(clearance), clearance::name);
        }
    }
}
