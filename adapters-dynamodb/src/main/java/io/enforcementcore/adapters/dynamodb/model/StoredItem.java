package io.enforcementcore.adapters.dynamodb.model;

import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One item as the table holds it, seen from outside the adapter: its keys, its size by DynamoDB's rules, and
 * where each index holds it. Its attributes stay inside, so that neither the SDK nor the key grammar's
 * builders leave the adapter; two items are equal when every attribute is.
 */
public final class StoredItem {
    private static final Map<String, List<String>> PROJECTED = IndexProjections.byNeed().askedOf();

    private final Map<String, AttributeValue> attributes;

    StoredItem(Map<String, AttributeValue> attributes) {
        this.attributes = Map.copyOf(attributes);
    }

    /**
     * An item of string attributes only, for a rule over items that needs none the store writes (a test of
     * index writes, say); it must carry {@code PK} and {@code SK}.
     */
    public static StoredItem ofStrings(Map<String, String> attributes) {
        if (!attributes.containsKey(KeyGrammar.PK) || !attributes.containsKey(KeyGrammar.SK)) {
            throw new IllegalArgumentException("an item carries " + KeyGrammar.PK + " and " + KeyGrammar.SK);
        }
        Map<String, AttributeValue> item = new HashMap<>();
        attributes.forEach((name, value) -> item.put(name, AttributeValue.fromS(value)));
        return new StoredItem(item);
    }

    public String pk() {
        return attributes.get(KeyGrammar.PK).s();
    }

    public String sk() {
        return attributes.get(KeyGrammar.SK).s();
    }

    public String entityType() {
        return attributes.get(ItemWriter.ENTITY_TYPE).s();
    }

    /** Its size as DynamoDB bills it. */
    public long bytes() {
        return ItemSize.of(attributes);
    }

    /**
     * The size of what {@code index} holds of it (the table's name {@code table} for the whole item): its
     * keys and the attributes the index projects.
     */
    public long bytesIn(String index) {
        List<String> projected = PROJECTED.get(index);
        if (projected == null) {
            return bytes();
        }
        Map<String, AttributeValue> entry = new HashMap<>(attributes);
        entry.keySet().retainAll(projected);
        return ItemSize.of(entry);
    }

    /** Whether {@code index} holds the same of it as of {@code other}: an update between them rewrites no entry. */
    public boolean sameIn(String index, StoredItem other) {
        List<String> projected = PROJECTED.get(index);
        return projected == null ? equals(other) : projected.stream()
                .allMatch(name -> java.util.Objects.equals(attributes.get(name), other.attributes.get(name)));
    }

    /** Its partition key in {@code index}: none while it lacks either of the index's key attributes. */
    public Option<String> partitionIn(String index) {
        return entryKey(index, true);
    }

    /** Its sort key in {@code index}: none while it lacks either of the index's key attributes. */
    public Option<String> sortKeyIn(String index) {
        return entryKey(index, false);
    }

    Map<String, AttributeValue> attributes() {
        return attributes;
    }

    private Option<String> entryKey(String index, boolean partition) {
        String pk = KeyGrammar.PK;
        String sk = KeyGrammar.SK;
        if (!index.equals(TableModel.BASE_TABLE)) {
            TableDefinition.Index secondary = TableDefinition.Index.valueOf(index);
            pk = secondary.partitionKey();
            sk = secondary.sortKey();
        }
        AttributeValue p = attributes.get(pk);
        AttributeValue s = attributes.get(sk);
        return p == null || s == null ? Option.none() : Option.some((partition ? p : s).s());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof StoredItem item && attributes.equals(item.attributes);
    }

    @Override
    public int hashCode() {
        return attributes.hashCode();
    }

    @Override
    public String toString() {
        return "StoredItem[" + pk() + " " + sk() + ", " + attributes.size() + " attributes]";
    }
}
