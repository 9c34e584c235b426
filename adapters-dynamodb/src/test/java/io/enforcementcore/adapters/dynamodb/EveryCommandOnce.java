package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.DesignWorkload.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.item.EventCodecs;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.write.ChangePlanner;
import io.enforcementcore.adapters.dynamodb.write.ItemWrites;
import io.enforcementcore.adapters.dynamodb.write.WriteSpec;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.Authorship;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.CapacityUnits;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ItemWrite;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Runs every command once (C01..C13 on one high-risk case, then a keyed C04, a task above 1 KB created,
 * reassigned and completed, and the C14 migration of an outdated item) on a fresh table of the test engine,
 * and keeps, for each run, the item writes the adapter reported, what the table held before and after it,
 * and the writes priced from those full items, with the key of each item written. The same commands, the
 * migration's aside, run on any store through {@link #reportedBy}. The design's write-amplification
 * document is rendered from these runs; {@code ItemWriteReportsTest} holds the reports to the table.
 */
public final class EveryCommandOnce {
    static final NewCase CASE = aCase("amplified", 85);
    private static final ChangePlanner PLANNER = new ChangePlanner(new EventCodecs(EventCodecs.DEFAULT_OUTBOX_SHARDS));
    private final String table = DynamoDbTestStores.freshTable();
    private final StorageRecorder recorder = new StorageRecorder();
    private final List<Run> runs = new ArrayList<>();
    private final DynamoDbStorage storage;
    private final DynamoDbStorage raw;

    /**
     * One measured run: what the adapter reported (flagged lower bounds where it could not know the item
     * an operation found), the table before and after, and each operation priced from the full items the
     * table held before and after it, as DynamoDB charges it.
     */
    public record Run(List<ItemWrite> reported, Map<ItemKey, Map<String, AttributeValue>> before,
                       Map<ItemKey, Map<String, AttributeValue>> after, List<ItemWrite> priced, List<ItemKey> keys) {
        public String command() {
            return reported.get(0).attribution();
        }
    }

    private EveryCommandOnce() {
        storage = DynamoDbTestStores.storage(table, new AttributionGuard(DynamoDbStorage.knownAttributions(),
                recorder), Retrier.standard());
        raw = DynamoDbStorage.connect(DynamoDbTestStores.settings(table), ForObservingStorage.NONE, o -> { },
                Retrier.standard());
        Task keyed = commandsOnce(storage.ports(), this::run);
        migrateAnOutdatedTask(keyed);
    }

    /**
     * The commands of every run but the migration's, in order, each handed to {@code run} to commit on
     * {@code ports}; answers the task C04 created with an idempotency key.
     */
    private static Task commandsOnce(StoragePorts ports, Consumer<ChangeSet> committed) {
        // each command stamped a minute after the one before, as commands in use are: a command that changes
        // only what an index does not project still rewrites the entry through its new updatedAt
        AtomicInteger minutes = new AtomicInteger();
        Consumer<ChangeSet> run = set -> committed.accept(stampedLater(set, minutes.getAndIncrement()));
        ChangeSet opened = opening(CASE);
        run.accept(opened);
        run.accept(transition(CASE.state(), CaseStatus.NOTICE_ISSUED));
        Party party = aCompany("Pinjaman Kilat Ltd");
        run.accept(linking(party, respondent(party, CASE)));
        Task task = aTask(CASE, "review", OFFICER, daysLater(3));
        run.accept(creating(task));
        run.accept(reassigning(task, OTHER_OFFICER));
        Task reassigned = new Task(TENANT, CASE.caseId(), task.taskId(), task.title(), OTHER_OFFICER, task.dueAt(),
                TaskStatus.OPEN, 2, task.caseTitle(), task.audit().touched(INTAKE, LATER));
        Task moved = reassigned.rescheduledTo(daysLater(5), INTAKE, LATER);
        run.accept(rescheduling(reassigned, moved));
        run.accept(completing(moved));
        Deadline deadline = aDeadline(CASE, "reply", daysLater(7));
        run.accept(adding(deadline));
        run.accept(meeting(deadline));
        run.accept(attaching(anEvidence(CASE, "contract")));
        // as C11 reads it: the counts the earlier commands moved are on it
        CaseState noticed = ports.cases().state(TENANT, CASE.caseId()).get();
        CaseState rescored = noticed.rescored(new RiskScore(92), LATER);
        run.accept(rescoring(noticed, rescored));
        run.accept(renaming(rescored, new Title("Unlicensed consumer lending across a regional branch network")));
        run.accept(publishing(announcedBy(opened)));
        run.accept(changingExternalRef(ports.cases().metadata(TENANT, CASE.caseId()).get(),
                ports.cases().state(TENANT, CASE.caseId()).get().version(), new ExternalRef("ABC-2026-0042")));
        Task keyed = aTask(CASE, "keyed", OFFICER, daysLater(6));
        run.accept(remembered(creating(keyed), aKey("keyed", Receipt.ofTask(CommandId.C04, keyed.handle(), 1))));
        Task big = aTaskAbove1Kb(CASE, "above 1 KB", OFFICER, daysLater(4));
        run.accept(creating(big));
        run.accept(reassigning(big, OTHER_OFFICER));
        run.accept(completing(new Task(TENANT, CASE.caseId(), big.taskId(), big.title(), OTHER_OFFICER, big.dueAt(),
                TaskStatus.OPEN, 2, big.caseTitle(), big.audit().touched(INTAKE, LATER))));
        run.accept(creating(aTaskJustAbove1Kb()));
        return keyed;
    }

