package io.enforcementcore.adapters.inmemory.table;

import io.enforcementcore.adapters.inmemory.table.SortKeys.TimeKey;
import io.enforcementcore.metering.ForSizingItems;
import java.util.NavigableMap;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToLongBiFunction;

/**
 * The items of a partition: one item looked up by its slot (what a commit's marks and its pricing look
 * at), or every item after a sort key in sort-key order, as the table names them (what the walk over
 * every item visits). The caller holds the partition's stripe.
 */
public final class PartitionItems {
    /**
     * Receives each item visited, as stored, and says whether to go on. The item's address is built only
     * when asked for: a walk over millions of items needs the address of the last one only.
     */
    public interface Visitor {
        boolean visit(Supplier<ItemAddress> address, Stored<?> stored, ToLongBiFunction<ForSizingItems, Object> size);
    }

    private static final String DEADLINE = "DEADLINE#";
    private static final String EVENT = "EVENT#";
    private static final String EVIDENCE = "EVIDENCE#";
    private static final String META = "META";
    private static final String OUTBOX = "OUTBOX#";
    private static final String PARTY = "PARTY#";
    private static final String STATE = "STATE";
    private static final String TASK = "TASK#";
    private static final String PROFILE = "PROFILE";

    private PartitionItems() {
    }

    /** The item of the case in {@code slot}, or null. */
    static Stored<?> storedAt(CasePartition partition, ItemSlot slot) {
        return switch (slot.kind()) {
            case CASE -> partition.metadata;
            case CASE_STATE -> partition.state;
            case CASE_PARTY -> partition.parties.get(slot.id());
            case TASK -> partition.tasks.get(slot.timeKey());
            case DEADLINE -> partition.deadlines.get(slot.timeKey());
            case EVIDENCE -> partition.evidence.get(slot.id());
            case TIMELINE_EVENT -> partition.events.get(slot.timeKey());
            case OUTBOX_EVENT -> partition.outbox.get(slot.timeKey());
            default -> throw new IllegalArgumentException(slot + " is not an item of a case");
        };
    }

    /** The item of the party in {@code slot}, or null. */
    static Stored<?> storedAt(PartyPartition partition, ItemSlot slot) {
        return switch (slot.kind()) {
            case PARTY -> partition.profile;
            case PARTY_CASE -> partition.cases.get(slot.id());
            default -> throw new IllegalArgumentException(slot + " is not an item of a party");
        };
    }

    /** Visits the case's items after {@code after} (every item if null) in sort-key order, until told to stop. */
    public static boolean visit(CasePartition partition, String after, Visitor visitor) {
        String key = partition.partitionKey;
        return range(key, DEADLINE, partition.deadlines, TimeKey::parse, TimeKey::position,
                (sizing, item) -> sizing.deadline(item), after, visitor)
                && range(key, EVENT, partition.events, TimeKey::parse, TimeKey::position,
                (sizing, item) -> sizing.timelineEvent(item), after, visitor)
                && range(key, EVIDENCE, partition.evidence, Function.identity(), Function.identity(),
                (sizing, item) -> sizing.evidence(item), after, visitor)
                && single(key, META, partition.metadata, (sizing, item) -> sizing.caseMetadata(item), after, visitor)
                && range(key, OUTBOX, partition.outbox, TimeKey::parse, TimeKey::position,
                (sizing, item) -> sizing.outboxEvent(item), after, visitor)
                && range(key, PARTY, partition.parties, Function.identity(), Function.identity(),
                (sizing, item) -> sizing.partyOfCase(item), after, visitor)
                && single(key, STATE, partition.state, (sizing, item) -> sizing.caseState(item), after, visitor)
                && range(key, TASK, partition.tasks, TimeKey::parse, TimeKey::position,
                (sizing, item) -> sizing.task(item), after, visitor);
    }

    public static boolean visit(String key, PartyPartition partition, String after, Visitor visitor) {
        return range(key, ItemAddress.CASE, partition.cases, Function.identity(), Function.identity(),
                (sizing, item) -> sizing.caseOfParty(item), after, visitor)
                && single(key, PROFILE, partition.profile, (sizing, item) -> sizing.partyProfile(item), after, visitor);
    }

    /** A partition of one item (a sentinel or an idempotency record), sized by {@code size}. */
    public static <T> boolean visit(ItemAddress address, Stored<T> stored, ToLongBiFunction<ForSizingItems, T> size,
                             String after, Visitor visitor) {
        return single(address.partition(), address.sort(), stored, size, after, visitor);
    }

    private static <K, T> boolean range(String partitionKey, String prefix, NavigableMap<K, Stored<T>> items,
                                        Function<String, K> keyOf, Function<K, String> positionOf,
                                        ToLongBiFunction<ForSizingItems, T> size, String after, Visitor visitor) {
        NavigableMap<K, Stored<T>> rest = items;
        if (after != null && after.startsWith(prefix)) {
            rest = items.tailMap(keyOf.apply(after.substring(prefix.length())), false);
        } else if (after != null && after.compareTo(prefix) > 0) {
            return true;
        }
        ToLongBiFunction<ForSizingItems, Object> sized = sized(size);
        for (var entry : rest.entrySet()) {
            K key = entry.getKey();
            if (!visitor.visit(() -> new ItemAddress(partitionKey, prefix + positionOf.apply(key)),
                    entry.getValue(), sized)) {
                return false;
            }
        }
        return true;
    }

    private static <T> boolean single(String partitionKey, String sort, Stored<T> stored,
                                      ToLongBiFunction<ForSizingItems, T> size, String after, Visitor visitor) {
        if (stored == null || (after != null && after.compareTo(sort) >= 0)) {
            return true;
        }
        return visitor.visit(() -> new ItemAddress(partitionKey, sort), stored, sized(size));
    }

    @SuppressWarnings("unchecked")
    private static <T> ToLongBiFunction<ForSizingItems, Object> sized(ToLongBiFunction<ForSizingItems, T> size) {
        return (sizing, item) -> size.applyAsLong(sizing, (T) item);
    }
}
