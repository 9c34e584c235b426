package io.enforcementcore.adapters.dynamodb.write;

import static io.enforcementcore.adapters.dynamodb.table.TableDefinition.Index.GSI1;
import static io.enforcementcore.adapters.dynamodb.table.TableDefinition.Index.LSI1;

import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.Timestamps;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The writes of task and deadline changes, copying the values each carries (its status, the version it
 * steps to); each leaves the sparse views by REMOVE of their keys. Every
 * update and delete is of an OPEN item (the decision relies on it), so it is in its GSI1 queue and in
 * LSI1 before.
 */
final class WorkPlans {
    public static final String TASK = "task";
    public static final String DEADLINE = "deadline";
    private static final String[] OPEN_WORK_KEYS = {KeyGrammar.GSI1PK, KeyGrammar.GSI1SK, KeyGrammar.LSI1SK};

    private WorkPlans() {
    }

    public static List<WriteSpec> createTask(Change.InsertTask c) {
        return List.of(WriteSpec.put(WorkCodecs.task(c.task()), TASK));
    }

    public static List<WriteSpec> reassign(Change.SetTaskAssignee c) {
        return List.of(WriteSpec.update(KeyGrammar.task(c.task().caseId(), c.task().dueAt(), c.task().taskId()), TASK)
                .set("assigneeId", c.newAssignee().value())
                .set(ItemWriter.VERSION, version(c.version()))
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()))
                .set(ItemWriter.UPDATED_BY, c.by().value())
                .set(KeyGrammar.GSI1PK, KeyGrammar.assigneeQueuePk(c.tenantId(), c.newAssignee()))
                .listedIn(GSI1, LSI1));
    }

    public static List<WriteSpec> complete(Change.SetTaskStatus c) {
        return List.of(WriteSpec.update(KeyGrammar.task(c.task().caseId(), c.task().dueAt(), c.task().taskId()), TASK)
                .set(ItemWriter.STATUS, c.status().name())
                .set(ItemWriter.VERSION, version(c.version()))
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()))
                .set(ItemWriter.UPDATED_BY, c.by().value())
                .remove(OPEN_WORK_KEYS)
                .listedIn(GSI1, LSI1));
    }

    /** The due time is in the key: delete the old item and put the new one, in the same transaction. */
    public static List<WriteSpec> reschedule(Change.MoveTask c) {
        Task before = c.before();
        Task after = c.after();
        ItemKey oldKey = KeyGrammar.task(before.caseId(), before.dueAt(), before.taskId());
        WriteSpec put = WriteSpec.put(WorkCodecs.task(after), TASK);
        if (oldKey.equals(put.key())) {
            return List.of(put.listedIn(GSI1, LSI1).finds(WorkCodecs.task(before)));
        }
        return List.of(WriteSpec.delete(oldKey, TASK).listedIn(GSI1, LSI1).finds(WorkCodecs.task(before)), put);
    }

    public static List<WriteSpec> addDeadline(Change.InsertDeadline c) {
        return List.of(WriteSpec.put(WorkCodecs.deadline(c.deadline()), DEADLINE));
    }

    public static List<WriteSpec> resolve(Change.SetDeadlineStatus c) {
        var handle = c.deadline();
        return List.of(WriteSpec.update(KeyGrammar.deadline(handle.caseId(), handle.dueAt(), handle.deadlineId()),
                        DEADLINE)
                .set(ItemWriter.STATUS, c.outcome().name())
                .set(ItemWriter.VERSION, version(c.version()))
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()))
                .set(ItemWriter.UPDATED_BY, c.by().value())
                .remove(OPEN_WORK_KEYS)
                .listedIn(GSI1, LSI1));
    }

    /** The version a change steps its record to, as the change decided it. */
    static AttributeValue version(long version) {
        return AttributeValue.fromN(Long.toString(version));
    }
}
