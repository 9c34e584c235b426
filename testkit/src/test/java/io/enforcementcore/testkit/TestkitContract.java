package io.enforcementcore.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.inmemory.InMemoryEventChannel;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.messages.EventMessage;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/** What a test of a user's service may rely on, on whichever store the extension runs it. */
abstract class TestkitContract {

    @RepeatedTest(2)
    void every_test_starts_on_a_fresh_facade_whose_first_case_has_the_first_id_and_the_start_time(
            EnforcementCore core, Given given) {
        Receipt opened = given.aCaseUnderReview();

        assertEquals(new CaseId("id-0001"), opened.caseId(), "a facade shared between tests would have minted more");
        CaseMetadata metadata = core.caseMetadata(given.anOfficer(), opened.caseId()).get();
        assertEquals(FixedClock.START, metadata.openedAt());
    }

    @Test
    void the_parameters_of_one_test_are_parts_of_one_facade(TestCore test, EnforcementCore core, FixedClock clock,
                                                            SequentialIds ids, InMemoryEventChannel events) {
        assertSame(test.core(), core);
        assertSame(test.clock(), clock);
        assertSame(test.ids(), ids);
        assertSame(test.events(), events);
    }

    @Test
    void what_the_clock_says_is_what_a_command_stamps(EnforcementCore core, FixedClock clock, Given given) {
        clock.advance(Duration.ofHours(3));

        Receipt opened = given.aCaseUnderReview();

        assertEquals(FixedClock.START.plus(Duration.ofHours(3)),
                core.caseMetadata(given.anOfficer(), opened.caseId()).get().openedAt());
        assertThrows(IllegalArgumentException.class, () -> clock.advance(Duration.ofSeconds(-1)));
    }

    @Test
    void a_case_with_tasks_lists_them_in_the_officers_queue_soonest_first(EnforcementCore core, Given given) {
        Given.CaseWithTasks aCase = given.aCaseUnderReviewWithTasks(3);

        List<Task> queue = core.openTasksOfAssignee(given.anOfficer(), new UserId("officer-1"), PageQuery.first(10))
                .get().items();

        assertEquals(aCase.tasks().stream().map(receipt -> receipt.task().get()).toList(),
                queue.stream().map(Task::handle).toList());
    }

    @Test
    void a_case_with_a_deadline_shows_it_among_the_agencys_open_deadlines(EnforcementCore core, FixedClock clock,
                                                                           Given given) {
        Given.CaseWithDeadline aCase = given.aCaseWithAnOpenDeadline();

        assertEquals(List.of(aCase.deadline().deadline().get()), core.openDeadlinesDueBy(given.anOfficer(),
                clock.now().plus(Duration.ofDays(30)), PageQuery.first(10)).get().items().stream()
                .map(deadline -> deadline.handle()).toList());
    }

    @Test
    void the_outbox_relay_publishes_into_the_tests_channel(EnforcementCore core, InMemoryEventChannel events,
                                                          Given given) {
        Receipt opened = given.aCaseUnderReview();

        assertTrue(core.relayOutbox(given.anOperator(), 10).isRight());

        List<EventMessage> published = events.published();
        assertEquals(1, published.size());
        assertEquals(opened.caseId().value(), published.get(0).attributes().get(EventMessage.CASE));
    }
}
