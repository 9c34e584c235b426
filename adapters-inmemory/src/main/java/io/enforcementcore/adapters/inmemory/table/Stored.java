package io.enforcementcore.adapters.inmemory.table;

import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.metering.ForSizingItems;
import java.util.function.ToLongBiFunction;

/**
 * An item as the store holds it: its record, the {@link CommitMark} of the commit that last wrote it, and its
 * {@link Audit} stamp, as each DynamoDB item carries its audit attributes. The records one commit writes share
 * one mark, and the records it creates one stamp.
 */
public record Stored<T>(T item, CommitMark mark, Audit audit) {

    /** Whether the last commit to write this item was the one marked {@code commit}. */
    public boolean markedBy(CommitMark commit) {
        return mark == commit || mark.equals(commit);
    }

    /**
     * Sizes a stored item as the table holds it: {@code size} of its record, stamped with its audit, as a
     * DynamoDB item carries its audit attributes beside what its record says.
     */
    public static <T> ToLongBiFunction<ForSizingItems, Stored<T>> sized(ToLongBiFunction<ForSizingItems, T> size) {
        return (sizing, stored) -> size.applyAsLong(sizing.stampedWith(stored.audit()), stored.item());
    }

    /** The item of a slot that may be empty. */
    public static <T> T itemOf(Stored<T> stored) {
        return stored == null ? null : stored.item();
    }
}
