package io.enforcementcore.adapters.inmemory;

import static io.enforcementcore.domain.fixtures.ChangeSets.completing;
import static io.enforcementcore.domain.fixtures.ChangeSets.creating;
import static io.enforcementcore.domain.fixtures.ChangeSets.linking;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.Fixtures.aCompany;
import static io.enforcementcore.domain.fixtures.Fixtures.aHighRiskCase;
import static io.enforcementcore.domain.fixtures.Fixtures.aRespondentLink;
import static io.enforcementcore.domain.fixtures.Fixtures.anOpenTask;
import static io.enforcementcore.domain.fixtures.Moments.daysAfterStart;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.inmemory.table.ItemAddress;
import io.enforcementcore.adapters.inmemory.table.ItemSlot;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.ForMigratingItems;
import io.enforcementcore.domain.port.ForMigratingItems.MigrationStep;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.enforcementcore.metering.ForSizingItems;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.StorageCall;
import io.enforcementcore.metering.StoredRecords;
import io.enforcementcore.metering.StoredRecords.StampedRecord;
import io.enforcementcore.metering.fixtures.RecordedStorage;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Given a sizing, the in-memory store reports bytes and capacity units by DynamoDB's rules. */
class InMemorySizingTest {
    private static final long TASK_BYTES = 1500;
    private static final long PROFILE_BYTES = 777;
    /** What the setup stores: the opening (sentinel, META, 5 KB STATE, event, outbox), three tasks and their events. */
    private static final long TABLE_BYTES = 1000 + 1000 + 5000 + 1000 + 1000 + 3 * (TASK_BYTES + 1000);
    private final RecordedStorage observer = new RecordedStorage();
    private final List<StorageCall> calls = observer.calls();
    private final List<ItemWrite> writes = observer.writes();
    private final FixedSizes sizes = new FixedSizes();
    private final StoragePorts store = InMemoryStorage.create(observer, sizes);
    private final TenantId tenant = Ids.aTenant();
    private final UserId officer = Ids.anOfficer();
    private final NewCase aCase = aHighRiskCase(tenant);
    private final List<Task> tasks = new ArrayList<>();

    @BeforeEach
    void aCaseWithThreeTasks() {
        commit(opening(aCase));
        for (int day = 1; day <= 3; day++) {
            Task task = anOpenTask(aCase, officer, daysAfterStart(day));
            tasks.add(task);
            commit(creating(task));
        }
        calls.clear();
        writes.clear();
    }

    @Test
    void requests_go_unsized_while_the_observer_wants_no_sizes() {
        AtomicBoolean wanted = new AtomicBoolean(false);
        RecordedStorage heard = new RecordedStorage();
        StoragePorts quiet = InMemoryStorage.create(new ForObservingStorage() {
            @Override
            public void record(StorageCall call) {
                heard.record(call);
            }

            @Override
            public void recordItemWrite(ItemWrite write) {
                heard.recordItemWrite(write);
            }

            @Override
            public boolean wantsSizes() {
                return wanted.get();
            }
        }, sizes);

        quiet.changes().commit(opening(aCase)).get();
        quiet.cases().metadata(tenant, aCase.caseId());
        assertEquals(List.of(0L, 0L), heard.calls().stream().map(StorageCall::bytes).toList());
        assertEquals(List.of(), heard.writes());

        wanted.set(true);
        quiet.cases().metadata(tenant, aCase.caseId());
        assertEquals(1000L, heard.calls().get(2).bytes());
    }

    @Test
    void a_query_sums_its_items_before_rounding_up_once() {
        store.cases().tasksOfCase(tenant, aCase.caseId(), Option.none(), PageRequest.first(10));

        StorageCall call = calls.get(0);
        assertEquals(3 * TASK_BYTES, call.bytes());
        assertEquals(2.0, call.capacityUnits(), "4500 bytes read consistently: two 4 KB units");
    }

    @Test
    void a_global_index_read_costs_half() {
        store.views().openTasksOfAssignee(tenant, officer, DueWindow.any(), Classification.CONFIDENTIAL,
                PageRequest.first(10));

        StorageCall rangeWithTheTasks = calls.stream().filter(call -> call.itemsReturned() > 0).findFirst()
                .orElseThrow();
        assertEquals(1.0, rangeWithTheTasks.capacityUnits());
    }

    @Test
    void a_get_that_finds_nothing_still_costs_a_unit() {
        store.cases().metadata(tenant, Ids.aCaseId());

        assertEquals(List.of(0L, 1.0), List.of(calls.get(0).bytes(), calls.get(0).capacityUnits()));
    }

    @Test
    void the_operational_view_charges_its_batch_per_item_and_each_query_once() {
        store.cases().operationalView(tenant, aCase.caseId(), 10);

        assertEquals(List.of(1.0 + 2.0, 2.0, 1.0, 1.0), calls.stream().map(StorageCall::capacityUnits).toList(),
                "META (1 KB) and STATE (5 KB) rounded each; 3 open tasks (4500 bytes); empty sections cost one");
    }

    @Test
    void a_commit_reports_its_item_writes_and_their_units() {
        ChangeSet done = completing(tasks.get(0));

        commit(done);

        assertEquals(sizes.priced(done), writes);
        assertEquals(4.0 * done.changes().size(), calls.get(0).capacityUnits());
        assertEquals(1100L * done.changes().size(), calls.get(0).bytes());
        assertFalse(calls.get(0).lowerBound(), "priced from the items before and after: exact");
    }

