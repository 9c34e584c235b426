package io.enforcementcore.metering.contract;

import static io.enforcementcore.domain.contract.Pages.firstPage;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Moments.START;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.enforcementcore.domain.contract.StorageContract;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.ForReadingCases;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Contract of what a store reports to its {@link ForObservingStorage}: every request it makes is reported
 * under the access pattern or command it served, with the operation and index of the design.
 *
 * <ul>
 *   <li>A commit is TransactWriteItems on the table under its command; a recall of an idempotency record a
 *       GetItem on the table under {@code IDEMPOTENCY}, and with its case's META one BatchGetItem; a migration step (C14) a Scan with its rewrites on
 *       the table.</li>
 *   <li>AP01 (metadata, state), AP11 (external ref) and the reads by handle (AP06 for a task, AP05 for a
 *       deadline) are GetItem on the table; AP02, AP05..AP08 and AP14 a Query on the table; AP09 is
 *       GetItem, BatchGetItem or Query on the table or LSI1 (never a Scan).</li>
 *   <li>AP03, AP04, AP10 and AP12 are a Query on GSI1, AP13 a Query on GSI2.</li>
 * </ul>
 */
public abstract class StorageReportsContract extends StorageContract {
    private static final Set<String> GET = Set.of("GetItem");
    private static final Set<String> QUERY = Set.of("Query");
    private static final Set<String> VIEW = Set.of("GetItem", "BatchGetItem", "Query");

    private final List<StorageCall> calls = new CopyOnWriteArrayList<>();
    private final TenantId tenant = Ids.aTenant();

    /**
     * A store for one test that reports each of its storage requests to {@code observer} (and to no
     * observer of another test). Called once before every test.
     */
    protected abstract StoragePorts storage(ForObservingStorage observer);

    @Override
    protected final StoragePorts storage() {
        calls.clear();
        return storage(calls::add);
    }

    @Test
    void reports_every_request_of_a_commit_under_its_command() {
        calls.clear();

        given(opening(aCaseUnderReview(tenant)));

        assertFalse(calls.isEmpty(), "a commit must be reported");
        for (StorageCall call : calls) {
            assertEquals(List.of("C01", "TransactWriteItems", StorageCall.BASE_TABLE),
                    List.of(call.attribution(), call.operation(), call.index()));
        }
    }

    @Test
    void reports_a_recall_as_a_get_item_on_the_table() {
        assertReported("IDEMPOTENCY", "GetItem", StorageCall.BASE_TABLE,
                () -> store.commands().recall(tenant, Ids.anIdempotencyKey(), START));
    }

    @Test
    void reports_a_recall_with_its_case_as_one_batch_get_item_of_two_keys_on_the_table() {
        NewCase aCase = givenOpened(aCaseUnderReview(tenant));

        assertReported("IDEMPOTENCY", "BatchGetItem", StorageCall.BASE_TABLE,
                () -> store.commands().recallWithCase(tenant, Ids.anIdempotencyKey(), START, aCase.caseId()));
        assertEquals(1, calls.size(), "one request");
        assertEquals(List.of(2, 1), List.of(calls.get(0).itemsExamined(), calls.get(0).itemsReturned()),
                "both keys asked for, META found");
    }

    @Test
    void reports_every_request_of_a_migration_step_under_c14() {
        calls.clear();

        store.migration().migrate(0, 1, Option.none(), 10);

        assertFalse(calls.isEmpty());
        assertTrue(calls.stream().anyMatch(call -> call.operation().equals("Scan")), "a step scans");
        for (StorageCall call : calls) {
            assertEquals("C14", call.attribution());
            assertTrue(Set.of("Scan", "UpdateItem", "TransactWriteItems").contains(call.operation()),
                    call::toString);
            assertEquals(StorageCall.BASE_TABLE, call.index());
        }
    }

