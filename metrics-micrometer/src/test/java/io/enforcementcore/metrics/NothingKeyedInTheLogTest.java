package io.enforcementcore.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.testlogging.CapturedLog;
import io.vavr.control.Try;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.slf4j.event.Level;

/**
 * Logs at INFO and above go to shared places that people without access to the cases read: they name
 * commands, access patterns, counts and reasons, never a tenant, an id, a reference or an item.
 */
class NothingKeyedInTheLogTest {

    private static StoragePorts store(String kind) {
        return kind.equals("dynamodb") ? DynamoDbTestStores.freshStore(ForObservingStorage.NONE)
                : InMemoryStorage.create(ForObservingStorage.NONE, DynamoDbStorage.itemSizing());
    }

    @ParameterizedTest(name = "on {0}")
    @ValueSource(strings = {"inmemory", "dynamodb"})
    void no_tenant_id_or_key_appears_at_info_or_above_during_a_workload(String kind) {
        StoragePorts storage = store(kind);
        CapturedLog.clear();
        Workload workload = new Workload();
        workload.run(EnforcementCoreBuilder.on(storage).publishingTo(event -> Try.success(null)).build(),
                "0003" + kind.length());
        List<CapturedLog.Line> ours = CapturedLog.lines().stream()
                .filter(line -> line.logger().startsWith("io.enforcementcore")).toList();

        List<CapturedLog.Line> loud = ours.stream().filter(line -> line.level().compareTo(Level.INFO) <= 0).toList();
        assertTrue(loud.stream().anyMatch(line -> line.text().startsWith("C13 relay finished")), "job progress: " + loud);
        assertTrue(loud.stream().anyMatch(line -> line.text().startsWith("C14 backfill finished")), "job progress");
        for (String secret : workload.secrets) {
            assertEquals(List.of(), loud.stream().filter(line -> line.text().contains(secret)).toList(),
                    "'" + secret + "' at INFO or above");
        }
        // the same search finds ids where they may be: it would catch one at INFO
        assertTrue(ours.stream().anyMatch(line -> line.level() == Level.DEBUG
                && line.text().contains(workload.caseId.value())), "the check can see an id in a line");
        assertFalse(ours.stream().filter(line -> line.level() == Level.DEBUG).toList().isEmpty());
    }
}
