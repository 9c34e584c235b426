package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.DesignWorkload.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.write.ItemWrites;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.metering.ItemWrite;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** What each kind of write does to the index entries, derived from the planned operations. */
class ItemWritesTest {
    private final NewCase highRisk = aCase("high risk", 85);
    private final Task task = aTask(highRisk, "review", OFFICER, daysLater(3));

    @Test
    void opening_a_high_risk_case_adds_its_state_to_both_views_and_its_event_to_the_pending_view() {
        List<ItemWrite> writes = writes(opening(highRisk));

        assertEquals(List.of("UniqueExternalRef Put", "Case Put", "CaseState Put GSI1 ADDED GSI2 ADDED",
                "TimelineEvent Put", "OutboxEvent Put GSI1 ADDED"), describe(writes));
    }

    @Test
    void a_transition_moves_the_status_entry_and_rewrites_the_high_risk_one_only_if_listed() {
        ItemWrite state = writes(transition(highRisk.state(), CaseStatus.NOTICE_ISSUED)).get(0);

        assertEquals("CaseState Update GSI1 MOVED GSI2 REWRITTEN?", describe(state));
        assertEquals(2.0 + 2.0 + 1.0, state.totalCapacityUnits(), "transactional item, moved entry, rewritten entry");
    }

    @Test
    void closing_removes_the_high_risk_entry_if_it_is_there() {
        CaseState decisionPending = new CaseState(TENANT, highRisk.caseId(), CaseStatus.DECISION_PENDING,
                new RiskScore(85), 4, OPENED, LATER);

        assertEquals("CaseState Update GSI1 MOVED GSI2 REMOVED?",
                describe(writes(transition(decisionPending, CaseStatus.CLOSED)).get(0)));
    }

    @Test
    void the_risk_view_follows_the_score_in_and_out() {
        CaseState low = aCase("low risk", 40).state();
        CaseState raised = low.rescored(new RiskScore(90), LATER);
        CaseState lowered = raised.rescored(new RiskScore(30), LATER);
        CaseState shifted = highRisk.state().rescored(new RiskScore(92), LATER);

        assertEquals("CaseState Update GSI1 REWRITTEN GSI2 ADDED", describe(writes(rescoring(low, raised)).get(0)));
        assertEquals("CaseState Update GSI1 REWRITTEN GSI2 REMOVED",
                describe(writes(rescoring(raised, lowered)).get(0)));
        assertEquals("CaseState Update GSI1 REWRITTEN GSI2 MOVED",
                describe(writes(rescoring(highRisk.state(), shifted)).get(0)));
        assertEquals("CaseState Update GSI1 REWRITTEN", describe(writes(rescoring(low,
                low.rescored(new RiskScore(50), LATER))).get(0)), "a low case stays out of GSI2");
    }

    @Test
    void task_writes_enter_move_within_and_leave_the_assignee_queue_and_the_open_work_index() {
        assertEquals(List.of("CaseState ConditionCheck", "Task Put GSI1 ADDED LSI1 ADDED", "TimelineEvent Put"),
                describe(writes(creating(task))));
        assertEquals("Task Update GSI1 MOVED LSI1 REWRITTEN", describe(writes(reassigning(task, OTHER_OFFICER)).get(0)));
        assertEquals("Task Update GSI1 REMOVED LSI1 REMOVED", describe(writes(completing(task)).get(0)));
        Task moved = task.rescheduledTo(daysLater(5), LATER);
        assertEquals(List.of("Task Delete GSI1 REMOVED LSI1 REMOVED", "Task Put GSI1 ADDED LSI1 ADDED",
                "TimelineEvent Put"), describe(writes(rescheduling(task, moved))));
    }

    @Test
    void publishing_leaves_the_pending_view() {
        ChangeSet opened = opening(highRisk);

        assertEquals(List.of("OutboxEvent Update GSI1 REMOVED"), describe(writes(publishing(announcedBy(opened)))));
    }

    @Test
    void a_keyed_command_writes_its_idempotency_record_first() {
        ChangeSet keyed = remembered(creating(task), aKey("create", Receipt.ofTask("C04", task.handle(), 1)));

        assertEquals("IdempotencyRecord Put", describe(writes(keyed).get(0)));
    }

    @Test
    void between_two_stored_items_the_index_writes_are_exact() {
        Map<String, AttributeValue> open = WorkCodecs.task(task);
        Map<String, AttributeValue> done = WorkCodecs.task(new Task(TENANT, task.caseId(), task.taskId(), task.title(),
                task.assignee(), task.dueAt(), TaskStatus.DONE, 2, task.caseTitle(),
                task.createdAt(), LATER));
        Map<String, AttributeValue> retitled = WorkCodecs.task(task.withCaseTitle(new Title("Renamed"), LATER));

        assertEquals(List.of("GSI1 ADDED", "LSI1 ADDED"), effects(ItemWrites.between(null, open, 300)));
        assertEquals(List.of("GSI1 REMOVED", "LSI1 REMOVED"), effects(ItemWrites.between(open, done, 300)));
        assertEquals(List.of("GSI1 REWRITTEN", "LSI1 REWRITTEN"), effects(ItemWrites.between(open, retitled, 300)));
        assertEquals(List.of(), effects(ItemWrites.between(done, done, 300)));
        assertEquals(List.of(), effects(ItemWrites.between(open, open, 300)));
    }

    private static List<ItemWrite> writes(ChangeSet set) {
        return DynamoDbStorage.itemSizing().writes(set);
    }

    private static List<String> describe(List<ItemWrite> writes) {
        return writes.stream().map(ItemWritesTest::describe).toList();
    }

    private static String describe(ItemWrite write) {
        StringBuilder text = new StringBuilder(write.entityType()).append(' ').append(write.operation());
        write.indexWrites().forEach(i -> text.append(' ').append(i.index()).append(' ').append(i.effect())
                .append(i.conditional() ? "?" : ""));
        return text.toString();
    }

    private static List<String> effects(List<ItemWrite.IndexWrite> writes) {
        return writes.stream().map(i -> i.index() + " " + i.effect()).toList();
    }
}