    @Test
    void reports_each_view_read_under_its_access_pattern_and_index() {
        UserId assignee = Ids.anOfficer();
        PageRequest first = PageRequest.first(10);
        assertReported("AP03", "Query", "GSI1",
                () -> store.views().openTasksOfAssignee(tenant, assignee, DueWindow.any(), Classification.CONFIDENTIAL, first));
        assertReported("AP04", "Query", "GSI1", () -> store.views().openDeadlinesDueBy(tenant, daysAfterStart(1), Classification.CONFIDENTIAL, first));
        assertReported("AP10", "Query", "GSI1", () -> store.outbox().pending(0, PageRequest.first(5)));
        assertReported("AP12", "Query", "GSI1", () -> store.views().casesInStatus(tenant, CaseStatus.CLOSED, Classification.PUBLIC, first));
        assertReported("AP13", "Query", "GSI2", () -> store.views().highRiskOpenCases(tenant, Classification.PUBLIC, first));
    }

    @TestFactory
    Stream<DynamicTest> reports_each_read_of_a_case_under_its_access_pattern() {
        return reads(aCaseWithOneOfEverything(tenant)).stream().map(read -> dynamicTest(
                read.name() + " is " + read.accessPattern(), () -> {
                    calls.clear();

                    read.run().run();

                    assertFalse(calls.isEmpty(), "a read must be reported");
                    for (StorageCall call : calls) {
                        assertEquals(read.accessPattern(), call.attribution(), call::toString);
                        assertTrue(read.operations().contains(call.operation()), call::toString);
                        Set<String> indexes = read.operations() == VIEW ? Set.of(StorageCall.BASE_TABLE, "LSI1")
                                : Set.of(StorageCall.BASE_TABLE);
                        assertTrue(indexes.contains(call.index()), call::toString);
                    }
                }));
    }

    private void assertReported(String attribution, String operation, String index, Runnable read) {
        calls.clear();
        read.run();
        assertFalse(calls.isEmpty(), attribution + " must be reported");
        for (StorageCall call : calls) {
            assertEquals(List.of(attribution, operation, index),
                    List.of(call.attribution(), call.operation(), call.index()));
        }
    }

    private record ReportedRead(String name, String accessPattern, Set<String> operations, Runnable run) {
    }

    private List<ReportedRead> reads(OneOfEverything s) {
        CaseId caseId = s.aCase().caseId();
        ForReadingCases cases = store.cases();
        return List.of(
                new ReportedRead("metadata", "AP01", GET, () -> cases.metadata(tenant, caseId)),
                new ReportedRead("state", "AP01", GET, () -> cases.state(tenant, caseId)),
                new ReportedRead("case by external ref", "AP11", GET,
                        () -> cases.caseIdByExternalRef(tenant, s.aCase().metadata().externalRef())),
                new ReportedRead("timeline", "AP02", QUERY, () -> firstPage(page -> cases.timeline(tenant, caseId, page))),
                new ReportedRead("deadlines of the case", "AP05", QUERY,
                        () -> firstPage(page -> cases.deadlinesOfCase(tenant, caseId, page))),
                new ReportedRead("tasks of the case", "AP06", QUERY,
                        () -> firstPage(page -> cases.tasksOfCase(tenant, caseId, Option.none(), page))),
                new ReportedRead("parties of the case", "AP07", QUERY,
                        () -> firstPage(page -> cases.partiesOfCase(tenant, caseId, page))),
                new ReportedRead("cases of the party", "AP08", QUERY,
                        () -> firstPage(page -> cases.casesOfParty(tenant, s.party().partyId(),
                                Classification.CONFIDENTIAL, page))),
                new ReportedRead("evidence of the case", "AP14", QUERY,
                        () -> firstPage(page -> cases.evidenceOfCase(tenant, caseId, page))),
                new ReportedRead("operational view", "AP09", VIEW, () -> cases.operationalView(tenant, caseId, 5)),
                new ReportedRead("task by handle", "AP06", GET, () -> cases.task(tenant, s.task().handle())),
                new ReportedRead("deadline by handle", "AP05", GET, () -> cases.deadline(tenant, s.deadline().handle())));
    }
}
