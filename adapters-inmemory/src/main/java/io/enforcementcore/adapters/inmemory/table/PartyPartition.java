package io.enforcementcore.adapters.inmemory.table;

import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.Party;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * A party's partition ({@code PARTY#<tenantId>#<partyId>}): its profile and its edges to cases (AP08), keyed
 * as the edge's sort key orders them, by the case's classification and then its id, so that each
 * classification is a range of its own. Read and written under its stripe.
 */
public final class PartyPartition {
    public Stored<Party> profile;
    final NavigableMap<String, Stored<CaseParty>> cases = new TreeMap<>();

    public static String caseKey(CaseParty link) {
        return rangeOf(link.classification()) + link.caseId().value();
    }

    /** The keys of the edges to cases of {@code classification} all start with this. */
    static String rangeOf(Classification classification) {
        return classification.name() + "#";
    }

    /** The edges to cases of {@code classification}, by case id. */
    public NavigableMap<String, Stored<CaseParty>> casesClassified(Classification classification) {
        String range = rangeOf(classification);
        return cases.subMap(range, true, range + Character.MAX_VALUE, false);
    }
}
