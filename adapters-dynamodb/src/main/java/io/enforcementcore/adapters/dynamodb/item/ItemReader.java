package io.enforcementcore.adapters.dynamodb.item;

import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.model.TenantId;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads attributes of a stored item, failing loudly on a malformed item rather than guessing. Every codec
 * decodes through it, so every decoder reads the item as the current schema has it ({@link SchemaUpcasts});
 * index views project {@code schemaVersion} for that. A reader made {@link #of(Map, List) of a view's
 * declared attributes} refuses to read any other: an index projects only what its views declare, so a
 * decoder that reached further would read nothing there.
 */
public final class ItemReader {
    private final Map<String, AttributeValue> item;
    // a view's own constant list, searched as it is: copying it into a set would cost every item decoded
    private final List<String> declared;

    public ItemReader(Map<String, AttributeValue> item) {
        this(item, null);
    }

    private ItemReader(Map<String, AttributeValue> item, List<String> declared) {
        this.item = SchemaUpcasts.toCurrent(item);
        this.declared = declared;
    }

    /** A reader that may read only {@code declared}, the attributes its view says it decodes. */
    public static ItemReader of(Map<String, AttributeValue> item, List<String> declared) {
        return new ItemReader(item, declared);
    }

    public String s(String name) {
        return require(name).s();
    }

    public String optionalS(String name) {
        AttributeValue value = get(name);
        return value == null ? null : value.s();
    }

    public long n(String name) {
        return Long.parseLong(require(name).n());
    }

    /** A Number attribute the item may lack: null then. */
    public Long optionalN(String name) {
        AttributeValue value = get(name);
        return value == null || value.n() == null ? null : Long.parseLong(value.n());
    }

    public int intN(String name) {
        return Math.toIntExact(n(name));
    }

    public boolean bool(String name) {
        return require(name).bool();
    }

    public Map<String, String> map(String name) {
        AttributeValue value = get(name);
        Map<String, String> out = new TreeMap<>();
        if (value != null) {
            value.m().forEach((k, v) -> out.put(k, v.s()));
        }
        return out;
    }

    /**
     * A map attribute's texts for a decoder that only looks them up (an event's payload, parsed into typed
     * fields and not kept): read in place rather than copied, which cost a sorted map for every item of a page.
     */
    public Map<String, String> textsToLookUp(String name) {
        AttributeValue value = get(name);
        return new TextsInPlace(value == null ? Map.of() : value.m());
    }

    public String tenantId() {
        return s(ItemWriter.TENANT_ID);
    }

    /** Whether the item is {@code tenant}'s; an item without a tenant is no one's. */
    public boolean belongsTo(TenantId tenant) {
        return tenant.value().equals(optionalS(ItemWriter.TENANT_ID));
    }

    public String createdAt() {
        return s(ItemWriter.CREATED_AT);
    }

    public String updatedAt() {
        return s(ItemWriter.UPDATED_AT);
    }

    /** The texts of a map attribute, read in place; iterated, they are sorted as {@link #map} has them. */
    private static final class TextsInPlace extends AbstractMap<String, String> {
        private final Map<String, AttributeValue> entries;

        TextsInPlace(Map<String, AttributeValue> entries) {
            this.entries = entries;
        }

        @Override
        public String get(Object key) {
            AttributeValue value = entries.get(key);
            return value == null ? null : value.s();
        }

        @Override
        public boolean containsKey(Object key) {
            return entries.containsKey(key);
        }

        @Override
        public int size() {
            return entries.size();
        }

        @Override
        public Set<Map.Entry<String, String>> entrySet() {
            Map<String, String> sorted = new TreeMap<>();
            entries.forEach((k, v) -> sorted.put(k, v.s()));
            return Collections.unmodifiableMap(sorted).entrySet();
        }
    }

    private AttributeValue get(String name) {
        if (declared != null && !declared.contains(name)) {
            throw new IllegalStateException("a view decodes " + name + ", which it does not declare (and so no "
                    + "index projects it for the view)");
        }
        return item.get(name);
    }

    private AttributeValue require(String name) {
        AttributeValue value = get(name);
        if (value == null) {
            throw new IllegalStateException("item " + item.get(KeyGrammar.PK) + "/" + item.get(KeyGrammar.SK)
                    + " has no attribute " + name);
        }
        return value;
    }
}
