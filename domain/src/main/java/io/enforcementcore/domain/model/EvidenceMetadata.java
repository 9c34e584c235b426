package io.enforcementcore.domain.model;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;

/**
 * Descriptive attributes of an evidence record. The blob itself lives elsewhere; these attributes are
 * kept with the evidence record, so their total size is bounded, well below what one record may hold.
 */
public record EvidenceMetadata(Map<String, String> entries) {
    public static final int MAX_ENTRIES = 50;
    public static final int MAX_TOTAL_BYTES = 300 * 1024;

    public EvidenceMetadata {
        if (entries == null) {
            entries = Map.of();
        }
        if (entries.size() > MAX_ENTRIES) {
            throw new InvalidValue("metadata", "must have at most " + MAX_ENTRIES + " entries, had " + entries.size());
        }
        long bytes = 0;
        for (Map.Entry<String, String> e : entries.entrySet()) {
            KeySafe.require("metadata key", e.getKey(), KeySafe.MAX_ID_LENGTH);
            if (e.getValue() == null) {
                throw new InvalidValue("metadata", "value of '" + e.getKey() + "' must not be null");
            }
            KeySafe.requireValidUnicode("metadata value of '" + e.getKey() + "'", e.getValue());
            bytes += e.getKey().getBytes(StandardCharsets.UTF_8).length
                    + e.getValue().getBytes(StandardCharsets.UTF_8).length;
        }
        if (bytes > MAX_TOTAL_BYTES) {
            throw new InvalidValue("metadata", "must be at most " + MAX_TOTAL_BYTES + " bytes, was " + bytes);
        }
        entries = java.util.Collections.unmodifiableMap(new TreeMap<>(entries));
    }
}
