package io.enforcementcore.application;

import io.enforcementcore.application.command.AddDeadline;
import io.enforcementcore.application.command.AttachEvidence;
import io.enforcementcore.application.command.Backfill;
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
import io.enforcementcore.application.command.SweepSnapshotDrift;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.job.BackfillJob;
import io.enforcementcore.application.job.DriftSweep;
import io.enforcementcore.application.job.OutboxRelay;
import io.enforcementcore.application.job.SnapshotRepair;
import io.enforcementcore.application.job.TitleReconciliation;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.application.query.DriftReport;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.query.ReconciliationReport;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.runtime.CommandRunner;
import io.enforcementcore.application.runtime.Observing;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.worker.Workers;
import io.enforcementcore.application.usecase.CaseLifecycle;
import io.enforcementcore.application.usecase.CaseQueries;
import io.enforcementcore.application.usecase.DeadlineWork;
import io.enforcementcore.application.usecase.EvidenceIntake;
import io.enforcementcore.application.usecase.PartyLinking;
import io.enforcementcore.application.usecase.TaskWork;
import io.enforcementcore.application.usecase.TenantViewQueries;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseId;
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
import java.util.Objects;
import java.util.function.Supplier;

/** {@link EnforcementCore} as a thin router onto one use-case class per command family. */
final class CoreFacade implements EnforcementCore {
    /** The title jobs repair what C12 propagates, and are observed under names of their own. */
    private static final String RECONCILIATION = CommandId.C12.id() + "r";
    private static final String DRIFT_SWEEP = CommandId.C12.id() + "s";

    private final CaseLifecycle lifecycle;
    private final TitleReconciliation reconciliation;
    private final PartyLinking parties;
    private final TaskWork tasks;
    private final DeadlineWork deadlines;
    private final EvidenceIntake evidence;
    private final OutboxRelay outbox;
    private final BackfillJob backfill;
    private final DriftSweep driftSweep;
    private final CaseQueries caseQueries;
    private final TenantViewQueries viewQueries;
    private final Observing observing;
    private final Workers workers;

    CoreFacade(Wiring wiring) {
        this.observing = new Observing(wiring.commandObserver());
        CommandRunner runner = new CommandRunner(wiring, observing);
        this.lifecycle = new CaseLifecycle(wiring, runner);
        SnapshotRepair snapshots = new SnapshotRepair(wiring);
        this.reconciliation = new TitleReconciliation(wiring, snapshots);
        this.parties = new PartyLinking(wiring, runner);
        this.tasks = new TaskWork(wiring, runner);
        this.deadlines = new DeadlineWork(wiring, runner);
        this.evidence = new EvidenceIntake(wiring, runner);
        this.outbox = new OutboxRelay(wiring, snapshots);
        this.backfill = new BackfillJob(wiring);
        this.driftSweep = new DriftSweep(wiring, snapshots);
        this.caseQueries = new CaseQueries(wiring);
        this.viewQueries = new TenantViewQueries(wiring);
        this.workers = new Workers(wiring, outbox, this::sweepSnapshotDrift);
    }

    /** A missing principal or argument is a programming error of the embedding service, not a rejection. */
    private static <T> T call(Principal principal, Supplier<T> useCase, Object... arguments) {
        Objects.requireNonNull(principal, "principal");
        for (Object argument : arguments) {
            Objects.requireNonNull(argument, "an argument of a call to EnforcementCore");
        }
        return useCase.get();
    }

    @Override
    public Either<Rejection, Receipt> openCase(Principal principal, OpenCase command) {
        return call(principal, () -> lifecycle.open(principal, command), command);
    }

    @Override
    public Either<Rejection, Receipt> transitionCase(Principal principal, TransitionCase command) {
        return call(principal, () -> lifecycle.transition(principal, command), command);
    }

    @Override
    public Either<Rejection, Receipt> linkParty(Principal principal, LinkParty command) {
        return call(principal, () -> parties.link(principal, command), command);
    }

