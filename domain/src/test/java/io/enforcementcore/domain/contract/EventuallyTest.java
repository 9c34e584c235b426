package io.enforcementcore.domain.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class EventuallyTest {
    private static final Duration SHORT_PATIENCE = Duration.ofMillis(200);

    @Test
    void holds_once_a_lagging_view_has_caught_up() {
        AtomicInteger reads = new AtomicInteger();
        List<List<String>> viewOverTime = List.of(List.of(), List.of(), List.of("Review the filing"));

        Eventually.check(() -> viewOverTime.get(Math.min(reads.getAndIncrement(), 2)),
                seen -> assertEquals(List.of("Review the filing"), seen), SHORT_PATIENCE);

        assertEquals(3, reads.get());
    }

    @Test
    void fails_with_the_last_difference_when_the_view_never_shows_it() {
        AssertionError failure = assertThrows(AssertionError.class, () -> Eventually.check(
                () -> List.of("Draft the notice"),
                seen -> assertEquals(List.of("Review the filing"), seen), SHORT_PATIENCE));

        assertTrue(failure.getMessage().contains("Draft the notice"), failure.getMessage());
        assertTrue(failure.getMessage().startsWith("still not so after "), failure.getMessage());
    }
}
