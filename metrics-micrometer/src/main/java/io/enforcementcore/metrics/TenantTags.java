package io.enforcementcore.metrics;

import io.enforcementcore.domain.model.TenantId;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether the command and query meters carry a {@code tenant} tag, and with which values. Every value
 * of a tag is a time series a metrics backend pays for, so a tenant is a tag only when the user bounds
 * how many there can be: an allow-list (every other tenant reads {@value #OTHER}), or the first
 * {@code n} tenants seen (later ones read {@value #OTHER}). The default is no tenant tag at all.
 */
public final class TenantTags {
    public static final String TAG = "tenant";
    public static final String OTHER = "other";

    private final boolean tagged;
    private final Set<String> allowed;
    private final int maxDistinct;

    private TenantTags(boolean tagged, Set<String> allowed, int maxDistinct) {
        this.tagged = tagged;
        this.allowed = allowed;
        this.maxDistinct = maxDistinct;
    }

    /** No tenant tag. */
    public static TenantTags none() {
        return new TenantTags(false, Set.of(), 0);
    }

    /** These tenants by name, every other one as {@value #OTHER}. */
    public static TenantTags allowList(Set<String> tenantIds) {
        Set<String> allowed = Set.copyOf(Objects.requireNonNull(tenantIds, "tenantIds"));
        if (allowed.isEmpty()) {
            throw new IllegalArgumentException("an allow-list of tenants must name at least one tenant");
        }
        return new TenantTags(true, allowed, allowed.size());
    }

    /** The first {@code maxDistinct} tenants seen by name, later ones as {@value #OTHER}. */
    public static TenantTags firstSeen(int maxDistinct) {
        if (maxDistinct < 1) {
            throw new IllegalArgumentException("maxDistinct must be at least 1, was " + maxDistinct);
        }
        return new TenantTags(true, ConcurrentHashMap.newKeySet(), maxDistinct);
    }

    /** The tag value for {@code tenant}, or none when tenants are not tagged. */
    Option<String> valueFor(TenantId tenant) {
        if (!tagged) {
            return Option.none();
        }
        String id = tenant.value();
        if (allowed.contains(id)) {
            return Option.some(id);
        }
        if (allowed.size() < maxDistinct && admit(id)) {
            return Option.some(id);
        }
        return Option.some(OTHER);
    }

    /** Admits a newly seen tenant while there is room; a race may admit one past the bound, never more. */
    private boolean admit(String id) {
        synchronized (allowed) {
            return allowed.size() < maxDistinct && allowed.add(id);
        }
    }
}
