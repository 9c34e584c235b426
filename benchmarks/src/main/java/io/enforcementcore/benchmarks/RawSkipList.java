package io.enforcementcore.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The baseline the in-memory store is measured against: a raw {@code ConcurrentSkipListMap} of 100 cases'
 * keys, each with a META entry and 40 events, read and written as the store's calls would be.
 */
final class RawSkipList {
    private final ConcurrentSkipListMap<String, String> map = new ConcurrentSkipListMap<>();

    RawSkipList() {
        for (int c = 0; c < 100; c++) {
            for (int i = 0; i < 40; i++) {
                map.put(String.format("CASE#case-%03d#EVENT#%05d", c, i), "event " + i);
            }
            map.put(String.format("CASE#case-%03d#META", c), "meta");
        }
    }

    /** AP01's equivalent: one get. */
    String get() {
        return map.get("CASE#case-042#META");
    }

    /** AP02's and AP03's equivalent: the last 25 entries of one case's events. */
    List<String> pageOf25() {
        List<String> page = new ArrayList<>(25);
        for (Map.Entry<String, String> entry : map.subMap("CASE#case-042#EVENT#", "CASE#case-042#EVENT#~")
                .descendingMap().entrySet()) {
            page.add(entry.getValue());
            if (page.size() == 25) {
                break;
            }
        }
        return page;
    }

    /** A commit's equivalent: a get and three puts under {@code prefix}, the {@code n}-th of its writer. */
    String getAndThreePuts(String prefix, long n) {
        String state = map.get(prefix + "META");
        map.put(prefix + "META", state == null ? "meta" : state);
        map.put(prefix + "TASK#" + n, "task " + n);
        return map.put(prefix + "EVENT#" + n, "event " + n);
    }
}
