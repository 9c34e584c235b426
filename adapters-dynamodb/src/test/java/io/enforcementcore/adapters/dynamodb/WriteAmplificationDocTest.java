package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.DesignWorkload.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.metering.CapacityUnits;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ItemWrite;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Runs every command once (C01..C13 on one high-risk case, then a keyed C04 and the C14 migration of an
 * outdated item) on a fresh table of the test engine, and holds the item writes the adapter reported
 * against what the table shows before and after each run. The report is
 * {@code docs/write-amplification.md}.
 */
class WriteAmplificationDocTest {
    private static final String TABLE = DynamoDbTestStores.freshTable();
    private static final StorageRecorder RECORDER = new StorageRecorder();
    private static final List<Run> RUNS = new ArrayList<>();
    private static final NewCase CASE = aCase("amplified", 85);
    private static DynamoDbStorage storage;
    private static DynamoDbStorage raw;

    /** One measured run: what the adapter reported, and the table before and after. */
    private record Run(List<ItemWrite> reported, Map<ItemKey, Map<String, AttributeValue>> before,
                       Map<ItemKey, Map<String, AttributeValue>> after) {
        String command() {
            return reported.get(0).attribution();
        }
    }

    @BeforeAll
    static void runEveryCommandOnce() {
        storage = DynamoDbTestStores.storage(TABLE, new AttributionGuard(DynamoDbDesign.knownAttributions(),
                RECORDER), Retrier.standard());
        raw = DynamoDbStorage.connect(DynamoDbTestStores.settings(TABLE), ForObservingStorage.NONE, o -> { },
                Retrier.standard());
        ChangeSet opened = opening(CASE);
        run(opened);
        run(transition(CASE.state(), CaseStatus.NOTICE_ISSUED));
        CaseState noticed = new CaseState(TENANT, CASE.caseId(), CaseStatus.NOTICE_ISSUED, new RiskScore(85), 2,
                OPENED, LATER);
        Party party = aCompany("Pinjaman Kilat Ltd");
        run(linking(party, respondent(party, CASE)));
        Task task = aTask(CASE, "review", OFFICER, daysLater(3));
        run(creating(task));
        run(reassigning(task, OTHER_OFFICER));
        Task reassigned = new Task(TENANT, CASE.caseId(), task.taskId(), task.title(), OTHER_OFFICER, task.dueAt(),
                TaskStatus.OPEN, 2, task.caseTitle(), task.createdAt(), LATER);
        Task moved = reassigned.rescheduledTo(2, daysLater(5), LATER).get();
        run(rescheduling(reassigned, moved));
        run(completing(moved));
        Deadline deadline = aDeadline(CASE, "reply", daysLater(7));
        run(adding(deadline));
        run(meeting(deadline));
        run(attaching(anEvidence(CASE, "contract")));
        CaseState rescored = noticed.withRiskScore(2, new RiskScore(92), LATER).get();
        run(rescoring(noticed, rescored));
        run(renaming(rescored, new Title("Unlicensed consumer lending across a regional branch network")));
        run(publishing(announcedBy(opened)));
        Task keyed = aTask(CASE, "keyed", OFFICER, daysLater(6));
        run(remembered(creating(keyed), aKey("keyed", Receipt.of("C04", CASE.caseId(), keyed.taskId().value(), 1))));
        migrateAnOutdatedTask(keyed);
    }

    @AfterAll
    static void dropTable() {
        storage.close();
        raw.close();
        DynamoDbTestStores.dropTable(TABLE);
    }

    @Test
    void measured_every_command_of_the_design() {
        Set<String> measured = new TreeSet<>();
        RUNS.forEach(run -> measured.add(run.command()));

        assertEquals(CommandRegistry.COMMANDS.stream().map(CommandRegistry.CommandPlan::id).toList(),
                List.copyOf(measured));
    }

    @Test
    void reports_the_items_and_index_entries_the_table_shows_changed() {
        for (Run run : RUNS) {
            List<String> observed = new ArrayList<>();
            for (ItemKey key : changedKeys(run)) {
                Map<String, AttributeValue> before = run.before().get(key);
                Map<String, AttributeValue> after = run.after().get(key);
                observed.add(type(before, after));
                ItemWrites.between(before, after, 0).forEach(i -> observed.add(i.index() + " " + i.effect()));
            }
            List<String> reported = new ArrayList<>();
            for (ItemWrite write : run.reported()) {
                if (!write.operation().equals("ConditionCheck")) {
                    reported.add(write.entityType());
                }
                write.indexWrites().forEach(i -> reported.add(i.index() + " " + i.effect()));
            }
            assertEquals(sorted(observed), sorted(reported), run.command());
        }
    }

