package io.enforcementcore.adapters.inmemory.meter;

import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.catalog.Numbered;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.metering.CapacityUnits;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ForSizingItems;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import io.enforcementcore.metering.StoredRecords;
import io.enforcementcore.metering.WriteTotals;
import io.vavr.control.Option;
import java.util.List;
import java.util.function.ToLongBiFunction;
import java.util.function.ToLongFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reports each request to the observer as the DynamoDB adapter would name it (attribution, operation,
 * index). A read examines exactly the items it returns, since every read is a key lookup or a key range
 * of a sparse view (a batch counts the keys it asked for); a write examines the items its transaction
 * lists (writes and condition checks) and returns none. With a {@link ForSizingItems}, while the
 * observer wants sizes, items are sized as the table holds them (each record stamped with its audit),
 * bytes and capacity units follow DynamoDB's rules ({@link CapacityUnits}: base table and LSI reads strongly
 * consistent, GSI reads eventually; the migration's Scan pages eventually, as the DynamoDB adapter prices
 * them) and a committed write reports its {@link ItemWrite}s; otherwise they stay zero. Called outside the
 * store's stripes, so a slow observer never holds up other requests.
 */
public final class Meter {
    /** The store's name, which users configure their loggers by; the store itself sits above the meter. */
    private static final Logger LOG = LoggerFactory.getLogger("io.enforcementcore.adapters.inmemory.InMemoryStorage");
    private static final String GET_ITEM = "GetItem";
    private static final String BATCH_GET_ITEM = "BatchGetItem";
    private static final String QUERY = "Query";
    private static final String TRANSACT_WRITE_ITEMS = "TransactWriteItems";
    private static final String SCAN = "Scan";
    public static final String TABLE = StorageCall.BASE_TABLE;
    public static final String GSI1 = "GSI1";
    public static final String GSI2 = "GSI2";
    public static final String LSI1 = "LSI1";

    private final ForObservingStorage observer;
    private final Option<ForSizingItems> sizingGiven;

    public Meter(ForObservingStorage observer, Option<ForSizingItems> sizingGiven) {
        this.observer = observer;
        this.sizingGiven = sizingGiven;
    }

    /**
     * How requests are sized now: by the sizing given, while the observer wants sizes or the DEBUG log
     * prints them; not at all otherwise (sizing encodes every item, the store's dearest bookkeeping).
     */
    public Option<ForSizingItems> sizingNow() {
        return sizingGiven.isDefined() && (observer.wantsSizes() || LOG.isDebugEnabled()) ? sizingGiven
                : Option.none();
    }

    /** A consistent GetItem that found {@code found}, sized by {@code size}. */
    public <T> void get(Numbered accessPattern, Option<T> found, ToLongBiFunction<ForSizingItems, T> size) {
        get(accessPattern.id(), found, size);
    }

    /** A consistent GetItem for no command or access pattern of the design (an idempotency record's recall). */
    public <T> void get(String accessPattern, Option<T> found, ToLongBiFunction<ForSizingItems, T> size) {
        Option<ForSizingItems> sizing = sizingNow();
        long bytes = found.map(item -> bytes(sizing, item, size)).getOrElse(0L);
        int count = found.isDefined() ? 1 : 0;
        report(new StorageCall(accessPattern, GET_ITEM, TABLE, count, count, bytes,
                units(sizing, () -> CapacityUnits.itemRead(bytes, true)), 1));
    }

    /** A Query of {@code index} that returned {@code items}; its sizes are summed, then rounded up once. */
    public <T> void query(AccessPatternId accessPattern, String index, List<T> items, ToLongBiFunction<ForSizingItems, T> size) {
        Option<ForSizingItems> sizing = sizingNow();
        long bytes = items.stream().mapToLong(item -> bytes(sizing, item, size)).sum();
        boolean consistent = !index.startsWith("GSI");
        report(new StorageCall(accessPattern.id(), QUERY, index, items.size(), items.size(), bytes,
                units(sizing, () -> CapacityUnits.queryRead(bytes, consistent)), 1));
    }

