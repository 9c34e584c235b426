package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.rememberedAs;
import static io.enforcementcore.domain.fixtures.ChangeSets.rescheduling;
import static io.enforcementcore.domain.fixtures.ChangeSets.together;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anIdempotencyRecord;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.metering.ForObservingStorage;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * What the commit path sends: one transaction per change set, each precondition of the decision written
 * mechanically as a condition on its subject's item.
 */
class CommitRequestsTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private final RecordingInterceptor wire = new RecordingInterceptor();
    private final DynamoDbStorage storage = DynamoDbTestStores.storage(TABLE, ForObservingStorage.NONE,
            Retrier.standard(), wire);
    private final TenantId tenant = Ids.aTenant();

    @AfterEach
    void close() {
        storage.close();
    }

    @AfterAll
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }

    @Test
    void sends_one_transaction_per_change_set_and_nothing_else() {
        NewCase aCase = aCaseUnderReview(tenant);

        commit(opening(aCase));

        assertEquals(1, wire.requests().size());
        List<TransactWriteItem> items = lastTransaction().transactItems();
        assertEquals(5, items.size());
        assertEquals("attribute_not_exists(#PK)", items.get(0).put().conditionExpression());
        assertEquals("EXTREF#" + tenant + "#" + aCase.metadata().externalRef(),
                items.get(0).put().item().get("PK").s());
    }

    @Test
    void conditions_a_transition_on_tenant_version_and_status_without_reading_first() {
        NewCase aCase = opened();
        wire.clear();

        commit(transition(aCase.state(), CaseStatus.NOTICE_ISSUED));

        assertEquals(List.of(), wire.requests(GetItemRequest.class), "no read before the write");
        var update = lastTransaction().transactItems().get(0).update();
        assertEquals("#tenantId = :tenant AND #version = :expectedVersion AND #status IN (:expectedStatus0)",
                update.conditionExpression());
        assertEquals("1", update.expressionAttributeValues().get(":expectedVersion").n());
        assertEquals("UNDER_REVIEW", update.expressionAttributeValues().get(":expectedStatus0").s());
        // the version the change decided, copied: the store steps nothing itself
        assertTrue(update.updateExpression().contains("#version = :version"));
        assertEquals("2", update.expressionAttributeValues().get(":version").n());
        assertEquals("ALL_OLD", update.returnValuesOnConditionCheckFailureAsString());
    }

    @Test
    void guards_a_new_task_with_the_case_state_update_that_counts_it() {
        NewCase aCase = opened();
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));

        commit(creating(task));

        List<TransactWriteItem> items = lastTransaction().transactItems();
        assertEquals("attribute_not_exists(#PK)", items.get(0).put().conditionExpression());
        var state = items.get(2).update();
        assertEquals("STATE", state.key().get("SK").s());
        assertEquals("#tenantId = :tenant AND #status IN (:expectedStatus0, :expectedStatus1, :expectedStatus2, "
                + ":expectedStatus3) AND #tenantId = :k1_tenant AND #classification IN (:k1_classification0)",
                state.conditionExpression());
        assertEquals("RESTRICTED", state.expressionAttributeValues().get(":k1_classification0").s(),
                "the task carries its case's classification, and STATE must agree");
        assertEquals(List.of("UNDER_REVIEW", "NOTICE_ISSUED", "RESPONSE_WAITING", "DECISION_PENDING"),
                List.of(0, 1, 2, 3).stream().map(i -> state.expressionAttributeValues().get(":expectedStatus" + i).s())
                        .toList(), "every status of an open case, as the domain names them");
        assertTrue(state.updateExpression().endsWith("ADD #openTaskCount :add_openTaskCount"),
                state.updateExpression());
        assertEquals("1", state.expressionAttributeValues().get(":add_openTaskCount").n());
        assertTrue(items.stream().noneMatch(item -> item.conditionCheck() != null), "STATE is written, not checked");
    }

    @Test
    void completing_a_task_removes_its_queue_and_open_work_keys() {
        NewCase aCase = opened();
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        commit(creating(task));

        commit(completing(task));

        String update = lastTransaction().transactItems().get(0).update().updateExpression();
        assertTrue(update.endsWith("REMOVE #GSI1PK, #GSI1SK, #LSI1SK"), update);
        Map<String, AttributeValue> stored = storage.client().getItem(GetItemRequest.builder().tableName(TABLE)
                .key(KeyGrammar.task(task.caseId(), task.dueAt(), task.taskId()).asMap()).consistentRead(true)
                .build()).item();
        assertTrue(!stored.containsKey("GSI1PK") && !stored.containsKey("LSI1SK"), stored::toString);
    }

    @Test
    void reschedules_by_deleting_the_old_item_and_putting_the_new_one_in_one_transaction() {
        NewCase aCase = opened();
        Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
        commit(creating(task));

        commit(rescheduling(task, daysAfterStart(4)));

        List<TransactWriteItem> items = lastTransaction().transactItems();
        assertEquals(KeyGrammar.task(task.caseId(), task.dueAt(), task.taskId()).sk(),
                items.get(0).delete().key().get("SK").s());
        assertEquals(KeyGrammar.task(task.caseId(), daysAfterStart(4), task.taskId()).sk(),
                items.get(1).put().item().get("SK").s());
    }

    @Test
    void puts_a_precondition_on_the_write_of_its_item_rather_than_a_second_operation() {
        NewCase aCase = opened();
        ChangeSet both = together(creating(anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2))),
                transition(aCase.state(), CaseStatus.NOTICE_ISSUED));

        commit(both);

        List<TransactWriteItem> items = lastTransaction().transactItems();
        Set<String> keys = new HashSet<>();
        for (TransactWriteItem item : items) {
            Map<String, AttributeValue> key = item.update() != null ? item.update().key()
                    : item.put() != null ? Map.of("PK", item.put().item().get("PK"), "SK", item.put().item().get("SK"))
                    : item.conditionCheck() != null ? item.conditionCheck().key() : item.delete().key();
            assertTrue(keys.add(key.get("PK").s() + "/" + key.get("SK").s()), "one operation per item: " + key);
        }
        String stateCondition = items.stream().filter(i -> i.update() != null).findFirst().get().update()
                .conditionExpression();
        assertEquals("#tenantId = :tenant AND #status IN (:expectedStatus0, :expectedStatus1, :expectedStatus2, "
                + ":expectedStatus3) AND #tenantId = :k1_tenant AND #classification IN (:k1_classification0) "
                + "AND #tenantId = :k2_tenant AND #version = :k2_expectedVersion AND #status IN (:k2_expectedStatus0)",
                stateCondition);
    }

    @Test
    void sends_a_random_client_request_token_with_or_without_an_idempotency_record() {
        NewCase aCase = aCaseUnderReview(tenant);
        IdempotencyRecord record = anIdempotencyRecord(tenant, Receipt.ofCase(CommandId.C01, aCase.caseId(), 1));

        commit(rememberedAs(opening(aCase), record));
        String token = lastTransaction().clientRequestToken();
        commit(opening(aCaseUnderReview(tenant)));

        assertEquals(token, UUID.fromString(token).toString());
        assertEquals("IDEMPOTENCY#" + tenant + "#" + record.key(),
                wire.requests(TransactWriteItemsRequest.class).get(0).transactItems().get(0).put().item().get("PK").s(),
                "the record is the first operation: it is checked before the changes");
        String random = lastTransaction().clientRequestToken();
        assertEquals(random, UUID.fromString(random).toString());
        assertNotEquals(token, random);
    }

    private NewCase opened() {
        NewCase aCase = aCaseUnderReview(tenant);
        commit(opening(aCase));
        return aCase;
    }

    private void commit(ChangeSet changes) {
        assertTrue(storage.ports().changes().commit(changes).isRight(), changes.command() + " should commit");
    }

    private TransactWriteItemsRequest lastTransaction() {
        List<TransactWriteItemsRequest> all = wire.requests(TransactWriteItemsRequest.class);
        return all.get(all.size() - 1);
    }
}
