package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.decision.Observed.Found;
import io.enforcementcore.domain.decision.Precondition.AtVersion;
import io.enforcementcore.domain.decision.Precondition.CaseCanMove;
import io.enforcementcore.domain.decision.Precondition.CaseOpen;
import io.enforcementcore.domain.decision.Precondition.DeadlineOpen;
import io.enforcementcore.domain.decision.Precondition.EventPending;
import io.enforcementcore.domain.decision.Precondition.Exists;
import io.enforcementcore.domain.decision.Precondition.LeaseHeld;
import io.enforcementcore.domain.decision.Precondition.ShowsCaseTitle;
import io.enforcementcore.domain.decision.Precondition.ShowsPartyName;
import io.enforcementcore.domain.decision.Precondition.TaskOpen;
import io.enforcementcore.domain.decision.Precondition.Unused;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.InstanceId;
import io.enforcementcore.domain.model.Lease;
import io.enforcementcore.domain.model.LeaseGroup;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Revision;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.domain.rejection.Rejection.StaleVersion;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The table of what a failed precondition means: every kind of precondition against every kind of
 * observation a store can make of its subject, with the answer the domain owes for it (none when the
 * precondition holds).
 */
final class FailedPreconditions {
    static final TenantId OWNER = new TenantId("north");
    static final TenantId OTHER = new TenantId("south");
    static final CaseId CASE = new CaseId("case-1");
    static final Instant DUE = Instant.parse("2026-07-12T17:00:00Z");
    static final TaskHandle TASK = new TaskHandle(CASE, new TaskId("task-1"), DUE);
    static final DeadlineHandle DEADLINE = new DeadlineHandle(CASE, new DeadlineId("deadline-1"), DUE);
    /** The revision a repair read its record at, and the one another write gave the record since. */
    static final Revision READ = new Revision("read-at");
    static final Revision REWRITTEN = new Revision("rewritten-at");
    static final Subject.OutboxEntry EVENT = new Subject.OutboxEntry(CASE, new EventId("event-1"), DUE);

    /** One line of the table. */
    record Verdict(Precondition precondition, Observed observed, Option<Rejection> expected) {
        @Override
        public String toString() {
            return precondition + " on " + observed + " is " + expected.map(Rejection::message).getOrElse("held");
        }
    }

    private final List<Verdict> table = new ArrayList<>();

    static List<Verdict> table() {
        return new FailedPreconditions().build();
    }

    private List<Verdict> build() {
        unusedSubjects();
        records();
        caseMoves();
        openCases();
        openWork();
        pendingEvents();
        heldLeases();
        shownCaseTitles();
        return List.copyOf(table);
    }

    private void unusedSubjects() {
        verdicts(new Unused(new Subject.ExternalRefClaim(OWNER, new ExternalRef("ABC-1"))),
                new Rejection.DuplicateExternalRef("ABC-1"));
        verdicts(new Unused(new Subject.TheCase(CASE)),
                new Rejection.InvalidInput("caseId", "a case with id 'case-1' exists already"));
        verdicts(new Unused(new Subject.PartyLink(CASE, new PartyId("party-1"))),
                new Rejection.PartyAlreadyLinked("case-1", "party-1"));
        verdicts(new Unused(new Subject.IdempotencyClaim(OWNER, new IdempotencyKey("key-1"))),
                new Rejection.IdempotencyKeyReused("key-1"));
        verdicts(new Unused(new Subject.TheTask(TASK)),
                new Rejection.InvalidInput("taskId", "task 'task-1' exists already at that due time"));
        verdicts(new Unused(new Subject.TheDeadline(DEADLINE)),
                new Rejection.InvalidInput("deadlineId", "deadline 'deadline-1' exists already at that due time"));
        verdicts(new Unused(new Subject.TheEvidence(CASE, new EvidenceId("evidence-1"))),
                new Rejection.InvalidInput("evidenceId", "evidence 'evidence-1' is attached already"));
        verdicts(new Unused(EVENT), new Rejection.InvalidInput("eventId", "outbox event 'event-1' exists already"));
    }

    private void verdicts(Unused unused, Rejection taken) {
        holds(unused, Observed.NOTHING);
        fails(unused, Observed.owned(OWNER), taken);
        fails(unused, Observed.owned(OTHER), taken);
        fails(unused, found(OWNER, 3, "OPEN"), taken);
    }

