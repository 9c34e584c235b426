package io.enforcementcore.application;

import io.enforcementcore.application.command.AddDeadline;
import io.enforcementcore.application.command.AttachEvidence;
import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.command.SweepSnapshotDrift;
import io.enforcementcore.application.command.ChangeExternalRef;
import io.enforcementcore.application.command.ChangeRiskScore;
import io.enforcementcore.application.command.CompleteTask;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.LinkParty;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.ReassignTask;
import io.enforcementcore.application.command.RenameCase;
import io.enforcementcore.application.command.RescheduleTask;
import io.enforcementcore.application.command.ResolveDeadline;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.application.query.DriftReport;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.query.ReconciliationReport;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.worker.Workers;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;

/**
 * The driving port: every command (C01..C14) and access pattern (AP01..AP14) of the enforcement case
 * platform, for one embedding service.
 *
 * <p>Requests are typed values that validated themselves when they were built; untrusted text becomes
 * them through {@link io.enforcementcore.application.parse.RawCommands} and
 * {@link io.enforcementcore.application.parse.RawQueries}, which answer bad input as
 * {@code Rejection.InvalidInput}. A task or deadline is named by the handle its receipt handed out.
 * A null argument is a programming error of the caller and is thrown as such.
 *
 * <p>Every call is authorised against the {@link Principal}: data of another tenant answers exactly
 * as data that does not exist. Business outcomes are values: a {@link Rejection} on the left means
 * nothing was written. A command with an idempotency key returns the first call's receipt when
 * retried, and {@code IdempotencyKeyReused} when the key comes back with a different request. Only
 * successful commands are remembered: a rejected request leaves no record, so its retry runs again.
 * Infrastructure failure is thrown as a {@code StorageFailure}: {@code StoreUnavailable} (retryable;
 * a command that met it wrote nothing), {@code StoreMisconfigured} (a missing table or index, missing or
 * refused credentials), {@code StoreDefect} (a refused request), or {@code OutcomeUnknown}: a command whose
 * answer was lost and could not be settled because the store stayed unreachable, which <em>may have
 * landed</em>; retrying it with the same idempotency key is always safe and settles it.
 *
 * <p>Reads of the case collection (AP01, AP02, AP05..AP09, AP11, AP14) see every command that
 * returned before them; the cross-case views (AP03, AP04, AP10, AP12, AP13) are eventually consistent.
 */
public interface EnforcementCore {

    /** C01: the receipt names the new case; its external reference is unique within the tenant. */
    Either<Rejection, Receipt> openCase(Principal principal, OpenCase command);

    /** C02: one step along the lifecycle, from the version the caller saw; only a supervisor closes. */
    Either<Rejection, Receipt> transitionCase(Principal principal, TransitionCase command);

    /** C03: the receipt names the party. */
    Either<Rejection, Receipt> linkParty(Principal principal, LinkParty command);

    /** C04: the receipt hands out the task's handle, by which later commands name it. */
    Either<Rejection, Receipt> createTask(Principal principal, CreateTask command);

    /** C05: the task named by its handle, at the version the caller saw, moves to another queue. */
    Either<Rejection, Receipt> reassignTask(Principal principal, ReassignTask command);

    /** C06: the task named by its handle, at the version the caller saw, is done. */
    Either<Rejection, Receipt> completeTask(Principal principal, CompleteTask command);

    /** C07: the receipt hands out the deadline's handle. */
    Either<Rejection, Receipt> addDeadline(Principal principal, AddDeadline command);

    /** C08: the deadline named by its handle, at the version the caller saw, was met or missed. */
    Either<Rejection, Receipt> resolveDeadline(Principal principal, ResolveDeadline command);

    /** C09: the receipt names the evidence; its size is checked before anything is written. */
    Either<Rejection, Receipt> attachEvidence(Principal principal, AttachEvidence command);

    /** C10: the receipt hands out the task's new handle: the one it was named by names no task any more. */
    Either<Rejection, Receipt> rescheduleTask(Principal principal, RescheduleTask command);

    /** C11: from the version the caller saw. */
    Either<Rejection, Receipt> changeRiskScore(Principal principal, ChangeRiskScore command);

    /**
     * C12: changes the title on the case's metadata only. The case-title snapshots on its tasks and
     * deadlines are display-only and may be stale until {@link #reconcileCaseTitles} runs for the case.
     */
    Either<Rejection, Receipt> renameCase(Principal principal, RenameCase command);

    /**
     * C15: the case's external reference becomes {@code command.externalRef()}; the old one is free again
     * in the same transaction. A reference held by any case is refused, naming it.
     */
    Either<Rejection, Receipt> changeExternalRef(Principal principal, ChangeExternalRef command);

