package io.enforcementcore.domain.model;

import java.time.Instant;
import java.util.Comparator;
import java.util.Objects;

/**
 * The link between a case and a party, stored as an edge in both directions (AP07, AP08). It carries
 * snapshots of the party's name and kind so that either direction can be listed without a join, and the
 * case's {@code classification}, which never changes, so that a party's cases (AP08) are listed only to those
 * cleared for each case.
 */
public record CaseParty(TenantId tenantId, CaseId caseId, PartyId partyId, PartyKind partyKind, Title partyName,
                        PartyRole role, Classification classification, Instant linkedAt) {
    /** AP08's order within a party: by case id, as the edge's sort key orders it after its classification. */
    public static final Comparator<CaseParty> BY_CASE = Comparator.comparing(link -> link.caseId().value());

    public CaseParty {
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(caseId, "caseId");
        Objects.requireNonNull(partyId, "partyId");
        Objects.requireNonNull(partyKind, "partyKind");
        Objects.requireNonNull(partyName, "partyName");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(classification, "classification");
        Timestamps.requireInRange("linkedAt", linkedAt);
    }
}
