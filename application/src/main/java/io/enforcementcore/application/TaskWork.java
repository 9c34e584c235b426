package io.enforcementcore.application;

import io.enforcementcore.application.command.CompleteTask;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.ReassignTask;
import io.enforcementcore.application.command.RescheduleTask;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.decision.TaskDecisions;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;

/** Tasks of a case: create (C04), reassign (C05), complete (C06), reschedule (C10). */
final class TaskWork {
    private final Wiring wiring;
    private final CommandRunner runner;

    TaskWork(Wiring wiring, CommandRunner runner) {
        this.wiring = wiring;
        this.runner = runner;
    }

    private record Creation(CaseId caseId, Title title, UserId assignee, Instant dueAt) {
    }

    /** C04 reads META (AP01) for the case-title snapshot; the commit still guards existence and closing. */
    Either<Rejection, Receipt> create(Principal principal, CreateTask command) {
        Creation creation = new Creation(command.caseId(), command.title(), command.assigneeId(), command.dueAt());
        return AccessPolicy.workCases(principal, "create a task")
                .flatMap(allowed -> runner.run(principal, "C04", command, () -> planCreation(principal, creation)));
    }

    private Either<Rejection, Plan> planCreation(Principal principal, Creation creation) {
        return wiring.caseMetadata(principal.tenantId(), creation.caseId())
                .map(metadata -> {
                    Instant now = wiring.now();
                    Task task = Task.open(principal.tenantId(), creation.caseId(), new TaskId(wiring.newId()),
                            creation.title(), creation.assignee(), creation.dueAt(), metadata.title(), now);
                    return Plan.of(principal.tenantId(), receipt("C04", task.handle(), task.version()),
                            TaskDecisions.create(Acts.of(wiring, principal, now), task));
                });
    }

    private record Reassignment(TaskHandle task, long expectedVersion, UserId newAssignee) {
    }

    /** C05: the task moves to the new assignee's queue; conditioned on being open at the version seen. */
    Either<Rejection, Receipt> reassign(Principal principal, ReassignTask command) {
        Reassignment reassignment = new Reassignment(command.task(), command.expectedVersion(),
                command.newAssigneeId());
        return AccessPolicy.superviseCases(principal, "reassign a task")
                .flatMap(allowed -> runner.run(principal, "C05", command,
                        () -> planReassignment(principal, reassignment)));
    }

    private Either<Rejection, Plan> planReassignment(Principal principal, Reassignment reassignment) {
        TaskHandle task = reassignment.task();
        return Either.right(Plan.of(principal.tenantId(), receipt("C05", task, reassignment.expectedVersion() + 1),
                TaskDecisions.reassign(Acts.of(wiring, principal, wiring.now()), task, reassignment.expectedVersion(),
                        reassignment.newAssignee())));
    }

    private record Completion(TaskHandle task, long expectedVersion) {
    }

    /** C06: DONE, and out of the assignee's queue (the sparse index entry is removed). */
    Either<Rejection, Receipt> complete(Principal principal, CompleteTask command) {
        Completion completion = new Completion(command.task(), command.expectedVersion());
        return AccessPolicy.workCases(principal, "complete a task")
                .flatMap(allowed -> runner.run(principal, "C06", command,
                        () -> planCompletion(principal, completion)));
    }

    private Either<Rejection, Plan> planCompletion(Principal principal, Completion completion) {
        TaskHandle task = completion.task();
        return Either.right(Plan.of(principal.tenantId(), receipt("C06", task, completion.expectedVersion() + 1),
                TaskDecisions.complete(Acts.of(wiring, principal, wiring.now()), task, completion.expectedVersion())));
    }

    private record Rescheduling(TaskHandle task, long expectedVersion, Instant newDueAt) {
    }

    /**
     * C10: the due time is part of the task's sort key, so the task is read by its handle (AP06), and the
     * old item deleted and the new one put in one transaction whose conditions guard against races.
     */
    Either<Rejection, Receipt> reschedule(Principal principal, RescheduleTask command) {
        Rescheduling rescheduling = new Rescheduling(command.task(), command.expectedVersion(), command.newDueAt());
        return AccessPolicy.workCases(principal, "reschedule a task")
                .flatMap(allowed -> runner.run(principal, "C10", command,
                        () -> planRescheduling(principal, rescheduling)));
    }

    private Either<Rejection, Plan> planRescheduling(Principal principal, Rescheduling rescheduling) {
        Instant now = wiring.now();
        TaskHandle handle = rescheduling.task();
        TaskHandle moved = new TaskHandle(handle.caseId(), handle.taskId(), rescheduling.newDueAt());
        return wiring.storage().cases().task(principal.tenantId(), handle)
                .toEither(() -> (Rejection) new Rejection.NotFound("task", handle.taskId().value()))
                .flatMap(current -> TaskDecisions.reschedule(Acts.of(wiring, principal, now), current,
                        rescheduling.expectedVersion(), rescheduling.newDueAt()))
                .map(rescheduled -> Plan.of(principal.tenantId(),
                        receipt("C10", moved, rescheduling.expectedVersion() + 1), rescheduled));
    }

    private static Receipt receipt(String command, TaskHandle task, long version) {
        return Receipt.ofTask(command, task, version);
    }
}
