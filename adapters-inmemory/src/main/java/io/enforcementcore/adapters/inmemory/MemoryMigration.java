package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.port.ForMigratingItems;
import io.enforcementcore.metering.ForSizingItems;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.function.ToLongFunction;

/**
 * The walk over every item (C14's migration and the drift sweep), the one place that iterates over every item, segment by segment as a
 * parallel Scan does ({@code floorMod(partition hash, totalSegments)}), resuming strictly after the last
 * item a step examined.
 *
 * <p>It migrates nothing: this store writes every item whole, at the current schema, with its view
 * entries in the same commit, so there is never an item to bring up to date. The walk is still real
 * (it examines, counts and resumes like the DynamoDB one), so the job's progress and resumption behave
 * alike on both stores, and each step is reported as a Scan page priced by DynamoDB's rules from
 * the items it examined.
 */
final class MemoryMigration implements ForMigratingItems {
    private static final String COMMAND = "C14";

    /**
     * A step, how to size each item it examined (sized outside the lock: the records are values), and
     * the tasks and deadlines among them.
     */
    private record Walked(MigrationStep step, List<ToLongFunction<ForSizingItems>> examined, List<Task> tasks,
                          List<Deadline> deadlines, List<CaseParty> links) {
    }

    private final MemoryTables store;
    private final Meter meter;

    MemoryMigration(MemoryTables store, Meter meter) {
        this.store = store;
        this.meter = meter;
    }

    @Override
    public MigrationStep migrate(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        return walkStep(segment, totalSegments, resumeFrom, maxItems).step();
    }

    /** The same walk as {@link #migrate}, answering the tasks and deadlines it examined as they are held. */
    @Override
    public SnapshotStep snapshots(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        Walked walked = walkStep(segment, totalSegments, resumeFrom, maxItems);
        return new SnapshotStep(walked.step().examined(), walked.tasks(), walked.deadlines(), walked.links(),
                walked.step().resumeFrom());
    }

    private Walked walkStep(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        if (totalSegments < 1 || segment < 0 || segment >= totalSegments) {
            throw new IllegalArgumentException("segment " + segment + " of " + totalSegments + " does not exist");
        }
        if (maxItems < 1) {
            throw new IllegalArgumentException("maxItems must be positive, was " + maxItems);
        }
        Walked walked = store.read(() -> walk(segment, totalSegments, resumeFrom, maxItems));
        meter.scan(COMMAND, walked.examined());
        return walked;
    }

    private Walked walk(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        NavigableMap<ItemAddress, ToLongFunction<ForSizingItems>> all = store.allItems();
        NavigableMap<ItemAddress, ToLongFunction<ForSizingItems>> rest = resumeFrom.map(ItemAddress::parse)
                .map(after -> all.tailMap(after, false))
                .getOrElse(all);
        Iterator<Map.Entry<ItemAddress, ToLongFunction<ForSizingItems>>> items = rest.entrySet().iterator();
        List<ToLongFunction<ForSizingItems>> examined = new ArrayList<>();
        List<Task> tasks = new ArrayList<>();
        List<Deadline> deadlines = new ArrayList<>();
        List<CaseParty> links = new ArrayList<>();
        ItemAddress last = null;
        while (examined.size() < maxItems && items.hasNext()) {
            Map.Entry<ItemAddress, ToLongFunction<ForSizingItems>> item = items.next();
            if (item.getKey().segment(totalSegments) == segment) {
                examined.add(item.getValue());
                last = item.getKey();
                Option<Object> record = store.recordAt(last);
                record.filter(Task.class::isInstance).map(Task.class::cast).forEach(tasks::add);
                record.filter(Deadline.class::isInstance).map(Deadline.class::cast).forEach(deadlines::add);
                ItemAddress at = last;
                record.filter(CaseParty.class::isInstance).map(CaseParty.class::cast)
                        .filter(link -> ItemAddress.partyOfCase(link).equals(at)).forEach(links::add);
            }
        }
        boolean more = false;
        while (!more && items.hasNext()) {
            more = items.next().getKey().segment(totalSegments) == segment;
        }
        return new Walked(new MigrationStep(examined.size(), 0, more ? Option.some(last.position()) : Option.none()),
                examined, tasks, deadlines, links);
    }
}