    @Test
    void a_commit_is_priced_from_the_records_its_items_held_just_before_and_just_after_with_their_stamps() {
        Task open = tasks.get(0);
        ItemAddress item = ItemSlot.task(open.handle()).address();

        commit(completing(open));

        assertEquals(Option.some(open), sizes.before.at(item.partition(), item.sort()).map(StampedRecord::record));
        StampedRecord after = sizes.after.at(item.partition(), item.sort()).get();
        Task done = (Task) after.record();
        assertEquals(TaskStatus.DONE, done.status());
        assertEquals(done.audit(), after.stamp(), "a task's item carries the audit its record says");
        assertEquals(Option.none(), sizes.before.at(item.partition(), "NO-SUCH-ITEM"));
    }

    @Test
    void a_refused_commit_is_charged_but_writes_no_item() {
        commit(completing(tasks.get(0)));
        writes.clear();

        assertTrue(store.changes().commit(completing(tasks.get(0))).isLeft());

        assertEquals(List.of(), writes);
        assertTrue(calls.get(1).capacityUnits() > 0);
        assertTrue(calls.get(1).lowerBound(), "nothing was written, so it is priced as the change set alone tells");
    }

    @Test
    void a_migration_step_prices_the_items_it_examined_as_one_eventually_consistent_scan_page() {
        MigrationStep step = store.migration().migrate(0, 1, Option.none(), 100);

        assertEquals(11, step.examined());
        assertEquals(List.of(TABLE_BYTES, 2.5), List.of(calls.get(0).bytes(), calls.get(0).capacityUnits()),
                "16500 bytes summed, then rounded up once: five 4 KB units, at half a unit each");
        assertEquals(2.5, step.readCost(), "the step costs what the store reported for its page");
    }

    @Test
    void a_snapshot_step_costs_what_the_store_reported_for_its_page() {
        ForMigratingItems.SnapshotStep first = store.migration().snapshots(0, 1, Option.none(), 4);
        ForMigratingItems.SnapshotStep rest = store.migration().snapshots(0, 1, first.resumeFrom(), 100);

        assertEquals(List.of(0.5, 2.0), List.of(first.readCost(), rest.readCost()));
    }

    @Test
    void a_resumed_migration_step_prices_only_the_items_of_its_own_page() {
        MigrationStep first = store.migration().migrate(0, 1, Option.none(), 4);
        store.migration().migrate(0, 1, first.resumeFrom(), 100);

        assertEquals(List.of(4000L, TABLE_BYTES - 4000), calls.stream().map(StorageCall::bytes).toList(),
                "the walk goes in key order: the case's four timeline events come first");
        assertEquals(List.of(0.5, 2.0), calls.stream().map(StorageCall::capacityUnits).toList(),
                "4000 bytes: one 4 KB unit; 12500 bytes: four; each at half a unit");
    }

    @Test
    void the_migration_walk_sizes_the_party_profiles_no_access_pattern_reads() {
        Party party = aCompany(tenant);
        commit(linking(aRespondentLink(party, aCase)));
        calls.clear();

        store.migration().migrate(0, 1, Option.none(), 100);

        assertEquals(TABLE_BYTES + 1000 + 1000 + PROFILE_BYTES + 1000, calls.get(0).bytes(),
                "both edges, the profile and the link's timeline event");
    }

    @Test
    void without_a_sizing_it_reports_no_sizes() {
        List<StorageCall> unsized = new ArrayList<>();
        StoragePorts plain = InMemoryStorage.create(unsized::add);
        plain.changes().commit(opening(aCase));
        plain.cases().metadata(tenant, aCase.caseId());
        plain.migration().migrate(0, 1, Option.none(), 100);

        assertEquals(3, unsized.size(), "the commit, the read and the migration step were each reported");
        assertTrue(unsized.stream().allMatch(call -> call.bytes() == 0 && call.capacityUnits() == 0));
    }

    private void commit(ChangeSet changes) {
        assertTrue(store.changes().commit(changes).isRight(), changes.command().id());
    }

    /** Round sizes, to see the rules at work: tasks 1.5 KB, states 5 KB, everything else 1 KB. */
    private static final class FixedSizes implements ForSizingItems {
        public long caseMetadata(CaseMetadata metadata) {
            return 1000;
        }

        public long externalRefSentinel(CaseMetadata metadata) {
            return 1000;
        }

        public long caseState(CaseState state) {
            return 5000;
        }

        public long partyOfCase(CaseParty link) {
            return 1000;
        }

        public long caseOfParty(CaseParty link) {
            return 1000;
        }

        public long partyProfile(Party party) {
            return PROFILE_BYTES;
        }

        public long task(Task task) {
            return TASK_BYTES;
        }

        public long deadline(Deadline deadline) {
            return 1000;
        }

        public long evidence(Evidence evidence) {
            return 1000;
        }

        public long timelineEvent(TimelineEvent event) {
            return 1000;
        }

        public long outboxEvent(OutboxEvent event) {
            return 1000;
        }

        public long idempotencyRecord(IdempotencyRecord record) {
            return 1000;
        }

        private StoredRecords before = StoredRecords.NONE;
        private StoredRecords after = StoredRecords.NONE;

        public List<ItemWrite> writes(ChangeSet set) {
            return set.changes().stream().map(change -> new ItemWrite(set.command().id(), "Put",
                    change.getClass().getSimpleName(), 100, 2.0, List.of(), true)).toList();
        }

        /** Remembers what it was given; each change at 1100 bytes, to tell these writes from the others. */
        public List<ItemWrite> writes(ChangeSet set, StoredRecords before, StoredRecords after) {
            this.before = before;
            this.after = after;
            return priced(set);
        }

        List<ItemWrite> priced(ChangeSet set) {
            return set.changes().stream().map(change -> new ItemWrite(set.command().id(), "Put",
                    change.getClass().getSimpleName(), 1100, 4.0, List.of())).toList();
        }
    }
}
