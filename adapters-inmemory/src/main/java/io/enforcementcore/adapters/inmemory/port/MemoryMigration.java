package io.enforcementcore.adapters.inmemory.port;

import io.enforcementcore.adapters.inmemory.meter.Meter;
import io.enforcementcore.adapters.inmemory.table.CasePartition;
import io.enforcementcore.adapters.inmemory.table.ItemAddress;
import io.enforcementcore.adapters.inmemory.table.MemoryTables;
import io.enforcementcore.adapters.inmemory.table.PartitionItems;
import io.enforcementcore.adapters.inmemory.table.PartyPartition;
import io.enforcementcore.adapters.inmemory.table.Stored;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.ForMigratingItems;
import io.enforcementcore.domain.port.ForMigratingItems.ItemAudit;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.metering.ForSizingItems;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * The walk over every item (C14's migration and the drift sweep), the one place that iterates over every
 * item: partition by partition in key order, each under its stripe, segment by segment as a parallel Scan
 * does ({@code floorMod(partition hash, totalSegments)}), resuming strictly after the last item a step
 * examined. Like a Scan, a step sees each partition as it was when it read it, not the whole table at
 * one instant.
 *
 * <p>It migrates nothing: this store writes every item whole, at the current schema, with its view
 * entries in the same commit, so there is never an item to bring up to date. The walk is still real
 * (it examines, counts and resumes like the DynamoDB one), so the job's progress and resumption behave
 * alike on both stores, and each step is reported as a Scan page priced by DynamoDB's rules from
 * the items it examined. That price is the step's read cost, exact for the items as the table would hold
 * them; a store made without a sizing prices nothing and answers 0.
 */
public final class MemoryMigration implements ForMigratingItems {
    private static final CommandId COMMAND = CommandId.C14;

    /**
     * Where a step left its segment, how to size each item it examined (sized outside the lock: the records
     * are values), the tasks and deadlines among them, and what reading them cost.
     */
    private record Walked(Option<String> resumeFrom, List<ToLongFunction<ForSizingItems>> examined,
                          List<AtRevision<Task>> tasks, List<AtRevision<Deadline>> deadlines,
                          List<AtRevision<CaseParty>> links, List<ItemAudit> audits, double readCost) {

        Walked priced(double cost) {
            return new Walked(resumeFrom, examined, tasks, deadlines, links, audits, cost);
        }

        MigrationStep step() {
            return new MigrationStep(examined.size(), 0, resumeFrom, readCost);
        }
    }

    private final MemoryTables store;
    private final Meter meter;

    public MemoryMigration(MemoryTables store, Meter meter) {
        this.store = store;
        this.meter = meter;
    }

    @Override
    public MigrationStep migrate(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        return walkStep(segment, totalSegments, resumeFrom, maxItems, false).step();
    }

    /** The same walk as {@link #migrate}, answering each item's stamp as it is held. */
    @Override
    public AuditStep audits(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        Walked walked = walkStep(segment, totalSegments, resumeFrom, maxItems, true);
        return new AuditStep(walked.step().examined(), walked.audits(), walked.step().resumeFrom());
    }

    /** The same walk as {@link #migrate}, answering the tasks, deadlines and links it examined as they are held. */
    @Override
    public SnapshotStep snapshots(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        Walked walked = walkStep(segment, totalSegments, resumeFrom, maxItems, false);
        return new SnapshotStep(walked.step().examined(), walked.tasks(), walked.deadlines(), walked.links(),
                walked.resumeFrom(), walked.readCost());
    }

    /** A position this walk hands out: a partition of the segment (by its length, then its text) and a sort key. */
    @Override
    public Option<PositionRefused> checkPosition(int segment, int totalSegments, String position) {
        ItemAddress address;
        try {
            address = ItemAddress.parse(position);
        } catch (IllegalArgumentException notAPosition) {
            return Option.some(new PositionRefused("it is not a position this store's walk hands out"));
        }
        if (totalSegments < 1 || ItemAddress.segmentOf(address.partition(), totalSegments) != segment) {
            return Option.some(new PositionRefused("it is not a position in segment " + segment + " of "
                    + totalSegments));
        }
        return Option.none();
    }

    private Walked walkStep(int segment, int totalSegments, Option<String> resumeFrom, int maxItems,
                            boolean auditing) {
        if (totalSegments < 1 || segment < 0 || segment >= totalSegments) {
            throw new IllegalArgumentException("segment " + segment + " of " + totalSegments + " does not exist");
        }
        if (maxItems < 1) {
            throw new IllegalArgumentException("maxItems must be positive, was " + maxItems);
        }
        Walked walked = walk(segment, totalSegments, resumeFrom, maxItems, auditing);
        return walked.priced(meter.scan(COMMAND, walked.examined()));
    }

    private Walked walk(int segment, int totalSegments, Option<String> resumeFrom, int maxItems, boolean auditing) {
        ItemAddress after = resumeFrom.map(ItemAddress::parse).getOrNull();
        List<ToLongFunction<ForSizingItems>> examined = new ArrayList<>();
        List<AtRevision<Task>> tasks = new ArrayList<>();
        List<AtRevision<Deadline>> deadlines = new ArrayList<>();
        List<AtRevision<CaseParty>> links = new ArrayList<>();
        List<ItemAudit> audits = new ArrayList<>();
        List<Supplier<ItemAddress>> last = new ArrayList<>(1);
        PartitionItems.Visitor visitor = (address, stored, size) -> {
            if (examined.size() == maxItems) {
                return false;
            }
            Object item = stored.item();
            examined.add(sizing -> size.applyAsLong(sizing.stampedWith(stored.audit()), item));
            last.clear();
            last.add(address);
            if (auditing) {
                ItemAddress at = address.get();
                audits.add(new ItemAudit(at.partition(), at.sort(), Option.some(stored.audit())));
            }
            if (item instanceof Task task) {
                tasks.add(new AtRevision<>(task, stored.mark().revision()));
            } else if (item instanceof Deadline deadline) {
                deadlines.add(new AtRevision<>(deadline, stored.mark().revision()));
            } else if (item instanceof CaseParty link && address.get().partition().startsWith(ItemAddress.CASE)) {
                links.add(new AtRevision<>(link, stored.mark().revision()));
            }
            return true;
        };
        boolean more = false;
        for (String partition : store.partitionKeysFrom(after == null ? "" : after.partition())) {
            if (ItemAddress.segmentOf(partition, totalSegments) != segment) {
                continue;
            }
            String afterSort = after != null && partition.equals(after.partition()) ? after.sort() : null;
            if (!store.readAt(ItemAddress.partitionOnly(partition), () -> visit(partition, afterSort, visitor))) {
                more = true;
                break;
            }
        }
        return new Walked(more ? Option.some(last.get(0).get().position()) : Option.none(),
                examined, tasks, deadlines, links, audits, 0);
    }

    /** Visits one partition's items after {@code afterSort}, under its stripe; false when told to stop. */
    @SuppressWarnings("unchecked")
    private boolean visit(String partition, String afterSort, PartitionItems.Visitor visitor) {
        Object items = store.partitionAt(partition);
        if (items instanceof CasePartition collection) {
            return PartitionItems.visit(collection, afterSort, visitor);
        } else if (items instanceof PartyPartition party) {
            return PartitionItems.visit(partition, party, afterSort, visitor);
        } else if (items != null && partition.startsWith(ItemAddress.EXTREF)) {
            return PartitionItems.visit(new ItemAddress(partition, ItemAddress.SENTINEL), (Stored<CaseMetadata>) items,
                    ForSizingItems::externalRefSentinel, afterSort, visitor);
        } else if (items != null) {
            return PartitionItems.visit(new ItemAddress(partition, ItemAddress.RECORD),
                    (Stored<IdempotencyRecord>) items, ForSizingItems::idempotencyRecord, afterSort, visitor);
        }
        return true;
    }
}
