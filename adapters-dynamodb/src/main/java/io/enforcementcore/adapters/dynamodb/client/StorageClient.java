package io.enforcementcore.adapters.dynamodb.client;

import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.domain.port.StoreUnavailable;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import io.enforcementcore.metering.StorageRetry;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every request the adapter sends goes through here: it names the table, attaches the attribution,
 * runs the request under the {@link Retrier} and reports one {@link StorageCall} per request, with
 * sizes and capacity units computed by {@link ItemSize} and {@link Capacity}. Every request asks for
 * the engine's own ConsumedCapacity (TOTAL), which is reported beside ours ({@link EngineCapacity})
 * and used for nothing else.
 *
 * <p>Logs: every request at DEBUG, each transient failure at WARN (retried or given up), with the access
 * pattern or command it served and the reason; never a key or an item.
 */
public final class StorageClient {
    private static final Logger LOG = LoggerFactory.getLogger(StorageClient.class);
    private final DynamoDbClient client;
    private final String table;
    private final Retrier retrier;
    private final ForObservingStorage observer;
    private final Map<String, List<String>> projected;

    /** A client on a table whose indexes project ALL: queries ask for whole items. */
    public StorageClient(DynamoDbClient client, String table, Retrier retrier, ForObservingStorage observer) {
        this(client, table, retrier, observer, Map.of());
    }

    /** @param projected the attributes each index projects, by index name; an index not listed projects ALL */
    public StorageClient(DynamoDbClient client, String table, Retrier retrier, ForObservingStorage observer,
                         Map<String, List<String>> projected) {
        this.client = client;
        this.table = table;
        this.retrier = retrier;
        this.observer = observer;
        this.projected = Map.copyOf(projected);
    }

    /** What a Query of {@code index} asks for: the attributes it projects; none for the table or an ALL index. */
    public Option<List<String>> projectionOf(String index) {
        return Option.of(projected.get(index));
    }

    public String table() {
        return table;
    }

    /**
     * Whether anyone hears what requests cost: an observer that wants sizes now, or the DEBUG log. Sizing
     * every item a request reads or writes is the adapter's dearest bookkeeping, so a store nobody
     * observes, or whose observer only counts requests for now, skips it.
     */
    public boolean metering() {
        return observer.wantsSizes() || LOG.isDebugEnabled();
    }

    public record QueryPage(List<Map<String, AttributeValue>> items, Option<Map<String, AttributeValue>> lastEvaluatedKey) {
    }

    /** A strongly consistent GetItem. */
    public Option<Map<String, AttributeValue>> get(String attribution, ItemKey key) {
        GetItemRequest request = GetItemRequest.builder().tableName(table).key(key.asMap()).consistentRead(true)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .overrideConfiguration(Attribution.configuration(attribution)).build();
        AtomicInteger attempts = new AtomicInteger();
        GetItemResponse response = call(attribution, "GetItem", attempts::set, () -> client.getItem(request));
        Option<Map<String, AttributeValue>> item = response.hasItem() && !response.item().isEmpty()
                ? Option.of(response.item()) : Option.none();
        long bytes = metering() ? item.map(ItemSize::of).getOrElse(0L) : 0;
        int found = item.isDefined() ? 1 : 0;
        report(attribution, "GetItem", StorageCall.BASE_TABLE, found, found, bytes,
                Capacity.itemRead(bytes, true), attempts.get(), EngineCapacity.of(response.consumedCapacity()));
        return item;
    }

    /** A strongly consistent BatchGetItem of a few keys, re-requesting unprocessed keys; found items by key. */
    public Map<ItemKey, Map<String, AttributeValue>> batchGet(String attribution, List<ItemKey> keys) {
        Map<ItemKey, Map<String, AttributeValue>> found = new LinkedHashMap<>();
        List<Map<String, AttributeValue>> pending = new ArrayList<>(keys.stream().map(ItemKey::asMap).toList());
        AtomicInteger attempts = new AtomicInteger();
        int roundTrips = 0;
        long bytes = 0;
        double capacity = 0;
        double engineCapacity = 0;
        while (!pending.isEmpty()) {
            BatchGetItemRequest request = BatchGetItemRequest.builder()
                    .requestItems(Map.of(table, KeysAndAttributes.builder().keys(pending).consistentRead(true)
                            .build()))
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                    .overrideConfiguration(Attribution.configuration(attribution)).build();
            BatchGetItemResponse response = call(attribution, "BatchGetItem", attempts::set,
                    () -> client.batchGetItem(request));
            roundTrips += attempts.get();
            engineCapacity += EngineCapacity.ofAll(response.consumedCapacity());
            for (Map<String, AttributeValue> item : response.responses().getOrDefault(table, List.of())) {
                found.put(ItemKey.of(item), item);
                long size = metering() ? ItemSize.of(item) : 0;
                bytes += size;
                capacity += Capacity.itemRead(size, true);
            }
            KeysAndAttributes unprocessed = response.unprocessedKeys().get(table);
            pending = unprocessed == null ? List.of() : new ArrayList<>(unprocessed.keys());
        }
        capacity += (keys.size() - found.size()) * Capacity.itemRead(0, true);
        report(attribution, "BatchGetItem", StorageCall.BASE_TABLE, keys.size(), found.size(), bytes, capacity,
                roundTrips, engineCapacity);
        return found;
    }

