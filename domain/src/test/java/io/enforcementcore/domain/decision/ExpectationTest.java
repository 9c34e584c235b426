package io.enforcementcore.domain.decision;

import static io.enforcementcore.domain.decision.FailedPreconditions.CASE;
import static io.enforcementcore.domain.decision.FailedPreconditions.DUE;
import static io.enforcementcore.domain.decision.FailedPreconditions.OTHER;
import static io.enforcementcore.domain.decision.FailedPreconditions.OWNER;
import static io.enforcementcore.domain.decision.FailedPreconditions.READ;
import static io.enforcementcore.domain.decision.FailedPreconditions.TASK;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.RecordStatus;
import io.enforcementcore.domain.model.TaskStatus;
import io.enforcementcore.domain.model.Title;
import io.vavr.control.Option;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What a store is asked to check, where the table of failed preconditions does not reach: the expectations
 * no caller may build, the instant an expired record becomes reusable, and a record told its revision.
 */
class ExpectationTest {

    @Test
    void a_record_expected_in_no_status_or_no_classification_at_all_is_refused_when_built() {
        assertThrows(IllegalArgumentException.class,
                () -> new Expectation.Present(OWNER, Option.none(), Option.some(Set.of())));
        assertThrows(IllegalArgumentException.class,
                () -> Expectation.Present.classified(OWNER, Option.none(), Option.none(), Option.some(List.of())));
    }

    @Test
    void the_statuses_an_expectation_allows_do_not_follow_the_list_it_was_built_from() {
        Set<RecordStatus> statuses = new LinkedHashSet<>(List.of(TaskStatus.OPEN));
        var expected = new Expectation.Present(OWNER, Option.none(), Option.some(statuses));

        statuses.add(TaskStatus.DONE);

        assertEquals(Set.of(TaskStatus.OPEN), expected.statusIn().get());
    }

    @Test
    void a_record_that_expired_at_the_instant_a_write_is_made_counts_as_unused_and_one_a_second_later_does_not() {
        var unusedAtDue = new Expectation.AbsentOrExpired(DUE);

        assertTrue(unusedAtDue.isMetBy(Observed.NOTHING));
        assertTrue(unusedAtDue.isMetBy(Observed.expiring(OWNER, DUE)));
        assertTrue(unusedAtDue.isMetBy(Observed.expiring(OTHER, DUE.minus(Duration.ofDays(1)))));
        assertFalse(unusedAtDue.isMetBy(Observed.expiring(OWNER, DUE.plusSeconds(1))));
        assertFalse(unusedAtDue.isMetBy(Observed.owned(OWNER)), "a record that never expires is never unused");
    }

    @Test
    void a_record_told_its_revision_keeps_everything_else_it_showed_and_nothing_stays_nothing() {
        var found = new Observed.Found(OWNER, Option.some(3L), Option.some("OPEN"), Option.some(DUE),
                Option.some(Classification.CONFIDENTIAL), Option.some("Old title"));

        assertEquals(new Observed.Found(OWNER, Option.some(3L), Option.some("OPEN"), Option.some(DUE),
                Option.some(Classification.CONFIDENTIAL), Option.some("Old title"), Option.some(READ)), found.at(READ));
        assertSame(Observed.NOTHING, Observed.NOTHING.at(READ));
    }

    @Test
    void no_case_can_be_expected_to_move_to_the_status_it_opens_in() {
        assertThrows(IllegalArgumentException.class,
                () -> new Precondition.CaseCanMove(OWNER, CASE, 1, CaseStatus.UNDER_REVIEW));
    }

    @Test
    void only_a_task_or_a_deadline_is_expected_to_show_a_case_title() {
        assertThrows(IllegalArgumentException.class, () -> new Precondition.ShowsCaseTitle(new Subject.TheCase(CASE),
                OWNER, 1, new Title("Old title"), READ));
        new Precondition.ShowsCaseTitle(new Subject.TheTask(TASK), OWNER, 1, new Title("Old title"), READ);
    }
}
