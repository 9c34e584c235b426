package io.enforcementcore.workbench;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.command.CompleteTask;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.ReassignTask;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.EntityRef;
import io.enforcementcore.domain.model.TaskHandle;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.port.StorageFailure;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/**
 * One load thread's commands: a task created (C04), reassigned (C05) or completed (C06) in turn, each timed and
 * tallied by its answer. On the hot case the tasks are the officers' shared list; elsewhere each thread works
 * only tasks it created, so that only the hot case's officers meet on a task.
 */
final class LoadWork {
    private static final Instant DUE = Instant.parse("2027-01-01T00:00:00Z");
    private final EnforcementCore core;
    private final Principal principal;
    private final Random random;
    private final LoadTally.ThreadTally lane;
    private final Map<CaseId, List<HotCaseTasks.Known>> ownTasks = new HashMap<>();
    private int created;

    LoadWork(EnforcementCore core, Principal principal, Random random, LoadTally.ThreadTally lane) {
        this.core = core;
        this.principal = principal;
        this.random = random;
        this.lane = lane;
    }

    /** The {@code n}-th command of an officer of the hot case. */
    void onHotCase(HotCaseTasks hot, int n, UserId colleague) {
        HotCaseTasks.Known task = n % 3 == 0 ? null : hot.any(random);
        if (task == null) {
            createOn(hot, colleague);
        } else if (n % 3 == 1) {
            Either<Rejection, Receipt> answer = timed(CommandId.C05, () -> core.reassignTask(principal,
                    new ReassignTask(task.handle(), task.version(), colleague)));
            learn(hot, task, answer);
        } else {
            Either<Rejection, Receipt> answer = timed(CommandId.C06, () -> core.completeTask(principal,
                    new CompleteTask(task.handle(), task.version())));
            if (answer != null && (answer.isRight() || answer.getLeft() instanceof Rejection.TaskNotOpen)) {
                hot.done(task.handle());
            } else {
                learn(hot, task, answer);
            }
        }
    }

    /** Creates a task on the hot case and puts it on the officers' list. */
    void createOn(HotCaseTasks hot, UserId assignee) {
        Either<Rejection, Receipt> answer = create(principal, hot.caseId(), assignee);
        if (answer != null && answer.isRight()) {
            hot.add(handle(answer.get()), answer.get().version());
        }
    }

    /** The {@code n}-th command of a worker, on {@code caseId} as {@code officer}, on its own tasks only. */
    void onOwnTasks(Principal officer, CaseId caseId, int n, UserId colleague) {
        List<HotCaseTasks.Known> tasks = ownTasks.computeIfAbsent(caseId, id -> new ArrayList<>());
        if (n % 3 == 0 || tasks.isEmpty()) {
            Either<Rejection, Receipt> answer = create(officer, caseId, colleague);
            if (answer != null && answer.isRight()) {
                tasks.add(new HotCaseTasks.Known(handle(answer.get()), answer.get().version()));
            }
            return;
        }
        int at = random.nextInt(tasks.size());
        HotCaseTasks.Known task = tasks.get(at);
        if (n % 3 == 1) {
            Either<Rejection, Receipt> answer = timed(CommandId.C05, () -> core.reassignTask(officer,
                    new ReassignTask(task.handle(), task.version(), colleague)));
            if (answer != null && answer.isRight()) {
                tasks.set(at, new HotCaseTasks.Known(task.handle(), answer.get().version()));
            }
        } else {
            timed(CommandId.C06, () -> core.completeTask(officer, new CompleteTask(task.handle(), task.version())));
            tasks.remove(at);
        }
    }

    private Either<Rejection, Receipt> create(Principal officer, CaseId caseId, UserId assignee) {
        int number = created++;
        return timed(CommandId.C04, () -> core.createTask(officer, new CreateTask(caseId, new Title("Load task " + number),
                assignee, DUE.plusSeconds(random.nextInt(86_400 * 30)))));
    }

    /** What a refusal or a receipt says of the task's version, told to the other officers. */
    private static void learn(HotCaseTasks hot, HotCaseTasks.Known task, Either<Rejection, Receipt> answer) {
        if (answer == null) {
            return;
        }
        if (answer.isRight()) {
            hot.saw(task.handle(), answer.get().version());
        } else if (answer.getLeft() instanceof Rejection.StaleVersion stale) {
            hot.saw(task.handle(), stale.actualVersion());
        } else if (answer.getLeft() instanceof Rejection.TaskNotOpen) {
            hot.done(task.handle());
        }
    }

    private static TaskHandle handle(Receipt receipt) {
        return ((EntityRef.OfTask) receipt.entity()).handle();
    }

    /** The command's answer, timed and tallied; null when the store failed (tallied as a failure). */
    private Either<Rejection, Receipt> timed(CommandId command, Supplier<Either<Rejection, Receipt>> call) {
        LoadTally.CommandTally tally = lane.command(command.id());
        long start = System.nanoTime();
        try {
            Either<Rejection, Receipt> answer = call.get();
            long took = System.nanoTime() - start;
            if (answer.isRight()) {
                tally.landed(took);
            } else {
                tally.rejected(took, answer.getLeft());
            }
            return answer;
        } catch (StorageFailure failure) {
            tally.failed(System.nanoTime() - start);
            return null;
        }
    }
}
