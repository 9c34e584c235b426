package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.metering.ItemWrite;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where the item writes a store reported differ from their recount ({@link WriteRecount}), counted the way a
 * report reads them: item sizes, the items' write units, and index writes (an effect or its units).
 */
public record WriteDifferences(int writes, int sizes, int units, int indexWrites, List<String> examples) {

    /** Compares {@code reported} with {@code recounted}, run by run and write by write; both in the same order. */
    public static WriteDifferences of(List<List<ItemWrite>> reported, List<List<ItemWrite>> recounted) {
        int writes = 0;
        int sizes = 0;
        int units = 0;
        int indexWrites = 0;
        List<String> examples = new ArrayList<>();
        for (int run = 0; run < recounted.size(); run++) {
            if (reported.get(run).size() != recounted.get(run).size()) {
                throw new IllegalArgumentException("run " + run + " reported " + reported.get(run).size()
                        + " writes, where the recount has " + recounted.get(run).size());
            }
            for (int i = 0; i < recounted.get(run).size(); i++) {
                ItemWrite mine = reported.get(run).get(i);
                ItemWrite truth = recounted.get(run).get(i);
                writes++;
                boolean differs = false;
                if (mine.bytes() != truth.bytes()) {
                    sizes++;
                    differs = true;
                }
                if (mine.capacityUnits() != truth.capacityUnits()) {
                    units++;
                    differs = true;
                }
                if (!sorted(mine.indexWrites()).equals(sorted(truth.indexWrites()))) {
                    indexWrites++;
                    differs = true;
                }
                if (differs && examples.size() < 5) {
                    examples.add(truth.attribution() + " " + truth.operation() + " " + truth.entityType() + ": reported "
                            + describe(mine) + ", recounted " + describe(truth));
                }
            }
        }
        return new WriteDifferences(writes, sizes, units, indexWrites, examples);
    }

    public boolean none() {
        return sizes == 0 && units == 0 && indexWrites == 0;
    }

    @Override
    public String toString() {
        return "of " + writes + " writes, " + sizes + " sizes, " + units + " unit figures and " + indexWrites
                + " index-write lists differ from the recount; e.g. " + examples;
    }

    private static String describe(ItemWrite write) {
        return write.bytes() + " B, " + write.capacityUnits() + " WCU, " + sorted(write.indexWrites());
    }

    private static List<String> sorted(List<ItemWrite.IndexWrite> writes) {
        return writes.stream().map(w -> w.index() + " " + w.effect() + " " + w.capacityUnits())
                .sorted(Comparator.naturalOrder()).toList();
    }
}