    @Test
    void reports_the_write_units_of_the_full_items_of_this_run() {
        for (Run run : RUNS) {
            boolean transactional = !run.command().equals("C14");
            double items = 0;
            double indexes = 0;
            for (ItemKey key : changedKeys(run)) {
                long bytes = Math.max(size(run.before().get(key)), size(run.after().get(key)));
                items += transactional ? CapacityUnits.transactionalWrite(bytes) : CapacityUnits.write(bytes);
                indexes += ItemWrites.between(run.before().get(key), run.after().get(key), bytes).stream()
                        .mapToDouble(ItemWrite.IndexWrite::capacityUnits).sum();
            }
            long checks = run.reported().stream().filter(w -> w.operation().equals("ConditionCheck")).count();
            items += checks * CapacityUnits.transactionalWrite(size(run.after().get(KeyGrammar.caseState(
                    CASE.caseId()))));
            assertEquals(items, run.reported().stream().mapToDouble(ItemWrite::capacityUnits).sum(), run.command());
            assertEquals(indexes, run.reported().stream().flatMap(w -> w.indexWrites().stream())
                    .mapToDouble(ItemWrite.IndexWrite::capacityUnits).sum(), run.command());
        }
    }

    @Test
    void committed_write_amplification_doc_matches_a_measured_run() {
        GeneratedDoc.assertCommitted("docs/write-amplification.md", DynamoDbDesign.writeAmplification(
                "a fresh table of the test engine: C01..C13 once each on one high-risk case (so the conditional "
                        + "high-risk index writes happen), C04 once more with an idempotency key, and C14 on one "
                        + "task left in schema 1", RUNS.stream().map(Run::reported).toList()),
                "WriteAmplificationDocTest");
    }

    private static void run(ChangeSet changes) {
        Map<ItemKey, Map<String, AttributeValue>> before = table();
        List<ItemWrite> reported = RECORDER.writesOf(() ->
                assertTrue(storage.ports().changes().commit(changes).isRight(), changes.command()));
        RUNS.add(new Run(reported, before, table()));
    }

    /** A task as schema 1 wrote it (no open-work key), brought up to date by the migration job. */
    private static void migrateAnOutdatedTask(Task task) {
        storage.ports().migration().migrate(0, 1, Option.none(), 100);
        Map<String, AttributeValue> schema1 = new HashMap<>(table().get(KeyGrammar.task(task.caseId(), task.dueAt(),
                task.taskId())));
        schema1.remove(KeyGrammar.LSI1SK);
        schema1.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN("1"));
        raw.client().putItem(PutItemRequest.builder().tableName(TABLE).item(schema1).build());
        Map<ItemKey, Map<String, AttributeValue>> before = table();
        List<ItemWrite> reported = RECORDER.writesOf(() ->
                assertEquals(1, storage.ports().migration().migrate(0, 1, Option.none(), 100).migrated()));
        RUNS.add(new Run(reported, before, table()));
    }

    /** Every item of the (small) table, read with the raw client outside the design's attributions. */
    private static Map<ItemKey, Map<String, AttributeValue>> table() {
        Map<ItemKey, Map<String, AttributeValue>> items = new HashMap<>();
        Map<String, AttributeValue> start = null;
        do {
            ScanResponse page = raw.client().scan(ScanRequest.builder().tableName(TABLE).consistentRead(true)
                    .exclusiveStartKey(start).build());
            page.items().forEach(item -> items.put(ItemKey.of(item), item));
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return items;
    }

    private static Set<ItemKey> changedKeys(Run run) {
        Set<ItemKey> keys = new HashSet<>(run.before().keySet());
        keys.addAll(run.after().keySet());
        keys.removeIf(key -> Objects.equals(run.before().get(key), run.after().get(key)));
        return keys;
    }

    private static String type(Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        return (after != null ? after : before).get(ItemWriter.ENTITY_TYPE).s();
    }

    private static long size(Map<String, AttributeValue> item) {
        return item == null ? 0 : ItemSize.of(item);
    }

    private static List<String> sorted(List<String> values) {
        return values.stream().sorted().toList();
    }
}
