package io.enforcementcore.domain.port;

import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.model.Timestamps;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;

/** An optional, inclusive due-time range. */
public record DueWindow(Option<Instant> from, Option<Instant> to) {
    public DueWindow {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        from.forEach(bound -> Timestamps.requireInRange("dueFrom", bound));
        to.forEach(bound -> Timestamps.requireInRange("dueTo", bound));
        if (from.isDefined() && to.isDefined() && from.get().isAfter(to.get())) {
            throw new InvalidValue("dueTo", "must not be before dueFrom");
        }
    }

    public static DueWindow any() {
        return new DueWindow(Option.none(), Option.none());
    }

    public static DueWindow between(Instant from, Instant to) {
        return new DueWindow(Option.some(from), Option.some(to));
    }
}
