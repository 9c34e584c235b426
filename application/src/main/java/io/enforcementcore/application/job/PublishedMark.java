package io.enforcementcore.application.job;

import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.port.Committed;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;

/**
 * How the relay marks an event it published: {@link OutboxRelay#plainMark()}, the commit that finds the
 * event still pending, unless the shard's owner brings a mark of its own (one fenced by its lease). NotFound
 * means the event was no longer pending; any other answer, or a {@code StorageFailure}, leaves it pending.
 */
@FunctionalInterface
public interface PublishedMark {
    Either<Rejection, Committed> mark(OutboxEvent event, Instant at);
}
