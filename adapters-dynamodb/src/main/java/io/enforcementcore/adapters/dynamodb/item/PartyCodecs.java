package io.enforcementcore.adapters.dynamodb.item;

import static io.enforcementcore.adapters.dynamodb.item.ItemMapper.MAP;

import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Party;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Party profiles and the case-party edges (one item in each direction, same attributes); the party's edge is
 * keyed under its case's classification, so that AP08 reads only the ranges a reader is cleared for.
 */
public final class PartyCodecs {
    private PartyCodecs() {
    }

    public static Map<String, AttributeValue> profile(Party party) {
        PartyItem i = MAP.toItem(party);
        return ItemWriter.item(KeyGrammar.partyProfile(party.tenantId(), party.partyId()), EntityType.PARTY,
                        i.tenantId(), i.createdAt(), i.updatedAt())
                .s("partyId", i.partyId())
                .s("partyKind", i.partyKind())
                .s("partyName", i.partyName())
                .build();
    }

    public static Party profile(Map<String, AttributeValue> item) {
        ItemReader r = new ItemReader(item);
        return MAP.toDomain(new PartyItem(r.tenantId(), r.s("partyId"), r.s("partyKind"), r.s("partyName"),
                r.createdAt(), r.updatedAt()));
    }

    public static Map<String, AttributeValue> caseToParty(CaseParty link) {
        return edge(KeyGrammar.caseParty(link.caseId(), link.partyId()), EntityType.CASE_PARTY, link);
    }

    public static Map<String, AttributeValue> partyToCase(CaseParty link) {
        return edge(KeyGrammar.partyCase(link.tenantId(), link.partyId(), link.classification(), link.caseId()),
                EntityType.PARTY_CASE, link);
    }

    public static CaseParty edge(Map<String, AttributeValue> item) {
        ItemReader r = new ItemReader(item);
        return MAP.toDomain(new CasePartyItem(r.tenantId(), r.s("caseId"), r.s("partyId"), r.s("partyKind"),
                r.s("partyName"), r.s("role"), r.s(ItemWriter.CLASSIFICATION), r.s("linkedAt"), r.createdAt(),
                r.updatedAt()));
    }

    private static Map<String, AttributeValue> edge(ItemKey key, EntityType type, CaseParty link) {
        CasePartyItem i = MAP.toItem(link);
        return ItemWriter.item(key, type, i.tenantId(), i.createdAt(), i.updatedAt())
                .s("caseId", i.caseId())
                .s("partyId", i.partyId())
                .s("partyKind", i.partyKind())
                .s("partyName", i.partyName())
                .s("role", i.role())
                .s(ItemWriter.CLASSIFICATION, i.classification())
                .s("linkedAt", i.linkedAt())
                .build();
    }
}
