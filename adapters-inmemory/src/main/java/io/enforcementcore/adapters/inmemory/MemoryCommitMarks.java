package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.port.CommitId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Which commit last wrote each item, as the DynamoDB adapter marks its items: a change set that meets
 * its own mark on an item it writes has landed already and is answered so, without writing again.
 * Kept under the store's write lock, beside the items (a deleted item loses its mark).
 */
final class MemoryCommitMarks {
    private final Map<ItemAddress, CommitId> marks = new HashMap<>();

    /** Marks the items {@code written} that exist after the commit; those it deleted lose their mark. */
    void mark(List<ItemAddress> written, Predicate<ItemAddress> exists, CommitId commit) {
        for (ItemAddress address : written) {
            if (exists.test(address)) {
                marks.put(address, commit);
            } else {
                marks.remove(address);
            }
        }
    }

    boolean anyMarkedBy(List<ItemAddress> written, CommitId commit) {
        return written.stream().anyMatch(address -> commit.equals(marks.get(address)));
    }
}
