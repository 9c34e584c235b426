package io.enforcementcore.application.query;

import io.vavr.control.Option;
import java.util.List;

/**
 * A page of results. {@code cursor} is present when more may follow; it is opaque, bound to the
 * principal's tenant and to the query that produced it, and tamper-evident.
 */
public record Paged<T>(List<T> items, Option<String> cursor) {
    public Paged {
        items = List.copyOf(items);
        java.util.Objects.requireNonNull(cursor, "cursor");
    }
}
