package io.enforcementcore.application.runtime;

import io.enforcementcore.application.observation.CommandObservation;
import io.enforcementcore.application.observation.CommandObservation.Outcome;
import io.enforcementcore.application.observation.ForObservingCommands;
import io.enforcementcore.application.observation.QueryObservation;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Times a command or job and tells the {@link ForObservingCommands} how it ended. A rejection is logged
 * at DEBUG by its kind only (its message may name ids, which stay out of the log); a store failure at
 * WARN, by its kind and the operation that failed.
 */
public final class Observing {
    /** The facade's name, which users already configure their loggers by; the facade itself sits above. */
    private static final Logger LOG = LoggerFactory.getLogger("io.enforcementcore.application.EnforcementCore");

    private final ForObservingCommands observer;

    public Observing(ForObservingCommands observer) {
        this.observer = observer;
    }

    /** {@code replayed} tells an answer recalled from an idempotency record from a fresh one. */
    public <T> Either<Rejection, T> observe(CommandId command, TenantId tenant, Supplier<Either<Rejection, T>> work,
                                     Predicate<T> replayed) {
        return observe(command.id(), tenant, work, replayed);
    }

    /** A job observed under a name of its own ({@code C12r}, a repair that is no command of its own). */
    public <T> Either<Rejection, T> observe(String command, TenantId tenant, Supplier<Either<Rejection, T>> work,
                                     Predicate<T> replayed) {
        long started = System.nanoTime();
        Either<Rejection, T> answer;
        try {
            answer = work.get();
        } catch (RuntimeException failure) {
            String kind = CommandObservation.kindOf(failure);
            LOG.warn("{} failed: {}{}", command, kind, failure instanceof StorageFailure storage
                    ? " in " + storage.operation() : "");
            tell(command, tenant, Outcome.FAILED, kind, started);
            throw failure;
        }
        if (answer.isLeft()) {
            String kind = CommandObservation.kindOf(answer.getLeft());
            LOG.debug("{} rejected: {}", command, kind);
            tell(command, tenant, Outcome.REJECTED, kind, started);
        } else if (replayed.test(answer.get())) {
            LOG.debug("{} replayed from its idempotency record", command);
            tell(command, tenant, Outcome.REPLAYED, CommandObservation.NO_KIND, started);
        } else {
            LOG.debug("{} accepted", command);
            tell(command, tenant, Outcome.ACCEPTED, CommandObservation.NO_KIND, started);
        }
        return answer;
    }

    /** A job, which has no idempotency record to replay. */
    public <T> Either<Rejection, T> observe(CommandId command, TenantId tenant, Supplier<Either<Rejection, T>> work) {
        return observe(command, tenant, work, answer -> false);
    }

    /** An access pattern's answer. */
    public <T> Either<Rejection, T> query(AccessPatternId accessPattern, TenantId tenant, Supplier<Either<Rejection, T>> work) {
        long started = System.nanoTime();
        Either<Rejection, T> answer;
        try {
            answer = work.get();
        } catch (RuntimeException failure) {
            String kind = CommandObservation.kindOf(failure);
            LOG.warn("{} failed: {}", accessPattern, kind);
            observer.queryEnded(new QueryObservation(accessPattern.id(), tenant, Outcome.FAILED, kind, since(started)));
            throw failure;
        }
        LOG.debug("{} {}", accessPattern, answer.isLeft()
                ? "rejected: " + CommandObservation.kindOf(answer.getLeft()) : "answered");
        observer.queryEnded(answer.isLeft()
                ? new QueryObservation(accessPattern.id(), tenant, Outcome.REJECTED,
                        CommandObservation.kindOf(answer.getLeft()), since(started))
                : new QueryObservation(accessPattern.id(), tenant, Outcome.ACCEPTED, CommandObservation.NO_KIND,
                        since(started)));
        return answer;
    }

    private static Duration since(long started) {
        return Duration.ofNanos(System.nanoTime() - started);
    }

    private void tell(String command, TenantId tenant, Outcome outcome, String kind, long started) {
        observer.commandEnded(new CommandObservation(command, tenant, outcome, kind, since(started)));
    }
}
