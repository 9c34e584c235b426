package io.enforcementcore.metrics;

import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import io.enforcementcore.metering.StorageRetry;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import java.util.Objects;
import java.util.Set;

/**
 * The store's reports as Micrometer meters, tagged by the access pattern or command a request served
 * ({@code pattern}: AP01..AP14, C01..C14), its {@code operation} and its {@code index}:
 * <ul>
 *   <li>{@value #REQUESTS}: requests;</li>
 *   <li>{@value #READ_UNITS} and {@value #WRITE_UNITS}: capacity units by DynamoDB's sizing rules;</li>
 *   <li>{@value #ITEMS_RETURNED} and {@value #ITEMS_EXAMINED}: items returned to the adapter and items
 *       the request examined (their ratio is the read efficiency);</li>
 *   <li>{@value #INDEX_WRITES}: index entries a committed write added, moved, removed or rewrote, tagged by
 *       {@code command}, {@code index} and {@code effect};</li>
 *   <li>{@value #RETRIES} (by {@code reason}) and {@value #THROTTLES}: transient failures the store retried,
 *       and throttled attempts whether retried or not. Only a store that retries by itself reports them:
 *       when the DynamoDB client retries, its own metric publisher counts them.</li>
 * </ul>
 * Every tag value comes from a fixed set (ids, operations, index names), never from data.
 */
public final class MicrometerStorageMetrics implements ForObservingStorage {
    public static final String REQUESTS = "enforcementcore.storage.requests";
    public static final String READ_UNITS = "enforcementcore.storage.read.units";
    public static final String WRITE_UNITS = "enforcementcore.storage.write.units";
    public static final String ITEMS_RETURNED = "enforcementcore.storage.items.returned";
    public static final String ITEMS_EXAMINED = "enforcementcore.storage.items.examined";
    public static final String INDEX_WRITES = "enforcementcore.storage.index.writes";
    public static final String RETRIES = "enforcementcore.storage.retries";
    public static final String THROTTLES = "enforcementcore.storage.throttles";

    private static final Set<String> WRITE_OPERATIONS = Set.of("TransactWriteItems", "UpdateItem", "PutItem",
            "DeleteItem", "BatchWriteItem");

    private final MeterRegistry registry;

    public MicrometerStorageMetrics(MeterRegistry registry) {
        this.registry = Objects.requireNonNull(registry, "registry");
    }

    @Override
    public void record(StorageCall call) {
        Tags tags = Tags.of("pattern", call.attribution(), "operation", call.operation(), "index", call.index());
        registry.counter(REQUESTS, tags).increment();
        registry.counter(WRITE_OPERATIONS.contains(call.operation()) ? WRITE_UNITS : READ_UNITS, tags)
                .increment(call.capacityUnits());
        registry.counter(ITEMS_RETURNED, tags).increment(call.itemsReturned());
        registry.counter(ITEMS_EXAMINED, tags).increment(call.itemsExamined());
    }

    @Override
    public void recordItemWrite(ItemWrite write) {
        for (ItemWrite.IndexWrite indexWrite : write.indexWrites()) {
            registry.counter(INDEX_WRITES, "command", write.attribution(), "index", indexWrite.index(),
                    "effect", indexWrite.effect().name().toLowerCase(java.util.Locale.ROOT)).increment();
        }
    }

    @Override
    public void recordRetry(StorageRetry retry) {
        if (retry.retried()) {
            registry.counter(RETRIES, "pattern", retry.attribution(), "operation", retry.operation(),
                    "reason", retry.reason().label()).increment();
        }
        if (retry.reason() == StorageRetry.Reason.THROTTLED) {
            registry.counter(THROTTLES, "pattern", retry.attribution(), "operation", retry.operation()).increment();
        }
    }
}