    private void records() {
        Precondition exists = new Exists(new Subject.TheCase(CASE), OWNER);
        Rejection caseNotFound = new Rejection.NotFound("case", "case-1");
        fails(exists, Observed.NOTHING, caseNotFound);
        fails(exists, found(OTHER, 1, "UNDER_REVIEW"), caseNotFound);
        holds(exists, found(OWNER, 4, "CLOSED"));
        holds(exists, Observed.owned(OWNER));

        Precondition atVersion = new AtVersion(new Subject.TheTask(TASK), OWNER, 2);
        Rejection taskNotFound = new Rejection.NotFound("task", "task-1");
        fails(atVersion, Observed.NOTHING, taskNotFound);
        fails(atVersion, found(OTHER, 2, "OPEN"), taskNotFound);
        holds(atVersion, found(OWNER, 2, "DONE"));
        fails(atVersion, found(OWNER, 3, "OPEN"), new StaleVersion("task", "task-1", 2, 3));
        fails(atVersion, Observed.owned(OWNER), new StaleVersion("task", "task-1", 2, StaleVersion.UNKNOWN));
    }

    /** A stale version is named before a wrong status: the caller looked at an older case. */
    private void caseMoves() {
        Precondition move = new CaseCanMove(OWNER, CASE, 2, CaseStatus.RESPONSE_WAITING);
        Rejection notFound = new Rejection.NotFound("case", "case-1");
        fails(move, Observed.NOTHING, notFound);
        fails(move, found(OTHER, 2, "NOTICE_ISSUED"), notFound);
        holds(move, found(OWNER, 2, "NOTICE_ISSUED"));
        fails(move, found(OWNER, 3, "NOTICE_ISSUED"), new StaleVersion("case", "case-1", 2, 3));
        fails(move, found(OWNER, 2, "UNDER_REVIEW"),
                new Rejection.IllegalTransition("UNDER_REVIEW", "RESPONSE_WAITING"));
        fails(move, found(OWNER, 3, "RESPONSE_WAITING"), new StaleVersion("case", "case-1", 2, 3));
        fails(move, found(OWNER, 2, "CLOSED"), new Rejection.IllegalTransition("CLOSED", "RESPONSE_WAITING"));
    }

    private void openCases() {
        Precondition open = new CaseOpen(OWNER, CASE);
        Rejection notFound = new Rejection.NotFound("case", "case-1");
        fails(open, Observed.NOTHING, notFound);
        fails(open, found(OTHER, 1, "UNDER_REVIEW"), notFound);
        for (CaseStatus status : CaseStatus.openStatuses()) {
            holds(open, found(OWNER, 7, status.name()));
        }
        fails(open, found(OWNER, 7, "CLOSED"), new Rejection.CaseClosed("case-1"));
    }

    /** A task or deadline that left OPEN never comes back, so that is named before a stale version. */
    private void openWork() {
        Precondition task = new TaskOpen(OWNER, TASK, 1);
        Rejection taskNotFound = new Rejection.NotFound("task", "task-1");
        fails(task, Observed.NOTHING, taskNotFound);
        fails(task, found(OTHER, 1, "OPEN"), taskNotFound);
        holds(task, found(OWNER, 1, "OPEN"));
        fails(task, found(OWNER, 2, "OPEN"), new StaleVersion("task", "task-1", 1, 2));
        fails(task, found(OWNER, 1, "DONE"), new Rejection.TaskNotOpen("task-1", "DONE"));
        fails(task, found(OWNER, 2, "DONE"), new Rejection.TaskNotOpen("task-1", "DONE"));

        Precondition deadline = new DeadlineOpen(OWNER, DEADLINE, 1);
        Rejection deadlineNotFound = new Rejection.NotFound("deadline", "deadline-1");
        fails(deadline, Observed.NOTHING, deadlineNotFound);
        fails(deadline, found(OTHER, 1, "OPEN"), deadlineNotFound);
        holds(deadline, found(OWNER, 1, "OPEN"));
        fails(deadline, found(OWNER, 2, "OPEN"), new StaleVersion("deadline", "deadline-1", 1, 2));
        fails(deadline, found(OWNER, 2, "MET"), new Rejection.DeadlineNotOpen("deadline-1", "MET"));
        fails(deadline, found(OWNER, 1, "MISSED"), new Rejection.DeadlineNotOpen("deadline-1", "MISSED"));
    }

    /** An event already published is as good as gone: a second relay is told it is not there. */
    private void pendingEvents() {
        Precondition pending = new EventPending(OWNER, EVENT);
        Rejection notFound = new Rejection.NotFound("outbox event", "event-1");
        fails(pending, Observed.NOTHING, notFound);
        fails(pending, new Found(OTHER, Option.none(), Option.some("PENDING")), notFound);
        holds(pending, new Found(OWNER, Option.none(), Option.some("PENDING")));
        fails(pending, new Found(OWNER, Option.none(), Option.some("PUBLISHED")), notFound);
    }

