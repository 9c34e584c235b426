package io.enforcementcore.application;

import static io.enforcementcore.application.Fixtures.CASE;
import static io.enforcementcore.application.Fixtures.SECRET;
import static io.enforcementcore.application.Fixtures.anOfficer;
import static io.enforcementcore.application.Fixtures.anOperator;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.LinkParty;
import io.enforcementcore.application.command.RescheduleTask;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

/** Requests refused before any storage call: bad fields, missing roles, foreign cursors, bad page sizes. */
class RequestCheckingTest {
    private final FakeStorage storage = new FakeStorage();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports())
            .withClock(() -> Fixtures.NOON).withIds(Fixtures.countingIds()).withCursorSecret(SECRET).build();

    @Test
    void a_bad_field_is_named_as_the_caller_named_it_and_nothing_is_read_or_written() {
        Rejection refused = core.createTask(anOfficer(),
                new CreateTask(CASE.value(), "Review filing", "officer#7", "2026-07-12T17:00:00Z", "key-1")).getLeft();

        assertEquals(new Rejection.InvalidInput("assigneeId", "must not contain '#', the key delimiter"), refused);
        assertNothingTouched();
    }

    @Test
    void a_bad_free_text_field_is_named_as_the_caller_named_it() {
        Rejection refused = core.linkParty(anOfficer(),
                new LinkParty(CASE.value(), "party-1", "COMPANY", " ", "RESPONDENT", null)).getLeft();

        assertEquals(new Rejection.InvalidInput("partyName", "must not be blank"), refused);
        assertNothingTouched();
    }

    @Test
    void rescheduling_to_the_same_due_time_is_refused_before_any_read() {
        Rejection refused = core.rescheduleTask(anOfficer(), new RescheduleTask(CASE.value(), "task-1",
                "2026-07-12T17:00:00Z", 1, "2026-07-12T17:00:00.000Z", null)).getLeft();

        assertEquals("newDueAt", ((Rejection.InvalidInput) refused).field());
        assertNothingTouched();
    }

    @Test
    void a_platform_operator_reads_no_case_data() {
        assertInstanceOf(Rejection.Forbidden.class, core.caseMetadata(anOperator(), CASE.value()).getLeft());
        assertNothingTouched();
    }

    @Test
    void page_sizes_outside_one_to_a_hundred_are_invalid_limits() {
        for (int limit : new int[] {0, 101}) {
            Rejection refused = core.timeline(anOfficer(), CASE.value(), PageQuery.first(limit)).getLeft();

            assertEquals("limit", ((Rejection.InvalidInput) refused).field());
        }
        assertNothingTouched();
    }

    @Test
    void a_cursor_only_continues_the_query_and_tenant_it_came_from() {
        storage.timeline.addAll(java.util.List.of(anEvent("evt-1"), anEvent("evt-2"), anEvent("evt-3")));
        String cursor = core.timeline(anOfficer(), CASE.value(), PageQuery.first(2)).get().cursor().get();
        int readsBefore = storage.reads;

        Either<Rejection, Paged<TimelineEvent>> next = core.timeline(anOfficer(), CASE.value(),
                PageQuery.first(2).next(cursor));
        Rejection otherCase = core.timeline(anOfficer(), "case-2", PageQuery.first(2).next(cursor)).getLeft();
        Rejection otherQuery = core.evidenceOfCase(anOfficer(), CASE.value(), PageQuery.first(2).next(cursor))
                .getLeft();
        Principal otherTenant = Principal.of("agency-b", "officer-1", Role.OFFICER);
        Rejection otherAgency = core.timeline(otherTenant, CASE.value(), PageQuery.first(2).next(cursor)).getLeft();

        assertEquals(java.util.List.of("evt-3"), next.get().items().stream().map(e -> e.eventId().value()).toList());
        assertEquals(new Rejection.InvalidCursor("issued for another query"), otherCase);
        assertEquals(new Rejection.InvalidCursor("issued for another query"), otherQuery);
        assertEquals(new Rejection.InvalidCursor("issued for another tenant"), otherAgency);
        assertEquals(readsBefore + 1, storage.reads);
    }

    private static TimelineEvent anEvent(String id) {
        return new TimelineEvent(Fixtures.AGENCY, CASE, new EventId(id), Fixtures.NOON, new UserId("officer-1"),
                new EventPayload.CaseRenamed(new Title("Renamed")));
    }

    private void assertNothingTouched() {
        assertEquals(0, storage.reads);
        assertTrue(storage.attempted.isEmpty());
    }
}
