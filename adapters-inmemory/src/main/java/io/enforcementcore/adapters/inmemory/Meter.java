package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.port.ForObservingStorage;
import io.enforcementcore.domain.port.StorageCall;

/**
 * Reports each request to the observer as the DynamoDB adapter would name it (attribution, operation,
 * index). A read examines exactly the items it returns, since every read is a key lookup or a key range
 * of a sparse view (a batch counts the keys it asked for); a write examines the items its transaction lists (writes and condition checks) and
 * returns none. Bytes and capacity units are left at zero: the in-memory store does not size items.
 * Called outside the store's lock, so a slow observer never holds up other requests.
 */
final class Meter {
    static final String GET_ITEM = "GetItem";
    static final String BATCH_GET_ITEM = "BatchGetItem";
    static final String QUERY = "Query";
    static final String TRANSACT_WRITE_ITEMS = "TransactWriteItems";
    static final String SCAN = "Scan";
    static final String TABLE = StorageCall.BASE_TABLE;
    static final String GSI1 = "GSI1";
    static final String GSI2 = "GSI2";
    static final String LSI1 = "LSI1";

    private final ForObservingStorage observer;

    Meter(ForObservingStorage observer) {
        this.observer = observer;
    }

    void read(String accessPattern, String operation, String index, int itemsReturned) {
        observer.record(new StorageCall(accessPattern, operation, index, itemsReturned, itemsReturned, 0, 0, 1));
    }

    /** A BatchGetItem examines every key it asks for, found or not. */
    void batchRead(String accessPattern, int keysRequested, int itemsReturned) {
        observer.record(new StorageCall(accessPattern, BATCH_GET_ITEM, TABLE, keysRequested, itemsReturned, 0, 0, 1));
    }

    void scan(String command, int itemsExamined) {
        observer.record(new StorageCall(command, SCAN, TABLE, itemsExamined, itemsExamined, 0, 0, 1));
    }

    void write(String command, int itemsTouched) {
        observer.record(new StorageCall(command, TRANSACT_WRITE_ITEMS, TABLE, itemsTouched, 0, 0, 0, 1));
    }
}
