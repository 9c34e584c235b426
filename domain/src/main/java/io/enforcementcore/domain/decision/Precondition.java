package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.decision.Subject.TheCase;
import io.enforcementcore.domain.decision.Subject.TheDeadline;
import io.enforcementcore.domain.decision.Subject.TheTask;
import io.enforcementcore.domain.decision.Subject.OutboxEntry;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.OutboxStatus;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.RecordStatus;
import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One thing a {@link Decision} relies on, checked by the store at commit. A store needs only its
 * {@link #subject()} and {@link #expectation()} to check it; {@link #failureOn} says what its failure
 * means, from what the store observed of the subject, and is the one place where that is decided.
 */
public sealed interface Precondition {

    Subject subject();

    Expectation expectation();

    /**
     * The rejection this precondition answers when the store observed {@code observed} of its subject;
     * none when it holds. Another tenant's record reads as none at all (NotFound, never telling whose);
     * when several things are wrong, the order is the precondition's own (see each).
     */
    default Option<Rejection> failureOn(Observed observed) {
        if (expectation().isMetBy(observed)) {
            return Option.none();
        }
        Subject subject = subject();
        if (this instanceof Unused) {
            return Option.some(Refusals.taken(subject));
        }
        Expectation.Present expected = (Expectation.Present) expectation();
        if (!(observed instanceof Observed.Found found) || !expected.isOwnAndVisible(found)) {
            return Option.some(new Rejection.NotFound(subject.entity(), subject.id()));
        }
        Option<Rejection> stale = expected.atVersion(found) && expected.showsSnapshot(found)
                && expected.atRevision(found) ? Option.none()
                : Option.some(Refusals.stale(subject, expected.version().getOrElse(Rejection.StaleVersion.UNKNOWN),
                        found.version()));
        Option<Rejection> elsewhere = expected.inStatus(found) ? Option.none()
                : Option.some(Refusals.inStatus(this, found.status().getOrElse("no status")));
        return statusFirst() ? elsewhere.orElse(stale) : stale.orElse(elsewhere);
    }

    /** Whether a wrong status is named before a wrong version: when the status cannot come back. */
    private boolean statusFirst() {
        return this instanceof TaskOpen || this instanceof DeadlineOpen;
    }

    /**
     * The subject must not exist, for this tenant or any other: an id or a reference still unused. With
     * {@code unlessExpiredBy}, a record of it that has expired by then counts as unused too.
     */
    record Unused(Subject subject, Option<Instant> unlessExpiredBy) implements Precondition {
        public Unused {
            Objects.requireNonNull(subject, "subject");
            Objects.requireNonNull(unlessExpiredBy, "unlessExpiredBy");
        }

        public Unused(Subject subject) {
            this(subject, Option.none());
        }

        public Expectation expectation() {
            return unlessExpiredBy.<Expectation>map(Expectation.AbsentOrExpired::new)
                    .getOrElse(new Expectation.Absent());
        }
    }

    /**
     * The tenant's case exists and its classification is within {@code clearance}. A case above it is
     * NotFound, as a missing case is, so that a refusal tells nothing of it; put first, so that nothing
     * else about the case is named before it.
     */
    record CaseVisible(TenantId owner, CaseId caseId, Classification clearance) implements Precondition {
        public CaseVisible {
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(caseId, "caseId");
            Objects.requireNonNull(clearance, "clearance");
        }

        public Subject subject() {
            return new TheCase(caseId);
        }

        public Expectation expectation() {
            return Expectation.Present.classified(owner, Option.none(), Option.none(), Option.some(clearance.andBelow()));
        }
    }

    /**
     * The tenant's case is of {@code classification}: what a record listed by the case's classification
     * (an open deadline in AP04) says of it is the case's own, so a wrong one is never written. A
     * classification never changes, so this fails only for a caller that names the wrong one, as NotFound.
     */
    record CaseClassified(TenantId owner, CaseId caseId, Classification classification) implements Precondition {
        public CaseClassified {
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(caseId, "caseId");
            Objects.requireNonNull(classification, "classification");
        }

        public Subject subject() {
            return new TheCase(caseId);
        }

        public Expectation expectation() {
            return Expectation.Present.classified(owner, Option.none(), Option.none(), Option.some(List.of(classification)));
        }
    }

    /** The tenant's record of the subject exists. */
    record Exists(Subject subject, TenantId owner) implements Precondition {
        public Exists {
            Objects.requireNonNull(subject, "subject");
            Objects.requireNonNull(owner, "owner");
        }

        public Expectation expectation() {
            return new Expectation.Present(owner, Option.none(), Option.none());
        }
    }

    /** The tenant's record of the subject is still at the version the decision was made on. */
    record AtVersion(Subject subject, TenantId owner, long version) implements Precondition {
        public AtVersion {
            Objects.requireNonNull(subject, "subject");
            Objects.requireNonNull(owner, "owner");
        }

        public Expectation expectation() {
            return new Expectation.Present(owner, Option.some(version), Option.none());
        }
    }

    /**
     * The tenant's case, at the version its caller saw, in the one status it can move to {@code target}
     * from. A stale version is named before a wrong status: the caller looked at an older case.
     */
    record CaseCanMove(TenantId owner, CaseId caseId, long version, CaseStatus target) implements Precondition {
        /** The one status each target is reached from, built once, as {@link CaseOpen}'s statuses are. */
        private static final Map<CaseStatus, Option<Set<RecordStatus>>> MOVES_FROM = movesFrom();

        public CaseCanMove {
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(caseId, "caseId");
            if (Objects.requireNonNull(target, "target").predecessor().isEmpty()) {
                throw new IllegalArgumentException("no case can move to " + target);
            }
        }

        public Subject subject() {
            return new TheCase(caseId);
        }

        public Expectation expectation() {
            return new Expectation.Present(owner, Option.some(version), MOVES_FROM.get(target));
        }

        private static Map<CaseStatus, Option<Set<RecordStatus>>> movesFrom() {
            Map<CaseStatus, Option<Set<RecordStatus>>> from = new EnumMap<>(CaseStatus.class);
            for (CaseStatus target : CaseStatus.values()) {
                target.predecessor().forEach(before -> from.put(target, Option.some(Set.of(before))));
            }
            return from;
        }
    }

    /** The tenant's case exists and is not closed: work can still be added to it. */
    record CaseOpen(TenantId owner, CaseId caseId) implements Precondition {
        /** Built once: a store asks every C04, C06, C08 and C09 commit for it. */
        private static final Option<Set<RecordStatus>> OPEN_CASE_STATUSES =
                Option.some(new LinkedHashSet<>(CaseStatus.openStatuses()));

        public CaseOpen {
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(caseId, "caseId");
        }

        public Subject subject() {
            return new TheCase(caseId);
        }

        public Expectation expectation() {
            return new Expectation.Present(owner, Option.none(), OPEN_CASE_STATUSES);
        }
    }

    /**
     * The tenant's task, open, at the version its caller saw. A task that is no longer open never opens
     * again, so that is named before a stale version.
     */
    record TaskOpen(TenantId owner, TaskHandle task, long version) implements Precondition {
        private static final Option<Set<RecordStatus>> OPEN = Option.some(Set.of(TaskStatus.OPEN));

        public TaskOpen {
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(task, "task");
        }

        public Subject subject() {
            return new TheTask(task);
        }

        public Expectation expectation() {
            return new Expectation.Present(owner, Option.some(version), OPEN);
        }
    }

    /** The tenant's deadline, open, at the version its caller saw; ordered as {@link TaskOpen}. */
    record DeadlineOpen(TenantId owner, DeadlineHandle deadline, long version) implements Precondition {
        private static final Option<Set<RecordStatus>> OPEN = Option.some(Set.of(DeadlineStatus.OPEN));

        public DeadlineOpen {
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(deadline, "deadline");
        }

        public Subject subject() {
            return new TheDeadline(deadline);
        }

        public Expectation expectation() {
            return new Expectation.Present(owner, Option.some(version), OPEN);
        }
    }

    /**
     * The lease the decision was made under is still held as it was: same owner, same fence. Once another
     * instance took it, whatever the former owner decided under it is refused, as a stale version of the lease
     * (the fence is its version), so that an owner that stalled past its expiry cannot act on a shard it lost.
     */
    record LeaseHeld(Lease lease) implements Precondition {
        public LeaseHeld {
            Objects.requireNonNull(lease, "lease");
        }

        public Subject subject() {
            return new Subject.TheLease(lease.name());
        }

        public Expectation expectation() {
            return new Expectation.HeldUnder(lease.owner(), lease.fence());
        }

        @Override
        public Option<Rejection> failureOn(Observed observed) {
            if (expectation().isMetBy(observed)) {
                return Option.none();
            }
            return Option.some(new Rejection.StaleVersion(subject().entity(), subject().id(), lease.fence(),
                    observed instanceof Observed.Leased leased ? leased.fence() : Rejection.StaleVersion.UNKNOWN));
        }
    }

    /** The tenant's outbox event is still pending; one already published is as good as gone. */
    record EventPending(TenantId owner, OutboxEntry event) implements Precondition {
        private static final Option<Set<RecordStatus>> PENDING = Option.some(Set.of(OutboxStatus.PENDING));

        public EventPending {
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(event, "event");
        }

        public Subject subject() {
            return event;
        }

        public Expectation expectation() {
            return new Expectation.Present(owner, Option.none(), PENDING);
        }
    }

    /**
     * The tenant's task or deadline, at the version it was read at, still showing the case title it was
     * read with, and still at the {@link Revision} it was read at: a snapshot repair lands only on the stale
     * title it found, never on one a fresher repair wrote meanwhile. The revision is what makes it land once:
     * a repair steps no version, so after the title went from what it read to another and back (a rename
     * and its repair, then a rename back and its repair), only the revision tells that the task is no longer
     * as read, and a repair sent again (its answer lost) would otherwise write the older title once more. A
     * snapshot that moved on is refused as stale, like a moved version.
     */
    record ShowsCaseTitle(Subject subject, TenantId owner, long version, Title caseTitle, Revision revision)
            implements Precondition {
        public ShowsCaseTitle {
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(caseTitle, "caseTitle");
            Objects.requireNonNull(revision, "revision");
            if (!(Objects.requireNonNull(subject, "subject") instanceof TheTask) && !(subject instanceof TheDeadline)) {
                throw new IllegalArgumentException("only tasks and deadlines show a case title, not " + subject);
            }
        }

        public Expectation expectation() {
            return Expectation.Present.showing(owner, Option.some(version), Option.some(caseTitle.value()), revision);
        }
    }

    /**
     * The tenant's edge between a case and a party still shows the party name it was read with, at the
     * {@link Revision} it was read at: a repair of the name lands only on the stale name it found, and once
     * (see {@link ShowsCaseTitle} on why the name alone cannot tell). A name that moved on is refused as stale.
     */
    record ShowsPartyName(TenantId owner, CaseId caseId, PartyId partyId, Title partyName, Revision revision)
            implements Precondition {
        public ShowsPartyName {
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(caseId, "caseId");
            Objects.requireNonNull(partyId, "partyId");
            Objects.requireNonNull(partyName, "partyName");
            Objects.requireNonNull(revision, "revision");
        }

        public Subject subject() {
            return new Subject.PartyLink(caseId, partyId);
        }

        public Expectation expectation() {
            return Expectation.Present.showing(owner, Option.none(), Option.some(partyName.value()), revision);
        }
    }
}