    private static ChangeSet stampedLater(ChangeSet set, int minutes) {
        Authorship by = set.authorship();
        return new ChangeSet(set.command(), set.tenantId(), new Authorship(by.by(), by.at().plus(Duration.ofMinutes(
                minutes)), by.caseProvenance()), set.decision(), set.idempotency());
    }

    /**
     * A task whose item is just above 1 KB while what each index projects of it is not (the item's type, its
     * other index keys and its commit mark stay out of the entries): its index writes cost a unit less each
     * than the item would.
     */
    private static Task aTaskJustAbove1Kb() {
        Task probe = aTask(CASE, "just above 1 KB", OFFICER, daysLater(8));
        long untitled = DynamoDbStorage.itemSizing().stampedWith(probe.audit()).task(titled(probe, "x")) - 1;
        long wanted = CapacityUnits.WRITE_UNIT_BYTES + 16 - untitled;
        return titled(probe, "\u878d".repeat((int) (wanted / 3)) + "x".repeat((int) (wanted % 3)));
    }

    private static Task titled(Task task, String title) {
        return new Task(task.tenantId(), task.caseId(), task.taskId(), new Title(title), task.assignee(), task.dueAt(),
                task.status(), task.version(), task.caseTitle(), task.audit());
    }

    /**
     * The same commands, but for the migration (another store has no outdated item to migrate), committed on
     * {@code ports}, which report to {@code recorder}: the item writes reported for each, in order.
     */
    public static List<List<ItemWrite>> reportedBy(StoragePorts ports, StorageRecorder recorder) {
        List<List<ItemWrite>> reported = new ArrayList<>();
        commandsOnce(ports, changes -> reported.add(recorder.writesOf(() ->
                assertTrue(ports.changes().commit(changes).isRight(), changes.command().id()))));
        return List.copyOf(reported);
    }

    /** Every command once on a table of its own, dropped afterwards; one run per command, in order. */
    public static List<Run> onAFreshTable() {
        EveryCommandOnce every = new EveryCommandOnce();
        try {
            return List.copyOf(every.runs);
        } finally {
            every.storage.close();
            every.raw.close();
            DynamoDbTestStores.dropTable(every.table);
        }
    }

    private void run(ChangeSet changes) {
        Map<ItemKey, Map<String, AttributeValue>> before = table();
        List<ItemWrite> reported = recorder.writesOf(() ->
                assertTrue(storage.ports().changes().commit(changes).isRight(), changes.command().id()));
        Map<ItemKey, Map<String, AttributeValue>> after = table();
        List<WriteSpec> plan = PLANNER.plan(changes);
        List<ItemWrite> priced = plan.stream().map(spec -> ItemWrites.priced(changes.command().id(), spec,
                before.get(spec.key()), after.get(spec.key()))).toList();
        runs.add(new Run(reported, before, after, priced, plan.stream().map(WriteSpec::key).toList()));
    }

    /** A task as schema 1 wrote it (no open-work key), brought up to date by the migration job. */
    private void migrateAnOutdatedTask(Task task) {
        storage.ports().migration().migrate(0, 1, Option.none(), 100);
        Map<String, AttributeValue> schema1 = new HashMap<>(table().get(KeyGrammar.task(task.caseId(), task.dueAt(),
                task.taskId())));
        schema1.remove(KeyGrammar.LSI1SK);
        schema1.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN("1"));
        raw.client().putItem(PutItemRequest.builder().tableName(table).item(schema1).build());
        Map<ItemKey, Map<String, AttributeValue>> before = table();
        List<ItemWrite> reported = recorder.writesOf(() ->
                assertEquals(1, storage.ports().migration().migrate(0, 1, Option.none(), 100).migrated()));
        Map<ItemKey, Map<String, AttributeValue>> after = table();
        List<ItemKey> rewritten = before.keySet().stream().filter(key -> !before.get(key).equals(after.get(key)))
                .toList();
        runs.add(new Run(reported, before, after, reported, rewritten)); // the migration reads the item it rewrites
    }

    /** Every item of the (small) table, read with the raw client outside the design's attributions. */
    private Map<ItemKey, Map<String, AttributeValue>> table() {
        Map<ItemKey, Map<String, AttributeValue>> items = new HashMap<>();
        Map<String, AttributeValue> start = null;
        do {
            ScanResponse page = raw.client().scan(ScanRequest.builder().tableName(table).consistentRead(true)
                    .exclusiveStartKey(start).build());
            page.items().forEach(item -> items.put(ItemKey.of(item), item));
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return items;
    }
}
