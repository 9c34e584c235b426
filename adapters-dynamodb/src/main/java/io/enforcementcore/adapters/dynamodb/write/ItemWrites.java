package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammarCatalog;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.metering.CapacityUnits;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.ItemWrite.Effect;
import io.enforcementcore.metering.ItemWrite.IndexWrite;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What each operation of a planned transaction writes, as {@link ItemWrite}s, priced by DynamoDB's rules:
 * the item at the larger of its size before and after the operation (a Delete or a ConditionCheck at the
 * item it finds), in transactional write units; each index entry by what happens to it between the two
 * items ({@link IndexTransitions}), a standard write of the entry it deletes or puts, a rewrite sized by
 * the larger of the two, each entry what the index projects of the item.
 *
 * <p>Where the item an operation finds is not known ({@link WriteSpec#knowsItemFound}: the store writes
 * without reading), the operation is priced at the least it can cost ({@link WriteSpec#leastBytes}), its
 * index writes follow from what the operation does to their key and projected attributes given whether the
 * item was listed before ({@link WriteSpec#listedIn}), each at the least its entry can be (a Put's entry is
 * known; otherwise the table's keys, which every entry holds), and the write is flagged
 * {@link ItemWrite#lowerBound}.
 */
public final class ItemWrites {
    private static final String PK = KeyGrammar.PK;

    private ItemWrites() {
    }

    public static List<ItemWrite> of(String attribution, List<WriteSpec> specs) {
        return specs.stream().map(spec -> of(attribution, spec)).toList();
    }

    /** Priced from what the change set tells: exactly where it tells the item found, else a lower bound. */
    public static ItemWrite of(String attribution, WriteSpec spec) {
        if (spec.knowsItemFound()) {
            Map<String, AttributeValue> before = spec.itemFound().getOrNull();
            return priced(attribution, spec, before, spec.itemAfter(before));
        }
        long bytes = spec.leastBytes();
        return new ItemWrite(attribution, spec.kind().operation(), entityType(spec).label(), bytes,
                CapacityUnits.transactionalWrite(bytes), indexWrites(spec), true);
    }

    /** Priced exactly, from the item the operation found and the one it left (either may be null: none). */
    public static ItemWrite priced(String attribution, WriteSpec spec, Map<String, AttributeValue> before,
                                   Map<String, AttributeValue> after) {
        long bytes = switch (spec.kind()) {
            case PUT, UPDATE -> Math.max(size(before), size(after));
            case DELETE, CHECK -> size(before);
        };
        List<IndexWrite> indexWrites = spec.kind() == WriteSpec.WriteKind.CHECK ? List.of() : between(before, after);
        return new ItemWrite(attribution, spec.kind().operation(), entityType(spec).label(), bytes,
                CapacityUnits.transactionalWrite(bytes), indexWrites);
    }

    /**
     * A standalone UpdateItem that turns {@code before} into {@code after} (the migration's rewrite):
     * both items are known, so it is priced exactly, at standard write units.
     */
    public static ItemWrite update(String attribution, Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        long bytes = Math.max(size(before), size(after));
        String type = after.get(ItemWriter.ENTITY_TYPE).s();
        return new ItemWrite(attribution, "Update", type, bytes, CapacityUnits.write(bytes), between(before, after));
    }

    /**
     * The index writes that take a stored item from {@code before} to {@code after} (either may be null),
     * one per {@link IndexTransitions transition}, each priced by the entries it deletes and puts.
     */
    public static List<IndexWrite> between(Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        return IndexTransitions.between(before, after).stream()
                .map(t -> new IndexWrite(t.index().name(), t.effect(), false, units(t)))
                .toList();
    }

    private static double units(IndexTransitions.Transition t) {
        return switch (t.effect()) {
            case ADDED -> CapacityUnits.write(t.now().get().bytes());
            case REMOVED -> CapacityUnits.write(t.old().get().bytes());
            case MOVED -> CapacityUnits.write(t.old().get().bytes()) + CapacityUnits.write(t.now().get().bytes());
            case REWRITTEN -> CapacityUnits.write(Math.max(t.old().get().bytes(), t.now().get().bytes()));
        };
    }

    private static long size(Map<String, AttributeValue> item) {
        return item == null ? 0 : ItemSize.of(item);
    }

    /** The index writes of an operation whose item found is unknown, each at the least its entry can be. */
    public static List<IndexWrite> indexWrites(WriteSpec spec) {
        List<IndexWrite> writes = new ArrayList<>();
        for (TableDefinition.Index index : TableDefinition.Index.values()) {
            WriteSpec.Listing before = spec.listedBefore(index);
            Effect effect = effect(spec, index, before != WriteSpec.Listing.NOT_LISTED);
            if (effect != null) {
                long entry = spec.kind() == WriteSpec.WriteKind.PUT && carriesKey(spec.item(), index)
                        ? ItemSize.of(IndexTransitions.projected(index, spec.item())) : ItemSize.of(spec.key().asMap());
                // an Update's rewrite happens only if a value it sets differs from the one the entry holds
                boolean conditional = before == WriteSpec.Listing.PERHAPS_LISTED
                        || spec.kind() == WriteSpec.WriteKind.UPDATE && effect == Effect.REWRITTEN;
                writes.add(new IndexWrite(index.name(), effect, conditional, effect.writes() * CapacityUnits.write(entry)));
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
                    : (listed && touchesProjected(spec, index) ? Effect.REWRITTEN : null);
            case DELETE -> listed ? Effect.REMOVED : null;
            case CHECK -> null;
        };
    }

    private static boolean carriesKey(Map<String, AttributeValue> item, TableDefinition.Index index) {
        return item.containsKey(index.partitionKey()) && item.containsKey(index.sortKey());
    }

    /** Whether an Update sets or removes an attribute {@code index} projects: else the entry stays as it was. */
    private static boolean touchesProjected(WriteSpec spec, TableDefinition.Index index) {
        List<String> projected = IndexTransitions.PROJECTED.get(index.name());
        return spec.assigned().stream().anyMatch(projected::contains)
                || spec.removed().stream().anyMatch(projected::contains);
    }

    /** An index's own key attributes: the base table's PK, shared by the LSI, is no key change of it. */
    private static boolean touchesKey(Set<String> attributes, TableDefinition.Index index) {
        return attributes.contains(index.sortKey())
                || (!index.partitionKey().equals(PK) && attributes.contains(index.partitionKey()));
    }

    public static EntityType entityType(WriteSpec spec) {
        if (spec.kind() == WriteSpec.WriteKind.PUT) {
            AttributeValue type = spec.item().get(ItemWriter.ENTITY_TYPE);
            if (type != null) {
                return EntityType.ofLabel(type.s()).getOrElseThrow(() ->
                        new IllegalStateException("unknown entityType " + type.s()));
            }
        }
        return KeyGrammarCatalog.entityOf(spec.key());
    }
}
