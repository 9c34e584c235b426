package io.enforcementcore.application;

import io.enforcementcore.application.command.AddDeadline;
import io.enforcementcore.application.command.AttachEvidence;
import io.enforcementcore.application.command.Backfill;
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
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.query.ReconciliationReport;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.CaseView;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.List;

/**
 * The driving port: every command (C01..C14) and access pattern (AP01..AP14) of the enforcement case
 * platform, for one embedding service.
 *
 * <p>Every call is authorised against the {@link Principal}: data of another tenant answers exactly
 * as data that does not exist. Business outcomes are values: a {@link Rejection} on the left means
 * nothing was written. A command with an idempotency key returns the first call's receipt when
 * retried, and {@code IdempotencyKeyReused} when the key comes back with a different request. Only
 * successful commands are remembered: a rejected request leaves no record, so its retry runs again.
 * Infrastructure failure is thrown as {@code StoreUnavailable} (retryable).
 *
 * <p>Reads of the case collection (AP01, AP02, AP05..AP09, AP11, AP14) see every command that
 * returned before them; the cross-case views (AP03, AP04, AP10, AP12, AP13) are eventually consistent.
 */
public interface EnforcementCore {

    Either<Rejection, Receipt> openCase(Principal principal, OpenCase command);

    Either<Rejection, Receipt> transitionCase(Principal principal, TransitionCase command);

    Either<Rejection, Receipt> linkParty(Principal principal, LinkParty command);

    Either<Rejection, Receipt> createTask(Principal principal, CreateTask command);

    Either<Rejection, Receipt> reassignTask(Principal principal, ReassignTask command);

    Either<Rejection, Receipt> completeTask(Principal principal, CompleteTask command);

    Either<Rejection, Receipt> addDeadline(Principal principal, AddDeadline command);

    Either<Rejection, Receipt> resolveDeadline(Principal principal, ResolveDeadline command);

    Either<Rejection, Receipt> attachEvidence(Principal principal, AttachEvidence command);

    Either<Rejection, Receipt> rescheduleTask(Principal principal, RescheduleTask command);

    Either<Rejection, Receipt> changeRiskScore(Principal principal, ChangeRiskScore command);

    /**
     * C12: changes the title on the case's metadata only. The case-title snapshots on its tasks and
     * deadlines are display-only and may be stale until {@link #reconcileCaseTitles} runs for the case.
     */
    Either<Rejection, Receipt> renameCase(Principal principal, RenameCase command);

    /** C12's repair job: brings the case-title snapshots of the case's tasks and deadlines up to date. */
    Either<Rejection, ReconciliationReport> reconcileCaseTitles(Principal principal, String caseId);

    /** C13: publishes up to {@code maxEvents} pending events, oldest first per shard, and marks them. */
    Either<Rejection, RelayReport> relayOutbox(Principal principal, int maxEvents);

    /**
     * C14: a run stopped early reports each unfinished segment as {@code "segment:position"} (an empty
     * position for a segment not started); passed back as {@code resumeFrom}, they make the next run
     * work exactly those segments.
     */
    Either<Rejection, BackfillReport> backfill(Principal principal, Backfill command);

    /** AP01 (strongly consistent). */
    Either<Rejection, CaseMetadata> caseMetadata(Principal principal, String caseId);

    /** AP02: newest first. */
    Either<Rejection, Paged<TimelineEvent>> timeline(Principal principal, String caseId, PageQuery page);

    /** AP03: {@code dueFrom}/{@code dueTo} are optional (null) inclusive bounds, ISO-8601 UTC instants. */
    Either<Rejection, Paged<Task>> openTasksOfAssignee(Principal principal, String assigneeId, String dueFrom,
                                                       String dueTo, PageQuery page);

    /** AP04: open deadlines of the principal's tenant due at or before {@code dueBy}. */
    Either<Rejection, Paged<Deadline>> openDeadlinesDueBy(Principal principal, String dueBy, PageQuery page);

    /** AP05. */
    Either<Rejection, Paged<Deadline>> deadlinesOfCase(Principal principal, String caseId, PageQuery page);

    /** AP06: {@code dueBefore} is an optional (null) inclusive bound. */
    Either<Rejection, Paged<Task>> tasksOfCase(Principal principal, String caseId, String dueBefore, PageQuery page);

    /** AP07. */
    Either<Rejection, Paged<CaseParty>> partiesOfCase(Principal principal, String caseId, PageQuery page);

    /** AP08. */
    Either<Rejection, Paged<CaseParty>> casesOfParty(Principal principal, String partyId, PageQuery page);

    /** AP09: at most {@value #VIEW_SECTION_LIMIT} items in each list. */
    Either<Rejection, CaseView> caseView(Principal principal, String caseId);

    int VIEW_SECTION_LIMIT = 25;

    /** AP10: the oldest pending events across all shards, at most {@code limit}; platform operators only. */
    Either<Rejection, List<OutboxEvent>> pendingOutbox(Principal principal, int limit);

    /** AP11. */
    Either<Rejection, CaseMetadata> caseByExternalRef(Principal principal, String externalRef);

    /** AP12: newest opened first. */
    Either<Rejection, Paged<CaseSummary>> casesInStatus(Principal principal, String status, PageQuery page);

    /** AP13: open cases with a risk score of at least 80, highest first. */
    Either<Rejection, Paged<CaseSummary>> highRiskOpenCases(Principal principal, PageQuery page);

    /** AP14. */
    Either<Rejection, Paged<Evidence>> evidenceOfCase(Principal principal, String caseId, PageQuery page);
}
