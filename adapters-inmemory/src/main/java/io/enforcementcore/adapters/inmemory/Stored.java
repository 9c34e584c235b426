package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.model.Audit;

/**
 * An item as the store holds it: its record, the {@link CommitMark} of the commit that last wrote it, and its
 * {@link Audit} stamp, as each DynamoDB item carries its audit attributes. The records one commit writes share
 * one mark, and the records it creates one stamp.
 */
record Stored<T>(T item, CommitMark mark, Audit audit) {

    /** Whether the last commit to write this item was the one marked {@code commit}. */
    boolean markedBy(CommitMark commit) {
        return mark == commit || mark.equals(commit);
    }

    /** The item of a slot that may be empty. */
    static <T> T itemOf(Stored<T> stored) {
        return stored == null ? null : stored.item();
    }
}
