package io.enforcementcore.adapters.dynamodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.EveryCommandOnce.Run;
import io.enforcementcore.adapters.dynamodb.item.ItemSize;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.table.CommandRegistry;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.write.IndexTransitions;
import io.enforcementcore.adapters.dynamodb.write.ItemWrites;
import io.enforcementcore.domain.fixtures.NewCase;
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
 * before and after each run of {@link EveryCommandOnce}: the same items and index entries; each run
 * priced at the write units of the full items, and the adapter's own report equal to that where it knew
 * the item an operation found, a flagged lower bound where it did not.
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
                // a conditional index write of a write priced without its item may not have happened
                write.indexWrites().stream().map(i -> i.index() + " " + i.effect())
                        .filter(effect -> !write.lowerBound() || observed.contains(effect)
                                || write.indexWrites().stream().noneMatch(i -> i.conditional()
                                        && effect.equals(i.index() + " " + i.effect())))
                        .forEach(reported::add);
            }
            assertEquals(sorted(observed), sorted(reported), run.command());
        }
    }

    @Test
    void prices_each_run_by_the_write_units_of_the_full_items_before_and_after() {
        for (Run run : RUNS) {
            boolean transactional = !run.command().equals("C14");
            double items = 0;
            double indexes = 0;
            for (ItemKey key : changedKeys(run)) {
                long bytes = Math.max(size(run.before().get(key)), size(run.after().get(key)));
                items += transactional ? CapacityUnits.transactionalWrite(bytes) : CapacityUnits.write(bytes);
                indexes += IndexTransitions.between(run.before().get(key), run.after().get(key)).stream()
                        .mapToDouble(ItemWriteReportsTest::entryWrites).sum();
            }
            long checks = run.priced().stream().filter(w -> w.operation().equals("ConditionCheck")).count();
            items += checks * CapacityUnits.transactionalWrite(size(run.before().get(KeyGrammar.caseState(
                    CASE.caseId()))));
            assertEquals(items, run.priced().stream().mapToDouble(ItemWrite::capacityUnits).sum(), run.command());
            assertEquals(indexes, run.priced().stream().flatMap(w -> w.indexWrites().stream())
                    .mapToDouble(ItemWrite.IndexWrite::capacityUnits).sum(), run.command());
        }
    }

    @Test
    void reports_the_charge_where_it_knows_the_item_found_and_flags_a_lower_bound_elsewhere() {
        int flagged = 0;
        for (Run run : RUNS) {
            assertEquals(run.priced().size(), run.reported().size(), run.command());
            for (int i = 0; i < run.reported().size(); i++) {
                ItemWrite reported = run.reported().get(i);
                ItemWrite priced = run.priced().get(i);
                if (reported.lowerBound()) {
                    flagged++;
                    double certain = reported.capacityUnits() + reported.indexWrites().stream()
                            .filter(w -> !w.conditional()).mapToDouble(ItemWrite.IndexWrite::capacityUnits).sum();
                    assertTrue(certain <= priced.totalCapacityUnits(), run.command());
                } else {
                    assertEquals(priced, reported, run.command() + " " + priced.entityType());
                }
            }
        }
        assertTrue(flagged > 0, "updates of items the adapter did not read are flagged");
    }

    @Test
    void a_task_above_1_kb_costs_more_than_its_lower_bound_once_reassigned_and_completed() {
        List<Run> bigTask = RUNS.stream().filter(run -> run.priced().stream()
                .anyMatch(w -> w.entityType().equals("Task") && w.bytes() > CapacityUnits.WRITE_UNIT_BYTES)).toList();

        assertEquals(List.of("C04", "C05", "C06", "C04"), bigTask.stream().map(Run::command).toList(),
                "the big task created, reassigned and completed, then a task just above 1 KB created");
        assertEquals(4.0, bigTask.get(1).priced().get(0).capacityUnits(), "reassigned: two units, doubled");
        assertEquals(2.0, bigTask.get(1).reported().get(0).capacityUnits(), "what the key and values alone tell");
        assertTrue(bigTask.get(1).reported().get(0).lowerBound());
        assertEquals(4.0, bigTask.get(2).priced().get(0).capacityUnits(), "completed: sized by the item before");
    }

    /** An index entry added or removed is one write of it, a moved one a delete and a put, a rewrite the larger. */
    private static double entryWrites(IndexTransitions.Transition t) {
        return switch (t.effect()) {
            case ADDED -> CapacityUnits.write(t.now().get().bytes());
            case REMOVED -> CapacityUnits.write(t.old().get().bytes());
            case MOVED -> CapacityUnits.write(t.old().get().bytes()) + CapacityUnits.write(t.now().get().bytes());
            case REWRITTEN -> CapacityUnits.write(Math.max(t.old().get().bytes(), t.now().get().bytes()));
        };
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