    /** A consistent BatchGetItem: every key it asks for is examined and costs a read, found or not. */
    public void batchRead(AccessPatternId accessPattern, int keysRequested, List<Long> foundBytes) {
        batchRead(accessPattern.id(), keysRequested, foundBytes);
    }

    /** A consistent BatchGetItem under an attribution that is no access pattern (a recall with its case). */
    public void batchRead(String attribution, int keysRequested, List<Long> foundBytes) {
        Option<ForSizingItems> sizing = sizingNow();
        long bytes = foundBytes.stream().mapToLong(Long::longValue).sum();
        report(new StorageCall(attribution, BATCH_GET_ITEM, TABLE, keysRequested, foundBytes.size(), bytes,
                units(sizing, () -> foundBytes.stream().mapToDouble(b -> CapacityUnits.itemRead(b, true)).sum()
                        + (keysRequested - foundBytes.size()) * CapacityUnits.itemRead(0, true)), 1));
    }

    /** The size of one item, or zero while requests are not sized. */
    public <T> long bytes(T item, ToLongBiFunction<ForSizingItems, T> size) {
        return bytes(sizingNow(), item, size);
    }

    private static <T> long bytes(Option<ForSizingItems> sizing, T item, ToLongBiFunction<ForSizingItems, T> size) {
        return sizing.map(s -> size.applyAsLong(s, item)).getOrElse(0L);
    }

    /**
     * One Scan page that examined (and returned) {@code examined}; its sizes are summed, then rounded up once.
     *
     * @return the page's read units, by the sizing given even while the observer wants no sizes (a job paces
     *         its reads by them); 0 without one
     */
    public double scan(CommandId command, List<ToLongFunction<ForSizingItems>> examined) {
        long bytes = sizingGiven.map(s -> examined.stream().mapToLong(item -> item.applyAsLong(s)).sum())
                .getOrElse(0L);
        double units = units(sizingGiven, () -> CapacityUnits.queryRead(bytes, false));
        boolean shown = sizingNow().isDefined();
        report(new StorageCall(command.id(), SCAN, TABLE, examined.size(), examined.size(), shown ? bytes : 0,
                shown ? units : 0, 1));
        return units;
    }

    /** The records a transaction's items held just before and just after it: what its writes are priced from. */
    public record Seen(StoredRecords before, StoredRecords after) {
    }

    /**
     * One transaction, sized by {@code sizing} (what {@link #sizingNow} answered as it was committed). A
     * committed one ({@code seen}: the records its items held just before and after) is priced exactly
     * from both and its item writes reported; a refused one changed nothing, and is priced, as the
     * DynamoDB adapter would price it, from the change set alone.
     */
    public void write(ChangeSet changes, int itemsTouched, Option<Seen> seen, Option<ForSizingItems> sizing) {
        List<ItemWrite> writes = sizing.isEmpty() ? List.of() : seen.isDefined()
                ? sizing.get().writes(changes, seen.get().before(), seen.get().after()) : sizing.get().writes(changes);
        WriteTotals totals = WriteTotals.of(writes);
        report(new StorageCall(changes.command().id(), TRANSACT_WRITE_ITEMS, TABLE, itemsTouched, 0, totals.bytes(),
                totals.capacityUnits(), 1, Double.NaN, totals.lowerBound()));
        if (seen.isDefined()) {
            for (int i = 0; i < writes.size(); i++) {
                observer.recordItemWrite(writes.get(i));
            }
        }
    }

    /** Logs the request at DEBUG (what it served and cost, never a key) and hands it to the observer. */
    private void report(StorageCall call) {
        if (LOG.isDebugEnabled()) {
            LOG.debug("{} {} on {}: examined {}, returned {}, {} bytes, {} capacity units", call.attribution(),
                    call.operation(), call.index(), call.itemsExamined(), call.itemsReturned(), call.bytes(),
                    call.capacityUnits());
        }
        observer.record(call);
    }

    private static double units(Option<ForSizingItems> sizing, java.util.function.DoubleSupplier units) {
        return sizing.isDefined() ? units.getAsDouble() : 0;
    }
}
