package io.enforcementcore.domain.port;

import io.enforcementcore.domain.commit.CommitId;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.transition;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
    }

    @Test
    void the_same_command_planned_twice_has_two_commit_ids() {
        assertNotEquals(transition(aCase.state(), CaseStatus.NOTICE_ISSUED).commitId(),
                transition(aCase.state(), CaseStatus.NOTICE_ISSUED).commitId());
    }

    @Test
    void a_commit_id_is_twenty_two_url_safe_characters() {
        assertThrows(IllegalArgumentException.class, () -> new CommitId("too-short"));
        assertThrows(IllegalArgumentException.class, () -> new CommitId("with/slash+plus=padded"));
        assertThrows(IllegalArgumentException.class, () -> new CommitId("A".repeat(CommitId.LENGTH + 1)));
        for (String outsideTheAlphabet : new String[] {"/", "+", "=", ".", " ", "\u00e9"}) {
            String id = "A".repeat(CommitId.LENGTH - 1) + outsideTheAlphabet;
            assertThrows(IllegalArgumentException.class, () -> new CommitId(id), id);
        }
        assertEquals("AZaz09_-AZaz09_-abcdef", new CommitId("AZaz09_-AZaz09_-abcdef").value());
    }
}
