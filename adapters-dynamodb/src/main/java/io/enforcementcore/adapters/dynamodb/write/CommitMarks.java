package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.StoredCommit;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.commit.CommitId;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every item a transaction puts or updates carries the {@link CommitId} of its change set, and the
 * transaction's new facts and outbox events are put only if absent. So a commit sent again after it
 * landed (its answer lost, or the caller retrying after DynamoDB's ten-minute ClientRequestToken window)
 * is cancelled by at least its fact's condition, and the old items that ALL_OLD returns for the failed
 * conditions carry its own id: the commit knows it landed and answers so, instead of a rejection made
 * of its own writes. A fact is never rewritten, so the proof holds whatever other commits changed since.
 * An item a commit deletes carries nothing; an item a later commit rewrote carries the later id.
 */
public final class CommitMarks {
    public static final String ATTRIBUTE = StoredCommit.ATTRIBUTE;

    private CommitMarks() {
    }

    static void mark(List<WriteSpec> operations, CommitId commit) {
        AttributeValue mark = AttributeValue.fromS(commit.value());
        operations.forEach(operation -> operation.stamp(ATTRIBUTE, mark));
    }

    /**
     * Whether one of the items as they were when the transaction was cancelled was written by {@code set}:
     * under its commit id, or under an id a release of an earlier form gave it (an answer lost across the
     * upgrade). The former ids are digested only for a cancelled transaction that its own id did not explain.
     */
    public static boolean carriedBy(OldItems old, ChangeSet set) {
        return carriedBy(old, set.commitId())
                || CommitId.formerOf(set).stream().anyMatch(former -> carriedBy(old, former));
    }

    private static boolean carriedBy(OldItems old, CommitId commit) {
        return old.items().stream().anyMatch(item -> isMarkedBy(item, commit));
    }

    public static boolean isMarkedBy(Map<String, AttributeValue> item, CommitId commit) {
        AttributeValue mark = item.get(ATTRIBUTE);
        return mark != null && commit.value().equals(mark.s());
    }
}