    @Override
    public Either<Rejection, Receipt> createTask(Principal principal, CreateTask command) {
        return call(principal, () -> tasks.create(principal, command), command);
    }

    @Override
    public Either<Rejection, Receipt> reassignTask(Principal principal, ReassignTask command) {
        return call(principal, () -> tasks.reassign(principal, command), command);
    }

    @Override
    public Either<Rejection, Receipt> completeTask(Principal principal, CompleteTask command) {
        return call(principal, () -> tasks.complete(principal, command), command);
    }

    @Override
    public Either<Rejection, Receipt> addDeadline(Principal principal, AddDeadline command) {
        return call(principal, () -> deadlines.add(principal, command), command);
    }

    @Override
    public Either<Rejection, Receipt> resolveDeadline(Principal principal, ResolveDeadline command) {
        return call(principal, () -> deadlines.resolve(principal, command), command);
    }

    @Override
    public Either<Rejection, Receipt> attachEvidence(Principal principal, AttachEvidence command) {
        return call(principal, () -> evidence.attach(principal, command), command);
    }

    @Override
    public Either<Rejection, Receipt> rescheduleTask(Principal principal, RescheduleTask command) {
        return call(principal, () -> tasks.reschedule(principal, command), command);
    }

    @Override
    public Either<Rejection, Receipt> changeRiskScore(Principal principal, ChangeRiskScore command) {
        return call(principal, () -> lifecycle.changeRiskScore(principal, command), command);
    }

    @Override
    public Either<Rejection, Receipt> renameCase(Principal principal, RenameCase command) {
        return call(principal, () -> lifecycle.rename(principal, command), command);
    }

    @Override
    public Either<Rejection, Receipt> changeExternalRef(Principal principal, ChangeExternalRef command) {
        return call(principal, () -> lifecycle.changeExternalRef(principal, command), command);
    }

    @Override
    public Either<Rejection, ReconciliationReport> reconcileCaseTitles(Principal principal, CaseId caseId) {
        return call(principal, () -> observing.observe(RECONCILIATION, principal.tenantId(),
                () -> reconciliation.reconcile(principal, caseId), answer -> false), caseId);
    }

    @Override
    public Either<Rejection, RelayReport> relayOutbox(Principal principal, int maxEvents) {
        return call(principal, () -> observing.observe(CommandId.C13, principal.tenantId(),
                () -> outbox.relay(principal, maxEvents)));
    }

    @Override
    public Workers workers() {
        return workers;
    }

    @Override
    public Either<Rejection, BackfillReport> backfill(Principal principal, Backfill command) {
        return call(principal, () -> observing.observe(CommandId.C14, principal.tenantId(),
                () -> backfill.run(principal, command)), command);
    }

    @Override
    public Either<Rejection, DriftReport> sweepSnapshotDrift(Principal principal, SweepSnapshotDrift command) {
        return call(principal, () -> observing.observe(DRIFT_SWEEP, principal.tenantId(),
                () -> driftSweep.run(principal, command), answer -> false), command);
    }

    @Override
    public Either<Rejection, CaseMetadata> caseMetadata(Principal principal, CaseId caseId) {
        return call(principal, () -> observing.query(AccessPatternId.AP01, principal.tenantId(),
                () -> caseQueries.metadata(principal, caseId)), caseId);
    }

    @Override
    public Either<Rejection, Option<CaseCounts>> caseCounts(Principal principal, CaseId caseId) {
        return call(principal, () -> observing.query(AccessPatternId.AP01, principal.tenantId(),
                () -> caseQueries.counts(principal, caseId)), caseId);
    }

    @Override
    public Either<Rejection, Paged<TimelineEvent>> timeline(Principal principal, CaseId caseId, PageQuery page) {
        return call(principal, () -> observing.query(AccessPatternId.AP02, principal.tenantId(),
                () -> caseQueries.timeline(principal, caseId, page)), caseId, page);
    }

