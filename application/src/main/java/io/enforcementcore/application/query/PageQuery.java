package io.enforcementcore.application.query;

import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.port.PageRequest;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Which page to read: at most {@code limit} items (1..{@value PageRequest#MAX_LIMIT}), after the opaque
 * {@code cursor} returned with the previous page of the same query, or from the start when there is none.
 */
public record PageQuery(int limit, Option<String> cursor) {
    public PageQuery {
        if (limit < 1 || limit > PageRequest.MAX_LIMIT) {
            throw new InvalidValue("limit", "must be between 1 and " + PageRequest.MAX_LIMIT + ", was " + limit);
        }
        Objects.requireNonNull(cursor, "cursor");
    }

    public static PageQuery first(int limit) {
        return new PageQuery(limit, Option.none());
    }

    public PageQuery next(String nextCursor) {
        return new PageQuery(limit, Option.some(nextCursor));
    }
}
