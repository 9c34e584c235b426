package io.enforcementcore.adapters.dynamodb.write;

import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.table.IndexKey;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.domain.decision.Expectation;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * One item operation of a change set's transaction (Put, Update, Delete or ConditionCheck) with its
 * condition and the guards (preconditions) that explain a failure of that condition. Names and values are
 * placeholders registered as they are used, so the request carries exactly those its expressions use.
 */
public final class WriteSpec {
    /** The operation of a transaction's item, by the name DynamoDB gives it. */
    public enum WriteKind {
        PUT("Put"), UPDATE("Update"), DELETE("Delete"), CHECK("ConditionCheck");

        private final String operation;

        WriteKind(String operation) {
            this.operation = operation;
        }

        public String operation() {
            return operation;
        }
    }

    /** Whether the item is in an index before this operation: what its index writes depend on. */
    public enum Listing { NOT_LISTED, LISTED, PERHAPS_LISTED }

    private static final String ONLY_IF_NEW = "attribute_not_exists(" + Placeholders.name(KeyGrammar.PK) + ")";

    private final WriteKind kind;
    private final ItemKey key;
    private final Map<String, AttributeValue> item;
    private final String entity;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();
    private final List<String> sets = new ArrayList<>();
    private final List<String> removes = new ArrayList<>();
    private final List<String> adds = new ArrayList<>();
    private final List<String> conditions = new ArrayList<>();
    private final List<Guard> guards = new ArrayList<>();
    private final Set<String> assigned = new LinkedHashSet<>();
    private final Set<String> removed = new LinkedHashSet<>();
    private final Map<TableDefinition.Index, Listing> listedBefore = new EnumMap<>(TableDefinition.Index.class);
    private Map<String, AttributeValue> found;
    private boolean findsNothing;
    private boolean upsert;
    private boolean onlyIfNew;
    private boolean foundInPart;

    private WriteSpec(WriteKind kind, ItemKey key, Map<String, AttributeValue> item, String entity) {
        this.kind = kind;
        this.key = key;
        this.item = kind == WriteKind.PUT ? new LinkedHashMap<>(item) : item;
        this.entity = entity;
    }

    public static WriteSpec put(Map<String, AttributeValue> item, String entity) {
        return new WriteSpec(WriteKind.PUT, ItemKey.of(item), item, entity);
    }

    public static WriteSpec update(ItemKey key, String entity) {
        return new WriteSpec(WriteKind.UPDATE, key, Map.of(), entity);
    }

    public static WriteSpec delete(ItemKey key, String entity) {
        return new WriteSpec(WriteKind.DELETE, key, Map.of(), entity);
    }

    public static WriteSpec check(ItemKey key, String entity) {
        return new WriteSpec(WriteKind.CHECK, key, Map.of(), entity);
    }

    public String name(String attribute) {
        String placeholder = Placeholders.name(attribute);
        names.put(placeholder, attribute);
        return placeholder;
    }

    public String value(String label, AttributeValue value) {
        String placeholder = Placeholders.value(label);
        values.put(placeholder, value);
        return placeholder;
    }

    public String value(String label, String text) {
        return value(label, AttributeValue.fromS(text));
    }

    public String value(String label, long number) {
        return value(label, AttributeValue.fromN(Long.toString(number)));
    }

    public WriteSpec set(String attribute, AttributeValue value) {
        assigned.add(attribute);
        sets.add(name(attribute) + " = " + value(attribute, value));
        return this;
    }

    public WriteSpec set(String attribute, String text) {
        return set(attribute, AttributeValue.fromS(text));
    }

    public WriteSpec setIfAbsent(String attribute, AttributeValue value) {
        String n = name(attribute);
        assigned.add(attribute);
        sets.add(n + " = if_not_exists(" + n + ", " + value(attribute, value) + ")");
        return this;
    }

    public WriteSpec increment(String attribute) {
        String n = name(attribute);
        assigned.add(attribute);
        sets.add(n + " = " + n + " + " + value("one", 1));
        return this;
    }

    /** ADDs {@code step} to a Number attribute, which DynamoDB creates at zero if the item lacks it. */
    public WriteSpec add(String attribute, long step) {
        adds.add(name(attribute) + " " + value("add_" + attribute, step));
        return this;
    }

    public WriteSpec index(IndexKey key) {
        return set(key.pkAttribute(), key.pk()).set(key.skAttribute(), key.sk());
    }

    public WriteSpec remove(String... attributes) {
        for (String attribute : attributes) {
            removed.add(attribute);
            removes.add(name(attribute));
        }
        return this;
    }

