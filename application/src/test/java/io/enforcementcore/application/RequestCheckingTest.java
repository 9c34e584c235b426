package io.enforcementcore.application;

import static io.enforcementcore.application.UseCaseFixtures.CASE;
import static io.enforcementcore.application.UseCaseFixtures.SECRET;
import static io.enforcementcore.application.UseCaseFixtures.anOfficer;
import static io.enforcementcore.application.UseCaseFixtures.anOperator;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.cursor.CursorCodecTest;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.EventId;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

/** Requests refused before any storage call: missing roles, missing arguments, foreign cursors. */
class RequestCheckingTest {
    private final FakeStorage storage = new FakeStorage();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports())
            .withClock(() -> UseCaseFixtures.NOON).withIds(UseCaseFixtures.countingIds()).withCursorSecret(SECRET).build();

    @Test
    void a_command_outside_the_principals_role_is_refused_before_any_read() {
        Principal analyst = Principal.of(UseCaseFixtures.AGENCY.value(), "analyst-1", Classification.CONFIDENTIAL,
                Role.ANALYST);
        CreateTask task = new CreateTask(CASE, new Title("Review filing"), new UserId("officer-7"),
                UseCaseFixtures.NOON.plusSeconds(3600)).withIdempotencyKey(new IdempotencyKey("key-1"));

        assertInstanceOf(Rejection.Forbidden.class, core.createTask(analyst, task).getLeft());
        assertNothingTouched();
    }

    @Test
    void a_platform_operator_reads_no_case_data() {
        assertInstanceOf(Rejection.Forbidden.class, core.caseMetadata(anOperator(), CASE).getLeft());
        assertInstanceOf(Rejection.Forbidden.class, core.caseCounts(anOperator(), CASE).getLeft());
        assertNothingTouched();
    }

    @Test
    void a_missing_argument_is_a_programming_error_not_a_rejection() {
        assertThrows(NullPointerException.class, () -> core.timeline(anOfficer(), CASE, null));
        assertThrows(NullPointerException.class, () -> core.caseMetadata(null, CASE));
        assertNothingTouched();
    }

    @Test
    void a_cursor_only_continues_the_query_and_tenant_it_came_from() {
        storage.timeline.addAll(java.util.List.of(anEvent("evt-1"), anEvent("evt-2"), anEvent("evt-3")));
        String cursor = core.timeline(anOfficer(), CASE, PageQuery.first(2)).get().cursor().get();
        int readsBefore = storage.reads;

        Either<Rejection, Paged<TimelineEvent>> next = core.timeline(anOfficer(), CASE,
                PageQuery.first(2).next(cursor));
        Rejection otherCase = core.timeline(anOfficer(), new CaseId("case-2"), PageQuery.first(2).next(cursor)).getLeft();
        Rejection otherQuery = core.evidenceOfCase(anOfficer(), CASE, PageQuery.first(2).next(cursor))
                .getLeft();
        Principal otherTenant = Principal.of("agency-b", "officer-1", Classification.CONFIDENTIAL, Role.OFFICER);
        Rejection otherAgency = core.timeline(otherTenant, CASE, PageQuery.first(2).next(cursor)).getLeft();

        assertEquals(java.util.List.of("evt-3"), next.get().items().stream().map(e -> e.eventId().value()).toList());
        Rejection notThisQuery = new Rejection.InvalidCursor(CursorCodecTest.ANOTHER_OR_ALTERED);
        assertEquals(notThisQuery, otherCase);
        assertEquals(notThisQuery, otherQuery);
        assertEquals(notThisQuery, otherAgency);
        assertEquals(readsBefore + 1, storage.reads);
    }

    private static TimelineEvent anEvent(String id) {
        return new TimelineEvent(UseCaseFixtures.AGENCY, CASE, new EventId(id), UseCaseFixtures.NOON, new UserId("officer-1"),
                new EventPayload.CaseRenamed(new Title("Renamed")));
    }

    private void assertNothingTouched() {
        assertEquals(0, storage.reads);
        assertTrue(storage.attempted.isEmpty());
    }
}
