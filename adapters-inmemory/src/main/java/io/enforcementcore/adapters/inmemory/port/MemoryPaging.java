package io.enforcementcore.adapters.inmemory.port;

import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.function.Function;

/**
 * One page of a key range: resumes strictly after the position's key (a {@code tailMap}, so a page costs
 * O(log n + page size)) and hands out the last key's position only when another item follows, so the
 * in-memory store never ends a read with an empty page (the contract allows one; DynamoDB produces one).
 */
final class MemoryPaging {
    private MemoryPaging() {
    }

    static <K, V> Page<V> page(NavigableMap<K, V> range, PageRequest request, Function<String, K> keyOf,
                               Function<K, String> positionOf) {
        NavigableMap<K, V> rest = range;
        if (request.after().isDefined()) {
            K after = keyOf.apply(request.after().get());
            try {
                rest = range.tailMap(after, false);
            } catch (IllegalArgumentException outsideTheRange) {
                throw new IllegalArgumentException("position '" + request.after().get()
                        + "' does not belong to this read", outsideTheRange);
            }
        }
        List<V> items = new ArrayList<>();
        Iterator<Map.Entry<K, V>> entries = rest.entrySet().iterator();
        K last = null;
        while (items.size() < request.limit() && entries.hasNext()) {
            Map.Entry<K, V> entry = entries.next();
            items.add(entry.getValue());
            last = entry.getKey();
        }
        Option<String> next = entries.hasNext() ? Option.some(positionOf.apply(last)) : Option.none();
        return new Page<>(items, next);
    }

    /** A page of a map keyed by the id that ends its sort key: the id is its own position. */
    static <V> Page<V> page(NavigableMap<String, V> range, PageRequest request) {
        return page(range, request, Function.identity(), Function.identity());
    }

    /** The first {@code limit} values in order. */
    static <V> List<V> first(NavigableMap<?, V> range, int limit) {
        return range.values().stream().limit(limit).toList();
    }
}
