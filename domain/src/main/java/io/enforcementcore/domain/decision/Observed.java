package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;

/**
 * What a store found of a {@link Subject} at commit, read before a write or returned with a failed
 * condition: nothing, a lease with its holder and fence, or a record with its owner and, where the record has
 * them, its version and status.
 * A store tells the record's {@link Revision} where a precondition asks for one, and may leave it out elsewhere.
 */
public sealed interface Observed {

    Observed NOTHING = new Nothing();

    record Nothing() implements Observed {
    }

    /**
     * @param expiresAt      when the record expires, if it is one that does (see {@code RetentionPolicy})
     * @param classification the classification of the case, on the record that holds it (a case's lifecycle)
     * @param shows          the snapshot the record carries, if it carries one: a task's or deadline's case
     *                       title, an edge's party name
     * @param revision       the write the record is at, where the store tells it
     */
    record Found(TenantId owner, Option<Long> version, Option<String> status, Option<Instant> expiresAt,
                 Option<Classification> classification, Option<String> shows, Option<Revision> revision)
            implements Observed {
        public Found {
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(version, "version");
            Objects.requireNonNull(status, "status");
            Objects.requireNonNull(expiresAt, "expiresAt");
            Objects.requireNonNull(classification, "classification");
            Objects.requireNonNull(shows, "shows");
            Objects.requireNonNull(revision, "revision");
        }

        public Found(TenantId owner, Option<Long> version, Option<String> status, Option<Instant> expiresAt,
                     Option<Classification> classification, Option<String> shows) {
            this(owner, version, status, expiresAt, classification, shows, Option.none());
        }

        public Found(TenantId owner, Option<Long> version, Option<String> status, Option<Instant> expiresAt) {
            this(owner, version, status, expiresAt, Option.none(), Option.none());
        }

        public Found(TenantId owner, Option<Long> version, Option<String> status) {
            this(owner, version, status, Option.none());
        }
    }

    /** A lease as stored: who holds it under which fence (its expiry is for those who take it, not for a check). */
    record Leased(InstanceId owner, long fence) implements Observed {
        public Leased {
            Objects.requireNonNull(owner, "owner");
        }
    }

    /** The same record, told to be at {@code revision}. */
    default Observed at(Revision revision) {
        return this instanceof Found f ? new Found(f.owner(), f.version(), f.status(), f.expiresAt(),
                f.classification(), f.shows(), Option.some(revision)) : this;
    }

    /** A record that expires and has neither version nor status (an idempotency record). */
    static Observed expiring(TenantId owner, Instant expiresAt) {
        return new Found(owner, Option.none(), Option.none(), Option.some(expiresAt));
    }

    /** A record that has neither version nor status (an edge, a sentinel, a fact). */
    static Observed owned(TenantId owner) {
        return new Found(owner, Option.none(), Option.none());
    }

    /** A case known to be the owner's and of {@code classification}, and nothing more. */
    static Observed classified(TenantId owner, Classification classification) {
        return new Found(owner, Option.none(), Option.none(), Option.none(), Option.some(classification),
                Option.none());
    }

    static Observed of(CaseState state) {
        return new Found(state.tenantId(), Option.some(state.version()), Option.some(state.status().name()),
                Option.none(), Option.some(state.classification()), Option.none());
    }

    static Observed of(Task task) {
        return new Found(task.tenantId(), Option.some(task.version()), Option.some(task.status().name()),
                Option.none(), Option.none(), Option.some(task.caseTitle().value()));
    }

    static Observed of(Deadline deadline) {
        return new Found(deadline.tenantId(), Option.some(deadline.version()), Option.some(deadline.status().name()),
                Option.none(), Option.none(), Option.some(deadline.caseTitle().value()));
    }

    /** An edge between a case and a party, showing the party name it was linked with. */
    public static Observed of(CaseParty link) {
        return new Found(link.tenantId(), Option.none(), Option.none(), Option.none(), Option.none(),
                Option.some(link.partyName().value()));
    }

    static Observed of(OutboxEvent event) {
        return new Found(event.tenantId(), Option.none(), Option.some(event.status().name()), event.expiresAt());
    }
}
