package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** What the reads send and report: key conditions with a Limit, consistency where the index allows it. */
class ReadRequestsTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private final RecordingInterceptor wire = new RecordingInterceptor();
    private final List<StorageCall> calls = new ArrayList<>();
    private final DynamoDbStorage storage = DynamoDbTestStores.storage(TABLE, calls::add, Retrier.standard(), wire);
    private final TenantId tenant = Ids.aTenant();
    private final UserId officer = Ids.anOfficer();
    private NewCase aCase;

    @BeforeEach
    void aCaseWithThreeTasks() {
        aCase = aCaseUnderReview(tenant);
        commit(opening(aCase));
        for (int day = 1; day <= 3; day++) {
            commit(creating(anOpenTask(aCase, officer, daysAfterStart(day))));
        }
        wire.clear();
        calls.clear();
    }

    @AfterEach
    void close() {
        storage.close();
    }

    @AfterAll
    static void dropTable() {
        DynamoDbTestStores.dropTable(TABLE);
    }

    @Test
    void reads_the_case_collection_consistently_by_prefix_with_a_limit() {
        Page<?> page = storage.ports().cases().tasksOfCase(tenant, aCase.caseId(), Option.none(),
                PageRequest.first(2));

        QueryRequest query = wire.requests(QueryRequest.class).get(0);
        assertEquals("#pk = :pk AND begins_with(#sk, :prefix)", query.keyConditionExpression());
        assertEquals("TASK#", query.expressionAttributeValues().get(":prefix").s());
        assertEquals(2, query.limit());
        assertTrue(query.consistentRead());
        assertEquals(2, page.items().size());
        assertTrue(page.next().isDefined());
    }

    @Test
    void reads_a_view_eventually_consistently_from_its_index() {
        storage.ports().views().openTasksOfAssignee(tenant, officer, DueWindow.any(), Classification.CONFIDENTIAL,
                PageRequest.first(10));
        storage.ports().views().casesInStatus(tenant, CaseStatus.UNDER_REVIEW, Classification.CONFIDENTIAL,
                PageRequest.first(10));

        for (QueryRequest query : wire.requests(QueryRequest.class)) {
            assertEquals("GSI1", query.indexName());
            assertFalse(query.consistentRead());
            assertEquals(4, query.limit(), "each of three classifications is read for its share of a page of 10");
        }
        List<QueryRequest> queries = wire.requests(QueryRequest.class);
        assertFalse(queries.get(queries.size() - 1).scanIndexForward(), "AP12 is newest first");
    }

    @Test
    void reports_a_query_with_examined_returned_bytes_and_read_units() {
        Page<?> page = storage.ports().cases().tasksOfCase(tenant, aCase.caseId(), Option.none(),
                PageRequest.first(10));

        StorageCall call = calls.get(0);
        assertEquals(List.of("AP06", "Query", StorageCall.BASE_TABLE), List.of(call.attribution(), call.operation(),
                call.index()));
        assertEquals(3, call.itemsExamined());
        assertEquals(3, call.itemsReturned());
        assertEquals(3, page.items().size());
        assertTrue(call.bytes() > 3 * 300 && call.bytes() < 4096, "three small task items: " + call.bytes());
        assertEquals(1.0, call.capacityUnits(), "consistent, under 4 KB together: one unit, rounded once");
        assertEquals(1, call.roundTrips());
    }

    @Test
    void reads_the_operational_view_with_one_batch_and_bounded_queries() {
        storage.ports().cases().operationalView(tenant, aCase.caseId(), 2).get();

        assertEquals(List.of(), wire.requests(GetItemRequest.class));
        BatchGetItemRequest batch = wire.requests(BatchGetItemRequest.class).get(0);
        assertTrue(batch.requestItems().get(TABLE).consistentRead());
        assertEquals(2, batch.requestItems().get(TABLE).keys().size());
        List<QueryRequest> queries = wire.requests(QueryRequest.class);
        assertEquals(3, queries.size(), "open tasks, open deadlines, parties");
        assertEquals(List.of("LSI1", "LSI1"), List.of(queries.get(0).indexName(), queries.get(1).indexName()));
        for (QueryRequest query : queries) {
            assertEquals(2, query.limit());
            assertTrue(query.consistentRead());
        }
        assertTrue(calls.stream().allMatch(call -> call.attribution().equals("AP09")));
    }

    @Test
    void asks_an_index_by_name_for_exactly_what_it_projects_and_the_table_for_whole_items() {
        storage.ports().cases().operationalView(tenant, aCase.caseId(), 10).get();
        storage.ports().views().openTasksOfAssignee(tenant, officer, DueWindow.any(), Classification.CONFIDENTIAL,
                PageRequest.first(10));

        Map<String, List<String>> projected = IndexProjections.byNeed().askedOf();
        List<QueryRequest> queries = wire.requests(QueryRequest.class);
        assertEquals(6, queries.size(), "AP09's three, and AP03's one per classification");
        for (QueryRequest query : queries) {
            List<String> asked = query.projectionExpression() == null ? List.of()
                    : Arrays.stream(query.projectionExpression().split(", "))
                    .map(query.expressionAttributeNames()::get).toList();
            assertEquals(query.indexName() == null ? List.of() : projected.get(query.indexName()), asked,
                    String.valueOf(query.indexName()));
        }
    }

    @Test
    void reads_fewer_bytes_of_the_open_tasks_from_an_index_than_of_the_same_tasks_from_the_table() {
        storage.ports().cases().tasksOfCase(tenant, aCase.caseId(), Option.none(), PageRequest.first(10));
        storage.ports().views().openTasksOfAssignee(tenant, officer, DueWindow.any(), Classification.CONFIDENTIAL,
                PageRequest.first(10));

        List<StorageCall> fromIndex = calls.subList(1, calls.size());
        assertEquals(3, calls.get(0).itemsReturned());
        assertEquals(3, fromIndex.stream().mapToInt(StorageCall::itemsReturned).sum(), "AP03, over its ranges");
        long indexBytes = fromIndex.stream().mapToLong(StorageCall::bytes).sum();
        assertTrue(indexBytes < calls.get(0).bytes(), indexBytes + " from GSI1 against " + calls.get(0).bytes()
                + " from the table");
    }

    @Test
    void shows_another_tenant_nothing_of_the_collection_without_a_filter() {
        Page<?> page = storage.ports().cases().tasksOfCase(Ids.aTenant(), aCase.caseId(), Option.none(),
                PageRequest.first(10));

        assertEquals(List.of(), page.items());
        assertTrue(page.next().isEmpty());
        assertEquals(null, wire.requests(QueryRequest.class).get(0).filterExpression());
    }

    @Test
    void follows_page_positions_to_the_end() {
        var cases = storage.ports().cases();
        Page<?> first = cases.tasksOfCase(tenant, aCase.caseId(), Option.none(), PageRequest.first(2));
        Page<?> second = cases.tasksOfCase(tenant, aCase.caseId(), Option.none(), new PageRequest(2, first.next()));

        assertEquals(1, second.items().size());
        assertTrue(second.next().isEmpty());
    }

    private void commit(ChangeSet changes) {
        assertTrue(storage.ports().changes().commit(changes).isRight());
    }
}
