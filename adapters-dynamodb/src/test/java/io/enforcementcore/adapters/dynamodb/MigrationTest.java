package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.ForMigratingItems.MigrationStep;
import io.enforcementcore.metering.CapacityUnits;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/** C14 brings schema-1 items (no LSI1 open-work key) up to date, and never overwrites a live change. */
class MigrationTest {
    private final String table = DynamoDbTestStores.freshTable();
    private final RecordingInterceptor wire = new RecordingInterceptor();
    private DynamoDbStorage storage = DynamoDbTestStores.storage(table, ForObservingStorage.NONE, Retrier.standard(),
            wire);
    private final NewCase aCase = aCaseUnderReview(Ids.aTenant());
    private final Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));

    @AfterEach
    void close() {
        storage.close();
        DynamoDbTestStores.dropTable(table);
    }

    @Test
    void rewrites_a_schema_1_task_so_the_operational_view_finds_it() {
        givenTheTaskAsSchema1Wrote();
        assertEquals(List.of(), view().openTasks(), "schema 1 had no open-work key");

        MigrationStep step = storage.ports().migration().migrate(0, 1, Option.none(), 100);

        assertEquals(1, step.migrated());
        assertEquals(List.of(task), view().openTasks());
        assertEquals(String.valueOf(EntityType.CURRENT_SCHEMA_VERSION), stored(task).get(ItemWriter.SCHEMA_VERSION).n());
        ScanRequest scan = wire.requests(ScanRequest.class).get(0);
        assertEquals(List.of(0, 1, 100), List.of(scan.segment(), scan.totalSegments(), scan.limit()));
        UpdateItemRequest rewrite = wire.requests(UpdateItemRequest.class).get(0);
        assertEquals("#updatedAt = :seenUpdatedAt AND #version = :seenVersion", rewrite.conditionExpression());
    }

    @Test
    void leaves_an_item_that_changed_after_the_scan_read_it() {
        givenTheTaskAsSchema1Wrote();
        storage.close();
        storage = DynamoDbTestStores.storage(table, ForObservingStorage.NONE, Retrier.standard(),
                new ChangeBeforeRewrite());

        MigrationStep step = storage.ports().migration().migrate(0, 1, Option.none(), 100);

        assertEquals(0, step.migrated());
        assertEquals("1", stored(task).get(ItemWriter.SCHEMA_VERSION).n());
        assertEquals("changed meanwhile", stored(task).get("title").s());
    }

    @Test
    void scans_eventually_consistent_and_reports_the_price_of_what_it_asked_for() {
        givenTheTaskAsSchema1Wrote();
        List<StorageCall> calls = new CopyOnWriteArrayList<>();
        storage.close();
        storage = DynamoDbTestStores.storage(table, calls::add, Retrier.standard(), wire);

        storage.ports().migration().migrate(0, 1, Option.none(), 100);

        assertEquals(Boolean.FALSE, wire.requests(ScanRequest.class).get(0).consistentRead());
        StorageCall scan = calls.stream().filter(call -> call.operation().equals("Scan")).findFirst().orElseThrow();
        assertTrue(scan.bytes() > 0, "the scan read items");
        assertEquals(CapacityUnits.queryRead(scan.bytes(), false), scan.capacityUnits());
    }

    /** A live write that lands between the Scan and the rewrite of the task. */
    private final class ChangeBeforeRewrite implements ExecutionInterceptor {
        @Override
        public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
            if (context.request() instanceof UpdateItemRequest) {
                Map<String, AttributeValue> changed = new HashMap<>(stored(task));
                changed.put("title", AttributeValue.fromS("changed meanwhile"));
                changed.put(ItemWriter.UPDATED_AT, AttributeValue.fromS("2026-12-31T00:00:00.000Z"));
                rawPut(changed);
            }
        }
    }

    private void givenTheTaskAsSchema1Wrote() {
        assertTrue(storage.ports().changes().commit(opening(aCase)).isRight());
        assertTrue(storage.ports().changes().commit(creating(task)).isRight());
        storage.ports().migration().migrate(0, 1, Option.none(), 100);
        Map<String, AttributeValue> schema1 = new HashMap<>(stored(task));
        schema1.remove(KeyGrammar.LSI1SK);
        schema1.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN("1"));
        rawPut(schema1);
        wire.clear();
    }

    private io.enforcementcore.domain.model.CaseView view() {
        return storage.ports().cases().operationalView(aCase.tenantId(), aCase.caseId(), 10).get();
    }

    private Map<String, AttributeValue> stored(Task t) {
        try (DynamoDbStorage raw = DynamoDbTestStores.storage(table, ForObservingStorage.NONE)) {
            return raw.client().getItem(GetItemRequest.builder().tableName(table).consistentRead(true)
                    .key(KeyGrammar.task(t.caseId(), t.dueAt(), t.taskId()).asMap()).build()).item();
        }
    }

    private void rawPut(Map<String, AttributeValue> item) {
        try (DynamoDbStorage raw = DynamoDbTestStores.storage(table, ForObservingStorage.NONE)) {
            raw.client().putItem(PutItemRequest.builder().tableName(table).item(item).build());
        }
    }
}
