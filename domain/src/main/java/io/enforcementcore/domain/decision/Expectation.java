package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.RecordStatus;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.model.TenantId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What a {@link Precondition} expects of its subject, in terms any store can check without knowing why:
 * no record at all, or the tenant's record, optionally at one version, in one of a set of statuses,
 * showing one snapshot (a case title, a party name: a repair overwrites it only where it is still the
 * stale one) and at one revision (the write a repair read it at, so that the repair lands once).
 */
public sealed interface Expectation {

    boolean isMetBy(Observed observed);

    /** No record, of this tenant or any other. */
    record Absent() implements Expectation {
        public boolean isMetBy(Observed observed) {
            return observed instanceof Observed.Nothing;
        }
    }

    /**
     * A lease still held by {@code owner} under {@code fence}: nobody took it since. Whether it has expired is
     * not asked: while the fence is the same, nobody else acted under it.
     */
    record HeldUnder(InstanceId owner, long fence) implements Expectation {
        public HeldUnder {
            Objects.requireNonNull(owner, "owner");
        }

        public boolean isMetBy(Observed observed) {
            return observed instanceof Observed.Leased leased && leased.owner().equals(owner) && leased.fence() == fence;
        }
    }

    /**
     * No record, or only one that has expired by {@code asOf}: an expired record reads as absent, and a
     * write may take its place although the store has not deleted it yet.
     */
    record AbsentOrExpired(Instant asOf) implements Expectation {
        public AbsentOrExpired {
            Objects.requireNonNull(asOf, "asOf");
        }

        public boolean isMetBy(Observed observed) {
            return observed instanceof Observed.Nothing || observed instanceof Observed.Found found
                    && found.expiresAt().exists(expiresAt -> RetentionPolicy.hasExpired(expiresAt, asOf));
        }
    }

    /**
     * The {@code owner}'s record; another tenant's record is no better than none, and so is one classified
     * outside {@code classificationIn} when that is given.
     *
     * @param version          the version it must be at, if any
     * @param statusIn         the statuses it may be in, if any; never empty
     * @param classificationIn the classifications it may have, if any; never empty
     * @param shows            the snapshot it must show (a task's or deadline's case title, an edge's party
     *                         name), if any
     * @param revision         the revision it must be at, if any
     */
    record Present(TenantId owner, Option<Long> version, Option<Set<RecordStatus>> statusIn,
                   Option<List<Classification>> classificationIn, Option<String> shows, Option<Revision> revision)
            implements Expectation {
        public Present {
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(version, "version");
            Objects.requireNonNull(shows, "shows");
            Objects.requireNonNull(revision, "revision");
            // kept in the order given, so that a store states its condition the same way every time
            statusIn = Objects.requireNonNull(statusIn, "statusIn")
                    .map(statuses -> Collections.unmodifiableSet(new LinkedHashSet<>(statuses)));
            if (statusIn.exists(Set::isEmpty)) {
                throw new IllegalArgumentException("a record cannot be expected in no status at all");
            }
            classificationIn = Objects.requireNonNull(classificationIn, "classificationIn").map(List::copyOf);
            if (classificationIn.exists(List::isEmpty)) {
                throw new IllegalArgumentException("a record cannot be expected in no classification at all");
            }
        }

        public Present(TenantId owner, Option<Long> version, Option<Set<RecordStatus>> statusIn) {
            this(owner, version, statusIn, Option.none(), Option.none(), Option.none());
        }

        /** Expecting a classification among {@code classificationIn}, and no snapshot. */
        public static Present classified(TenantId owner, Option<Long> version, Option<Set<RecordStatus>> statusIn,
                                          Option<List<Classification>> classificationIn) {
            return new Present(owner, version, statusIn, classificationIn, Option.none(), Option.none());
        }

        /** Expecting the snapshot {@code shows} at {@code revision}, whatever the classification. */
        public static Present showing(TenantId owner, Option<Long> version, Option<String> shows,
                                      Revision revision) {
            return new Present(owner, version, Option.none(), Option.none(), shows, Option.some(revision));
        }

        public boolean isMetBy(Observed observed) {
            return observed instanceof Observed.Found found && isOwnAndVisible(found)
                    && atVersion(found) && inStatus(found) && showsSnapshot(found) && atRevision(found);
        }

        /** The owner's record, and one whose classification is allowed: anything else reads as none. */
        boolean isOwnAndVisible(Observed.Found found) {
            return found.owner().equals(owner) && (classificationIn.isEmpty()
                    || found.classification().exists(classificationIn.get()::contains));
        }

        boolean atVersion(Observed.Found found) {
            return version.isEmpty() || found.version().equals(version);
        }

        boolean inStatus(Observed.Found found) {
            return statusIn.isEmpty() || found.status().exists(status -> statusIn.get().stream()
                    .anyMatch(allowed -> allowed.name().equals(status)));
        }

        boolean showsSnapshot(Observed.Found found) {
            return shows.isEmpty() || found.shows().equals(shows);
        }

        boolean atRevision(Observed.Found found) {
            return revision.isEmpty() || found.revision().equals(revision);
        }
    }
}
