package io.enforcementcore.adapters.inmemory;

import static io.enforcementcore.domain.fixtures.ChangeSets.*;
import static io.enforcementcore.domain.fixtures.Fixtures.*;
import static io.enforcementcore.domain.fixtures.Moments.START;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.DynamoDbSettings;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.model.ItemChange;
import io.enforcementcore.adapters.dynamodb.model.SecondaryIndex;
import io.enforcementcore.adapters.dynamodb.model.StoredItem;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.BlobRef;
import io.enforcementcore.domain.model.Sha256;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.fixtures.Fixtures;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.EvidenceMetadata;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import io.enforcementcore.metering.fixtures.RecordedStorage;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * A workload of every command on this store, priced by the DynamoDB adapter's sizing, against a
 * recomputation: the items a DynamoDB table would hold are kept here by applying each committed
 * transaction's operations, each write priced from the full items before and after it by DynamoDB's rules;
 * the store's reported units must equal that total, and the items it holds at the end must be those items.
 */
class WorkloadPricingTest {
    private final RecordedStorage observer = new RecordedStorage();
    private final List<StorageCall> calls = observer.calls();
    private final List<ItemWrite> writes = observer.writes();
    private final StoragePorts store = InMemoryStorage.create(observer, DynamoDbStorage.itemSizing());
    private final Map<List<String>, StoredItem> table = new HashMap<>();
    private final TenantId tenant = Ids.aTenant();
    private final UserId officer = Ids.anOfficer();
    private final UserId colleague = Ids.anOfficer();
    private double expectedUnits;

    /**
     * Random risk scores (zero, the bucket's edge, the top) and task titles of every length and width, so
     * that numbers and items fall on both sides of each size boundary. jqwik keeps one instance per
     * property, so the store, the table and the totals grow over the tries, and must agree throughout.
     */
    @Property(tries = 30)
    void the_units_of_a_workload_equal_those_of_the_full_items_before_and_after_each_write(
            @ForAll @IntRange(max = 100) int openedAt, @ForAll @IntRange(max = 100) int rescoredTo,
            @ForAll("titles") String taskTitle) {
        everyCommandOn(aCaseUnderReview(tenant).withRisk(openedAt), rescoredTo, new Title(taskTitle));

        assertTrue(writes.stream().noneMatch(ItemWrite::lowerBound), "the store saw every item: nothing is a bound");
        assertEquals(expectedUnits, writes.stream().mapToDouble(ItemWrite::totalCapacityUnits).sum(), 1e-9);
        assertEquals(writes.stream().mapToDouble(ItemWrite::capacityUnits).sum(), calls.stream()
                .filter(call -> call.operation().equals("TransactWriteItems")).mapToDouble(StorageCall::capacityUnits)
                .sum(), 1e-9, "each request is the sum of its items");
    }

    @Example
    void a_task_above_1_kb_updated_costs_four_units() {
        everyCommandOn(aCaseUnderReview(tenant), 0, longTitle());

        assertTrue(writes.stream().anyMatch(w -> w.entityType().equals("Task") && w.operation().equals("Update")
                && w.capacityUnits() == 4.0), "reassigned and completed, each at two units doubled");
    }

    @Example
    void the_store_holds_the_very_items_the_recomputation_priced() {
        everyCommandOn(aHighRiskCase(tenant), 0, longTitle());
        calls.clear();

        store.migration().migrate(0, 1, Option.none(), 10_000);

        StorageCall scan = calls.get(0);
        assertEquals(table.size(), scan.itemsExamined());
        assertEquals(table.values().stream().mapToLong(StoredItem::bytes).sum(), scan.bytes());
    }

    @Provide
    Arbitrary<String> titles() {
        return Arbitraries.oneOf(Arbitraries.strings().alpha().ofMinLength(1).ofMaxLength(Title.MAX_LENGTH),
                Arbitraries.strings().withCharRange('\u4e00', '\u9fff').ofMinLength(1).ofMaxLength(Title.MAX_LENGTH),
                Arbitraries.just(longTitle().value()));
    }

