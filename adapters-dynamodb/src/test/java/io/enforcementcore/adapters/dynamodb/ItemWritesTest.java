package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.DesignWorkload.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.item.CaseCodecs;
import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.item.WorkCodecs;
import io.enforcementcore.adapters.dynamodb.write.ChangePlanner;
import io.enforcementcore.adapters.dynamodb.write.ItemWrites;
import io.enforcementcore.adapters.dynamodb.write.WriteSpec;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.metering.ItemWrite;
import io.vavr.control.Option;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** What each kind of write does to the index entries, derived from the planned operations. */
class ItemWritesTest {
    private static final ChangePlanner PLANNER = new ChangePlanner(new EventCodecs(EventCodecs.DEFAULT_OUTBOX_SHARDS));
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
                new RiskScore(85), highRisk.state().classification(), 4, OPENED, LATER,
                Option.some(CaseCounts.NOTHING_YET));

        assertEquals("CaseState Update GSI1 MOVED GSI2 REMOVED?",
                describe(writes(transition(decisionPending, CaseStatus.CLOSED)).get(0)));
    }

    @Test
    void the_risk_view_follows_the_score_in_and_out() {
        CaseState low = aCase("low risk", 40).state();
        CaseState raised = low.rescored(new RiskScore(90), LATER);
        CaseState lowered = raised.rescored(new RiskScore(30), LATER);
        CaseState shifted = highRisk.state().rescored(new RiskScore(92), LATER);

        assertEquals("CaseState Update GSI1 REWRITTEN? GSI2 ADDED", describe(writes(rescoring(low, raised)).get(0)));
        assertEquals("CaseState Update GSI1 REWRITTEN? GSI2 REMOVED",
                describe(writes(rescoring(raised, lowered)).get(0)));
        assertEquals("CaseState Update GSI1 REWRITTEN? GSI2 MOVED",
                describe(writes(rescoring(highRisk.state(), shifted)).get(0)));
        assertEquals("CaseState Update GSI1 REWRITTEN?", describe(writes(rescoring(low,
                low.rescored(new RiskScore(50), LATER))).get(0)), "a low case stays out of GSI2");
    }

    @Test
    void task_writes_enter_move_within_and_leave_the_assignee_queue_and_the_open_work_index() {
        assertEquals(List.of("Task Put GSI1 ADDED LSI1 ADDED", "TimelineEvent Put",
                "CaseState Update GSI1 REWRITTEN? GSI2 REWRITTEN?"), describe(writes(creating(task))));
        assertEquals("Task Update GSI1 MOVED LSI1 REWRITTEN?", describe(writes(reassigning(task, OTHER_OFFICER)).get(0)));
        assertEquals(List.of("Task Update GSI1 REMOVED LSI1 REMOVED", "TimelineEvent Put",
                "CaseState Update GSI1 REWRITTEN? GSI2 REWRITTEN?"), describe(writes(completing(task))));
        Task moved = task.rescheduledTo(daysLater(5), INTAKE, LATER);
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
        ChangeSet keyed = remembered(creating(task), aKey("create", Receipt.ofTask(CommandId.C04, task.handle(), 1)));

        assertEquals("IdempotencyRecord Put", describe(writes(keyed).get(0)));
    }

    @Test
    void between_two_stored_items_the_index_writes_are_exact() {
        Map<String, AttributeValue> open = WorkCodecs.task(task);
        Map<String, AttributeValue> done = WorkCodecs.task(new Task(TENANT, task.caseId(), task.taskId(), task.title(),
                task.assignee(), task.dueAt(), TaskStatus.DONE, 2, task.caseTitle(), task.audit().touched(INTAKE, LATER)));
        Map<String, AttributeValue> retitled = WorkCodecs.task(task.withCaseTitle(new Title("Renamed"), INTAKE, LATER));

        assertEquals(List.of("GSI1 ADDED", "LSI1 ADDED"), effects(ItemWrites.between(null, open)));
        assertEquals(List.of("GSI1 REMOVED", "LSI1 REMOVED"), effects(ItemWrites.between(open, done)));
        assertEquals(List.of("GSI1 REWRITTEN", "LSI1 REWRITTEN"), effects(ItemWrites.between(open, retitled)));
        assertEquals(List.of(), effects(ItemWrites.between(done, done)));
        assertEquals(List.of(), effects(ItemWrites.between(open, open)));
    }

    @Test
    void what_the_change_set_does_not_tell_is_priced_as_a_lower_bound_and_flagged() {
        List<ItemWrite> reassigned = writes(reassigning(task, OTHER_OFFICER));

        assertTrue(reassigned.get(0).lowerBound(), "the task an update finds is unknown without a read");
        assertFalse(reassigned.get(1).lowerBound(), "a timeline event is a new item");
        assertTrue(writes(creating(task)).get(2).lowerBound(), "the case state whose counts move is unknown");
        assertTrue(writes(opening(highRisk)).stream().noneMatch(ItemWrite::lowerBound), "an opening writes new items");
        assertTrue(writes(rescoring(highRisk.state(), highRisk.state().rescored(new RiskScore(92), LATER))).get(0)
                .lowerBound(), "a rescore carries the state it changes, but not who wrote it: the stamp is unknown");
    }

    @Test
    void a_task_above_1_kb_reassigned_and_completed_costs_what_its_full_items_cost() {
        Task big = aTaskAbove1Kb(highRisk, "big", OFFICER, daysLater(3));
        Task moved = new Task(TENANT, big.caseId(), big.taskId(), big.title(), OTHER_OFFICER, big.dueAt(),
                TaskStatus.OPEN, 2, big.caseTitle(), big.audit().touched(INTAKE, LATER));
        Task done = new Task(TENANT, big.caseId(), big.taskId(), big.title(), OTHER_OFFICER, big.dueAt(),
                TaskStatus.DONE, 3, big.caseTitle(), big.audit().touched(INTAKE, LATER));
        WriteSpec reassign = PLANNER.plan(reassigning(big, OTHER_OFFICER)).get(0);
        WriteSpec complete = PLANNER.plan(completing(moved)).get(0);
        assertTrue(ItemSize.of(WorkCodecs.task(big)) > 1024, "the task is above 1 KB: " + ItemSize.of(WorkCodecs.task(big)));

        ItemWrite guessed = ItemWrites.of("C05", reassign);
        ItemWrite reassigned = ItemWrites.priced("C05", reassign, WorkCodecs.task(big), WorkCodecs.task(moved));
        ItemWrite completed = ItemWrites.priced("C06", complete, WorkCodecs.task(moved), WorkCodecs.task(done));

        assertTrue(guessed.lowerBound());
        assertEquals(2.0, guessed.capacityUnits(), "key and values alone fit one unit: the least it can cost");
        assertEquals(4.0, reassigned.capacityUnits(), "two 1 KB units, doubled in the transaction");
        assertEquals(2.0 + 2.0 + 2.0, reassigned.indexWrites().stream()
                .mapToDouble(ItemWrite.IndexWrite::capacityUnits).sum(), "GSI1 moved: delete and put of 2 units; "
                + "LSI1 rewritten: 2 units");
        assertEquals(4.0, completed.capacityUnits(), "sized by the larger item, the one before");
        assertEquals(2.0 + 2.0, completed.indexWrites().stream()
                .mapToDouble(ItemWrite.IndexWrite::capacityUnits).sum(), "each entry removed is a 2-unit delete");
        assertFalse(reassigned.lowerBound());
    }

    @Test
    void a_delete_is_priced_by_the_item_it_removes_and_a_check_by_the_item_it_reads() {
        Task big = aTaskAbove1Kb(highRisk, "big", OFFICER, daysLater(3));
        List<WriteSpec> reschedule = PLANNER.plan(rescheduling(big, big.rescheduledTo(daysLater(5), INTAKE, LATER)));
        WriteSpec check = PLANNER.plan(creating(task)).get(0);
        Map<String, AttributeValue> state = CaseCodecs.state(highRisk.state());

        assertEquals(4.0, ItemWrites.of("C10", reschedule.get(0)).capacityUnits(), "the removed task, above 1 KB");
        assertFalse(ItemWrites.of("C10", reschedule.get(0)).lowerBound(), "the rescheduled task is carried");
        assertEquals(ItemSize.of(state), ItemWrites.priced("C04", check, state, state).bytes());
        assertEquals(List.of(), ItemWrites.priced("C04", check, state, state).indexWrites());
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
