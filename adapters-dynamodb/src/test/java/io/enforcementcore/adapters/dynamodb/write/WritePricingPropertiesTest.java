package io.enforcementcore.adapters.dynamodb.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.TaskId;
import io.enforcementcore.metering.ItemWrite;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * For random items and random writes of them, the write units {@link ItemWrites} prices equal the units
 * computed here, independently, from the full items before and after by DynamoDB's rules: the item at the
 * larger of the two (a Delete at the one removed) in 1 KB units, doubled in a transaction; each index
 * entry (what the table defines the index to project of the item) by whether the item carries the index's
 * key before and after, a write of the entry deleted or put, a move both, a rewrite the larger when the
 * entry changed.
 */
class WritePricingPropertiesTest {
    private static final ItemKey KEY = KeyGrammar.task(new CaseId(UUID.nameUUIDFromBytes("case".getBytes()).toString()),
            Instant.parse("2026-07-01T09:00:00Z"), new TaskId(UUID.nameUUIDFromBytes("task".getBytes()).toString()));
    /** The index keys each index needs (the LSI shares the table's PK, which every item has). */
    private static final Map<String, List<String>> INDEXES = Map.of(
            "GSI1", List.of(KeyGrammar.GSI1PK, KeyGrammar.GSI1SK),
            "GSI2", List.of(KeyGrammar.GSI2PK, KeyGrammar.GSI2SK),
            "LSI1", List.of(KeyGrammar.PK, KeyGrammar.LSI1SK));
    private static final Map<String, List<String>> PROJECTED = IndexProjections.byNeed().askedOf();
    private static final List<String> NAMES = List.of("title", "caseTitle", "note", "riskScore", "version",
            "sizeBytes", "published", KeyGrammar.GSI1PK, KeyGrammar.GSI1SK, KeyGrammar.GSI2PK, KeyGrammar.GSI2SK,
            KeyGrammar.LSI1SK);

    /** An update: attributes it sets (to these values) and attributes it removes; never both of one. */
    record PricedChange(Map<String, AttributeValue> sets, List<String> removes) {
    }

    @Property(tries = 300)
    void an_update_costs_the_units_of_the_larger_item_and_of_each_index_entry_it_touches(
            @ForAll("items") Map<String, AttributeValue> before, @ForAll("changes") PricedChange change) {
        WriteSpec spec = WriteSpec.update(KEY, "task").finds(before);
        change.sets().forEach(spec::set);
        change.removes().forEach(spec::remove);
        Map<String, AttributeValue> after = new LinkedHashMap<>(before);
        after.putAll(change.sets());
        change.removes().forEach(after::remove);

        ItemWrite priced = ItemWrites.of("PT", spec);

        assertEquals(expectedUnits(before, after, true), priced.totalCapacityUnits());
    }

    @Property(tries = 200)
    void a_put_over_an_item_costs_the_larger_and_a_delete_the_item_removed(
            @ForAll("items") Map<String, AttributeValue> before, @ForAll("items") Map<String, AttributeValue> after) {
        ItemWrite put = ItemWrites.of("PT", WriteSpec.put(after, "task").finds(before));
        ItemWrite delete = ItemWrites.of("PT", WriteSpec.delete(KEY, "task").finds(before));

        assertEquals(expectedUnits(before, after, true), put.totalCapacityUnits());
        assertEquals(expectedUnits(before, null, true), delete.totalCapacityUnits());
    }

    @Property(tries = 100)
    void the_migration_rewrite_costs_standard_units_of_the_larger_item(
            @ForAll("items") Map<String, AttributeValue> before, @ForAll("changes") PricedChange change) {
        Map<String, AttributeValue> after = new LinkedHashMap<>(before);
        after.putAll(change.sets());
        change.removes().forEach(after::remove);

        assertEquals(expectedUnits(before, after, false), ItemWrites.update("C14", before, after).totalCapacityUnits());
    }