    @Override
    public Either<Rejection, Paged<Task>> openTasksOfAssignee(Principal principal, UserId assignee, DueWindow window,
                                                              PageQuery page) {
        return call(principal, () -> observing.query(AccessPatternId.AP03, principal.tenantId(),
                () -> viewQueries.openTasksOfAssignee(principal, assignee, window, page)),
                assignee, window, page);
    }

    @Override
    public Either<Rejection, Paged<Deadline>> openDeadlinesDueBy(Principal principal, Instant dueBy, PageQuery page) {
        return call(principal, () -> observing.query(AccessPatternId.AP04, principal.tenantId(),
                () -> viewQueries.openDeadlinesDueBy(principal, dueBy, page)), dueBy, page);
    }

    @Override
    public Either<Rejection, Paged<Deadline>> deadlinesOfCase(Principal principal, CaseId caseId, PageQuery page) {
        return call(principal, () -> observing.query(AccessPatternId.AP05, principal.tenantId(),
                () -> caseQueries.deadlines(principal, caseId, page)), caseId, page);
    }

    @Override
    public Either<Rejection, Paged<Task>> tasksOfCase(Principal principal, CaseId caseId, Option<Instant> dueBefore,
                                                      PageQuery page) {
        return call(principal, () -> observing.query(AccessPatternId.AP06, principal.tenantId(),
                () -> caseQueries.tasks(principal, caseId, dueBefore, page)), caseId, dueBefore, page);
    }

    @Override
    public Either<Rejection, Paged<CaseParty>> partiesOfCase(Principal principal, CaseId caseId, PageQuery page) {
        return call(principal, () -> observing.query(AccessPatternId.AP07, principal.tenantId(),
                () -> caseQueries.parties(principal, caseId, page)), caseId, page);
    }

    @Override
    public Either<Rejection, Paged<CaseParty>> casesOfParty(Principal principal, PartyId partyId, PageQuery page) {
        return call(principal, () -> observing.query(AccessPatternId.AP08, principal.tenantId(),
                () -> caseQueries.casesOfParty(principal, partyId, page)), partyId, page);
    }

    @Override
    public Either<Rejection, CaseView> caseView(Principal principal, CaseId caseId) {
        return call(principal, () -> observing.query(AccessPatternId.AP09, principal.tenantId(),
                () -> caseQueries.view(principal, caseId, VIEW_SECTION_LIMIT)), caseId);
    }

    @Override
    public Either<Rejection, List<OutboxEvent>> pendingOutbox(Principal principal, int limit) {
        return call(principal, () -> observing.query(AccessPatternId.AP10, principal.tenantId(),
                () -> outbox.pending(principal, limit)));
    }

    @Override
    public Either<Rejection, CaseMetadata> caseByExternalRef(Principal principal, ExternalRef externalRef) {
        return call(principal, () -> observing.query(AccessPatternId.AP11, principal.tenantId(),
                () -> caseQueries.byExternalRef(principal, externalRef)), externalRef);
    }

    @Override
    public Either<Rejection, Paged<CaseSummary>> casesInStatus(Principal principal, CaseStatus status, PageQuery page) {
        return call(principal, () -> observing.query(AccessPatternId.AP12, principal.tenantId(),
                () -> viewQueries.casesInStatus(principal, status, page)), status, page);
    }

    @Override
    public Either<Rejection, Paged<CaseSummary>> highRiskOpenCases(Principal principal, PageQuery page) {
        return call(principal, () -> observing.query(AccessPatternId.AP13, principal.tenantId(),
                () -> viewQueries.highRiskOpenCases(principal, page)), page);
    }

    @Override
    public Either<Rejection, Paged<Evidence>> evidenceOfCase(Principal principal, CaseId caseId, PageQuery page) {
        return call(principal, () -> observing.query(AccessPatternId.AP14, principal.tenantId(),
                () -> caseQueries.evidence(principal, caseId, page)), caseId, page);
    }
}
