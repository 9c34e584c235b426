package io.enforcementcore.domain.model;

import java.util.Objects;

/**
 * A record as read, with the {@link Revision} it was read at: what a job that repairs the record reads, so
 * that its repair relies on that very write.
 */
public record AtRevision<T>(T value, Revision revision) {
    public AtRevision {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(revision, "revision");
    }
}
