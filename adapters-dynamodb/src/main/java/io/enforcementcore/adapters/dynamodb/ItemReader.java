package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.model.TenantId;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Reads attributes of a stored item, failing loudly on a malformed item rather than guessing. */
final class ItemReader {
    private final Map<String, AttributeValue> item;

    ItemReader(Map<String, AttributeValue> item) {
        this.item = item;
    }

    String s(String name) {
        return require(name).s();
    }

    String optionalS(String name) {
        AttributeValue value = item.get(name);
        return value == null ? null : value.s();
    }

    long n(String name) {
        return Long.parseLong(require(name).n());
    }

    int intN(String name) {
        return Math.toIntExact(n(name));
    }

    boolean bool(String name) {
        return require(name).bool();
    }

    Map<String, String> map(String name) {
        AttributeValue value = item.get(name);
        Map<String, String> out = new TreeMap<>();
        if (value != null) {
            value.m().forEach((k, v) -> out.put(k, v.s()));
        }
        return out;
    }

    String tenantId() {
        return s(ItemWriter.TENANT_ID);
    }

    /** Whether the item is {@code tenant}'s; an item without a tenant is no one's. */
    boolean belongsTo(TenantId tenant) {
        return tenant.value().equals(optionalS(ItemWriter.TENANT_ID));
    }

    String createdAt() {
        return s(ItemWriter.CREATED_AT);
    }

    String updatedAt() {
        return s(ItemWriter.UPDATED_AT);
    }

    private AttributeValue require(String name) {
        AttributeValue value = item.get(name);
        if (value == null) {
            throw new IllegalStateException("item " + item.get(KeyGrammar.PK) + "/" + item.get(KeyGrammar.SK)
                    + " has no attribute " + name);
        }
        return value;
    }
}
