package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.DesignWorkload.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.AccessPatternPlan.Step;
import io.enforcementcore.adapters.dynamodb.AttributedRequests.Sent;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForSizingItems;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Every access pattern, asked once on a small seeded data set on the test engine, with the request
 * rules installed: a request that departs from its registry plan, a Scan or FilterExpression, a Query
 * without a Limit, or a read efficiency below 1.0 that the registry does not explain fails the build,
 * and the measured matrix is {@code docs/access-patterns.md}. That each request rule fails a violating
 * request (a filter, a missing Limit, a Scan) is shown by {@code RequestRulesInterceptorTest}.
 */
class AccessPatternsDocTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private static final int PAGE = 10;
    private static final AttributedRequests WIRE = new AttributedRequests();
    private static final StorageRecorder RECORDER = new StorageRecorder();
    private static final List<List<StorageCall>> ANSWERS = new ArrayList<>();
    private static DynamoDbStorage storage;

    private static final NewCase CASE_A = aCase("a", 85);
    private static final NewCase CASE_B = aCase("b", 40);
    private static final Party RESPONDENT = aCompany("Pinjaman Kilat Ltd");
    private static final Party LENDER = aCompany("Dana Cepat Ltd");
    private static final Task FIRST = aTask(CASE_A, "first", OFFICER, daysLater(2));
    private static final Task DONE = aTask(CASE_A, "done", OTHER_OFFICER, daysLater(3));
    private static final Deadline RESPONSE = aDeadline(CASE_A, "response", daysLater(7));
    private static final Evidence AGREEMENT = anEvidence(CASE_A, "agreement");
    private static final Evidence LEDGER = anEvidence(CASE_A, "ledger");
    private static final IdempotencyRecord KEY = aKey("create on b", Receipt.of("C04", CASE_B.caseId(), "t", 1));

    @BeforeAll
    static void seedAndAskEveryQuestion() {
        storage = DynamoDbTestStores.storage(TABLE, new AttributionGuard(DynamoDbDesign.knownAttributions(),
                RECORDER), Retrier.standard(), WIRE);
        seed();
        askEveryQuestionOnce();
        askTheSupportingReads();
    }

    @AfterAll
    static void dropTable() {
        storage.close();
        DynamoDbTestStores.dropTable(TABLE);
    }

    @Test
    void every_request_of_an_access_pattern_is_a_step_of_its_plan() {
        List<String> departures = reads().stream()
                .filter(sent -> !PlanConformance.conforms(AccessPatternRegistry.read(sent.attribution()).get(),
                        sent.request()))
                .map(sent -> sent.attribution() + ": " + sent.request()).toList();

        assertEquals(List.of(), departures);
    }

    @Test
    void every_step_of_every_plan_was_sent() {
        List<String> unsent = new ArrayList<>();
        for (AccessPatternPlan plan : AccessPatternRegistry.READS) {
            for (Step step : plan.steps()) {
                if (reads().stream().noneMatch(sent -> sent.attribution().equals(plan.id())
                        && PlanConformance.matches(plan, step, sent.request()))) {
                    unsent.add(plan.id() + " " + step.reads());
                }
            }
        }
        assertEquals(List.of(), unsent);
    }

    @Test
    void no_access_pattern_is_answered_by_a_scan_or_a_filter_or_an_unbounded_query() {
        assertTrue(WIRE.sent().stream().noneMatch(sent -> sent.request() instanceof ScanRequest));
        for (Sent sent : WIRE.sent()) {
            if (sent.request() instanceof QueryRequest query) {
                assertEquals(null, query.filterExpression(), sent.attribution());
                assertTrue(query.limit() != null && query.limit() <= PageRequest.MAX_LIMIT, sent.attribution());
            }
        }
    }

    @Test
    void every_access_pattern_reads_at_full_efficiency_unless_the_registry_says_why() {
        var measures = AccessPatternMeasures.of(ANSWERS);

        assertEquals(List.of(), AccessPatternMeasures.undocumentedInefficiency(measures));
        AccessPatternRegistry.READS.forEach(plan -> assertTrue(measures.get(plan.id()).pages() > 0, plan.id()));
    }

    @Test
    void a_pattern_that_examines_more_than_it_returns_without_a_reason_breaks_the_build() {
        List<List<StorageCall>> filtered = List.of(
                List.of(new StorageCall("AP03", "Query", "GSI1", 10, 2, 800, 0.5, 1)),
                List.of(new StorageCall("AP10", "Query", "GSI1", 10, 2, 800, 0.5, 1)));

        List<String> problems = AccessPatternMeasures.undocumentedInefficiency(AccessPatternMeasures.of(filtered));

        assertEquals(1, problems.size(), "AP10 documents why; AP03 does not");
        assertTrue(problems.get(0).startsWith("AP03 returned 2 of 10 items examined"), problems.get(0));
    }

    @Test
    void a_request_that_departs_from_its_plan_is_caught() {
        QueryRequest ascendingTimeline = AccessPatternRegistry.AP02.query(KeyGrammar.casePk(CASE_A.caseId()))
                .request(PAGE, Option.none()).scanIndexForward(true).build();
        QueryRequest consistentGsiRead = AccessPatternRegistry.AP12.query("TENANT#t#CASE_STATUS#CLOSED")
                .request(PAGE, Option.none()).consistentRead(true).build();

        assertFalse(PlanConformance.conforms(AccessPatternRegistry.AP02, ascendingTimeline));
        assertFalse(PlanConformance.conforms(AccessPatternRegistry.AP12, consistentGsiRead));
        assertFalse(PlanConformance.conforms(AccessPatternRegistry.AP07, AccessPatternRegistry.AP14
                .query(KeyGrammar.casePk(CASE_A.caseId())).request(PAGE, Option.none()).build()));
    }

    @Test
    void the_sizing_port_sizes_records_as_the_items_the_table_returns() {
        ForSizingItems sizing = DynamoDbStorage.itemSizing();

        assertEquals(sizing.externalRefSentinel(CASE_A.metadata()), answerOf("AP11").bytes());
        assertEquals(sizing.evidence(AGREEMENT) + sizing.evidence(LEDGER), answerOf("AP14").bytes());
        assertEquals(sizing.partyOfCase(respondent(RESPONDENT, CASE_A)) + sizing.partyOfCase(respondent(LENDER,
                CASE_A)), answerOf("AP07").bytes());
        assertEquals(sizing.caseOfParty(respondent(RESPONDENT, CASE_A)) + sizing.caseOfParty(respondent(RESPONDENT,
                CASE_B)), answerOf("AP08").bytes());
    }

    @Test
    void committed_access_pattern_doc_matches_a_measured_run() {
        GeneratedDoc.assertCommitted("docs/access-patterns.md", DynamoDbDesign.accessPatternMatrix(
                "the seeded data set of AccessPatternsDocTest on the test engine (one tenant, a high-risk and a "
                        + "low-risk case, two parties, three tasks, two deadlines, two evidence items, pages of "
                        + PAGE + "), each question asked once", ANSWERS), "AccessPatternsDocTest");
    }

    private static StorageCall answerOf(String accessPattern) {
        return ANSWERS.stream().flatMap(List::stream).filter(call -> call.attribution().equals(accessPattern))
                .findFirst().orElseThrow();
    }

    private static List<Sent> reads() {
        return WIRE.sent().stream().filter(sent -> !sent.attribution().startsWith("C")).toList();
    }

    private static void seed() {
        commit(opening(CASE_A));
        commit(opening(CASE_B));
        commit(transition(CASE_B.state(), CaseStatus.NOTICE_ISSUED));
        commit(linking(RESPONDENT, respondent(RESPONDENT, CASE_A)));
        commit(linking(LENDER, respondent(LENDER, CASE_A)));
        commit(linking(RESPONDENT, respondent(RESPONDENT, CASE_B)));
        commit(creating(FIRST));
        commit(creating(aTask(CASE_A, "second", OFFICER, daysLater(4))));
        commit(creating(DONE));
        commit(completing(DONE));
        commit(adding(RESPONSE));
        Deadline hearing = aDeadline(CASE_A, "hearing", daysLater(10));
        commit(adding(hearing));
        commit(meeting(hearing));
        commit(adding(aDeadline(CASE_B, "payment", daysLater(5))));
        commit(attaching(AGREEMENT));
        commit(attaching(LEDGER));
        commit(remembered(creating(aTask(CASE_B, "keyed", OFFICER, daysLater(6))), KEY));
    }

    private static void askEveryQuestionOnce() {
        StoragePorts ports = storage.ports();
        var cases = ports.cases();
        var views = ports.views();
        ask(() -> cases.metadata(TENANT, CASE_A.caseId()));
        ask(() -> cases.timeline(TENANT, CASE_A.caseId(), PageRequest.first(PAGE)));
        ask(() -> views.openTasksOfAssignee(TENANT, OFFICER, DueWindow.any(), PageRequest.first(PAGE)));
        ask(() -> views.openDeadlinesDueBy(TENANT, daysLater(30), PageRequest.first(PAGE)));
        ask(() -> cases.deadlinesOfCase(TENANT, CASE_A.caseId(), PageRequest.first(PAGE)));
        ask(() -> cases.tasksOfCase(TENANT, CASE_A.caseId(), Option.none(), PageRequest.first(PAGE)));
        ask(() -> cases.partiesOfCase(TENANT, CASE_A.caseId(), PageRequest.first(PAGE)));
        ask(() -> cases.casesOfParty(TENANT, RESPONDENT.partyId(), PageRequest.first(PAGE)));
        ask(() -> cases.operationalView(TENANT, CASE_A.caseId(), PAGE));
        ask(() -> {
            for (int shard = 0; shard < ports.outbox().shardCount(); shard++) {
                ports.outbox().pending(shard, PageRequest.first(PAGE));
            }
        });
        ask(() -> cases.caseIdByExternalRef(TENANT, CASE_A.metadata().externalRef()));
        ask(() -> views.casesInStatus(TENANT, CaseStatus.UNDER_REVIEW, PageRequest.first(PAGE)));
        ask(() -> views.highRiskOpenCases(TENANT, PageRequest.first(PAGE)));
        ask(() -> cases.evidenceOfCase(TENANT, CASE_A.caseId(), PageRequest.first(PAGE)));
        ask(() -> ports.commands().recall(TENANT, KEY.key()));
    }

    /** The other request shapes of the plans: reads by handle for commands, and the optional ranges. */
    private static void askTheSupportingReads() {
        var cases = storage.ports().cases();
        var views = storage.ports().views();
        cases.state(TENANT, CASE_A.caseId());
        cases.task(TENANT, FIRST.handle());
        cases.deadline(TENANT, RESPONSE.handle());
        cases.tasksOfCase(TENANT, CASE_A.caseId(), Option.some(daysLater(3)), PageRequest.first(PAGE));
        views.openTasksOfAssignee(TENANT, OFFICER, new DueWindow(Option.some(daysLater(1)), Option.some(daysLater(3))),
                PageRequest.first(PAGE));
    }

    private static void ask(Runnable question) {
        ANSWERS.add(RECORDER.callsOf(question));
    }

    private static void commit(ChangeSet changes) {
        assertTrue(storage.ports().changes().commit(changes).isRight(), changes.command());
    }
}
