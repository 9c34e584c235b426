package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.decision.Precondition.ShowsCaseTitle;
import io.enforcementcore.domain.decision.Precondition.TaskOpen;
import io.enforcementcore.domain.decision.Precondition.Unused;
import io.enforcementcore.domain.decision.Subject.TheTask;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.model.Versions;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;

/** The work on a case's tasks: only an open case takes new ones, only an open task is worked on. */
public final class TaskDecisions {
    private TaskDecisions() {
    }

    /** C04: a new open task on a case that is not closed, counted among the case's open tasks. */
    public static Decision create(Act act, Task task) {
        return WorkItems.opened(act, task.caseId(), task.classification(), new TheTask(task.handle()),
                new Change.InsertTask(task), CaseCounts.Delta.TASK_OPENED,
                new EventPayload.TaskCreated(task.taskId(), task.assignee(), task.dueAt()));
    }

    /** C05: the task, open at the version seen, moves to another assignee's queue. */
    public static Decision reassign(Act act, TaskHandle task, long seenVersion, UserId newAssignee) {
        return act.seeing(task.caseId()).and(Decision.requiring(new TaskOpen(act.tenantId(), task, seenVersion)))
                .writing(new Change.SetTaskAssignee(act.tenantId(), task, newAssignee, Versions.after(seenVersion),
                        act.actor(), act.at()))
                .recording(act.fact(task.caseId(), new EventPayload.TaskReassigned(task.taskId(), newAssignee)));
    }

    /**
     * C06: the task, open at the version seen, is done, and no longer counted as open. Only an open task is
     * completed, so a task is uncounted once however often its completion is sent.
     */
    public static Decision complete(Act act, TaskHandle task, long seenVersion) {
        return WorkItems.closed(act, task.caseId(), new TaskOpen(act.tenantId(), task, seenVersion),
                new Change.SetTaskStatus(act.tenantId(), task, TaskStatus.DONE, Versions.after(seenVersion), act.actor(),
                        act.at()),
                CaseCounts.Delta.TASK_CLOSED, new EventPayload.TaskCompleted(task.taskId()));
    }

    /**
     * C10, on the task read first (its due time is part of its key, so the whole item moves): the task
     * must be open at the version seen, and nothing may be at its new place yet. The task does not say
     * whether its case is visible to the actor, so when that is still to be checked at commit, nothing
     * the read found is told before it.
     */
    public static Either<Rejection, Decision> reschedule(Act act, Task current, long seenVersion, Instant newDueAt) {
        Precondition open = new TaskOpen(act.tenantId(), current.handle(), seenVersion);
        Task moved = current.rescheduledTo(newDueAt, act.actor(), act.at());
        Decision seeing = act.seeing(current.caseId());
        Decision decision = seeing.and(moved.handle().equals(current.handle()) ? Decision.requiring(open)
                        : Decision.requiring(open, new Unused(new TheTask(moved.handle()))))
                .writing(new Change.MoveTask(current, moved))
                .recording(act.fact(current.caseId(),
                        new EventPayload.TaskRescheduled(current.taskId(), current.dueAt(), newDueAt)));
        return seeing.preconditions().isEmpty() ? Decision.onlyIf(open, Observed.of(current), () -> decision)
                : Either.right(decision);
    }

    /**
     * C12's repair, by {@code by} (the reconciling principal, or the drift sweep's system actor): the snapshot
     * follows the case title, only where the task is still as {@code read}, so that the repair lands once.
     */
    public static Decision refreshCaseTitle(AtRevision<Task> read, Title caseTitle, UserId by, Instant at) {
        Task task = read.value();
        return Decision.requiring(new ShowsCaseTitle(new TheTask(task.handle()), task.tenantId(), task.version(),
                        task.caseTitle(), read.revision()))
                .writing(new Change.RefreshTaskCaseTitle(task, caseTitle, by, at));
    }
}
