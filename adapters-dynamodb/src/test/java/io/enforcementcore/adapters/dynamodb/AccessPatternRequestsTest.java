package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.DesignWorkload.respondent;
import static io.enforcementcore.adapters.dynamodb.ReadDataSet.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.AttributedRequests.Sent;
import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.item.CaseCodecs;
import io.enforcementcore.adapters.dynamodb.item.PartyCodecs;
import io.enforcementcore.adapters.dynamodb.item.RecordCodecs;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan.Step;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternPlan;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternRegistry;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.write.DynamoDbItemSizing;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.ForMigratingItems.AuditStep;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.metering.ForSizingItems;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Every access pattern, asked once on the {@link ReadDataSet} on the test engine, with the request
 * rules installed: a request that departs from its registry plan, a Scan or FilterExpression, or a Query
 * without a Limit fails the build. That each request rule fails a violating
 * request (a filter, a missing Limit, a Scan) is shown by {@code RequestRulesInterceptorTest}.
 */
class AccessPatternRequestsTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private static final AttributedRequests WIRE = new AttributedRequests();
    private static final StorageRecorder RECORDER = new StorageRecorder();
    private static final List<List<StorageCall>> ANSWERS = new ArrayList<>();
    private static DynamoDbStorage storage;

    @BeforeAll
    static void seedAndAskEveryQuestion() {
        storage = DynamoDbTestStores.storage(TABLE, new AttributionGuard(DynamoDbStorage.knownAttributions(),
                RECORDER), Retrier.standard(), WIRE);
        ReadDataSet.seed(storage.ports());
        ReadDataSet.askEveryQuestionOnce(storage.ports(), question -> ANSWERS.add(RECORDER.callsOf(question)));
        ReadDataSet.askTheSupportingReads(storage.ports());
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
    void the_sizing_port_sizes_records_as_the_items_the_table_returns_but_for_the_audit_stamp_they_do_not_carry() {
        ForSizingItems sizing = DynamoDbStorage.itemSizing();
        Map<String, Audit> stamps = stampsOnTheTable();

        assertEquals(sizing.externalRefSentinel(CASE_A.metadata())
                + stampOf(CaseCodecs.externalRefSentinel(CASE_A.metadata()), stamps), answerOf("AP11").bytes());
        assertEquals(sizing.evidence(AGREEMENT) + stampOf(RecordCodecs.evidence(AGREEMENT), stamps)
                + sizing.evidence(LEDGER) + stampOf(RecordCodecs.evidence(LEDGER), stamps), answerOf("AP14").bytes());
        assertEquals(sizing.partyOfCase(respondent(RESPONDENT, CASE_A))
                + stampOf(PartyCodecs.caseToParty(respondent(RESPONDENT, CASE_A)), stamps)
                + sizing.partyOfCase(respondent(LENDER, CASE_A))
                + stampOf(PartyCodecs.caseToParty(respondent(LENDER, CASE_A)), stamps), answerOf("AP07").bytes());
        assertEquals(sizing.caseOfParty(respondent(RESPONDENT, CASE_A))
                + stampOf(PartyCodecs.partyToCase(respondent(RESPONDENT, CASE_A)), stamps)
                + sizing.caseOfParty(respondent(RESPONDENT, CASE_B))
                + stampOf(PartyCodecs.partyToCase(respondent(RESPONDENT, CASE_B)), stamps), bytesOfOnePage("AP08"));
    }

    /** Each item's audit stamp, by its key, as the audit walk reads it. */
    private static Map<String, Audit> stampsOnTheTable() {
        Map<String, Audit> stamps = new HashMap<>();
        Option<String> position = Option.none();
        do {
            AuditStep step = storage.ports().migration().audits(0, 1, position, 100);
            step.items().forEach(item -> stamps.put(item.partitionKey() + " " + item.sortKey(), item.audit().get()));
            position = step.resumeFrom();
        } while (position.isDefined());
        return stamps;
    }

    private static long stampOf(Map<String, AttributeValue> encoded, Map<String, Audit> stamps) {
        ItemKey key = ItemKey.of(encoded);
        return DynamoDbItemSizing.stampBytes(encoded, stamps.get(key.pk() + " " + key.sk()));
    }

    @Test
    void the_sizing_port_sizes_an_index_read_as_the_entries_the_index_holds_not_the_whole_items() {
        ForSizingItems sizing = DynamoDbStorage.itemSizing();
        Map<String, AttributeValue> state = CaseCodecs.state(CASE_A.state());
        Audit stamp = stampsOnTheTable().get(ItemKey.of(state).pk() + " " + ItemKey.of(state).sk());

        assertEquals(sizing.caseState("GSI1", CASE_A.state()) + DynamoDbItemSizing.stampBytes("GSI1", state, stamp),
                bytesOfOnePage("AP12"));
        assertEquals(0, DynamoDbItemSizing.stampBytes("GSI2", state, stamp), "GSI2 projects no stamp");
        assertEquals(sizing.caseState("GSI2", CASE_A.state()), bytesOfOnePage("AP13"));
        assertTrue(bytesOfOnePage("AP13") < sizing.caseState(CASE_A.state()), "GSI2 holds less than STATE");
    }

    private static StorageCall answerOf(String accessPattern) {
        return ANSWERS.stream().flatMap(List::stream).filter(call -> call.attribution().equals(accessPattern))
                .findFirst().orElseThrow();
    }

    /** What one page of the pattern read, over all its requests (one per classification range, say). */
    private static long bytesOfOnePage(String accessPattern) {
        return ANSWERS.stream().filter(page -> page.stream().anyMatch(call -> call.attribution().equals(accessPattern)))
                .findFirst().orElseThrow().stream().filter(call -> call.attribution().equals(accessPattern))
                .mapToLong(StorageCall::bytes).sum();
    }

    private static List<Sent> reads() {
        return WIRE.sent().stream().filter(sent -> !sent.attribution().startsWith("C")).toList();
    }

    private static void commit(ChangeSet changes) {
        assertTrue(storage.ports().changes().commit(changes).isRight(), changes.command().id());
    }
}
