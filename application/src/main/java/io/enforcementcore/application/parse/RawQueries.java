package io.enforcementcore.application.parse;

import static io.enforcementcore.application.parse.Fields.field;
import static io.enforcementcore.application.parse.Fields.optional;
import static io.enforcementcore.application.parse.Fields.parse;

import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * The one way from untrusted text to the parameters of a query: each method answers the typed value, or
 * {@link Rejection.InvalidInput} naming the parameter as the query names it ({@code caseId},
 * {@code assigneeId}, {@code dueBy}, {@code status}). An absent optional parameter is null.
 */
public final class RawQueries {
    private RawQueries() {
    }

    public static Either<Rejection, CaseId> caseId(String caseId) {
        return parse(() -> field("caseId", caseId, CaseId::new));
    }

    public static Either<Rejection, PartyId> partyId(String partyId) {
        return parse(() -> field("partyId", partyId, PartyId::new));
    }

    public static Either<Rejection, UserId> assigneeId(String assigneeId) {
        return parse(() -> field("assigneeId", assigneeId, UserId::new));
    }

    public static Either<Rejection, ExternalRef> externalRef(String externalRef) {
        return parse(() -> field("externalRef", externalRef, ExternalRef::new));
    }

    public static Either<Rejection, CaseStatus> status(String status) {
        return parse(() -> CaseStatus.parse("status", status));
    }

    /** A required instant, such as AP04's {@code dueBy}, refused under {@code parameter}. */
    public static Either<Rejection, Instant> instant(String parameter, String instant) {
        return parse(() -> Fields.instant(parameter, instant));
    }

    /** An optional instant, such as AP06's {@code dueBefore}: none when null. */
    public static Either<Rejection, Option<Instant>> optionalInstant(String parameter, String instant) {
        return parse(() -> Fields.optionalInstant(parameter, instant));
    }

    /** AP03's window: {@code dueFrom} and {@code dueTo}, each optional, inclusive. */
    public static Either<Rejection, DueWindow> dueWindow(String dueFrom, String dueTo) {
        return parse(() -> new DueWindow(Fields.optionalInstant("dueFrom", dueFrom),
                Fields.optionalInstant("dueTo", dueTo)));
    }

    /** At most {@code limit} items, after {@code cursor} (null for the first page). */
    public static Either<Rejection, PageQuery> page(int limit, String cursor) {
        return parse(() -> new PageQuery(limit, optional("cursor", cursor, text -> text)));
    }
}
