package io.enforcementcore.application.query;

/**
 * Which page to read: at most {@code limit} items (1..100), after the opaque {@code cursor} returned
 * with the previous page of the same query, or from the start when it is null.
 */
public record PageQuery(int limit, String cursor) {
    public static PageQuery first(int limit) {
        return new PageQuery(limit, null);
    }

    public PageQuery next(String nextCursor) {
        return new PageQuery(limit, nextCursor);
    }
}
