package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.adapters.dynamodb.EveryCommandOnce.Run;
import io.enforcementcore.adapters.dynamodb.client.Retrier;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.metering.ItemWrite;
import io.enforcementcore.metering.ItemWrite.Effect;
import io.enforcementcore.metering.ItemWrite.IndexWrite;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * What each write of {@link EveryCommandOnce} cost, worked out again from nothing but the items the engine
 * held before and after it and the indexes the engine describes, by DynamoDB's documented rules, none of the
 * adapter's sizing code: an item is the sum of its attributes' name and value bytes; a write is charged
 * at the larger of the item before and after it (a Delete or ConditionCheck at the item it finds), 1 KB a
 * unit rounded up, doubled in a transaction; an index entry is the item's table keys, the index's keys and
 * the attributes the index projects, and an index is written only when the entry appears, goes, moves or
 * changes: one standard write per entry put or deleted, a changed entry at the larger of the two.
 */
public final class WriteRecount {
    private static final long WRITE_UNIT = 1024;

    /** An index as the engine describes it: its keys and what else it projects (null: ALL). */
    private record DescribedIndex(String name, String partitionKey, String sortKey, Set<String> projected) {
    }

    private final List<DescribedIndex> indexes;
    private final List<String> tableKeys;

    private WriteRecount(TableDescription table) {
        this.tableKeys = table.keySchema().stream().map(KeySchemaElement::attributeName).toList();
        List<DescribedIndex> described = new ArrayList<>();
        table.globalSecondaryIndexes().forEach(i -> described.add(described(i.indexName(), i.keySchema(),
                i.projection())));
        table.localSecondaryIndexes().forEach(i -> described.add(described(i.indexName(), i.keySchema(),
                i.projection())));
        this.indexes = List.copyOf(described);
    }

    /** Each run's writes recounted, in the order of the run's keys, with the operations it reported. */
    public static List<List<ItemWrite>> of(List<Run> runs) {
        String table = DynamoDbTestStores.freshTable();
        try (DynamoDbStorage raw = DynamoDbStorage.connect(DynamoDbTestStores.settings(table),
                io.enforcementcore.metering.ForObservingStorage.NONE, o -> { }, Retrier.standard())) {
            WriteRecount recount = new WriteRecount(raw.client().describeTable(DescribeTableRequest.builder()
                    .tableName(table).build()).table());
            return runs.stream().map(recount::run).toList();
        } finally {
            DynamoDbTestStores.dropTable(table);
        }
    }

    private List<ItemWrite> run(Run run) {
        boolean transactional = !run.command().equals("C14");
        List<ItemWrite> writes = new ArrayList<>();
        for (int i = 0; i < run.keys().size(); i++) {
            ItemKey key = run.keys().get(i);
            ItemWrite reported = run.reported().get(i);
            Map<String, AttributeValue> before = run.before().get(key);
            Map<String, AttributeValue> after = run.after().get(key);
            boolean finds = reported.operation().equals("Delete") || reported.operation().equals("ConditionCheck");
            long bytes = finds ? size(before) : Math.max(size(before), size(after));
            double units = units(bytes) * (transactional ? 2 : 1);
            List<IndexWrite> indexWrites = reported.operation().equals("ConditionCheck") ? List.of()
                    : indexWrites(before, after);
            writes.add(new ItemWrite(reported.attribution(), reported.operation(), reported.entityType(), bytes, units,
                    indexWrites));
        }
        return writes;
    }

    private List<IndexWrite> indexWrites(Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        List<IndexWrite> writes = new ArrayList<>();
        for (DescribedIndex index : indexes) {
            Map<String, AttributeValue> old = entry(index, before);
            Map<String, AttributeValue> now = entry(index, after);
            if (old == null && now != null) {
                writes.add(new IndexWrite(index.name(), Effect.ADDED, false, units(size(now))));
            } else if (old != null && now == null) {
                writes.add(new IndexWrite(index.name(), Effect.REMOVED, false, units(size(old))));
            } else if (old != null && !(old.get(index.partitionKey()).equals(now.get(index.partitionKey()))
                    && old.get(index.sortKey()).equals(now.get(index.sortKey())))) {
                writes.add(new IndexWrite(index.name(), Effect.MOVED, false, units(size(old)) + units(size(now))));
            } else if (old != null && !old.equals(now)) {
                writes.add(new IndexWrite(index.name(), Effect.REWRITTEN, false,
                        units(Math.max(size(old), size(now)))));
            }
        }
        return writes;
    }

    /** The item's entry in {@code index}; null when it lacks either of the index's keys. */
    private Map<String, AttributeValue> entry(DescribedIndex index, Map<String, AttributeValue> item) {
        if (item == null || !item.containsKey(index.partitionKey()) || !item.containsKey(index.sortKey())) {
            return null;
        }
        if (index.projected() == null) {
            return item;
        }
        Set<String> kept = new LinkedHashSet<>(tableKeys);
        kept.add(index.partitionKey());
        kept.add(index.sortKey());
        kept.addAll(index.projected());
        Map<String, AttributeValue> entry = new HashMap<>(item);
        entry.keySet().retainAll(kept);
        return entry;
    }

    private static DescribedIndex described(String name, List<KeySchemaElement> keys, Projection projection) {
        Map<KeyType, String> byType = new LinkedHashMap<>();
        keys.forEach(key -> byType.put(key.keyType(), key.attributeName()));
        Set<String> projected = projection.projectionType() == ProjectionType.ALL ? null
                : new LinkedHashSet<>(projection.nonKeyAttributes());
        return new DescribedIndex(name, byType.get(KeyType.HASH), byType.get(KeyType.RANGE), projected);
    }

    private static double units(long bytes) {
        return Math.max(1, (bytes + WRITE_UNIT - 1) / WRITE_UNIT);
    }

    static long size(Map<String, AttributeValue> item) {
        if (item == null) {
            return 0;
        }
        long bytes = 0;
        for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
            bytes += utf8(attribute.getKey()) + value(attribute.getValue());
        }
        return bytes;
    }

    private static long value(AttributeValue value) {
        return switch (value.type()) {
            case S -> utf8(value.s());
            case N -> number(value.n());
            case B -> value.b().asByteArray().length;
            case BOOL, NUL -> 1;
            case SS -> value.ss().stream().mapToLong(WriteRecount::utf8).sum();
            case NS -> value.ns().stream().mapToLong(WriteRecount::number).sum();
            case BS -> value.bs().stream().mapToLong(b -> b.asByteArray().length).sum();
            case L -> 3 + value.l().stream().mapToLong(element -> value(element) + 1).sum();
            case M -> 3 + value.m().entrySet().stream()
                    .mapToLong(entry -> utf8(entry.getKey()) + value(entry.getValue()) + 1).sum();
            case UNKNOWN_TO_SDK_VERSION -> throw new IllegalArgumentException(value.toString());
        };
    }

    /** One byte, then a byte per base-100 pair of significant digits (aligned on the point), one more if negative. */
    private static long number(String text) {
        BigDecimal number = new BigDecimal(text).stripTrailingZeros();
        if (number.signum() == 0) {
            return 1;
        }
        int lowest = -number.scale();
        int highest = lowest + number.precision() - 1;
        return 1 + (Math.floorDiv(highest, 2) - Math.floorDiv(lowest, 2) + 1) + (number.signum() < 0 ? 1 : 0);
    }

    private static long utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }
}
