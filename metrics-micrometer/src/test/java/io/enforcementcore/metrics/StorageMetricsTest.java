package io.enforcementcore.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.inmemory.InMemoryStorage;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.StorageCall;
import io.enforcementcore.metering.StorageRetry;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.search.Search;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vavr.control.Try;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The meters add up to exactly what the store reported, request by request, on both stores. */
class StorageMetricsTest {
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final List<StorageCall> calls = new CopyOnWriteArrayList<>();
    private final ForObservingStorage observers = ForObservingStorage.all(calls::add,
            new MicrometerStorageMetrics(registry));

    private StoragePorts store(String kind) {
        return kind.equals("dynamodb") ? DynamoDbTestStores.freshStore(observers)
                : InMemoryStorage.create(observers, DynamoDbStorage.itemSizing());
    }

    @ParameterizedTest(name = "on {0}")
    @ValueSource(strings = {"inmemory", "dynamodb"})
    void requests_units_and_items_per_pattern_are_the_sums_of_the_store_s_reports(String kind) {
        new Workload().run(EnforcementCoreBuilder.on(store(kind)).publishingTo(event -> Try.success(null)).build(),
                "000201");

        Set<String> patterns = calls.stream().map(StorageCall::attribution).collect(Collectors.toSet());
        assertTrue(patterns.containsAll(Set.of("AP01", "AP02", "AP06", "AP10", "C01", "C02", "C04", "C13", "C14")),
                "the workload reaches every kind of request: " + patterns);
        for (String pattern : patterns) {
            assertEquals(sum(pattern, call -> 1), meter(MicrometerStorageMetrics.REQUESTS, pattern), pattern);
            assertEquals(sum(pattern, call -> isWrite(call) ? 0 : call.capacityUnits()),
                    meter(MicrometerStorageMetrics.READ_UNITS, pattern), 1e-9, pattern);
            assertEquals(sum(pattern, call -> isWrite(call) ? call.capacityUnits() : 0),
                    meter(MicrometerStorageMetrics.WRITE_UNITS, pattern), 1e-9, pattern);
            assertEquals(sum(pattern, StorageCall::itemsReturned),
                    meter(MicrometerStorageMetrics.ITEMS_RETURNED, pattern), pattern);
            assertEquals(sum(pattern, StorageCall::itemsExamined),
                    meter(MicrometerStorageMetrics.ITEMS_EXAMINED, pattern), pattern);
        }
        assertTrue(meter(MicrometerStorageMetrics.WRITE_UNITS, "C01") > 0, "the units are DynamoDB's, not zero");
        assertTrue(meter(MicrometerStorageMetrics.READ_UNITS, "AP01") > 0, "the units are DynamoDB's, not zero");
        assertTrue(registry.find(MicrometerStorageMetrics.INDEX_WRITES).tags("command", "C01").counters().size() > 0,
                "a case's opening enters indexes");
    }

    @Test
    void a_retry_is_counted_by_its_reason_and_a_throttle_whether_retried_or_not() {
        MicrometerStorageMetrics metrics = new MicrometerStorageMetrics(registry);
        metrics.recordRetry(new StorageRetry("C02", "TransactWriteItems", StorageRetry.Reason.TRANSACTION_CONFLICT, 1,
                true));
        metrics.recordRetry(new StorageRetry("AP03", "Query", StorageRetry.Reason.THROTTLED, 1, true));
        metrics.recordRetry(new StorageRetry("AP03", "Query", StorageRetry.Reason.THROTTLED, 2, false));

        assertEquals(1.0, registry.get(MicrometerStorageMetrics.RETRIES)
                .tags("pattern", "C02", "reason", "transaction-conflict").counter().count());
        assertEquals(1.0, registry.get(MicrometerStorageMetrics.RETRIES)
                .tags("pattern", "AP03", "reason", "throttled").counter().count(), "the last attempt was no retry");
        assertEquals(2.0, registry.get(MicrometerStorageMetrics.THROTTLES).tags("pattern", "AP03").counter().count());
        assertTrue(registry.find(MicrometerStorageMetrics.THROTTLES).tags("pattern", "C02").counters().isEmpty());
    }

    private static boolean isWrite(StorageCall call) {
        return call.operation().equals("TransactWriteItems") || call.operation().equals("UpdateItem");
    }

    private double sum(String pattern, ToDoubleFunction<StorageCall> figure) {
        return calls.stream().filter(call -> call.attribution().equals(pattern)).mapToDouble(figure).sum();
    }

    private double meter(String name, String pattern) {
        return sumOf(registry.find(name).tag("pattern", pattern), Counter::count);
    }

    private static double sumOf(Search search, Function<Counter, Double> value) {
        return search.counters().stream().mapToDouble(value::apply).sum();
    }
}
