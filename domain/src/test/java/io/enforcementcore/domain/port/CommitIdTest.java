package io.enforcementcore.domain.port;

import io.enforcementcore.domain.commit.CommitId;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.CaseStatus;
import org.junit.jupiter.api.Test;

class CommitIdTest {
    private final NewCase aCase = aCaseUnderReview(Ids.aTenant());

    @Test
    void an_equal_change_set_built_again_has_the_same_commit_id() {
        ChangeSet opened = opening(aCase);
        ChangeSet rebuilt = new ChangeSet(opened.command(), opened.tenantId(), opened.authorship(), opened.decision(),
                opened.idempotency());

        assertEquals(opened.commitId(), rebuilt.commitId());
        assertEquals(CommitId.LENGTH, opened.commitId().value().length());
        assertTrue(opened.commitId().value().startsWith(CommitId.VERSION), opened.commitId().value());
    }

    @Test
    void the_same_command_planned_twice_has_two_commit_ids() {
        assertNotEquals(transition(aCase.state(), CaseStatus.NOTICE_ISSUED).commitId(),
                transition(aCase.state(), CaseStatus.NOTICE_ISSUED).commitId());
    }

    @Test
    void a_commit_id_is_its_version_and_twenty_two_url_safe_characters_or_made_before_versions_the_characters_alone() {
        assertThrows(IllegalArgumentException.class, () -> new CommitId("too-short"));
        assertThrows(IllegalArgumentException.class, () -> new CommitId("with/slash+plus=padded"));
        assertThrows(IllegalArgumentException.class, () -> new CommitId("A".repeat(23)));
        assertThrows(IllegalArgumentException.class, () -> new CommitId("v9:" + "A".repeat(22)));
        assertThrows(IllegalArgumentException.class, () -> new CommitId(CommitId.VERSION + "A".repeat(23)));
        for (String outsideTheAlphabet : new String[] {"/", "+", "=", ".", " ", "\u00e9"}) {
            String id = CommitId.VERSION + "A".repeat(21) + outsideTheAlphabet;
            assertThrows(IllegalArgumentException.class, () -> new CommitId(id), id);
        }
        assertEquals("v3:AZaz09_-AZaz09_-abcdef", new CommitId("v3:AZaz09_-AZaz09_-abcdef").value());
        assertEquals("AZaz09_-AZaz09_-abcdef", new CommitId("AZaz09_-AZaz09_-abcdef").value());
    }

    @Test
    void an_id_of_either_form_keeps_the_same_sixteen_bytes_of_digest() {
        assertArrayEquals(new CommitId("AZaz09_-AZaz09_-abcdeQ").bits(),
                new CommitId("v3:AZaz09_-AZaz09_-abcdeQ").bits());
        assertEquals(CommitId.BITS / 8, new CommitId("v3:AZaz09_-AZaz09_-abcdeQ").bits().length);
    }
}
