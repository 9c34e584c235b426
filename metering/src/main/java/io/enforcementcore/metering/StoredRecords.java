package io.enforcementcore.metering;

import io.enforcementcore.domain.model.Audit;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * The domain records a store holds, looked up by the key of the item each is stored as (the table
 * design's partition and sort key), each with the audit stamp its item carries: what a store that keeps
 * records rather than items hands {@link ForSizingItems} so that it can price a write from the very items
 * it found and left, stamps included. The record at a key is the one its item is encoded from:
 * {@code CaseMetadata} for a case's META and for the sentinel of its external reference, {@code CaseParty}
 * for both edges of a link, {@code Party} for a profile, and each other item its own record.
 */
@FunctionalInterface
public interface StoredRecords {
    StoredRecords NONE = (partitionKey, sortKey) -> Option.none();

    /** The record stored as the item with this key, and its stamp; none if the store holds no such item. */
    Option<StampedRecord> at(String partitionKey, String sortKey);

    /** A record as its item holds it: the record and the audit stamp the item carries beside it. */
    record StampedRecord(Object record, Audit stamp) {
        public StampedRecord {
            Objects.requireNonNull(record, "record");
            Objects.requireNonNull(stamp, "stamp");
        }
    }
}