    /**
     * Declares that the item is in these indexes before this operation, as its condition guarantees
     * (an OPEN task is in its assignee's queue): the index writes of the operation follow from it.
     */
    public WriteSpec listedIn(TableDefinition.Index... indexes) {
        for (TableDefinition.Index index : indexes) {
            listedBefore.put(index, Listing.LISTED);
        }
        return this;
    }

    /** Declares that the item may be in these indexes before, which only a read could tell. */
    public WriteSpec perhapsListedIn(TableDefinition.Index... indexes) {
        for (TableDefinition.Index index : indexes) {
            listedBefore.put(index, Listing.PERHAPS_LISTED);
        }
        return this;
    }

    /**
     * Declares the item this operation finds, which the change set tells without a read: a record it
     * carries, pinned by a condition (a version) or by the item's nature (an outbox event changes only
     * as it is published). What the operation is priced by, with the item it leaves.
     */
    public WriteSpec finds(Map<String, AttributeValue> stored) {
        this.found = Map.copyOf(stored);
        return this;
    }

    /** Declares that this Put writes an item nobody wrote before: its key holds an id minted for it. */
    public WriteSpec findsNothing() {
        this.findsNothing = true;
        return this;
    }

    /**
     * Whether the item this operation finds is known without a read: declared whole ({@link #finds}, with
     * every attribute the audit stamp writes; {@link #findsNothing}), or conditioned on the item being absent,
     * which a committed transaction proves.
     */
    public boolean knowsItemFound() {
        return (found != null && !foundInPart) || findsNothing || guards.stream()
                .anyMatch(guard -> guard.precondition().expectation() instanceof Expectation.Absent);
    }

    /** The item this operation finds, where {@link #knowsItemFound}: none when there is none. */
    public Option<Map<String, AttributeValue>> itemFound() {
        return Option.of(found);
    }

    /**
     * The item this operation leaves when it finds {@code before} (null for none): a Put's item, an
     * Update replayed on the item (on its key alone if there was none, as DynamoDB creates it), nothing
     * after a Delete, and the item unchanged by a ConditionCheck.
     */
    public Map<String, AttributeValue> itemAfter(Map<String, AttributeValue> before) {
        return switch (kind) {
            case PUT -> item;
            case UPDATE -> UpdateReplay.apply(before == null ? key.asMap() : before, toTransactItem("").update());
            case DELETE -> null;
            case CHECK -> before;
        };
    }

    public Listing listedBefore(TableDefinition.Index index) {
        return listedBefore.getOrDefault(index, Listing.NOT_LISTED);
    }

    /** For Puts: the item as written. */
    public Map<String, AttributeValue> item() {
        return item;
    }

    /** For Updates: the attributes it SETs. */
    public Set<String> assigned() {
        return Set.copyOf(assigned);
    }

    /** For Updates: the attributes it REMOVEs. */
    public Set<String> removed() {
        return Set.copyOf(removed);
    }

    /**
     * Writes {@code attribute} along with whatever else a Put or an Update writes ({@link CommitMarks}). An
     * item this operation finds was stamped too, by the commit that wrote it, with a value of the same size:
     * so it is sized with one.
     */
    public WriteSpec stamp(String attribute, AttributeValue value) {
        if (kind == WriteKind.PUT) {
            item.put(attribute, value);
        } else if (kind == WriteKind.UPDATE) {
            set(attribute, value);
        }
        if (found != null && !found.containsKey(attribute)) {
            Map<String, AttributeValue> stamped = new LinkedHashMap<>(found);
            stamped.put(attribute, value);
            found = Map.copyOf(stamped);
        }
        return this;
    }

    /**
     * Writes an attribute the operation does not write itself: a Put's unless its item has it, an
     * Update's unless it assigns or removes it, and then, {@code ifAbsent}, only where the item lacks it.
     * Its value has a placeholder of its own, so that it never meets a condition's.
     */
    public WriteSpec stampUnlessSaid(String attribute, AttributeValue value, boolean ifAbsent) {
        if (kind == WriteKind.PUT) {
            item.putIfAbsent(attribute, value);
        } else if (kind == WriteKind.UPDATE && !assigned.contains(attribute) && !removed.contains(attribute)) {
            String n = name(attribute);
            String v = Placeholders.stampValue(attribute);
            values.put(v, value);
            assigned.add(attribute);
            sets.add(ifAbsent ? n + " = if_not_exists(" + n + ", " + v + ")" : n + " = " + v);
        }
        return this;
    }

