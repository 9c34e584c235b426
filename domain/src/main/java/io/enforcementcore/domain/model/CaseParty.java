package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Objects;

/**
 * The link between a case and a party, stored as an edge in both directions (AP07, AP08). It carries
 * snapshots of the party's name and kind so that either direction can be listed without a join.
 */
public record CaseParty(TenantId tenantId, CaseId caseId, PartyId partyId, PartyKind partyKind, Title partyName,
                        PartyRole role, Instant linkedAt) {
    public CaseParty {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(partyId, "partyId");
        Objects.requireNonNull(partyKind, "partyKind");
        Objects.requireNonNull(partyName, "partyName");
        Objects.requireNonNull(role, "role");
        Timestamps.requireInRange("linkedAt", linkedAt);
    }
}
