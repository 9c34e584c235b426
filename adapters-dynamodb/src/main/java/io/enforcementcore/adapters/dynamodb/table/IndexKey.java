package io.enforcementcore.adapters.dynamodb.table;


/** The two key attributes an item carries to be listed in a global secondary index. */
public record IndexKey(String pkAttribute, String pk, String skAttribute, String sk) {
    public IndexKey {
        KeyLimits.partitionKey(pkAttribute, pk);
        KeyLimits.sortKey(skAttribute, sk);
    }

    public static IndexKey gsi1(String pk, String sk) {
        return new IndexKey(KeyGrammar.GSI1PK, pk, KeyGrammar.GSI1SK, sk);
    }

    public static IndexKey gsi2(String pk, String sk) {
        return new IndexKey(KeyGrammar.GSI2PK, pk, KeyGrammar.GSI2SK, sk);
    }
}
