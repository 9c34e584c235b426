package io.enforcementcore.domain.port;

import io.vavr.control.Option;
import java.time.Instant;

/** An optional, inclusive due-time range. */
public record DueWindow(Option<Instant> from, Option<Instant> to) {
    public DueWindow {
        java.util.Objects.requireNonNull(from, "from");
        java.util.Objects.requireNonNull(to, "to");
        if (from.isDefined() && to.isDefined() && from.get().isAfter(to.get())) {
            throw new IllegalArgumentException("due window starts after it ends");
        }
    }

    public static DueWindow any() {
        return new DueWindow(Option.none(), Option.none());
    }
}
