package io.enforcementcore.adapters.inmemory.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.inmemory.table.SortKeys.CaseTimeKey;
import io.enforcementcore.adapters.inmemory.table.SortKeys.OpenedKey;
import io.enforcementcore.adapters.inmemory.table.SortKeys.PendingKey;
import io.enforcementcore.adapters.inmemory.table.SortKeys.ScoreKey;
import io.enforcementcore.adapters.inmemory.table.SortKeys.TimeKey;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class SortKeysTest {
    private static final Instant DUE = Instant.parse("2026-07-12T17:00:00Z");

    @Test
    void the_tenant_views_order_case_ids_as_their_index_keys_do_with_the_delimiter_after_the_case_id() {
        // '!' sorts before '#' and '-' after it: a case id that is a prefix of another is not simply first
        List<String> caseIds = Arrays.asList(null, "", "a", "a!", "a-b", "a0", "aa", "b", "case-1", "case-10",
                "case-1!");

        for (String one : caseIds) {
            for (String other : caseIds) {
                assertEquals(Integer.signum(asIndexKey(one).compareTo(asIndexKey(other))),
                        Integer.signum(new CaseTimeKey(DUE, one, "task-1").compareTo(new CaseTimeKey(DUE, other,
                                "task-1"))), one + " against " + other);
            }
        }
    }

    @Test
    void every_key_orders_as_its_position_text_does_which_is_how_the_dynamodb_keys_order() {
        // ids of letters, digits and '-', all above '#': a shorter id sorts first in both orders
        List<String> ids = List.of("a", "a-b", "ab", "b", "case-1", "case-10", "case-2");
        List<Instant> times = List.of(DUE, DUE.plusMillis(1), DUE.plusSeconds(86_400));
        List<TimeKey> timeKeys = new ArrayList<>();
        List<CaseTimeKey> caseTimeKeys = new ArrayList<>();
        List<OpenedKey> openedKeys = new ArrayList<>();
        List<PendingKey> pendingKeys = new ArrayList<>();
        List<ScoreKey> scoreKeys = new ArrayList<>();
        for (Instant at : times) {
            for (String id : ids) {
                timeKeys.add(new TimeKey(at, id));
                openedKeys.add(new OpenedKey(at, id));
                for (String other : ids) {
                    caseTimeKeys.add(new CaseTimeKey(at, id, other));
                    pendingKeys.add(new PendingKey(at, id, other));
                }
            }
        }
        for (int score : new int[] {0, 7, 10, 42, 100}) {
            ids.forEach(id -> scoreKeys.add(new ScoreKey(score, id)));
        }

        assertOrderedAsPositions(timeKeys, TimeKey::position);
        assertOrderedAsPositions(caseTimeKeys, CaseTimeKey::position);
        assertOrderedAsPositions(openedKeys, OpenedKey::position);
        assertOrderedAsPositions(pendingKeys, PendingKey::position);
        assertOrderedAsPositions(scoreKeys, ScoreKey::position);
    }

    @Test
    void a_key_without_an_id_is_the_lowest_of_its_instant() {
        assertEquals(-1, Integer.signum(TimeKey.lowestAt(DUE).compareTo(new TimeKey(DUE, ""))));
        assertEquals(1, Integer.signum(TimeKey.lowestAt(DUE.plusMillis(1)).compareTo(new TimeKey(DUE, "z"))));
        assertEquals(0, Integer.signum(TimeKey.lowestAt(DUE).compareTo(TimeKey.lowestAt(DUE))));
        assertEquals(-1, Integer.signum(CaseTimeKey.lowestAt(DUE).compareTo(new CaseTimeKey(DUE, "", ""))));
        assertEquals(1, Integer.signum(new CaseTimeKey(DUE, "a", "").compareTo(new CaseTimeKey(DUE, "a", null))));
    }

    private static <K extends Comparable<K>> void assertOrderedAsPositions(List<K> keys, Function<K, String> position) {
        for (K one : keys) {
            for (K other : keys) {
                assertEquals(Integer.signum(position.apply(one).compareTo(position.apply(other))),
                        Integer.signum(one.compareTo(other)), one + " against " + other);
            }
        }
    }

    /** The case id as the index sort key carries it, a null case id (a range bound) lowest. */
    private static String asIndexKey(String caseId) {
        return caseId == null ? "" : caseId + "#";
    }
}
