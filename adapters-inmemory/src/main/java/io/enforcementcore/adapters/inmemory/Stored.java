package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.port.CommitId;
import java.nio.ByteBuffer;
import java.util.Base64;

/**
 * An item as the store holds it: its record, the commit that last wrote it, as each DynamoDB item
 * carries its commit id, and its {@link Audit} stamp, as each DynamoDB item carries its audit attributes.
 * The 128-bit commit id is kept as two longs rather than as its text, since every item holds one: a
 * million items would otherwise hold a million strings. The records one commit creates share one stamp.
 */
record Stored<T>(T item, long markHigh, long markLow, Audit audit) {

    /** A commit's mark: the 128 bits its id stands for. */
    record Mark(long high, long low) {
        static Mark of(CommitId commit) {
            ByteBuffer bits = ByteBuffer.wrap(Base64.getUrlDecoder().decode(commit.value()));
            return new Mark(bits.getLong(), bits.getLong());
        }
    }

    static <T> Stored<T> of(T item, Mark mark, Audit audit) {
        return new Stored<>(item, mark.high(), mark.low(), audit);
    }

    boolean markedBy(Mark mark) {
        return markHigh == mark.high() && markLow == mark.low();
    }

    /** The item of a slot that may be empty. */
    static <T> T itemOf(Stored<T> stored) {
        return stored == null ? null : stored.item();
    }
}
