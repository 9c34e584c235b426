package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammarCatalog;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.metering.CapacityUnits;
import io.enforcementcore.metering.ItemWrite.Effect;
import io.enforcementcore.metering.ItemWrite.IndexWrite;
import io.enforcementcore.metering.ItemWrite;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What each operation of a planned transaction writes, as {@link ItemWrite}s: the item at transactional
 * write units, and its index entries by what the operation does to their key attributes, given whether
 * the item was listed before ({@link WriteSpec#listedIn}): a Put or an Update that sets an index key
 * adds an entry to an index the item was not in and moves the one it was in; removing the key
 * attributes or deleting the item removes the entry; any other Update of a listed item rewrites it
 * (every index projects ALL). Each index write is a standard write of the entry, sized here like the
 * operation itself.
 */
public final class ItemWrites {
    private static final String PK = KeyGrammar.PK;

    private ItemWrites() {
    }

    public static List<ItemWrite> of(String attribution, List<WriteSpec> specs) {
        return specs.stream().map(spec -> of(attribution, spec)).toList();
    }

    public static ItemWrite of(String attribution, WriteSpec spec) {
        long bytes = spec.bytes();
        return new ItemWrite(attribution, operation(spec.kind()), entityType(spec).label(), bytes,
                CapacityUnits.transactionalWrite(bytes), indexWrites(spec, bytes));
    }

    /**
     * A standalone UpdateItem that turns {@code before} into {@code after} (the migration's rewrite):
     * both items are known, so its index writes are exact.
     */
    public static ItemWrite update(String attribution, Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        long bytes = ItemSize.of(after);
        String type = after.get(ItemWriter.ENTITY_TYPE).s();
        return new ItemWrite(attribution, "Update", type, bytes, CapacityUnits.write(bytes),
                between(before, after, bytes));
    }

    /**
     * The index writes that take a stored item from {@code before} to {@code after} (either may be null),
     * one per {@link IndexTransitions transition}, each sized by {@code bytes}.
     */
    public static List<IndexWrite> between(Map<String, AttributeValue> before, Map<String, AttributeValue> after,
                                    long bytes) {
        return IndexTransitions.between(before, after).stream()
                .map(t -> new IndexWrite(t.index().name(), t.effect(), false,
                        t.effect().writes() * CapacityUnits.write(bytes)))
                .toList();
    }

    public static List<IndexWrite> indexWrites(WriteSpec spec, long bytes) {
        List<IndexWrite> writes = new ArrayList<>();
        for (TableDefinition.Index index : TableDefinition.Index.values()) {
            WriteSpec.Listing before = spec.listedBefore(index);
            Effect effect = effect(spec, index, before != WriteSpec.Listing.NOT_LISTED);
            if (effect != null) {
                writes.add(new IndexWrite(index.name(), effect, before == WriteSpec.Listing.PERHAPS_LISTED,
                        effect.writes() * CapacityUnits.write(bytes)));
            }
        }
        return List.copyOf(writes);
    }

    /** The effect on one index, or null for none. */
    private static Effect effect(WriteSpec spec, TableDefinition.Index index, boolean listed) {
        return switch (spec.kind()) {
            case PUT -> carriesKey(spec.item(), index) ? (listed ? Effect.REWRITTEN : Effect.ADDED)
                    : (listed ? Effect.REMOVED : null);
            case UPDATE -> touchesKey(spec.removed(), index) ? (listed ? Effect.REMOVED : null)
                    : touchesKey(spec.assigned(), index) ? (listed ? Effect.MOVED : Effect.ADDED)
                    : (listed ? Effect.REWRITTEN : null);
            case DELETE -> listed ? Effect.REMOVED : null;
            case CHECK -> null;
        };
    }

    private static boolean carriesKey(Map<String, AttributeValue> item, TableDefinition.Index index) {
        return item.containsKey(index.partitionKey()) && item.containsKey(index.sortKey());
    }

    /** An index's own key attributes: the base table's PK, shared by the LSI, is no key change of it. */
    private static boolean touchesKey(Set<String> attributes, TableDefinition.Index index) {
        return attributes.contains(index.sortKey())
                || (!index.partitionKey().equals(PK) && attributes.contains(index.partitionKey()));
    }

    private static String operation(WriteSpec.Kind kind) {
        return switch (kind) {
            case PUT -> "Put";
            case UPDATE -> "Update";
            case DELETE -> "Delete";
            case CHECK -> "ConditionCheck";
        };
    }

    public static EntityType entityType(WriteSpec spec) {
        if (spec.kind() == WriteSpec.Kind.PUT) {
            AttributeValue type = spec.item().get(ItemWriter.ENTITY_TYPE);
            if (type != null) {
                return EntityType.ofLabel(type.s()).getOrElseThrow(() ->
                        new IllegalStateException("unknown entityType " + type.s()));
            }
        }
        return KeyGrammarCatalog.entityOf(spec.key());
    }
}
