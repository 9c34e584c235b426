package io.enforcementcore.application.job;

import io.enforcementcore.domain.model.EventId;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The events this relay published but could not mark published: they stay pending, so a later round
 * publishes them again, and that second publish is a duplicate a consumer sees. Kept in this process only
 * and bounded, the oldest forgotten first: it counts the duplicates this instance causes, not every one a
 * consumer may see (another instance, or a restart, forgets them).
 */
final class PublishedUnmarked {
    static final int CAPACITY = 10_000;

    private final Map<EventId, Boolean> ids = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<EventId, Boolean> eldest) {
            return size() > CAPACITY;
        }
    };

    synchronized void remember(EventId id) {
        ids.put(id, Boolean.TRUE);
    }

    /** Whether {@code id} was published before without its mark landing; it is forgotten either way. */
    synchronized boolean forget(EventId id) {
        return ids.remove(id) != null;
    }

    synchronized int size() {
        return ids.size();
    }
}
