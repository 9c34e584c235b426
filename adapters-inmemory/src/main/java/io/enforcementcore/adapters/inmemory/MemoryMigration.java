package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.port.ForMigratingItems;
import io.vavr.control.Option;
import java.util.Iterator;
import java.util.NavigableSet;

/**
 * The migration walk (C14), the one place that iterates over every item, segment by segment as a
 * parallel Scan does ({@code floorMod(partition hash, totalSegments)}), resuming strictly after the last
 * item a step examined.
 *
 * <p>It migrates nothing: this store writes every item whole, at the current schema, with its view
 * entries in the same commit, so there is never an item to bring up to date. The walk is still real
 * (it examines, counts and resumes like the DynamoDB one), so the job's progress and resumption behave
 * alike on both stores.
 */
final class MemoryMigration implements ForMigratingItems {
    private static final String COMMAND = "C14";
    private final Store store;
    private final Meter meter;

    MemoryMigration(Store store, Meter meter) {
        this.store = store;
        this.meter = meter;
    }

    @Override
    public MigrationStep migrate(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        if (totalSegments < 1 || segment < 0 || segment >= totalSegments) {
            throw new IllegalArgumentException("segment " + segment + " of " + totalSegments + " does not exist");
        }
        if (maxItems < 1) {
            throw new IllegalArgumentException("maxItems must be positive, was " + maxItems);
        }
        MigrationStep step = store.read(() -> walk(segment, totalSegments, resumeFrom, maxItems));
        meter.scan(COMMAND, step.examined());
        return step;
    }

    private MigrationStep walk(int segment, int totalSegments, Option<String> resumeFrom, int maxItems) {
        NavigableSet<ItemAddress> all = store.allItems();
        NavigableSet<ItemAddress> rest = resumeFrom.map(ItemAddress::parse)
                .map(after -> all.tailSet(after, false))
                .getOrElse(all);
        Iterator<ItemAddress> items = rest.iterator();
        int examined = 0;
        ItemAddress last = null;
        while (examined < maxItems && items.hasNext()) {
            ItemAddress item = items.next();
            if (item.segment(totalSegments) == segment) {
                examined++;
                last = item;
            }
        }
        boolean more = false;
        while (!more && items.hasNext()) {
            more = items.next().segment(totalSegments) == segment;
        }
        return new MigrationStep(examined, 0, more ? Option.some(last.position()) : Option.none());
    }
}
