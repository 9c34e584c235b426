package io.enforcementcore.adapters.dynamodb.write;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The expression placeholders of attribute names ({@code #name}) and values ({@code :label}). Every
 * operation of every commit names the same few attributes and labels, so each placeholder is made once
 * instead of concatenated for each use; the labels are the adapter's own, a small fixed set.
 */
final class Placeholders {
    private static final Map<String, String> NAMES = new ConcurrentHashMap<>();
    private static final Map<String, String> VALUES = new ConcurrentHashMap<>();
    private static final Map<String, String> STAMP_VALUES = new ConcurrentHashMap<>();

    private Placeholders() {
    }

    static String name(String attribute) {
        return NAMES.computeIfAbsent(attribute, a -> "#" + a);
    }

    static String value(String label) {
        return VALUES.computeIfAbsent(label, l -> ":" + l);
    }

    /** The value placeholder of a stamp, its own so that it never meets a condition's. */
    static String stampValue(String attribute) {
        return STAMP_VALUES.computeIfAbsent(attribute, a -> ":stamp_" + a);
    }
}
