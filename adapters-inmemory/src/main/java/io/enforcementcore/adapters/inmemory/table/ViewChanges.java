package io.enforcementcore.adapters.inmemory.table;

import java.util.ArrayList;
import java.util.List;

/**
 * The index entries a commit changes, gathered while its table items are written and applied once the
 * commit holds the stripes of every index partition they fall in. Gathering first is what lets a commit
 * take its table stripes, learn from the items as they are which index partitions it moves entries
 * between (a reassigned task leaves one queue for another), and only then take those stripes, still in
 * order.
 */
public final class ViewChanges {
    private record Pending(Object partition, Runnable change) {
    }

    private final List<Pending> pending = new ArrayList<>();

    /** {@code change} will be applied to the index partition {@code partition}. */
    void add(Object partition, Runnable change) {
        pending.add(new Pending(partition, change));
    }

    /** The stripes of every index partition touched, sorted and distinct. */
    public int[] stripes(Stripes views) {
        int[] stripes = new int[pending.size()];
        for (int i = 0; i < stripes.length; i++) {
            stripes[i] = views.of(pending.get(i).partition());
        }
        return Stripes.ascendingDistinct(stripes, stripes.length);
    }

    /** Applies every change in the order gathered; the caller holds their stripes. */
    public void apply() {
        for (Pending change : pending) {
            change.change().run();
        }
    }
}
