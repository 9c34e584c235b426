package io.enforcementcore.domain.port;

import io.vavr.control.Option;

/**
 * A bounded read: at most {@code limit} records, starting after {@code after}, a position a store handed
 * out with an earlier page of the same query. Positions are the store's own; the use cases wrap them
 * in signed cursors before a caller sees them.
 */
public record PageRequest(int limit, Option<String> after) {
    public static final int MAX_LIMIT = 100;

    public PageRequest {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new IllegalArgumentException("limit must be between 1 and " + MAX_LIMIT + ", was " + limit);
        }
        java.util.Objects.requireNonNull(after, "after");
    }

    public static PageRequest first(int limit) {
        return new PageRequest(limit, Option.none());
    }
}
