package io.enforcementcore.adapters.dynamodb.item;

import io.enforcementcore.adapters.dynamodb.table.EntityType;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.model.Audit;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.DeadlineId;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.domain.model.TaskStatus;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Upcast on read: a stored item is brought to the current schema, one named step per version, before a
 * codec decodes it, so an item an older writer left reads as the current model before any backfill.
 * An item without {@code schemaVersion} is of schema 1. An item of a newer schema than this code knows
 * (a writer that was rolled back, or deployed before its readers) is read as it is: the codecs take the
 * attributes they know and ignore the rest; nothing here writes it back.
 *
 * <p>A step can only change what the item says, not where it is listed: an index entry exists only for an
 * item stored with the index's key attributes, so a step that adds an index key makes the decoded item
 * whole while the index still lacks it until the backfill (C14) stores the step's result.
 */
public final class SchemaUpcasts {

    /** One schema change: what it changed, and how an item of {@code from} becomes one of {@code from + 1}. */
    public record SchemaStep(int from, String change, UnaryOperator<Map<String, AttributeValue>> upcast) {
    }

    /** Every schema change in order; the last one reaches {@link EntityType#CURRENT_SCHEMA_VERSION}. */
    public static final List<SchemaStep> CHAIN = List.of(
            new SchemaStep(1, "an open task or deadline carries LSI1's open-work key (AP09)", SchemaUpcasts::openWorkKey),
            new SchemaStep(2, "a case's STATE, tasks and deadlines carry the case's classification; one stored before it "
                    + "reads as " + Classification.unstated() + ", so only a principal cleared for every case sees "
                    + "it, until the backfill copies META's classification onto it", SchemaUpcasts::classifiedState),
            new SchemaStep(3, "both edges of a case-party link carry the case's classification, and the party's edge is "
                    + "keyed under it (AP08 reads one range per classification); an edge stored before it reads as "
                    + Classification.unstated() + ", and a party's edge stays outside every range of AP08, until the "
                    + "backfill copies META's classification onto both edges and moves the party's edge under it",
                    SchemaUpcasts::classifiedEdge),
            new SchemaStep(4, "a task or deadline carries its audit attributes: its case's owning organisation, who created "
                    + "it and who last changed it; one stored before them reads 'unknown' for each it lacks, until the "
                    + "backfill copies META's owner onto it (who wrote it is not known, and stays so)",
                    SchemaUpcasts::auditedWork));

    /** The entity types that carry their case's classification, as the key of a list view needs it. */
    public static final Set<String> CLASSIFIED = Set.of(EntityType.CASE_STATE.label(),
            EntityType.TASK.label(), EntityType.DEADLINE.label());

    /** The entity types that carry their audit attributes (since schema 5). */
    public static final Set<String> AUDITED = Set.of(EntityType.TASK.label(), EntityType.DEADLINE.label());

    /** The edges of a case-party link, which carry their case's classification since schema 4. */
    public static final Set<String> CLASSIFIED_EDGES = Set.of(EntityType.CASE_PARTY.label(),
            EntityType.PARTY_CASE.label());

    private SchemaUpcasts() {
    }

    /** Whether an item of {@code type} carries its case's classification in the current schema. */
    public static boolean carriesCaseClassification(String type) {
        return CLASSIFIED.contains(type) || CLASSIFIED_EDGES.contains(type);
    }

    /** The schema an item was written in; one written before the attribute existed is of schema 1. */
    public static int versionOf(Map<String, AttributeValue> item) {
        AttributeValue version = item.get(ItemWriter.SCHEMA_VERSION);
        return version == null || version.n() == null ? 1 : Integer.parseInt(version.n());
    }

    public static boolean isNewerThanCurrent(Map<String, AttributeValue> item) {
        return versionOf(item) > EntityType.CURRENT_SCHEMA_VERSION;
    }

    /** The item as the current schema has it; an item of the current or a newer schema is returned as is. */
    public static Map<String, AttributeValue> toCurrent(Map<String, AttributeValue> item) {
        int version = versionOf(item);
        if (version >= EntityType.CURRENT_SCHEMA_VERSION) {
            return item;
        }
        Map<String, AttributeValue> upcast = item;
        for (SchemaStep step : CHAIN) {
            if (step.from() >= version) {
                upcast = new LinkedHashMap<>(step.upcast().apply(upcast));
                upcast.put(ItemWriter.SCHEMA_VERSION, AttributeValue.fromN(Integer.toString(step.from() + 1)));
            }
        }
        return Map.copyOf(upcast);
    }

