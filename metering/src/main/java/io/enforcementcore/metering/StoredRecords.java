package io.enforcementcore.metering;

import io.vavr.control.Option;

/**
 * The domain records a store holds, looked up by the key of the item each is stored as (the table
 * design's partition and sort key): what a store that keeps records rather than items hands
 * {@link ForSizingItems} so that it can price a write from the items it found and left. The record at a
 * key is the one its item is encoded from: {@code CaseMetadata} for a case's META and for the sentinel of
 * its external reference, {@code CaseParty} for both edges of a link, {@code Party} for a profile, and
 * each other item its own record.
 */
@FunctionalInterface
public interface StoredRecords {
    StoredRecords NONE = (partitionKey, sortKey) -> Option.none();

    /** The record stored as the item with this key; none if the store holds no such item. */
    Option<Object> at(String partitionKey, String sortKey);
}
