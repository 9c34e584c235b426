package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.client.Capacity;
import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.ForMigratingItems.MigrationStep;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Where the engine says what a request consumed, the adapter records that figure beside its own and
 * never instead of it: {@code capacityUnits} is always ours, by DynamoDB's published rules. The test
 * engine's own figures are made up, so only their presence is asserted, never their value.
 */
class EngineReportedCapacityTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    /** Far from any figure of ours, so a report that took the engine's word would show it. */
    private static final double ENGINE_SAYS = 1234.5;
    private final NewCase aCase = aCaseUnderReview(Ids.aTenant());
    private final Task task = anOpenTask(aCase, Ids.anOfficer(), daysAfterStart(2));
    private final List<DynamoDbStorage> opened = new ArrayList<>();
    private final List<String> ownTables = new ArrayList<>();

    @AfterEach
    void close() {
        opened.forEach(DynamoDbStorage::close);
        ownTables.forEach(DynamoDbTestStores::dropTable);
    }

    @AfterAll
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }

    @Test
    void asks_the_engine_for_its_total_on_every_kind_of_request() {
        String table = DynamoDbTestStores.freshTable();
        ownTables.add(table);
        RecordingInterceptor wire = new RecordingInterceptor();
        DynamoDbStorage storage = open(table, ForObservingStorage.NONE, wire);
        committed(storage, opening(aCase), creating(task));
        storage.ports().cases().state(aCase.tenantId(), aCase.caseId());
        storage.ports().cases().operationalView(aCase.tenantId(), aCase.caseId(), 5);
        leaveTheTaskAsSchema1Wrote(table);

        assertEquals(1, storage.ports().migration().migrate(0, 1, Option.none(), 100).migrated());

        Set<String> operations = new TreeSet<>();
        for (SdkRequest request : wire.requests()) {
            String operation = request.getClass().getSimpleName().replace("Request", "");
            operations.add(operation);
            assertEquals(Optional.of("TOTAL"), request.getValueForField("ReturnConsumedCapacity", String.class),
                    operation);
        }
        assertEquals(Set.of("BatchGetItem", "GetItem", "Query", "Scan", "TransactWriteItems", "UpdateItem"),
                operations);
    }

    @Test
    void records_the_engines_figure_for_a_query_beside_our_own() {
        StorageRecorder recorder = new StorageRecorder();
        DynamoDbStorage storage = open(TABLE, recorder);
        committed(storage, opening(aCase), creating(task));

        StorageCall query = only(recorder.callsOf(() -> tasksOfTheCase(storage)));

        assertTrue(Double.isFinite(query.engineCapacityUnits()),
                "the test engine answers a Query that asks for TOTAL with a figure: " + query);
        assertEquals(Capacity.queryRead(ItemSize.of(stored(TABLE, task)), true), query.capacityUnits(),
                "ours: the one task item, read consistently");
    }

    @Test
    void records_the_engines_figure_for_a_commit_beside_our_own() {
        StorageRecorder recorder = new StorageRecorder();
        RecordingInterceptor wire = new RecordingInterceptor();
        DynamoDbStorage storage = open(TABLE, recorder, wire, ConsumedCapacityAnswers.listing(TABLE, ENGINE_SAYS));

        StorageCall commit = only(recorder.callsOf(() -> committed(storage, opening(aCase))));

        assertEquals(ENGINE_SAYS, commit.engineCapacityUnits());
        double ours = wire.requests(TransactWriteItemsRequest.class).get(0).transactItems().stream()
                .mapToDouble(operation -> Capacity.transactionalWrite(ItemSize.of(operation.put().item()))).sum();
        assertEquals(ours, commit.capacityUnits(), "ours: each put of the opening at the transactional rate");
    }

    @Test
    void prices_a_request_the_same_whether_or_not_the_engine_reports_a_figure() {
        committed(open(TABLE, ForObservingStorage.NONE), opening(aCase), creating(task));
        StorageRecorder reportedTo = new StorageRecorder();
        StorageRecorder notReportedTo = new StorageRecorder();
        DynamoDbStorage reporting = open(TABLE, reportedTo, ConsumedCapacityAnswers.listing(TABLE, ENGINE_SAYS));
        DynamoDbStorage silent = open(TABLE, notReportedTo, ConsumedCapacityAnswers.none());

        StorageCall reported = only(reportedTo.callsOf(() -> tasksOfTheCase(reporting)));
        StorageCall unreported = only(notReportedTo.callsOf(() -> tasksOfTheCase(silent)));

        assertEquals(ENGINE_SAYS, reported.engineCapacityUnits());
        assertEquals(Double.NaN, unreported.engineCapacityUnits(), "no figure from the engine: NaN, not zero");
        assertEquals(unreported.capacityUnits(), reported.capacityUnits());
    }

    @Test
    void a_migration_step_costs_the_read_units_the_engine_reported_for_its_scan() {
        committed(open(TABLE, ForObservingStorage.NONE), opening(aCase), creating(task));
        StorageRecorder recorder = new StorageRecorder();
        DynamoDbStorage storage = open(TABLE, recorder);

        List<MigrationStep> steps = new ArrayList<>();
        StorageCall scan = only(recorder.callsOf(() -> steps.add(walkOnce(storage))).stream()
                .filter(call -> call.operation().equals("Scan")).toList());

        assertTrue(Double.isFinite(scan.engineCapacityUnits()), "the test engine reports a Scan's units: " + scan);
        assertEquals(scan.engineCapacityUnits(), steps.get(0).readCost());
    }

    @Test
    void a_migration_step_costs_what_the_engine_says_even_where_our_rules_say_otherwise() {
        committed(open(TABLE, ForObservingStorage.NONE), opening(aCase), creating(task));

        MigrationStep step = walkOnce(open(TABLE, ForObservingStorage.NONE,
                ConsumedCapacityAnswers.listing(TABLE, ENGINE_SAYS)));

        assertEquals(ENGINE_SAYS, step.readCost());
    }

    @Test
    void a_migration_step_of_an_engine_that_reports_nothing_costs_dynamodbs_price_for_the_page() {
        committed(open(TABLE, ForObservingStorage.NONE), opening(aCase), creating(task));
        StorageRecorder recorder = new StorageRecorder();
        DynamoDbStorage silent = open(TABLE, recorder, ConsumedCapacityAnswers.none());

        List<MigrationStep> steps = new ArrayList<>();
        StorageCall scan = only(recorder.callsOf(() -> steps.add(walkOnce(silent))).stream()
                .filter(call -> call.operation().equals("Scan")).toList());

        assertEquals(Double.NaN, scan.engineCapacityUnits());
        assertEquals(scan.capacityUnits(), steps.get(0).readCost(), "our price of the page, read eventually");
    }

    /** One step over the whole table, large enough for every item the tests store. */
    private static MigrationStep walkOnce(DynamoDbStorage storage) {
        return storage.ports().migration().migrate(0, 1, Option.none(), 1000);
    }

    private DynamoDbStorage open(String table, ForObservingStorage observer, ExecutionInterceptor... interceptors) {
        DynamoDbStorage storage = DynamoDbTestStores.storage(table, observer, Retrier.standard(), interceptors);
        opened.add(storage);
        return storage;
    }

    private void tasksOfTheCase(DynamoDbStorage storage) {
        assertEquals(1, storage.ports().cases().tasksOfCase(aCase.tenantId(), aCase.caseId(), Option.none(),
                PageRequest.first(10)).items().size());
    }

    private static void committed(DynamoDbStorage storage, ChangeSet... changes) {
        for (ChangeSet change : changes) {
            assertTrue(storage.ports().changes().commit(change).isRight(), change.command() + " should commit");
        }
    }

    private static StorageCall only(List<StorageCall> calls) {
        assertEquals(1, calls.size(), calls::toString);
        return calls.get(0);
    }

    /** Read and written past the adapter, so nothing of it reaches a test's recorders. */
    private Map<String, AttributeValue> stored(String table, Task t) {
        return open(table, ForObservingStorage.NONE).client().getItem(GetItemRequest.builder().tableName(table)
                .consistentRead(true).key(KeyGrammar.task(t.caseId(), t.dueAt(), t.taskId()).asMap()).build()).item();
    }

    /** Schema 1 had no open-work key, so the migration rewrites the task with one UpdateItem. */
    private void leaveTheTaskAsSchema1Wrote(String table) {
        Map<String, AttributeValue> schema1 = new HashMap<>(stored(table, task));
        schema1.remove(KeyGrammar.LSI1SK);
        schema1.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN("1"));
        open(table, ForObservingStorage.NONE).client().putItem(PutItemRequest.builder().tableName(table)
                .item(schema1).build());
    }
}
