package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/** A company or person that can be linked to many cases of its tenant. */
public record Party(TenantId tenantId, PartyId partyId, PartyKind kind, Title name, Instant createdAt) {
    public Party {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(partyId, "partyId");
        Objects.requireNonNull(kind, "partyKind");
        Objects.requireNonNull(name, "partyName");
        Timestamps.requireInRange("createdAt", createdAt);
    }
}