    /** A Query; {@code request} must carry its key condition and Limit, the table is filled in here. */
    public QueryPage query(String attribution, String index, QueryRequest.Builder request) {
        QueryRequest built = request.tableName(table).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .overrideConfiguration(Attribution.configuration(attribution)).build();
        AtomicInteger attempts = new AtomicInteger();
        QueryResponse response = call(attribution, "Query", attempts::set, () -> client.query(built));
        long bytes = metering() ? response.items().stream().mapToLong(ItemSize::of).sum() : 0;
        boolean consistent = Boolean.TRUE.equals(built.consistentRead());
        report(attribution, "Query", index, response.scannedCount(), response.count(), bytes,
                Capacity.queryRead(bytes, consistent), attempts.get(), EngineCapacity.of(response.consumedCapacity()));
        return new QueryPage(response.items(), lastKey(response.hasLastEvaluatedKey(), response.lastEvaluatedKey()));
    }

    /**
     * Sends the one TransactWriteItems of a change set and says what is known of it: applied, cancelled
     * (the engine's answer, to be explained), or lost (an attempt may have run and no answer says whether
     * it did). A failure that says the request did not run is thrown as a {@link io.enforcementcore.domain.port.StorageFailure}.
     * The request is built once, so every attempt resends it unchanged, its ClientRequestToken included,
     * and so does a call of {@link TransactAnswer.Lost#resend()}. {@code lowerBound}: {@code bytes} and
     * {@code capacity} are the least it can cost (some item it finds is unknown), which the report carries.
     */
    public TransactAnswer transactWrite(String attribution, TransactWriteItemsRequest.Builder request, int items,
                                        long bytes, double capacity, boolean lowerBound) {
        return transactWrite(attribution, request, List.of(), items, bytes, capacity, lowerBound);
    }

    /**
     * As above, {@code itemTypes} naming the type of each of the request's items in its order, so that a retry's
     * report says which items a conflict was on ({@link StorageRetry#contended()}).
     */
    public TransactAnswer transactWrite(String attribution, TransactWriteItemsRequest.Builder request,
                                        List<String> itemTypes, int items, long bytes, double capacity,
                                        boolean lowerBound) {
        TransactWriteItemsRequest built = request.returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .overrideConfiguration(Attribution.configuration(attribution)).build();
        return transactWrite(attribution, built, itemTypes, items, bytes, capacity, lowerBound, false);
    }

    private TransactAnswer transactWrite(String attribution, TransactWriteItemsRequest built, List<String> itemTypes,
                                         int items, long bytes, double capacity, boolean lowerBound,
                                         boolean lostBefore) {
        AtomicInteger attempts = new AtomicInteger();
        boolean[] mayHaveRun = {lostBefore};
        double engineCapacity = EngineCapacity.NONE; // a failed transaction's answer carries no figure
        try {
            TransactWriteItemsResponse response = retrier.call("TransactWriteItems", attempts::set,
                    (attempt, cause, retrying) -> {
                        mayHaveRun[0] |= TransientFailures.anyAttemptMayHaveRun(cause);
                        transientFailure(new StorageRetry(attribution, "TransactWriteItems",
                                TransientFailures.reason(cause), attempt, retrying,
                                TransientFailures.contended(cause, itemTypes)));
                    }, () -> client.transactWriteItems(built));
            engineCapacity = EngineCapacity.ofAll(response.consumedCapacity());
            return new TransactAnswer.Applied();
        } catch (TransactionCanceledException cancelled) {
            return new TransactAnswer.Cancelled(cancelled, attempts.get(),
                    mayHaveRun[0] || TransientFailures.anyAttemptMayHaveRun(cancelled));
        } catch (StoreUnavailable outlasted) {
            if (mayHaveRun[0]) {
                return lost(outlasted.getCause(), attempts.get(), attribution, built, itemTypes, items, bytes,
                        capacity, lowerBound);
            }
            throw outlasted;
        } catch (SdkException failure) {
            if (mayHaveRun[0] || TransientFailures.anyAttemptMayHaveRun(failure)) {
                return lost(failure, attempts.get(), attribution, built, itemTypes, items, bytes, capacity,
                        lowerBound);
            }
            throw SdkFailures.translated("TransactWriteItems", table, failure);
        } finally {
            observer.record(new StorageCall(attribution, "TransactWriteItems", StorageCall.BASE_TABLE, items, 0, bytes,
                    capacity, attempts.get(), engineCapacity, lowerBound));
        }
    }

    /** A lost answer, and how to send the very same request again: made only when an answer was lost. */
    private TransactAnswer.Lost lost(Throwable cause, int attempts, String attribution, TransactWriteItemsRequest built,
                                     List<String> itemTypes, int items, long bytes, double capacity,
                                     boolean lowerBound) {
        return new TransactAnswer.Lost(cause, attempts,
                () -> transactWrite(attribution, built, itemTypes, items, bytes, capacity, lowerBound, true));
    }