    /**
     * Declares that the item found carries {@code attribute}, as every stamped item does: an item found that
     * was declared without it (from a record that does not carry it) is no longer known whole.
     */
    public WriteSpec findsStamped(String attribute) {
        foundInPart |= found != null && !found.containsKey(attribute);
        return this;
    }

    /**
     * Declares that this Update creates its item when there is none (the party's profile, written only
     * if absent), so that what says who created it is written only if absent too.
     */
    public WriteSpec createsIfAbsent() {
        this.upsert = true;
        return this;
    }

    public boolean createsItemIfAbsent() {
        return upsert;
    }

    /** Conditions a Put of a new item on its absence, with no guard: only a replay of its commit finds it. */
    public WriteSpec onlyIfNew() {
        onlyIfNew = true;
        name(KeyGrammar.PK);
        conditions.add(ONLY_IF_NEW);
        return this;
    }

    /** Adds a condition (AND-ed with the others) and the guard whose precondition it states. */
    public WriteSpec when(String condition, Guard guard) {
        conditions.add(condition);
        guards.add(guard);
        return this;
    }

    public WriteKind kind() {
        return kind;
    }

    /** Whether this Put writes a new item only where there is none ({@link #onlyIfNew()}). */
    public boolean putsOnlyIfNew() {
        return onlyIfNew;
    }

    public ItemKey key() {
        return key;
    }

    public String entity() {
        return entity;
    }

    public List<Guard> guards() {
        return List.copyOf(guards);
    }

    public boolean writes() {
        return kind != WriteKind.CHECK;
    }

    /**
     * The least this operation can be sized at when the item it finds is unknown: the whole item of a
     * Put; otherwise the key and the expression values, since DynamoDB charges the larger of the old and
     * new item, which only a read could tell.
     */
    public long leastBytes() {
        if (kind == WriteKind.PUT) {
            return ItemSize.of(item);
        }
        long bytes = ItemSize.of(key.asMap());
        for (Map.Entry<String, AttributeValue> value : values.entrySet()) {
            bytes += ItemSize.valueBytes(value.getValue());
        }
        return bytes;
    }

    /** For Puts: the size of the item DynamoDB would store. */
    public long itemBytes() {
        return ItemSize.of(item);
    }

    public TransactWriteItem toTransactItem(String table) {
        String condition = conditions.isEmpty() ? null : String.join(" AND ", conditions);
        // the SDK's builders copy every map they are given, so these are handed over as they are
        Map<String, String> n = names.isEmpty() ? null : names;
        Map<String, AttributeValue> v = values.isEmpty() ? null : values;
        // the old item tells a failed condition's meaning (not found, stale, wrong status) without a read
        ReturnValuesOnConditionCheckFailure oldItem = condition == null ? null
                : ReturnValuesOnConditionCheckFailure.ALL_OLD;
        return switch (kind) {
            case PUT -> TransactWriteItem.builder().put(Put.builder().tableName(table).item(item)
                    .conditionExpression(condition).expressionAttributeNames(n).expressionAttributeValues(v)
                    .returnValuesOnConditionCheckFailure(oldItem).build()).build();
            case UPDATE -> TransactWriteItem.builder().update(Update.builder().tableName(table).key(key.asMap())
                    .updateExpression(updateExpression()).conditionExpression(condition)
                    .expressionAttributeNames(n).expressionAttributeValues(v)
                    .returnValuesOnConditionCheckFailure(oldItem).build()).build();
            case DELETE -> TransactWriteItem.builder().delete(Delete.builder().tableName(table).key(key.asMap())
                    .conditionExpression(condition).expressionAttributeNames(n).expressionAttributeValues(v)
                    .returnValuesOnConditionCheckFailure(oldItem).build()).build();
            case CHECK -> TransactWriteItem.builder().conditionCheck(ConditionCheck.builder().tableName(table)
                    .key(key.asMap()).conditionExpression(condition).expressionAttributeNames(n)
                    .expressionAttributeValues(v).returnValuesOnConditionCheckFailure(oldItem).build()).build();
        };
    }

    private String updateExpression() {
        StringBuilder expression = new StringBuilder();
        if (!sets.isEmpty()) {
            expression.append("SET ").append(String.join(", ", sets));
        }
        if (!removes.isEmpty()) {
            expression.append(expression.length() > 0 ? " " : "").append("REMOVE ").append(String.join(", ", removes));
        }
        if (!adds.isEmpty()) {
            expression.append(expression.length() > 0 ? " " : "").append("ADD ").append(String.join(", ", adds));
        }
        return expression.toString();
    }
}
