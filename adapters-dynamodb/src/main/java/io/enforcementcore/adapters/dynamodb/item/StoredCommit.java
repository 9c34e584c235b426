package io.enforcementcore.adapters.dynamodb.item;

import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.commit.CommitId;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The attribute in which every item keeps the id of the commit that last put or updated it (the write
 * package's CommitMarks says why). It is a fact about the stored item, like its timestamps: re-encoding
 * an item to the current schema keeps it. It is also the item's {@link Revision}: every write puts its own
 * commit's id, and an item written before commits marked their items tells {@link Revision#UNTOLD}.
 */
public final class StoredCommit {
    public static final String ATTRIBUTE = "commitId";
    /** What the mark adds to an item by DynamoDB's size rule: the name's bytes and the value's. */
    public static final int BYTES = ATTRIBUTE.length() + CommitId.LENGTH;

    private StoredCommit() {
    }

    /** The revision {@code item} is at. */
    public static Revision revision(Map<String, AttributeValue> item) {
        AttributeValue mark = item.get(ATTRIBUTE);
        return mark == null || mark.s() == null ? Revision.UNTOLD : new Revision(mark.s());
    }

    /** {@code decode} of an item, as read at its revision. */
    public static <T> Function<Map<String, AttributeValue>, AtRevision<T>> asRead(
            Function<Map<String, AttributeValue>, T> decode) {
        return item -> new AtRevision<>(decode.apply(item), revision(item));
    }
}
