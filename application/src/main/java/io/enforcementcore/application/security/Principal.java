package io.enforcementcore.application.security;

import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * Who is asking, as established by the embedding service's authentication. Every command and query
 * is authorised against it: its tenant bounds what it can see, its roles what it can do, and its
 * clearance which cases it can see at all (a case classified above it is not found, see
 * {@link Classification#isWithin}).
 *
 * <p>There is no default clearance: every principal is built with one stated, so that forgetting it
 * is a compile error rather than a silent grant. A service that has no clearance for a user should state
 * {@link Classification#PUBLIC}, the least.
 */
public record Principal(TenantId tenantId, UserId userId, Set<Role> roles, Classification clearance) {
    public Principal {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(clearance, "clearance");
        roles = roles.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(roles));
    }

    public static Principal of(String tenantId, String userId, Classification clearance, Role... roles) {
        return new Principal(new TenantId(tenantId), new UserId(userId), Set.of(roles), clearance);
    }

    public boolean hasAny(Role... wanted) {
        for (Role role : wanted) {
            if (roles.contains(role)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a case of {@code classification} exists for this principal at all. */
    public boolean isClearedFor(Classification classification) {
        return classification.isWithin(clearance);
    }
}
