package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AttributionGuardTest {
    private final StorageRecorder next = new StorageRecorder();
    private final AttributionGuard guard = new AttributionGuard(DynamoDbStorage.knownAttributions(), next);

    @Test
    void knows_the_fourteen_access_patterns_the_fifteen_commands_the_idempotency_recall_and_the_leases() {
        List<String> expected = new ArrayList<>();
        for (int i = 1; i <= 14; i++) {
            expected.add(String.format("AP%02d", i));
        }
        expected.add("IDEMPOTENCY");
        for (int i = 1; i <= 15; i++) {
            expected.add(String.format("C%02d", i));
        }
        expected.add("LEASES");
        assertEquals(expected, List.copyOf(DynamoDbStorage.knownAttributions()));
    }

    @Test
    void passes_on_calls_and_item_writes_of_known_attributions() {
        guard.record(call("AP03"));
        guard.recordItemWrite(write("C06"));
        guard.record(call("IDEMPOTENCY"));

        assertEquals(2, next.calls().size());
        assertEquals(1, next.writes().size());
    }

    @Test
    void fails_a_call_attributed_to_no_access_pattern_or_command() {
        AttributionGuard.UnknownAttribution failure = assertThrows(AttributionGuard.UnknownAttribution.class,
                () -> guard.record(call("AP15")));

        assertTrue(failure.getMessage().startsWith("Query on GSI1 is attributed to AP15"), failure.getMessage());
        assertEquals(List.of(), next.calls());
    }

    @Test
    void fails_an_unattributed_call_and_an_unknown_item_write() {
        assertThrows(AttributionGuard.UnknownAttribution.class, () -> guard.record(call(null)));
        assertThrows(AttributionGuard.UnknownAttribution.class, () -> guard.recordItemWrite(write("c06")));
    }

    @Test
    void takes_its_known_ids_from_its_caller() {
        AttributionGuard narrow = new AttributionGuard(Set.of("AP01"), next);

        assertThrows(AttributionGuard.UnknownAttribution.class, () -> narrow.record(call("AP02")));
    }

    private static StorageCall call(String attribution) {
        return new StorageCall(attribution, "Query", "GSI1", 1, 1, 100, 0.5, 1);
    }

    private static ItemWrite write(String attribution) {
        return new ItemWrite(attribution, "Update", "Task", 100, 2, List.of());
    }
}
