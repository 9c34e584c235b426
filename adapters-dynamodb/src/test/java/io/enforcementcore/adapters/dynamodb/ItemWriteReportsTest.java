package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.dynamodb.DesignWorkload.NewCase;
import io.enforcementcore.adapters.dynamodb.EveryCommandOnce.Run;
import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.table.CommandRegistry;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.write.ItemWrites;
import io.enforcementcore.metering.CapacityUnits;
import io.enforcementcore.metering.ItemWrite;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The item writes the adapter reports for every command, held against what the table shows changed
 * before and after each run of {@link EveryCommandOnce}: the same items and index entries, and the write
 * units of the full items.
 */
class ItemWriteReportsTest {
    private static final List<Run> RUNS = EveryCommandOnce.onAFreshTable();
    private static final NewCase CASE = EveryCommandOnce.CASE;

    @Test
    void measured_every_command_of_the_design() {
        Set<String> measured = new TreeSet<>();
        RUNS.forEach(run -> measured.add(run.command()));

        assertEquals(CommandRegistry.COMMANDS.stream().map(CommandRegistry.CommandPlan::id).toList(),
                List.copyOf(measured));
    }

    @Test
    void reports_the_items_and_index_entries_the_table_shows_changed() {
        for (Run run : RUNS) {
            List<String> observed = new ArrayList<>();
            for (ItemKey key : changedKeys(run)) {
                Map<String, AttributeValue> before = run.before().get(key);
                Map<String, AttributeValue> after = run.after().get(key);
                observed.add(type(before, after));
                ItemWrites.between(before, after).forEach(i -> observed.add(i.index() + " " + i.effect()));
            }
            List<String> reported = new ArrayList<>();
            for (ItemWrite write : run.reported()) {
                if (!write.operation().equals("ConditionCheck")) {
                    reported.add(write.entityType());
                }
                write.indexWrites().forEach(i -> reported.add(i.index() + " " + i.effect()));
            }
            assertEquals(sorted(observed), sorted(reported), run.command());
        }
    }

    @Test
    void reports_the_write_units_of_the_full_items_of_this_run() {
        for (Run run : RUNS) {
            boolean transactional = !run.command().equals("C14");
            double items = 0;
            double indexes = 0;
            for (ItemKey key : changedKeys(run)) {
                long bytes = Math.max(size(run.before().get(key)), size(run.after().get(key)));
                items += transactional ? CapacityUnits.transactionalWrite(bytes) : CapacityUnits.write(bytes);
                indexes += ItemWrites.between(run.before().get(key), run.after().get(key)).stream()
                        .mapToDouble(ItemWrite.IndexWrite::capacityUnits).sum();
            }
            long checks = run.reported().stream().filter(w -> w.operation().equals("ConditionCheck")).count();
            items += checks * CapacityUnits.transactionalWrite(size(run.after().get(KeyGrammar.caseState(
                    CASE.caseId()))));
            assertEquals(items, run.reported().stream().mapToDouble(ItemWrite::capacityUnits).sum(), run.command());
            assertEquals(indexes, run.reported().stream().flatMap(w -> w.indexWrites().stream())
                    .mapToDouble(ItemWrite.IndexWrite::capacityUnits).sum(), run.command());
        }
    }

    private static Set<ItemKey> changedKeys(Run run) {
        Set<ItemKey> keys = new HashSet<>(run.before().keySet());
        keys.addAll(run.after().keySet());
        keys.removeIf(key -> Objects.equals(run.before().get(key), run.after().get(key)));
        return keys;
    }

    private static String type(Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        return (after != null ? after : before).get(ItemWriter.ENTITY_TYPE).s();
    }

    private static long size(Map<String, AttributeValue> item) {
        return item == null ? 0 : ItemSize.of(item);
    }

    private static List<String> sorted(List<String> values) {
        return values.stream().sorted().toList();
    }
}
