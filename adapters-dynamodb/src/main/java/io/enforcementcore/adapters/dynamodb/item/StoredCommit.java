package io.enforcementcore.adapters.dynamodb.item;

import io.enforcementcore.domain.port.CommitId;

/**
 * The attribute in which every item keeps the id of the commit that last put or updated it (the write
 * package's CommitMarks says why). It is a fact about the stored item, like its timestamps: re-encoding
 * an item to the current schema keeps it.
 */
public final class StoredCommit {
    public static final String ATTRIBUTE = "commitId";
    /** What the mark adds to an item by DynamoDB's size rule: the name's bytes and the value's. */
    public static final int BYTES = ATTRIBUTE.length() + CommitId.LENGTH;

    private StoredCommit() {
    }
}
