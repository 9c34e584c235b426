package io.enforcementcore.application.security;

import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.UserId;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * Who is asking, as established by the embedding service's authentication. Every command and query
 * is authorised against it: its tenant bounds what it can see, its roles what it can do.
 */
public record Principal(TenantId tenantId, UserId userId, Set<Role> roles) {
    public Principal {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(userId, "userId");
        roles = roles.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(roles));
    }

    public static Principal of(String tenantId, String userId, Role... roles) {
        return new Principal(new TenantId(tenantId), new UserId(userId), Set.of(roles));
    }

    public boolean hasAny(Role... wanted) {
        for (Role role : wanted) {
            if (roles.contains(role)) {
                return true;
            }
        }
        return false;
    }
}
