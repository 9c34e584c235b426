package io.enforcementcore.adapters.dynamodb.table;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The primary key of one item, checked against the key size limits when it is made. */
public record ItemKey(String pk, String sk) {
    public ItemKey {
        KeyLimits.partitionKey(KeyGrammar.PK, pk);
        KeyLimits.sortKey(KeyGrammar.SK, sk);
    }

    public Map<String, AttributeValue> asMap() {
        return Map.of(KeyGrammar.PK, AttributeValue.fromS(pk), KeyGrammar.SK, AttributeValue.fromS(sk));
    }

    public static ItemKey of(Map<String, AttributeValue> item) {
        return new ItemKey(item.get(KeyGrammar.PK).s(), item.get(KeyGrammar.SK).s());
    }

    @Override
    public String toString() {
        return pk + " / " + sk;
    }
}
