package io.enforcementcore.adapters.dynamodb.table;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * A table as the live-table check compares it, in the words its differences are told in: the table's keys,
 * each secondary index's kind, keys and projection, and the time to live. The design's side is read from the
 * very {@link CreateTableRequest} that creates the table, so the check cannot drift from the creation.
 * Billing and capacity are left out: they are the operator's choice, not the design's.
 */
public record TableShape(String keys, Map<String, IndexShape> indexes, String timeToLive) {
    /** What a difference says was found where the design has something the table has not, or the reverse. */
    public static final String NONE = "none";

    /** Hears each difference: what differs, as the design has it, and as the table has it. */
    public interface Differences {
        void differ(String what, String expected, String found);
    }

    /** @param kind {@code global} or {@code local} */
    public record IndexShape(String kind, String keys, String projection) {
        String describe() {
            return kind + " index on " + keys + ", projection " + projection;
        }
    }

    public TableShape {
        indexes = Map.copyOf(indexes);
    }

    /** The table as {@code definition} creates it, with its time to live on. */
    public static TableShape designed(TableDefinition definition) {
        CreateTableRequest request = definition.createRequest();
        Map<String, String> types = types(request.attributeDefinitions());
        Map<String, IndexShape> indexes = new TreeMap<>();
        request.globalSecondaryIndexes().forEach(index -> indexes.put(index.indexName(),
                new IndexShape("global", keys(index.keySchema(), types), projection(index.projection()))));
        request.localSecondaryIndexes().forEach(index -> indexes.put(index.indexName(),
                new IndexShape("local", keys(index.keySchema(), types), projection(index.projection()))));
        return new TableShape(keys(request.keySchema(), types), indexes,
                enabledOn(TableDefinition.TIME_TO_LIVE_ATTRIBUTE));
    }

    /** The table as DynamoDB describes it. */
    public static TableShape live(TableDescription table, TimeToLiveDescription timeToLive) {
        Map<String, String> types = types(table.attributeDefinitions());
        Map<String, IndexShape> indexes = new TreeMap<>();
        table.globalSecondaryIndexes().forEach(index -> indexes.put(index.indexName(),
                new IndexShape("global", keys(index.keySchema(), types), projection(index.projection()))));
        table.localSecondaryIndexes().forEach(index -> indexes.put(index.indexName(),
                new IndexShape("local", keys(index.keySchema(), types), projection(index.projection()))));
        return new TableShape(keys(table.keySchema(), types), indexes, timeToLive(timeToLive));
    }

    /**
     * Whether the table expires nothing and is not being changed: what a table is between its creation and
     * the request that turns its time to live on, which {@code createTableIfMissing} may still make.
     */
    public boolean timeToLiveOff() {
        return timeToLive.equals(TimeToLiveStatus.DISABLED.toString());
    }

    /** Tells {@code differences} every way {@code found} is not this shape, in the order of the table's parts. */
    public void compare(TableShape found, Differences differences) {
        differ("table keys", keys, found.keys, differences);
        Set<String> names = new TreeSet<>(indexes.keySet());
        names.addAll(found.indexes.keySet());
        for (String name : names) {
            IndexShape expected = indexes.get(name);
            IndexShape actual = found.indexes.get(name);
            if (expected == null || actual == null) {
                differences.differ("index " + name, expected == null ? NONE : expected.describe(),
                        actual == null ? NONE : actual.describe());
                continue;
            }
            differ("index " + name + " kind", expected.kind(), actual.kind(), differences);
            differ("index " + name + " keys", expected.keys(), actual.keys(), differences);
            differ("index " + name + " projection", expected.projection(), actual.projection(), differences);
        }
        differ("time to live", timeToLive, found.timeToLive, differences);
    }

    private static void differ(String what, String expected, String found, Differences differences) {
        if (!expected.equals(found)) {
            differences.differ(what, expected, found);
        }
    }

    private static Map<String, String> types(List<AttributeDefinition> definitions) {
        return definitions.stream().collect(Collectors.toMap(AttributeDefinition::attributeName,
                AttributeDefinition::attributeTypeAsString, (first, second) -> first));
    }

    /** e.g. {@code partition PK (S), sort SK (S)}: a key attribute's type is part of the key. */
    private static String keys(List<KeySchemaElement> schema, Map<String, String> types) {
        return schema.stream().sorted(Comparator.comparing(key -> key.keyType() == KeyType.HASH ? 0 : 1))
                .map(key -> (key.keyType() == KeyType.HASH ? "partition " : "sort ") + key.attributeName() + " ("
                        + types.getOrDefault(key.attributeName(), "type unknown") + ")")
                .collect(Collectors.joining(", "));
    }

    /**
     * e.g. {@code INCLUDE (caseId, title)}: the non-key attributes in name order, which DynamoDB does not keep,
     * in parentheses so that a list does not run into the words around it.
     */
    private static String projection(Projection projection) {
        if (projection == null || projection.projectionType() == null) {
            return NONE;
        }
        String type = projection.projectionTypeAsString();
        return projection.hasNonKeyAttributes() && !projection.nonKeyAttributes().isEmpty()
                ? type + " (" + String.join(", ", new TreeSet<>(projection.nonKeyAttributes())) + ")" : type;
    }

    private static String enabledOn(String attribute) {
        return TimeToLiveStatus.ENABLED + " on " + attribute;
    }

    /**
     * DynamoDB takes up to an hour to turn a time to live on, and nothing but waiting finishes it: a table on
     * its way there is as the design asks.
     */
    private static String timeToLive(TimeToLiveDescription description) {
        TimeToLiveStatus status = description == null ? null : description.timeToLiveStatus();
        if (status == null || status == TimeToLiveStatus.DISABLED) {
            return TimeToLiveStatus.DISABLED.toString();
        }
        if (status == TimeToLiveStatus.ENABLED || status == TimeToLiveStatus.ENABLING) {
            return enabledOn(description.attributeName());
        }
        return description.attributeName() == null ? description.timeToLiveStatusAsString()
                : description.timeToLiveStatusAsString() + " on " + description.attributeName();
    }
}