    /** C12's repair job: brings the case-title snapshots of the case's tasks and deadlines up to date. */
    Either<Rejection, ReconciliationReport> reconcileCaseTitles(Principal principal, CaseId caseId);

    /** C13: publishes up to {@code maxEvents} pending events, oldest first per shard, and marks them. */
    Either<Rejection, RelayReport> relayOutbox(Principal principal, int maxEvents);

    /**
     * C14: a run stopped early reports each unfinished segment as {@code "segment:position"} (an empty
     * position for a segment not started); passed back as {@code resumeFrom}, they make the next run
     * work exactly those segments.
     */
    Either<Rejection, BackfillReport> backfill(Principal principal, Backfill command);

    /**
     * The drift sweep, the backstop of the relay's repairs: every task and deadline whose case title
     * differs from its case's is repaired, walking the whole store as the backfill does (same segments,
     * rate limits and resume token), and counted by kind: found, repaired, skipped (changed meanwhile).
     */
    Either<Rejection, DriftReport> sweepSnapshotDrift(Principal principal, SweepSnapshotDrift command);

    /**
     * The long-running workers (the outbox relay's rounds, the drift sweep's) that a service starts and stops on
     * each of its instances, in place of a scheduler of its own.
     */
    Workers workers();

    /** AP01 (strongly consistent). */
    Either<Rejection, CaseMetadata> caseMetadata(Principal principal, CaseId caseId);

    /**
     * AP01, read with the case's state: how many open tasks and open deadlines it has, and how many parties
     * and evidence items are on it, as the commands that change them left them (strongly consistent). None
     * for a case opened before counts were kept: its counts are unknown, never taken for zero.
     */
    Either<Rejection, Option<CaseCounts>> caseCounts(Principal principal, CaseId caseId);

    /** AP02: newest first. */
    Either<Rejection, Paged<TimelineEvent>> timeline(Principal principal, CaseId caseId, PageQuery page);

    /** AP03: the assignee's open tasks, soonest due first, due within {@code window} (inclusive bounds). */
    Either<Rejection, Paged<Task>> openTasksOfAssignee(Principal principal, UserId assignee, DueWindow window,
                                                       PageQuery page);

    /** AP03 with no due window. */
    default Either<Rejection, Paged<Task>> openTasksOfAssignee(Principal principal, UserId assignee, PageQuery page) {
        return openTasksOfAssignee(principal, assignee, DueWindow.any(), page);
    }

    /** AP04: open deadlines of the principal's tenant due at or before {@code dueBy}, soonest first. */
    Either<Rejection, Paged<Deadline>> openDeadlinesDueBy(Principal principal, Instant dueBy, PageQuery page);

    /** AP05: soonest due first. */
    Either<Rejection, Paged<Deadline>> deadlinesOfCase(Principal principal, CaseId caseId, PageQuery page);

    /** AP06: soonest due first; only those due at or before {@code dueBefore} when it is given. */
    Either<Rejection, Paged<Task>> tasksOfCase(Principal principal, CaseId caseId, Option<Instant> dueBefore,
                                              PageQuery page);

    /** AP06, every task of the case. */
    default Either<Rejection, Paged<Task>> tasksOfCase(Principal principal, CaseId caseId, PageQuery page) {
        return tasksOfCase(principal, caseId, Option.none(), page);
    }

    /** AP07: the parties linked to the case. */
    Either<Rejection, Paged<CaseParty>> partiesOfCase(Principal principal, CaseId caseId, PageQuery page);

    /** AP08: the cases the party is linked to. */
    Either<Rejection, Paged<CaseParty>> casesOfParty(Principal principal, PartyId partyId, PageQuery page);

    /** AP09: at most {@value #VIEW_SECTION_LIMIT} items in each list. */
    Either<Rejection, CaseView> caseView(Principal principal, CaseId caseId);

    int VIEW_SECTION_LIMIT = 25;

    /** AP10: the oldest pending events across all shards, at most {@code limit}; platform operators only. */
    Either<Rejection, List<OutboxEvent>> pendingOutbox(Principal principal, int limit);

    /** AP11: the case the tenant knows by {@code externalRef}. */
    Either<Rejection, CaseMetadata> caseByExternalRef(Principal principal, ExternalRef externalRef);

    /** AP12: newest opened first. */
    Either<Rejection, Paged<CaseSummary>> casesInStatus(Principal principal, CaseStatus status, PageQuery page);

    /** AP13: open cases with a risk score of at least 80, highest first. */
    Either<Rejection, Paged<CaseSummary>> highRiskOpenCases(Principal principal, PageQuery page);

    /** AP14: the evidence attached to the case. */
    Either<Rejection, Paged<Evidence>> evidenceOfCase(Principal principal, CaseId caseId, PageQuery page);
}
