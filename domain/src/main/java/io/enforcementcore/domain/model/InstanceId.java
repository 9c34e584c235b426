package io.enforcementcore.domain.model;

import java.util.Objects;
import java.util.UUID;

/**
 * One running instance of a service, as a lease names its owner. It must differ between any two processes
 * that ever run at once, on one machine or many: a host name alone does not (two processes on one host, a
 * container's reused name), so {@link #of(String, UUID)} joins a readable label to a random UUID.
 */
public record InstanceId(String value) {
    public InstanceId {
        KeySafe.requireId("instanceId", value);
    }

    /** {@code label-uuid}; the label (a host or service name, say) is only for people reading the table. */
    public static InstanceId of(String label, UUID unique) {
        Objects.requireNonNull(unique, "unique");
        String readable = label.length() > 27 ? label.substring(0, 27) : label;
        return new InstanceId(readable.isEmpty() ? unique.toString() : readable + "-" + unique);
    }

    @Override
    public String toString() {
        return value;
    }
}
