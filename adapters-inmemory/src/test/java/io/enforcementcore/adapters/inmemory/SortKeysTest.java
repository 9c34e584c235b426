package io.enforcementcore.adapters.inmemory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.adapters.inmemory.SortKeys.CaseTimeKey;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
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

    /** The case id as the index sort key carries it, a null case id (a range bound) lowest. */
    private static String asIndexKey(String caseId) {
        return caseId == null ? "" : caseId + "#";
    }
}
