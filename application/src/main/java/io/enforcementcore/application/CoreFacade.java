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
import java.util.Objects;
import java.util.function.Supplier;

/** {@link EnforcementCore} as a thin router onto one use-case class per command family. */
final class CoreFacade implements EnforcementCore {
    private final CaseLifecycle lifecycle;
    private final TitleReconciliation reconciliation;
    private final PartyLinking parties;
    private final TaskWork tasks;
    private final DeadlineWork deadlines;
    private final EvidenceIntake evidence;
    private final OutboxRelay outbox;
    private final BackfillJob backfill;
    private final CaseQueries caseQueries;
    private final TenantViewQueries viewQueries;

    CoreFacade(Wiring wiring) {
        CommandRunner runner = new CommandRunner(wiring);
        this.lifecycle = new CaseLifecycle(wiring, runner);
        this.reconciliation = new TitleReconciliation(wiring);
        this.parties = new PartyLinking(wiring, runner);
        this.tasks = new TaskWork(wiring, runner);
        this.deadlines = new DeadlineWork(wiring, runner);
        this.evidence = new EvidenceIntake(wiring, runner);
        this.outbox = new OutboxRelay(wiring);
        this.backfill = new BackfillJob(wiring);
        this.caseQueries = new CaseQueries(wiring);
        this.viewQueries = new TenantViewQueries(wiring);
    }

    /** A missing principal or request is a programming error of the embedding service, not a rejection. */
    private static <T> T call(Principal principal, Object request, Supplier<T> useCase) {
        Objects.requireNonNull(principal, "principal");
        Objects.requireNonNull(request, "request");
        return useCase.get();
    }

    private static <T> T call(Principal principal, Supplier<T> useCase) {
        Objects.requireNonNull(principal, "principal");
        return useCase.get();
    }

    @Override
    public Either<Rejection, Receipt> openCase(Principal principal, OpenCase command) {
        return call(principal, command, () -> lifecycle.open(principal, command));
    }

    @Override
    public Either<Rejection, Receipt> transitionCase(Principal principal, TransitionCase command) {
        return call(principal, command, () -> lifecycle.transition(principal, command));
    }

    @Override
    public Either<Rejection, Receipt> linkParty(Principal principal, LinkParty command) {
        return call(principal, command, () -> parties.link(principal, command));
    }

    @Override
    public Either<Rejection, Receipt> createTask(Principal principal, CreateTask command) {
        return call(principal, command, () -> tasks.create(principal, command));
    }

    @Override
    public Either<Rejection, Receipt> reassignTask(Principal principal, ReassignTask command) {
        return call(principal, command, () -> tasks.reassign(principal, command));
    }

    @Override
    public Either<Rejection, Receipt> completeTask(Principal principal, CompleteTask command) {
        return call(principal, command, () -> tasks.complete(principal, command));
    }

    @Override
    public Either<Rejection, Receipt> addDeadline(Principal principal, AddDeadline command) {
        return call(principal, command, () -> deadlines.add(principal, command));
    }

    @Override
    public Either<Rejection, Receipt> resolveDeadline(Principal principal, ResolveDeadline command) {
        return call(principal, command, () -> deadlines.resolve(principal, command));
    }

    @Override
    public Either<Rejection, Receipt> attachEvidence(Principal principal, AttachEvidence command) {
        return call(principal, command, () -> evidence.attach(principal, command));
    }

    @Override
    public Either<Rejection, Receipt> rescheduleTask(Principal principal, RescheduleTask command) {
        return call(principal, command, () -> tasks.reschedule(principal, command));
    }

    @Override
    public Either<Rejection, Receipt> changeRiskScore(Principal principal, ChangeRiskScore command) {
        return call(principal, command, () -> lifecycle.changeRiskScore(principal, command));
    }

    @Override
    public Either<Rejection, Receipt> renameCase(Principal principal, RenameCase command) {
        return call(principal, command, () -> lifecycle.rename(principal, command));
    }

    @Override
    public Either<Rejection, ReconciliationReport> reconcileCaseTitles(Principal principal, String caseId) {
        return call(principal, () -> reconciliation.reconcile(principal, caseId));
    }

    @Override
    public Either<Rejection, RelayReport> relayOutbox(Principal principal, int maxEvents) {
        return call(principal, () -> outbox.relay(principal, maxEvents));
    }

    @Override
    public Either<Rejection, BackfillReport> backfill(Principal principal, Backfill command) {
        return call(principal, command, () -> backfill.run(principal, command));
    }

    @Override
    public Either<Rejection, CaseMetadata> caseMetadata(Principal principal, String caseId) {
        return call(principal, () -> caseQueries.metadata(principal, caseId));
    }

    @Override
    public Either<Rejection, Paged<TimelineEvent>> timeline(Principal principal, String caseId, PageQuery page) {
        return call(principal, () -> caseQueries.timeline(principal, caseId, page));
    }

    @Override
    public Either<Rejection, Paged<Task>> openTasksOfAssignee(Principal principal, String assigneeId, String dueFrom,
                                                              String dueTo, PageQuery page) {
        return call(principal, () -> viewQueries.openTasksOfAssignee(principal, assigneeId, dueFrom, dueTo, page));
    }

    @Override
    public Either<Rejection, Paged<Deadline>> openDeadlinesDueBy(Principal principal, String dueBy, PageQuery page) {
        return call(principal, () -> viewQueries.openDeadlinesDueBy(principal, dueBy, page));
    }

    @Override
    public Either<Rejection, Paged<Deadline>> deadlinesOfCase(Principal principal, String caseId, PageQuery page) {
        return call(principal, () -> caseQueries.deadlines(principal, caseId, page));
    }

    @Override
    public Either<Rejection, Paged<Task>> tasksOfCase(Principal principal, String caseId, String dueBefore,
                                                      PageQuery page) {
        return call(principal, () -> caseQueries.tasks(principal, caseId, dueBefore, page));
    }

    @Override
    public Either<Rejection, Paged<CaseParty>> partiesOfCase(Principal principal, String caseId, PageQuery page) {
        return call(principal, () -> caseQueries.parties(principal, caseId, page));
    }

    @Override
    public Either<Rejection, Paged<CaseParty>> casesOfParty(Principal principal, String partyId, PageQuery page) {
        return call(principal, () -> caseQueries.casesOfParty(principal, partyId, page));
    }

    @Override
    public Either<Rejection, CaseView> caseView(Principal principal, String caseId) {
        return call(principal, () -> caseQueries.view(principal, caseId, VIEW_SECTION_LIMIT));
    }

    @Override
    public Either<Rejection, List<OutboxEvent>> pendingOutbox(Principal principal, int limit) {
        return call(principal, () -> outbox.pending(principal, limit));
    }

    @Override
    public Either<Rejection, CaseMetadata> caseByExternalRef(Principal principal, String externalRef) {
        return call(principal, () -> caseQueries.byExternalRef(principal, externalRef));
    }

    @Override
    public Either<Rejection, Paged<CaseSummary>> casesInStatus(Principal principal, String status, PageQuery page) {
        return call(principal, () -> viewQueries.casesInStatus(principal, status, page));
    }

    @Override
    public Either<Rejection, Paged<CaseSummary>> highRiskOpenCases(Principal principal, PageQuery page) {
        return call(principal, () -> viewQueries.highRiskOpenCases(principal, page));
    }

    @Override
    public Either<Rejection, Paged<Evidence>> evidenceOfCase(Principal principal, String caseId, PageQuery page) {
        return call(principal, () -> caseQueries.evidence(principal, caseId, page));
    }
}