    /**
     * One conditional UpdateItem (the migration's per-item rewrite, a lease's write); the attributes the request
     * asked to have returned, none unless it asked. A failed condition is thrown as the SDK's exception.
     */
    public Map<String, AttributeValue> update(String attribution, UpdateItemRequest.Builder request, long bytes) {
        UpdateItemRequest built = request.tableName(table).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .overrideConfiguration(Attribution.configuration(attribution)).build();
        AtomicInteger attempts = new AtomicInteger();
        double engineCapacity = EngineCapacity.NONE;
        try {
            UpdateItemResponse response = call(attribution, "UpdateItem", attempts::set, () -> client.updateItem(built));
            engineCapacity = EngineCapacity.of(response.consumedCapacity());
            return response.hasAttributes() ? response.attributes() : Map.of();
        } finally {
            report(attribution, "UpdateItem", StorageCall.BASE_TABLE, 1, 0, bytes, Capacity.write(bytes),
                    attempts.get(), engineCapacity);
        }
    }

    /** A segment of the migration's Scan. */
    public ScanResponse scan(String attribution, ScanRequest.Builder request) {
        ScanRequest built = request.tableName(table).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .overrideConfiguration(Attribution.configuration(attribution)).build();
        AtomicInteger attempts = new AtomicInteger();
        ScanResponse response = call(attribution, "Scan", attempts::set, () -> client.scan(built));
        long bytes = metering() ? response.items().stream().mapToLong(ItemSize::of).sum() : 0;
        report(attribution, "Scan", StorageCall.BASE_TABLE, response.scannedCount(), response.count(), bytes,
                Capacity.queryRead(bytes, Boolean.TRUE.equals(built.consistentRead())), attempts.get(),
                EngineCapacity.of(response.consumedCapacity()));
        return response;
    }

    /** Waits before the {@code round}th try of something that failed, with the retrier's jittered backoff. */
    public void backOff(int round) {
        retrier.pauseBefore(round);
    }

    /**
     * The table as DynamoDB describes it, for the check against the design. Like {@link #timeToLive()} it is
     * a control-plane read: no capacity units, no access pattern, so it is retried but reported to no one.
     */
    public TableDescription describe() {
        DescribeTableRequest request = DescribeTableRequest.builder().tableName(table).build();
        return control("DescribeTable", () -> client.describeTable(request).table());
    }

    /** The table's time to live as DynamoDB describes it. */
    public TimeToLiveDescription timeToLive() {
        DescribeTimeToLiveRequest request = DescribeTimeToLiveRequest.builder().tableName(table).build();
        return control("DescribeTimeToLive", () -> client.describeTimeToLive(request).timeToLiveDescription());
    }

    /** A Query's or Scan's LastEvaluatedKey; none, when absent or empty, means the last page. */
    public static Option<Map<String, AttributeValue>> lastKey(boolean present, Map<String, AttributeValue> key) {
        return present && !key.isEmpty() ? Option.of(key) : Option.none();
    }

    /** The items a committed write wrote, after the request's own report. */
    public void reportItemWrites(List<ItemWrite> writes) {
        writes.forEach(observer::recordItemWrite);
    }

    private void report(String attribution, String operation, String index, int examined, int returned, long bytes,
                        double capacity, int roundTrips, double engineCapacity) {
        StorageCall call = new StorageCall(attribution, operation, index, examined, returned, bytes, capacity,
                roundTrips, engineCapacity);
        if (LOG.isDebugEnabled()) {
            LOG.debug("{} {} on {}: examined {}, returned {}, {} bytes, {} capacity units, {} round trips",
                    attribution, operation, index, examined, returned, bytes, capacity, roundTrips);
        }
        observer.record(call);
    }

    /** One request under the retrier; an SDK failure that is not an answer leaves as a storage failure. */
    private <T> T call(String attribution, String operation, IntConsumer attempts, Supplier<T> request) {
        try {
            return retrier.call(operation, attempts, (attempt, cause, retrying) ->
                    transientFailure(new StorageRetry(attribution, operation, TransientFailures.reason(cause), attempt,
                            retrying)), request);
        } catch (SdkException failure) {
            throw SdkFailures.translated(operation, table, failure);
        }
    }

    private <T> T control(String operation, Supplier<T> request) {
        try {
            return retrier.call(operation, attempts -> { }, request);
        } catch (SdkException failure) {
            throw SdkFailures.translated(operation, table, failure);
        }
    }

    private void transientFailure(StorageRetry retry) {
        if (retry.retried()) {
            LOG.warn("{} {} failed after {} attempts ({}); retrying", retry.attribution(), retry.operation(),
                    retry.attempt(), retry.reason().label());
        } else {
            LOG.warn("{} {} failed after {} attempts ({}); giving up", retry.attribution(), retry.operation(),
                    retry.attempt(), retry.reason().label());
        }
        observer.recordRetry(retry);
    }
}
