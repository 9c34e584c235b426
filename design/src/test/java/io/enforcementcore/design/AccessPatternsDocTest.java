package io.enforcementcore.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.AttributionGuard;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.dynamodb.ReadDataSet;
import io.enforcementcore.adapters.dynamodb.StorageRecorder;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.StorageCall;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every access pattern, asked once on the adapter's {@link ReadDataSet} on the test engine through the
 * store's ports: a read efficiency below 1.0 that the registry does not explain fails the build, and the
 * measured matrix is {@code docs/access-patterns.md}.
 */
class AccessPatternsDocTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private static final String TABLE_PROJECTING_ALL = DynamoDbTestStores.freshTableProjectingAll();
    private static final StorageRecorder RECORDER = new StorageRecorder();
    private static final List<List<StorageCall>> ANSWERS = new ArrayList<>();
    private static final List<List<StorageCall>> ANSWERS_PROJECTING_ALL = new ArrayList<>();

    @BeforeAll
    static void seedAndAskEveryQuestion() {
        StoragePorts ports = DynamoDbTestStores.connect(TABLE,
                new AttributionGuard(DynamoDbStorage.knownAttributions(), RECORDER));
        ReadDataSet.seed(ports);
        ReadDataSet.askEveryQuestionOnce(ports, question -> ANSWERS.add(RECORDER.callsOf(question)));
        StoragePorts projectingAll = DynamoDbTestStores.connectProjectingAll(TABLE_PROJECTING_ALL,
                new AttributionGuard(DynamoDbStorage.knownAttributions(), RECORDER));
        ReadDataSet.seed(projectingAll);
        ReadDataSet.askEveryQuestionOnce(projectingAll,
                question -> ANSWERS_PROJECTING_ALL.add(RECORDER.callsOf(question)));
    }

    @AfterAll
    static void dropTables() {
        DynamoDbTestStores.dropTable(TABLE);
        DynamoDbTestStores.dropTable(TABLE_PROJECTING_ALL);
    }

    @Test
    void every_access_pattern_reads_at_full_efficiency_unless_the_registry_says_why() {
        var measures = AccessPatternMeasures.of(ANSWERS);

        assertEquals(List.of(), AccessPatternMeasures.undocumentedInefficiency(measures));
        TableModel.reads().forEach(plan -> assertTrue(measures.get(plan.id()).pages() > 0, plan.id()));
    }

    @Test
    void every_access_pattern_costs_no_more_read_units_per_page_than_its_budget() {
        assertEquals(List.of(), AccessPatternMeasures.overBudget(AccessPatternMeasures.of(ANSWERS)));
    }

    @Test
    void a_page_dearer_than_its_budget_breaks_the_build() {
        List<List<StorageCall>> dearer = List.of(
                List.of(new StorageCall("AP13", "Query", "GSI2", 1, 1, 16000, 2.0, 1)),
                List.of(new StorageCall("AP12", "Query", "GSI1", 1, 1, 400, 0.5, 1)));

        List<String> problems = AccessPatternMeasures.overBudget(AccessPatternMeasures.of(dearer));

        assertEquals(List.of("AP13 costs 2 read units per page, over its budget of 1.5"), problems);
    }

    @Test
    void a_pattern_that_examines_more_than_it_returns_without_a_reason_breaks_the_build() {
        List<List<StorageCall>> filtered = List.of(
                List.of(new StorageCall("AP05", "Query", "table", 10, 2, 800, 0.5, 1)),
                List.of(new StorageCall("AP10", "Query", "GSI1", 10, 2, 800, 0.5, 1)));

        List<String> problems = AccessPatternMeasures.undocumentedInefficiency(AccessPatternMeasures.of(filtered));

        assertEquals(1, problems.size(), "AP10 documents why; AP05 does not");
        assertTrue(problems.get(0).startsWith("AP05 returned 2 of 10 items examined"), problems.get(0));
    }

    @Test
    void committed_access_pattern_doc_matches_a_measured_run() {
        GeneratedDoc.assertCommitted("docs/access-patterns.md", DynamoDbDesign.accessPatternMatrix(
                "the seeded data set of AccessPatternsDocTest on the test engine (one tenant, a high-risk and a "
                        + "low-risk case, two parties, three tasks, two deadlines, two evidence items, pages of "
                        + ReadDataSet.PAGE + "), each question asked once", ANSWERS, ANSWERS_PROJECTING_ALL)
                        + DynamoDbDesign.leaseReads(LeaseRun.MEASURED_ON, LeaseRun.measured().byPurpose),
                "AccessPatternsDocTest");
    }
}
