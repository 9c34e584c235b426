package io.enforcementcore.acceptance.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.adapters.dynamodb.model.SecondaryIndex;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.command.Backfill;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.query.BackfillReport;
import io.enforcementcore.application.query.BackfillResumeToken;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * C14 on the engine with records that really are in the old format: a parallel run killed midway and
 * resumed from its one token migrates every schema-1 task exactly once, and rewrites no record twice.
 * The in-memory store never holds an old record (it writes every record whole), so this is the engine's.
 */
class BackfillOnTheEngineTest {
    private static final int CASES = 6;
    private static final int TASKS_PER_CASE = 5;
    private static final int SEGMENTS = 4;
    /** What a schema-1 task lacks: the sort key of the table's local index, added by schema 2. */
    private static final String LOCAL_INDEX_SORT_KEY = TableModel.indexes().stream().filter(SecondaryIndex::local)
            .map(SecondaryIndex::sortKey).findFirst().orElseThrow();

    private final String table = DynamoDbTestStores.freshTable();
    private final RewritesByKey rewrites = new RewritesByKey();
    private final DynamoDbClient client = DynamoDbClient.builder()
            .httpClientBuilder(UrlConnectionHttpClient.builder())
            .endpointOverride(DynamoDbTestEngine.endpoint())
            .region(Region.US_EAST_1)
            .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
            .overrideConfiguration(override -> override.addExecutionInterceptor(rewrites))
            .build();
    private final DynamoDbStorage storage = DynamoDbStorage.builder(client, table).build();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports()).build();
    private final Principal officer = Principal.of("north", "nadia", Classification.CONFIDENTIAL, Role.OFFICER);
    private final Principal operator = Principal.of("platform", "otto", Classification.PUBLIC, Role.PLATFORM_OPERATOR);

    @AfterEach
    void dropTheTable() {
        storage.close();
        client.close();
        DynamoDbTestStores.dropTable(table);
    }

    @Test
    void a_killed_parallel_run_and_its_resumption_migrate_every_old_record_exactly_once() {
        List<CaseId> cases = seedCasesWithTasks();
        int old = writeEveryTaskAsSchema1();
        assertEquals(CASES * TASKS_PER_CASE, old, "tasks put back into the old format");
        assertEquals(0, openTasksInTheOperationalViews(cases), "schema 1 has no open-work key");
        rewrites.clear();

        BackfillReport killed = runKilledAfter(scanAll().size() / 2);
        BackfillReport resumed = core.backfill(operator, new Backfill(SEGMENTS, 3, 1_000_000, 0, 0,
                BackfillResumeToken.decode(killed.resumeToken()), null)).get();

        assertFalse(killed.unfinishedSegments().isEmpty(), "the kill should land while segments are unfinished");
        assertTrue(killed.migrated() > 0 && killed.migrated() < old, "the killed run should have migrated some "
                + "records, not all: " + killed);
        assertEquals(old, killed.migrated() + resumed.migrated(), "records migrated by both runs together");
        assertEquals(List.of(), rewrites.keysRewrittenMoreThanOnce(), "records rewritten more than once");
        assertEquals(old, rewrites.distinctKeys(), "records rewritten");
        assertEquals(List.of(), schemaVersionsOtherThanCurrent(), "records left in an old format");
        assertEquals(old, openTasksInTheOperationalViews(cases), "open tasks the operational views find");
    }

    private BackfillReport runKilledAfter(int records) {
        Thread caller = Thread.currentThread();
        IntConsumer killer = examined -> {
            if (examined >= records) {
                caller.interrupt();
            }
        };
        // eight read units a second keep each step to a few records, so the kill lands midway
        try {
            return core.backfill(operator, new Backfill(SEGMENTS, 2, 1_000_000, 8, 0, Map.of(), killer)).get();
        } finally {
            Thread.interrupted();
        }
    }

    private List<CaseId> seedCasesWithTasks() {
        List<CaseId> cases = new ArrayList<>();
        Instant due = Instant.parse("2026-07-12T17:00:00Z");
        for (int c = 0; c < CASES; c++) {
            CaseId caseId = core.openCase(officer, new OpenCase(new ExternalRef("OLD-" + c), new Title("Case " + c),
                    new RiskScore(40), Classification.PUBLIC, new OrgId("north-markets"))).get().caseId();
            for (int t = 0; t < TASKS_PER_CASE; t++) {
                core.createTask(officer, new CreateTask(caseId, new Title("Task " + t), new UserId("nadia"),
                        due.plusSeconds(3600L * t))).get();
            }
            cases.add(caseId);
        }
        return cases;
    }

    /** What a writer of schema 1 left: the task without its open-work key (LSI1), marked version 1. */
    private int writeEveryTaskAsSchema1() {
        int written = 0;
        for (Map<String, AttributeValue> item : scanAll()) {
            if ("Task".equals(item.get(TableModel.ENTITY_TYPE).s())) {
                Map<String, AttributeValue> schema1 = new HashMap<>(item);
                schema1.remove(LOCAL_INDEX_SORT_KEY);
                schema1.put(TableModel.SCHEMA_VERSION, AttributeValue.fromN("1"));
                client.putItem(put -> put.tableName(table).item(schema1));
                written++;
            }
        }
        return written;
    }

    private List<String> schemaVersionsOtherThanCurrent() {
        List<String> old = new ArrayList<>();
        for (Map<String, AttributeValue> item : scanAll()) {
            if ("1".equals(item.get(TableModel.SCHEMA_VERSION).n())) {
                old.add(item.get(TableModel.PARTITION_KEY).s() + " " + item.get(TableModel.SORT_KEY).s());
            }
        }
        return old;
    }

    private int openTasksInTheOperationalViews(List<CaseId> cases) {
        return cases.stream()
                .mapToInt(caseId -> core.caseView(officer, caseId).get().openTasks().size())
                .sum();
    }

    private List<Map<String, AttributeValue>> scanAll() {
        return client.scanPaginator(ScanRequest.builder().tableName(table).consistentRead(true).build())
                .items().stream().toList();
    }

    /** Counts the rewrites the job sends, per record key. */
    private static final class RewritesByKey implements ExecutionInterceptor {
        private final Map<String, AtomicInteger> counts = new ConcurrentHashMap<>();

        @Override
        public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
            if (context.request() instanceof UpdateItemRequest update) {
                String key = update.key().get(TableModel.PARTITION_KEY).s() + " " + update.key().get(TableModel.SORT_KEY).s();
                counts.computeIfAbsent(key, k -> new AtomicInteger()).incrementAndGet();
            }
        }

        void clear() {
            counts.clear();
        }

        int distinctKeys() {
            return counts.size();
        }

        List<String> keysRewrittenMoreThanOnce() {
            return counts.entrySet().stream().filter(entry -> entry.getValue().get() > 1)
                    .map(Map.Entry::getKey).sorted().toList();
        }
    }
}
