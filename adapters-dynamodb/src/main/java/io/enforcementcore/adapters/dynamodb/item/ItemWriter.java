package io.enforcementcore.adapters.dynamodb.item;

import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.IndexKey;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Builds an item's attribute map: the header every item carries, then its own attributes. */
public final class ItemWriter {
    public static final String ENTITY_TYPE = "entityType";
    public static final String SCHEMA_VERSION = "schemaVersion";
    public static final String TENANT_ID = "tenantId";
    /** When the item was created and last changed: part of its audit stamp ({@link AuditAttributes}). */
    public static final String CREATED_AT = AuditAttributes.CREATED_AT;
    public static final String UPDATED_AT = AuditAttributes.UPDATED_AT;
    /** The owning organisation of the case an item belongs to (META, tasks and deadlines hold it). */
    public static final String OWNER_ORG_ID = AuditAttributes.OWNER_ORG_ID;
    /** Who created the item and who last changed it (tasks and deadlines hold them). */
    public static final String CREATED_BY = AuditAttributes.CREATED_BY;
    public static final String UPDATED_BY = AuditAttributes.UPDATED_BY;
    /** The optimistic-concurrency version of a versioned item (STATE, task, deadline). */
    public static final String VERSION = "version";
    /** The classification of the case an item belongs to (META, STATE, tasks, deadlines and link edges hold it). */
    public static final String CLASSIFICATION = AuditAttributes.CLASSIFICATION;
    /** The lifecycle status of an item that has one (STATE, task, deadline). */
    public static final String STATUS = "status";

    private final Map<String, AttributeValue> attributes = new LinkedHashMap<>();

    private ItemWriter() {
    }

    public static ItemWriter item(ItemKey key, EntityType type, String tenantId, String createdAt, String updatedAt) {
        return new ItemWriter()
                .s(KeyGrammar.PK, key.pk())
                .s(KeyGrammar.SK, key.sk())
                .s(ENTITY_TYPE, type.label())
                .n(SCHEMA_VERSION, EntityType.CURRENT_SCHEMA_VERSION)
                .s(TENANT_ID, tenantId)
                .s(CREATED_AT, createdAt)
                .s(UPDATED_AT, updatedAt);
    }

    public ItemWriter s(String name, String value) {
        if (value != null) {
            attributes.put(name, AttributeValue.fromS(value));
        }
        return this;
    }

    public ItemWriter n(String name, long value) {
        attributes.put(name, AttributeValue.fromN(Long.toString(value)));
        return this;
    }

    public ItemWriter bool(String name, boolean value) {
        attributes.put(name, AttributeValue.fromBool(value));
        return this;
    }

    public ItemWriter map(String name, Map<String, String> entries) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        entries.forEach((k, v) -> m.put(k, AttributeValue.fromS(v)));
        attributes.put(name, AttributeValue.fromM(m));
        return this;
    }

    public ItemWriter all(Map<String, AttributeValue> more) {
        attributes.putAll(more);
        return this;
    }

    public ItemWriter index(IndexKey key) {
        return s(key.pkAttribute(), key.pk()).s(key.skAttribute(), key.sk());
    }

    public ItemWriter lsi1(String sortKey) {
        return s(KeyGrammar.LSI1SK, sortKey);
    }

    /**
     * The item, read-only. The writer is not used again once built, so its own map is handed out rather than
     * copied: a commit copies each item it puts anyway, to stamp it.
     */
    public Map<String, AttributeValue> build() {
        return Collections.unmodifiableMap(attributes);
    }
}
