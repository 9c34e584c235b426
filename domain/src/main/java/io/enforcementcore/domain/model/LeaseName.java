package io.enforcementcore.domain.model;

import java.util.Objects;

/** One lease of a group, by its number: shard {@code index} of the outbox, say. */
public record LeaseName(LeaseGroup group, int index) implements Comparable<LeaseName> {
    public LeaseName {
        Objects.requireNonNull(group, "group");
        if (index < 0 || index > 9999) {
            throw new InvalidValue("leaseIndex", "must be 0..9999, was " + index);
        }
    }

    @Override
    public int compareTo(LeaseName other) {
        int byGroup = group.value().compareTo(other.group.value());
        return byGroup != 0 ? byGroup : Integer.compare(index, other.index);
    }

    @Override
    public String toString() {
        return group + "/" + index;
    }
}