    /** Schema 2 lists open work in LSI1 by due time; done, met or missed work stays out of it. */
    private static Map<String, AttributeValue> openWorkKey(Map<String, AttributeValue> item) {
        String type = text(item, ItemWriter.ENTITY_TYPE);
        boolean task = EntityType.TASK.label().equals(type);
        boolean deadline = EntityType.DEADLINE.label().equals(type);
        // task and deadline statuses share the name of the open one
        if (!(task || deadline) || !TaskStatus.OPEN.name().equals(text(item, ItemWriter.STATUS))) {
            return item;
        }
        Instant dueAt = DomainValues.instant(text(item, "dueAt"));
        Map<String, AttributeValue> upcast = new LinkedHashMap<>(item);
        upcast.put(KeyGrammar.LSI1SK, AttributeValue.fromS(task
                ? KeyGrammar.openTask(dueAt, new TaskId(text(item, "taskId")))
                : KeyGrammar.openDeadline(dueAt, new DeadlineId(text(item, "deadlineId")))));
        return upcast;
    }

    /**
     * Fails closed: a STATE, task or deadline that does not say its case's classification reads as the domain
     * says an unstated one does ({@link Classification#unstated}), never guessed lower. Its index entries, stored without the classification in their sort keys,
     * stay outside every classification range of AP03, AP04, AP12 and AP13 until the backfill stores them again.
     */
    private static Map<String, AttributeValue> classifiedState(Map<String, AttributeValue> item) {
        if (!isClassified(item) || item.containsKey(ItemWriter.CLASSIFICATION)) {
            return item;
        }
        Map<String, AttributeValue> upcast = new LinkedHashMap<>(item);
        upcast.put(ItemWriter.CLASSIFICATION, AuditAttributes.classification(Classification.unstated()));
        return upcast;
    }

    /** Fails closed, as {@link #classifiedState} does: an edge that does not say its case's classification. */
    private static Map<String, AttributeValue> classifiedEdge(Map<String, AttributeValue> item) {
        String type = text(item, ItemWriter.ENTITY_TYPE);
        if (type == null || !CLASSIFIED_EDGES.contains(type) || item.containsKey(ItemWriter.CLASSIFICATION)) {
            return item;
        }
        Map<String, AttributeValue> upcast = new LinkedHashMap<>(item);
        upcast.put(ItemWriter.CLASSIFICATION, AuditAttributes.classification(Classification.unstated()));
        return upcast;
    }

    /** Who wrote a task or deadline before it said so is not known, and is never guessed. */
    private static Map<String, AttributeValue> auditedWork(Map<String, AttributeValue> item) {
        if (!isWork(item)) {
            return item;
        }
        Map<String, AttributeValue> upcast = new LinkedHashMap<>(item);
        upcast.putIfAbsent(ItemWriter.OWNER_ORG_ID, AuditAttributes.owner(Audit.UNKNOWN_ORG));
        upcast.putIfAbsent(ItemWriter.CREATED_BY, AuditAttributes.actor(Audit.UNKNOWN_ACTOR));
        upcast.putIfAbsent(ItemWriter.UPDATED_BY, AuditAttributes.actor(Audit.UNKNOWN_ACTOR));
        return upcast;
    }

    /** A task or deadline, by its type or, read from an index that does not project the type, by its id. */
    private static boolean isWork(Map<String, AttributeValue> item) {
        String type = text(item, ItemWriter.ENTITY_TYPE);
        return type != null ? AUDITED.contains(type) : item.containsKey("taskId") || item.containsKey("deadlineId");
    }

    /**
     * A STATE, task or deadline: by its type, or, read from an index that does not project the type, by the
     * attributes only such a view decodes (a task's or deadline's id, a case summary's risk score).
     */
    private static boolean isClassified(Map<String, AttributeValue> item) {
        String type = text(item, ItemWriter.ENTITY_TYPE);
        return type != null ? CLASSIFIED.contains(type)
                : item.containsKey("taskId") || item.containsKey("deadlineId") || item.containsKey("riskScore");
    }

    private static String text(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        return value == null ? null : value.s();
    }
}