    private void everyCommandOn(NewCase aCase, int rescoredTo, Title bigTitle) {
        ChangeSet opened = opening(aCase);
        commit(opened);
        commit(linking(aRespondentLink(aCompany(tenant), aCase)));
        Task small = anOpenTask(aCase, officer, daysAfterStart(3));
        commit(creating(small));
        Task big = Task.open(tenant, aCase.caseId(), Ids.aTaskId(), bigTitle, officer, daysAfterStart(4),
                aCase.title(), Fixtures.createdOn(aCase));
        commit(creating(big));
        commit(reassigning(big, colleague));
        commit(completing(new Task(tenant, aCase.caseId(), big.taskId(), big.title(), colleague, big.dueAt(),
                TaskStatus.OPEN, 2, big.caseTitle(), big.audit().touched(Fixtures.INTAKE_OFFICER, LATER))));
        commit(rescheduling(small, daysAfterStart(5)));
        Task moved = rescheduled(small, daysAfterStart(5));
        Deadline met = anOpenDeadline(aCase, daysAfterStart(7));
        commit(adding(met));
        commit(resolving(met, DeadlineStatus.MET));
        Deadline open = anOpenDeadline(aCase, daysAfterStart(8));
        commit(adding(open));
        commit(attaching(new Evidence(tenant, aCase.caseId(), Ids.anEvidenceId(), new Title("Loan ledger"),
                new BlobRef("s3://evidence-bucket/ledger"), new Sha256("cd".repeat(32)), 120, INTAKE_OFFICER,
                new EvidenceMetadata(Map.of("mimeType", "text/csv")), START)));
        commit(changingRisk(aCase.state(), rescoredTo));
        CaseState unrisky = aCase.state().rescored(new RiskScore(rescoredTo), LATER);
        commit(transition(unrisky, CaseStatus.NOTICE_ISSUED));
        CaseState noticed = new CaseState(tenant, aCase.caseId(), CaseStatus.NOTICE_ISSUED, new RiskScore(0),
                unrisky.classification(), unrisky.version() + 1, unrisky.openedAt(), LATER, unrisky.counts());
        Title renamed = new Title("Renamed: " + aCase.title().value());
        commit(renaming(noticed, renamed));
        commit(refreshing(asRead(moved, store.cases().tasksOfCaseAsRead(tenant, aCase.caseId(), PageRequest.first(10))),
                asRead(open, store.cases().deadlinesOfCaseAsRead(tenant, aCase.caseId(), PageRequest.first(10))),
                renamed));
        commit(publishing(outboxOf(opened)));
        Task keyed = anOpenTask(aCase, officer, daysAfterStart(6));
        commit(rememberedAs(creating(keyed), anIdempotencyRecord(tenant, Receipt.ofTask(CommandId.C04, keyed.handle(), 1))));
    }

    /** {@code record} as {@code read} holds it, at the revision a repair of it relies on. */
    private static <T> AtRevision<T> asRead(T record, Page<AtRevision<T>> read) {
        return read.items().stream().filter(held -> held.value().equals(record)).findFirst().orElseThrow();
    }

    /** Commits, then applies the same transaction to the table kept here and prices it from its items. */
    private void commit(ChangeSet set) {
        assertTrue(store.changes().commit(set).isRight(), set.command().id());
        for (ItemChange operation : TableModel.changes(set, DynamoDbSettings.DEFAULT_OUTBOX_SHARDS, table.values())) {
            expectedUnits += units(operation.operation(), operation.before().getOrNull(),
                    operation.after().getOrNull());
            List<String> key = List.of(operation.pk(), operation.sk());
            operation.after().peek(after -> table.put(key, after)).onEmpty(() -> table.remove(key));
        }
    }

    /**
     * DynamoDB's rules over the two items: the item doubled in the transaction, each index entry once, sized by
     * what the index projects and rewritten only when that changed.
     */
    private static double units(String operation, StoredItem before, StoredItem after) {
        long old = before == null ? 0 : before.bytes();
        long now = after == null ? 0 : after.bytes();
        boolean byFound = operation.equals("Delete") || operation.equals("ConditionCheck");
        double units = 2 * unitsOf(byFound ? old : Math.max(old, now));
        if (operation.equals("ConditionCheck")) {
            return units;
        }
        for (SecondaryIndex index : TableModel.indexes()) {
            String was = before == null ? null : entry(before, index);
            String is = after == null ? null : entry(after, index);
            String name = index.name();
            if (was == null && is != null) {
                units += unitsOf(after.bytesIn(name));
            } else if (was != null && is == null) {
                units += unitsOf(before.bytesIn(name));
            } else if (was != null && !was.equals(is)) {
                units += unitsOf(before.bytesIn(name)) + unitsOf(after.bytesIn(name));
            } else if (was != null && !before.sameIn(name, after)) {
                units += unitsOf(Math.max(before.bytesIn(name), after.bytesIn(name)));
            }
        }
        return units;
    }

    private static String entry(StoredItem item, SecondaryIndex index) {
        return item.partitionIn(index.name()).flatMap(pk -> item.sortKeyIn(index.name()).map(sk -> pk + "|" + sk))
                .getOrNull();
    }

    private static long unitsOf(long bytes) {
        return Math.max(1, (bytes + 1023) / 1024);
    }

    private static OutboxEvent outboxOf(ChangeSet opened) {
        return opened.changes().stream().filter(Change.AppendOutbox.class::isInstance)
                .map(change -> ((Change.AppendOutbox) change).event()).findFirst().orElseThrow();
    }

    /** The longest title, half of it a contract's name in Chinese (three UTF-8 bytes each): a task above 1 KB. */
    private static Title longTitle() {
        String title = "Terjemahkan dan periksa kontrak pembiayaan dengan mitra luar negeri, judul asli: "
                + "\u878d\u8d44\u79df\u8d41\u5408\u540c\u53ca\u5176\u8865\u5145\u534f\u8bae".repeat(10);
        return new Title(title.substring(0, Title.MAX_LENGTH));
    }
}