    /** The rules, written out once more over plain maps. */
    private static double expectedUnits(Map<String, AttributeValue> before, Map<String, AttributeValue> after,
                                        boolean transactional) {
        long beforeBytes = ItemSize.of(before);
        long afterBytes = after == null ? 0 : ItemSize.of(after);
        double units = units(Math.max(beforeBytes, afterBytes)) * (transactional ? 2 : 1);
        for (Map.Entry<String, List<String>> index : INDEXES.entrySet()) {
            List<String> keys = index.getValue();
            String old = indexKey(before, keys);
            String now = after == null ? null : indexKey(after, keys);
            Map<String, AttributeValue> oldEntry = old == null ? null : entry(before, index.getKey());
            Map<String, AttributeValue> newEntry = now == null ? null : entry(after, index.getKey());
            if (old == null && now != null) {
                units += units(ItemSize.of(newEntry));
            } else if (old != null && now == null) {
                units += units(ItemSize.of(oldEntry));
            } else if (old != null && !old.equals(now)) {
                units += units(ItemSize.of(oldEntry)) + units(ItemSize.of(newEntry));
            } else if (old != null && !oldEntry.equals(newEntry)) {
                units += units(Math.max(ItemSize.of(oldEntry), ItemSize.of(newEntry)));
            }
        }
        return units;
    }

    /** What the index holds of the item: the attributes the table defines it to project, keys included. */
    private static Map<String, AttributeValue> entry(Map<String, AttributeValue> item, String index) {
        Map<String, AttributeValue> entry = new LinkedHashMap<>(item);
        entry.keySet().retainAll(PROJECTED.get(index));
        return entry;
    }

    private static String indexKey(Map<String, AttributeValue> item, List<String> keys) {
        AttributeValue pk = item.get(keys.get(0));
        AttributeValue sk = item.get(keys.get(1));
        return pk == null || sk == null ? null : pk.s() + "\u0000" + sk.s();
    }

    private static long units(long bytes) {
        return Math.max(1, (bytes + 1023) / 1024);
    }

    @Provide
    Arbitrary<Map<String, AttributeValue>> items() {
        return Arbitraries.maps(Arbitraries.of(NAMES), values()).ofMaxSize(NAMES.size()).map(attributes -> {
            Map<String, AttributeValue> item = new LinkedHashMap<>(KEY.asMap());
            item.put(ItemWriter.ENTITY_TYPE, AttributeValue.fromS("Task"));
            item.putAll(keysAsText(attributes));
            return item;
        });
    }

    /** Index key attributes are strings in the table's schema: any other value becomes its text. */
    private static Map<String, AttributeValue> keysAsText(Map<String, AttributeValue> attributes) {
        Map<String, AttributeValue> fixed = new LinkedHashMap<>(attributes);
        fixed.replaceAll((name, value) -> !name.endsWith("PK") && !name.endsWith("SK") || value.s() != null ? value
                : AttributeValue.fromS(value.n() != null ? value.n() : value.bool().toString()));
        return fixed;
    }

    @Provide
    Arbitrary<PricedChange> changes() {
        Arbitrary<Map<String, AttributeValue>> sets = Arbitraries.maps(Arbitraries.of(NAMES), values()).ofMaxSize(5);
        Arbitrary<List<String>> removes = Arbitraries.of(NAMES).list().uniqueElements().ofMaxSize(4);
        return Combinators.combine(sets, removes).as((s, r) -> {
            List<String> removed = new ArrayList<>(r);
            removed.removeAll(s.keySet());
            return new PricedChange(keysAsText(s), removed);
        }).filter(c -> !c.sets().isEmpty() || !c.removes().isEmpty());
    }

    /** Strings (some long, some not ASCII), numbers of every shape, booleans: what sizes differently. */
    private static Arbitrary<AttributeValue> values() {
        Arbitrary<AttributeValue> text = Arbitraries.oneOf(
                Arbitraries.strings().alpha().numeric().ofMinLength(1).ofMaxLength(40),
                Arbitraries.strings().withCharRange('\u00c0', '\u024f').ofMinLength(1).ofMaxLength(300),
                Arbitraries.strings().withCharRange('\u4e00', '\u4fff').ofMinLength(1).ofMaxLength(400))
                .map(AttributeValue::fromS);
        Arbitrary<AttributeValue> number = Arbitraries.oneOf(
                Arbitraries.integers().between(-1000, 1000).map(String::valueOf),
                Arbitraries.longs().map(String::valueOf),
                Arbitraries.bigDecimals().between(new BigDecimal("-1e6"), new BigDecimal("1e6")).ofScale(4)
                        .map(BigDecimal::toPlainString),
                Arbitraries.of("0", "120", "560", "-1", "0.5", "1e-130", "9.99e125"))
                .map(AttributeValue::fromN);
        Arbitrary<AttributeValue> flag = Arbitraries.of(true, false).map(AttributeValue::fromBool);
        return Arbitraries.frequencyOf(Tuple.of(6, text), Tuple.of(3, number), Tuple.of(1, flag));
    }
}
