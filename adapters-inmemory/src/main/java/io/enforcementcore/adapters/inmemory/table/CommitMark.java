package io.enforcementcore.adapters.inmemory.table;

import io.enforcementcore.domain.commit.CommitId;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.ChangeSet;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.List;

/**
 * What the items one commit writes carry, as each DynamoDB item carries the commit id of the set that last
 * wrote it: a commit that meets its own mark on one of its items has landed already. All the items of one
 * commit share one mark; two marks are the same commit when they are equal.
 *
 * <p>The DynamoDB adapter names a set by the SHA-256 of its whole content, since its marks outlive the
 * process. Walking a change set to digest it was half of an in-memory commit, and this store's marks never
 * leave the process, so a set that records a fact is marked by that fact and the set's hash code instead:
 * the fact's event id is minted for its command, so no other command's set has that fact, and the hash code
 * tells the set apart from a different one a caller built around the same fact (which the adapter refuses
 * as not its own commit; here such a set would pass for the first only if their hash codes are equal too,
 * which 32 bits make rare but do not rule out: Java's hash codes are not made to tell contents apart, and
 * {@code "Aa"} and {@code "BB"} hash alike). The fact is held by its timeline item anyway, so the mark keeps
 * nothing alive. A set with no fact (a job's: publishing an outbox event, refreshing a copied title or name)
 * is marked by its commit id.
 *
 * <p>A mark is also what the store tells as an item's {@link Revision}: every write marks what it writes,
 * and two writes mark alike only when they are the same commit.
 */
public sealed interface CommitMark {

    /** The revision of an item this mark is on: the commit id for a digested set, as DynamoDB tells it. */
    Revision revision();

    static CommitMark of(ChangeSet changes) {
        List<Change> all = changes.changes();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i) instanceof Change.AppendTimeline appended) {
                return new Recorded(appended.event(), changes.hashCode());
            }
        }
        ByteBuffer bits = ByteBuffer.wrap(changes.commitId().bits());
        return new Digested(bits.getLong(), bits.getLong());
    }

    /** A set that records {@code fact}, with its {@link ChangeSet#hashCode() hash code}. */
    record Recorded(TimelineEvent fact, int contentHash) implements CommitMark {
        public Revision revision() {
            return new Revision(fact.eventId().value() + "/" + Integer.toHexString(contentHash));
        }
    }

    /** A set with no fact: the 128 bits its commit id stands for. */
    record Digested(long high, long low) implements CommitMark {
        private static final Base64.Encoder TEXT = Base64.getUrlEncoder().withoutPadding();

        public Revision revision() {
            return new Revision(CommitId.VERSION
                    + TEXT.encodeToString(ByteBuffer.allocate(16).putLong(high).putLong(low).array()));
        }
    }
}
