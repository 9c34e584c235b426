package io.enforcementcore.adapters.inmemory;

import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Party;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * A party's partition ({@code PARTY#<tenantId>#<partyId>}): its profile and its edges to cases (AP08),
 * read and written under its stripe.
 */
final class PartyPartition {
    Stored<Party> profile;
    final NavigableMap<String, Stored<CaseParty>> cases = new TreeMap<>();
}
