package io.enforcementcore.adapters.dynamodb.item;

import static io.enforcementcore.adapters.dynamodb.item.ItemMapper.MAP;

import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.IndexKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Tasks and deadlines. While open they carry the GSI1 queue keys (AP03 / AP04) and LSI1's open-work
 * key (AP09); once done, met or missed they carry neither (sparse index exit). Each carries its audit
 * attributes (its case's owner and classification, who created it and who last changed it), in every view.
 */
public final class WorkCodecs {
    /** What {@link #task(Map)} decodes: every list of tasks (AP03, AP06, AP09) shows the whole task. */
    public static final List<String> TASK_VIEW = List.of(ItemWriter.TENANT_ID, "caseId", "taskId", "title",
            "assigneeId", "dueAt", ItemWriter.STATUS, ItemWriter.VERSION, "caseTitle", ItemWriter.CLASSIFICATION,
            ItemWriter.OWNER_ORG_ID, ItemWriter.CREATED_AT, ItemWriter.CREATED_BY, ItemWriter.UPDATED_AT,
            ItemWriter.UPDATED_BY, ItemWriter.SCHEMA_VERSION);
    /** What {@link #deadline(Map)} decodes: every list of deadlines (AP04, AP05, AP09) shows the whole deadline. */
    public static final List<String> DEADLINE_VIEW = List.of(ItemWriter.TENANT_ID, "caseId", "deadlineId",
            "deadlineType", "dueAt", ItemWriter.STATUS, ItemWriter.VERSION, "caseTitle", ItemWriter.CLASSIFICATION,
            ItemWriter.OWNER_ORG_ID, ItemWriter.CREATED_AT, ItemWriter.CREATED_BY, ItemWriter.UPDATED_AT,
            ItemWriter.UPDATED_BY, ItemWriter.SCHEMA_VERSION);

    private WorkCodecs() {
    }

    public static Map<String, AttributeValue> task(Task task) {
        TaskItem i = MAP.toItem(task);
        ItemWriter w = ItemWriter.item(KeyGrammar.task(task.caseId(), task.dueAt(), task.taskId()), EntityType.TASK,
                        i.tenantId(), i.createdAt(), i.updatedAt())
                .s("caseId", i.caseId())
                .s("taskId", i.taskId())
                .s("title", i.title())
                .s("assigneeId", i.assigneeId())
                .s("dueAt", i.dueAt())
                .s("status", i.status())
                .n("version", i.version())
                .s("caseTitle", i.caseTitle())
                .s(ItemWriter.CLASSIFICATION, i.classification())
                .s(ItemWriter.OWNER_ORG_ID, i.ownerOrgId())
                .s(ItemWriter.CREATED_BY, i.createdBy())
                .s(ItemWriter.UPDATED_BY, i.updatedBy());
        if (task.isOpen()) {
            w.index(assigneeQueue(task)).lsi1(KeyGrammar.openTask(task.dueAt(), task.taskId()));
        }
        return w.build();
    }

    public static IndexKey assigneeQueue(Task task) {
        return KeyGrammar.assigneeQueue(task.tenantId(), task.assignee(), task.classification(), task.dueAt(),
                task.caseId(), task.taskId());
    }

    public static Task task(Map<String, AttributeValue> item) {
        ItemReader r = ItemReader.of(item, TASK_VIEW);
        return MAP.toDomain(new TaskItem(r.tenantId(), r.s("caseId"), r.s("taskId"), r.s("title"), r.s("assigneeId"),
                r.s("dueAt"), r.s("status"), r.n("version"), r.s("caseTitle"), r.s(ItemWriter.CLASSIFICATION),
                r.s(ItemWriter.OWNER_ORG_ID), r.createdAt(), r.s(ItemWriter.CREATED_BY), r.updatedAt(),
                r.s(ItemWriter.UPDATED_BY)));
    }

    public static Map<String, AttributeValue> deadline(Deadline deadline) {
        DeadlineItem i = MAP.toItem(deadline);
        ItemWriter w = ItemWriter.item(KeyGrammar.deadline(deadline.caseId(), deadline.dueAt(), deadline.deadlineId()),
                        EntityType.DEADLINE, i.tenantId(), i.createdAt(), i.updatedAt())
                .s("caseId", i.caseId())
                .s("deadlineId", i.deadlineId())
                .s("deadlineType", i.deadlineType())
                .s("dueAt", i.dueAt())
                .s("status", i.status())
                .n("version", i.version())
                .s("caseTitle", i.caseTitle())
                .s(ItemWriter.CLASSIFICATION, i.classification())
                .s(ItemWriter.OWNER_ORG_ID, i.ownerOrgId())
                .s(ItemWriter.CREATED_BY, i.createdBy())
                .s(ItemWriter.UPDATED_BY, i.updatedBy());
        if (deadline.isOpen()) {
            w.index(KeyGrammar.deadlineQueue(deadline.tenantId(), deadline.classification(), deadline.dueAt(),
                    deadline.caseId(), deadline.deadlineId())).lsi1(KeyGrammar.openDeadline(deadline.dueAt(), deadline.deadlineId()));
        }
        return w.build();
    }

    public static Deadline deadline(Map<String, AttributeValue> item) {
        ItemReader r = ItemReader.of(item, DEADLINE_VIEW);
        return MAP.toDomain(new DeadlineItem(r.tenantId(), r.s("caseId"), r.s("deadlineId"), r.s("deadlineType"),
                r.s("dueAt"), r.s("status"), r.n("version"), r.s("caseTitle"), r.s(ItemWriter.CLASSIFICATION),
                r.s(ItemWriter.OWNER_ORG_ID), r.createdAt(), r.s(ItemWriter.CREATED_BY), r.updatedAt(),
                r.s(ItemWriter.UPDATED_BY)));
    }
}
