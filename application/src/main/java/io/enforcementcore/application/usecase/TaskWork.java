package io.enforcementcore.application.usecase;

import io.enforcementcore.application.command.CompleteTask;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.ReassignTask;
import io.enforcementcore.application.command.RescheduleTask;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.CommandRunner;
import io.enforcementcore.application.runtime.Plan;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;

/** Tasks of a case: create (C04), reassign (C05), complete (C06), reschedule (C10). */
public final class TaskWork {
    private final Wiring wiring;
    private final CommandRunner runner;

    public TaskWork(Wiring wiring, CommandRunner runner) {
        this.wiring = wiring;
        this.runner = runner;
    }

    /**
     * C04 reads META (AP01) for what the task carries of its case, the title snapshot, the owner and the
     * classification that places it in AP03: a transaction cannot copy a value from one item into another.
     * Existence, tenant, an open case and that classification are the commit's to check.
     */
    public Either<Rejection, Receipt> create(Principal principal, CreateTask command) {
        return runner.runOnMetadata(principal, CommandId.C04, command, command.caseId(),
                AccessPolicy.workCases(principal, "create a task"), metadata -> planCreation(principal, command, metadata));
    }

    private Either<Rejection, Plan> planCreation(Principal principal, CreateTask command, CaseMetadata metadata) {
        Instant now = wiring.now();
        TaskId taskId = new TaskId(wiring.newId());
        Act act = Acts.of(wiring, principal, now);
        Task task = Task.open(principal.tenantId(), command.caseId(), taskId, command.title(), command.assigneeId(),
                command.dueAt(), metadata.title(), metadata.provenance().created(act.actor(), act.at()));
        Decision created = TaskDecisions.create(act, task);
        return Either.right(Plan.of(act, metadata.provenance(), receipt(CommandId.C04, task.handle(),
                created.version()), created));
    }

    /** C05: the task moves to the new assignee's queue; conditioned on being open at the version seen. */
    public Either<Rejection, Receipt> reassign(Principal principal, ReassignTask command) {
        return runner.runOnCase(principal, CommandId.C05, command, command.task().caseId(),
                AccessPolicy.superviseCases(principal, "reassign a task"),
                () -> planReassignment(principal, command));
    }

    private Either<Rejection, Plan> planReassignment(Principal principal, ReassignTask command) {
        TaskHandle task = command.task();
        return wiring.provenance(principal, task.caseId()).map(provenance -> {
            Act act = Acts.of(wiring, principal, wiring.now());
            Decision reassigned = TaskDecisions.reassign(act, task, command.expectedVersion(), command.newAssigneeId());
            return Plan.of(act, provenance, receipt(CommandId.C05, task, reassigned.version()), reassigned);
        });
    }

    /** C06: DONE, and out of the assignee's queue (the sparse index entry is removed). */
    public Either<Rejection, Receipt> complete(Principal principal, CompleteTask command) {
        return runner.runOnCase(principal, CommandId.C06, command, command.task().caseId(),
                AccessPolicy.workCases(principal, "complete a task"),
                () -> planCompletion(principal, command));
    }

    private Either<Rejection, Plan> planCompletion(Principal principal, CompleteTask command) {
        TaskHandle task = command.task();
        return wiring.provenance(principal, task.caseId()).map(provenance -> {
            Act act = Acts.of(wiring, principal, wiring.now());
            Decision completed = TaskDecisions.complete(act, task, command.expectedVersion());
            return Plan.of(act, provenance, receipt(CommandId.C06, task, completed.version()), completed);
        });
    }

    /**
     * C10: the due time is part of the task's sort key, so the task is read by its handle (AP06) for what
     * the new item must carry, and the old item deleted and the new one put in one transaction whose
     * conditions guard against races.
     */
    public Either<Rejection, Receipt> reschedule(Principal principal, RescheduleTask command) {
        return runner.run(principal, CommandId.C10, command, AccessPolicy.workCases(principal, "reschedule a task"),
                () -> planRescheduling(principal, command));
    }

    private Either<Rejection, Plan> planRescheduling(Principal principal, RescheduleTask command) {
        Act act = Acts.of(wiring, principal, wiring.now());
        TaskHandle handle = command.task();
        TaskHandle moved = new TaskHandle(handle.caseId(), handle.taskId(), command.newDueAt());
        return wiring.storage().cases().task(principal.tenantId(), handle)
                .toEither(() -> (Rejection) new Rejection.NotFound("task", handle.taskId().value()))
                .flatMap(current -> TaskDecisions.reschedule(act, current, command.expectedVersion(),
                                command.newDueAt())
                        .map(rescheduled -> Plan.of(act, current.audit().provenance(),
                                receipt(CommandId.C10, moved, rescheduled.version()), rescheduled)));
    }

    private static Receipt receipt(CommandId command, TaskHandle task, long version) {
        return Receipt.ofTask(command, task, version);
    }
}
