package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.TableDefinition.Index.GSI1;
import static io.enforcementcore.adapters.dynamodb.TableDefinition.Index.LSI1;

import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.port.Change;
import io.enforcementcore.domain.rejection.Rejection;
import java.util.List;

/**
 * The writes of task and deadline changes; each leaves the sparse views by REMOVE of their keys. Every
 * update and delete requires the item OPEN, so it is in its GSI1 queue and in LSI1 before.
 */
final class WorkPlans {
    static final String TASK = "task";
    static final String DEADLINE = "deadline";
    private static final String[] OPEN_WORK_KEYS = {KeyGrammar.GSI1PK, KeyGrammar.GSI1SK, KeyGrammar.LSI1SK};

    private WorkPlans() {
    }

    static List<WriteSpec> createTask(int i, Change.CreateTask c) {
        Task task = c.task();
        WriteSpec put = WriteSpec.put(WorkCodecs.task(task), TASK);
        put.when(Conditions.absent(put), Guards.absent(i, new Rejection.InvalidInput("taskId",
                "task '" + task.taskId() + "' exists already at that due time")));
        return List.of(CasePlans.caseOpen(i, c, task.caseId()), put);
    }

    static List<WriteSpec> reassign(int i, Change.ReassignTask c) {
        WriteSpec w = WriteSpec.update(KeyGrammar.task(c.task().caseId(), c.task().dueAt(), c.task().taskId()), TASK)
                .set("assigneeId", c.newAssignee().value())
                .increment(Conditions.VERSION)
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()))
                .set(KeyGrammar.GSI1PK, KeyGrammar.assigneeQueuePk(c.tenantId(), c.newAssignee()))
                .listedIn(GSI1, LSI1);
        return List.of(openTaskAt(i, w, c.tenantId(), c.task().taskId().value(), c.expectedVersion()));
    }

    static List<WriteSpec> complete(int i, Change.CompleteTask c) {
        WriteSpec w = WriteSpec.update(KeyGrammar.task(c.task().caseId(), c.task().dueAt(), c.task().taskId()), TASK)
                .set(Conditions.STATUS, TaskStatus.DONE.name())
                .increment(Conditions.VERSION)
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()))
                .remove(OPEN_WORK_KEYS)
                .listedIn(GSI1, LSI1);
        return List.of(openTaskAt(i, w, c.tenantId(), c.task().taskId().value(), c.expectedVersion()));
    }

    /** The due time is in the key: delete the old item and put the new one, in the same transaction. */
    static List<WriteSpec> reschedule(int i, Change.RescheduleTask c) {
        Task before = c.before();
        Task after = c.after();
        ItemKey oldKey = KeyGrammar.task(before.caseId(), before.dueAt(), before.taskId());
        ItemKey newKey = KeyGrammar.task(after.caseId(), after.dueAt(), after.taskId());
        WriteSpec put = WriteSpec.put(WorkCodecs.task(after), TASK);
        if (oldKey.equals(newKey)) {
            return List.of(openTaskAt(i, put.listedIn(GSI1, LSI1), before.tenantId(), before.taskId().value(),
                    before.version()));
        }
        WriteSpec delete = openTaskAt(i, WriteSpec.delete(oldKey, TASK).listedIn(GSI1, LSI1), before.tenantId(),
                before.taskId().value(), before.version());
        put.when(Conditions.absent(put), Guards.absent(i, new Rejection.InvalidInput("dueAt",
                "task '" + after.taskId() + "' exists already at that due time")));
        return List.of(delete, put);
    }

    static List<WriteSpec> addDeadline(int i, Change.AddDeadline c) {
        WriteSpec put = WriteSpec.put(WorkCodecs.deadline(c.deadline()), DEADLINE);
        put.when(Conditions.absent(put), Guards.absent(i, new Rejection.InvalidInput("deadlineId",
                "deadline '" + c.deadline().deadlineId() + "' exists already at that due time")));
        return List.of(CasePlans.caseOpen(i, c, c.deadline().caseId()), put);
    }

    static List<WriteSpec> resolve(int i, Change.ResolveDeadline c) {
        var handle = c.deadline();
        WriteSpec w = WriteSpec.update(KeyGrammar.deadline(handle.caseId(), handle.dueAt(), handle.deadlineId()),
                        DEADLINE)
                .set(Conditions.STATUS, c.outcome().name())
                .increment(Conditions.VERSION)
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()))
                .remove(OPEN_WORK_KEYS)
                .listedIn(GSI1, LSI1);
        String id = handle.deadlineId().value();
        return List.of(w.when(openAt(w, c.tenantId(), c.expectedVersion()), Guards.ownedOpenAtVersion(i,
                c.tenantId(), DEADLINE, id, c.expectedVersion(), status -> new Rejection.DeadlineNotOpen(id, status))));
    }

    private static WriteSpec openTaskAt(int i, WriteSpec w, TenantId tenant, String taskId, long version) {
        return w.when(openAt(w, tenant, version), Guards.ownedOpenAtVersion(i, tenant, TASK, taskId, version,
                status -> new Rejection.TaskNotOpen(taskId, status)));
    }

    private static String openAt(WriteSpec w, TenantId tenant, long version) {
        return Conditions.ownedBy(w, tenant.value()) + " AND " + Conditions.inStatus(w, Conditions.OPEN) + " AND "
                + Conditions.atVersion(w, version);
    }
}
