package io.enforcementcore.application.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class RawQueriesTest {

    @Test
    void an_id_that_would_break_the_key_grammar_is_refused_naming_the_parameter() {
        assertEquals(Either.left(new Rejection.InvalidInput("caseId", "must not contain '#', the key delimiter")),
                RawQueries.caseId("CASE#1"));
        assertEquals("assigneeId", fieldOf(RawQueries.assigneeId("")));
        assertEquals("partyId", fieldOf(RawQueries.partyId(" p ")));
    }

    @Test
    void a_status_is_one_the_platform_knows() {
        assertEquals(Either.right(CaseStatus.CLOSED), RawQueries.status("CLOSED"));
        assertEquals(new Rejection.InvalidInput("status", "unknown value 'SUSPENDED', expected one of UNDER_REVIEW, "
                        + "NOTICE_ISSUED, RESPONSE_WAITING, DECISION_PENDING, CLOSED"),
                RawQueries.status("SUSPENDED").getLeft());
    }

    @Test
    void an_optional_instant_is_none_when_absent_and_refused_when_malformed() {
        assertEquals(Either.right(Option.none()), RawQueries.optionalInstant("dueBefore", null));
        assertEquals("dueBefore", fieldOf(RawQueries.optionalInstant("dueBefore", "tomorrow")));
        assertEquals("dueBy", fieldOf(RawQueries.instant("dueBy", "2026-07-10")));
    }

    @Test
    void a_due_window_must_not_end_before_it_starts() {
        DueWindow july = DueWindow.between(Instant.parse("2026-07-01T00:00:00Z"), Instant.parse("2026-07-31T00:00:00Z"));

        assertEquals(Either.right(july), RawQueries.dueWindow("2026-07-01T00:00:00Z", "2026-07-31T00:00:00Z"));
        assertEquals(Either.left(new Rejection.InvalidInput("dueTo", "must not be before dueFrom")),
                RawQueries.dueWindow("2026-07-31T00:00:00Z", "2026-07-01T00:00:00Z"));
    }

    @Test
    void page_sizes_outside_one_to_a_hundred_are_invalid_limits() {
        assertEquals(Either.right(PageQuery.first(25)), RawQueries.page(25, null));
        assertEquals(Either.left(new Rejection.InvalidInput("limit", "must be between 1 and 100, was 0")),
                RawQueries.page(0, null));
        assertEquals("limit", fieldOf(RawQueries.page(101, "cursor")));
    }

    private static String fieldOf(Either<Rejection, ?> parsed) {
        return ((Rejection.InvalidInput) parsed.getLeft()).field();
    }
}
