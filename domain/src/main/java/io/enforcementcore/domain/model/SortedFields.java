package io.enforcementcore.domain.model;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.TreeMap;

/**
 * An immutable map of text fields in key order, held as two arrays: what an outbox event keeps of its
 * payload for as long as it is stored. A sorted map wrapped as unmodifiable held the same few fields in an
 * object per field and three more for the map: about a hundred bytes more for a transition's two fields,
 * two hundred for an opening's five. Equal to any map with the same fields, as a {@code TreeMap} is.
 */
final class SortedFields extends AbstractMap<String, String> {
    private static final SortedFields EMPTY = new SortedFields(new String[0], new String[0]);

    private final String[] keys;
    private final String[] values;

    private SortedFields(String[] keys, String[] values) {
        this.keys = keys;
        this.values = values;
    }

    /** A copy of {@code fields}, in key order; a null key is refused, as a {@code TreeMap} refuses it. */
    static SortedFields copyOf(Map<String, String> fields) {
        if (fields instanceof SortedFields copied) {
            return copied;
        }
        if (fields.isEmpty()) {
            return EMPTY;
        }
        TreeMap<String, String> sorted = new TreeMap<>(fields);
        return new SortedFields(sorted.keySet().toArray(String[]::new), sorted.values().toArray(String[]::new));
    }

    @Override
    public String get(Object key) {
        int at = indexOf(key);
        return at >= 0 ? values[at] : null;
    }

    @Override
    public boolean containsKey(Object key) {
        return indexOf(key) >= 0;
    }

    @Override
    public int size() {
        return keys.length;
    }

    private int indexOf(Object key) {
        return key instanceof String text ? Arrays.binarySearch(keys, text) : -1;
    }

    @Override
    public Set<Entry<String, String>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, String>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < keys.length;
                    }

                    @Override
                    public Entry<String, String> next() {
                        if (next == keys.length) {
                            throw new NoSuchElementException();
                        }
                        Entry<String, String> entry = new SimpleImmutableEntry<>(keys[next], values[next]);
                        next++;
                        return entry;
                    }
                };
            }

            @Override
            public int size() {
                return keys.length;
            }
        };
    }
}