    /**
     * A lease still held by its owner under its fence holds, expired or not; one taken since (the next fence),
     * never taken, or held by another under the same fence is a stale version of the lease, the fence its version.
     */
    private void heldLeases() {
        InstanceId alpha = new InstanceId("alpha");
        Lease lease = new Lease(new LeaseGroup("outbox-shards").lease(3), alpha, 4, Instant.parse("2026-03-01T10:00:00Z"));
        Precondition held = new LeaseHeld(lease);
        holds(held, new Observed.Leased(alpha, 4));
        fails(held, new Observed.Leased(new InstanceId("beta"), 5), new StaleVersion("lease", "outbox-shards/3", 4, 5));
        fails(held, new Observed.Leased(new InstanceId("beta"), 4), new StaleVersion("lease", "outbox-shards/3", 4, 4));
        fails(held, Observed.NOTHING, new StaleVersion("lease", "outbox-shards/3", 4, StaleVersion.UNKNOWN));
    }

    /**
     * A snapshot repair lands only on the title it found, at the write it read: one that moved on since is
     * stale, and so is one that went back to the title read through another write (a repair steps no version).
     */
    private void shownCaseTitles() {
        Precondition shows = new ShowsCaseTitle(new Subject.TheTask(TASK), OWNER, 2, new Title("Old title"), READ);
        Rejection taskNotFound = new Rejection.NotFound("task", "task-1");
        fails(shows, Observed.NOTHING, taskNotFound);
        fails(shows, showing(OWNER, 2, "Old title"), new StaleVersion("task", "task-1", 2, 2));
        fails(shows, showing(OTHER, 2, "Old title").at(READ), taskNotFound);
        holds(shows, showing(OWNER, 2, "Old title").at(READ));
        fails(shows, showing(OWNER, 2, "Old title").at(REWRITTEN), new StaleVersion("task", "task-1", 2, 2));
        fails(shows, showing(OWNER, 2, "Newer title").at(READ), new StaleVersion("task", "task-1", 2, 2));
        fails(shows, showing(OWNER, 3, "Old title").at(READ), new StaleVersion("task", "task-1", 2, 3));
        fails(shows, found(OWNER, 2, "OPEN"), new StaleVersion("task", "task-1", 2, 2));

        Precondition deadline = new ShowsCaseTitle(new Subject.TheDeadline(DEADLINE), OWNER, 1, new Title("Old title"),
                Revision.UNTOLD);
        holds(deadline, showing(OWNER, 1, "Old title").at(Revision.UNTOLD));
        fails(deadline, showing(OWNER, 1, "Old title").at(READ), new StaleVersion("deadline", "deadline-1", 1, 1));
        fails(deadline, showing(OWNER, 1, "Newer title").at(Revision.UNTOLD),
                new StaleVersion("deadline", "deadline-1", 1, 1));

        Precondition named = new ShowsPartyName(OWNER, CASE, new PartyId("party-1"), new Title("PT Maju"), READ);
        Rejection linkNotFound = new Rejection.NotFound("case party link", "party-1");
        StaleVersion movedOn = new StaleVersion("case party link", "party-1", StaleVersion.UNKNOWN, StaleVersion.UNKNOWN);
        fails(named, Observed.NOTHING, linkNotFound);
        fails(named, edgeShowing(OTHER, "PT Maju").at(READ), linkNotFound);
        holds(named, edgeShowing(OWNER, "PT Maju").at(READ));
        fails(named, edgeShowing(OWNER, "PT Maju").at(REWRITTEN), movedOn);
        fails(named, edgeShowing(OWNER, "PT Maju Jaya").at(READ), movedOn);
    }

    private static Observed edgeShowing(TenantId owner, String partyName) {
        return new Found(owner, Option.none(), Option.none(), Option.none(), Option.none(), Option.some(partyName));
    }

    private static Observed showing(TenantId owner, long version, String caseTitle) {
        return new Found(owner, Option.some(version), Option.some("OPEN"), Option.none(), Option.none(),
                Option.some(caseTitle));
    }

    private static Observed found(TenantId owner, long version, String status) {
        return new Found(owner, Option.some(version), Option.some(status));
    }

    private void holds(Precondition precondition, Observed observed) {
        table.add(new Verdict(precondition, observed, Option.none()));
    }

    private void fails(Precondition precondition, Observed observed, Rejection expected) {
        table.add(new Verdict(precondition, observed, Option.some(expected)));
    }
}
