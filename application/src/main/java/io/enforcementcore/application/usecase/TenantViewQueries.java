package io.enforcementcore.application.usecase;

import io.enforcementcore.application.cursor.CursorCodec;
import io.enforcementcore.application.cursor.Paging;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.catalog.AccessPatternId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.ForReadingTenantViews;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * The cross-case views of a tenant (AP03, AP04, AP12, AP13): sparse indexes, eventually consistent. Each
 * view merges one partition per classification the principal is cleared for; {@link Paging} binds every
 * cursor to that clearance.
 */
public final class TenantViewQueries {
    private final ForReadingTenantViews views;
    private final Paging paging;

    public TenantViewQueries(Wiring wiring) {
        this.views = wiring.storage().views();
        this.paging = new Paging(wiring.cursors());
    }

    /** AP03: a cursor is bound to the assignee and the window it was issued for. */
    public Either<Rejection, Paged<Task>> openTasksOfAssignee(Principal principal, UserId assignee, DueWindow window,
                                                       PageQuery page) {
        String scope = CursorCodec.scope(AccessPatternId.AP03, assignee.value(), bound(window.from()), bound(window.to()));
        return AccessPolicy.readTenantData(principal, "read an assignee's open tasks")
                .flatMap(allowed -> paging.read(principal, page, scope, request ->
                        views.openTasksOfAssignee(principal.tenantId(), assignee, window, principal.clearance(),
                                request)));
    }

    private static String bound(Option<Instant> bound) {
        return bound.map(Timestamps::format).getOrElse("");
    }

    /** AP04: a cursor is bound to the {@code dueBy} it was issued for. */
    public Either<Rejection, Paged<Deadline>> openDeadlinesDueBy(Principal principal, Instant dueBy, PageQuery page) {
        return AccessPolicy.readTenantData(principal, "read the tenant's open deadlines")
                .flatMap(allowed -> paging.read(principal, page, CursorCodec.scope(AccessPatternId.AP04, Timestamps.format(dueBy)),
                        request -> views.openDeadlinesDueBy(principal.tenantId(), dueBy, principal.clearance(),
                                request)));
    }

    /** AP12: a cursor is bound to the status it was issued for. */
    public Either<Rejection, Paged<CaseSummary>> casesInStatus(Principal principal, CaseStatus status, PageQuery page) {
        return AccessPolicy.readTenantData(principal, "list the tenant's cases")
                .flatMap(allowed -> paging.read(principal, page,
                        CursorCodec.scope(AccessPatternId.AP12, status.name()),
                        request -> views.casesInStatus(principal.tenantId(), status, principal.clearance(), request)));
    }

    /** AP13: highest score first. */
    public Either<Rejection, Paged<CaseSummary>> highRiskOpenCases(Principal principal, PageQuery page) {
        return AccessPolicy.readTenantData(principal, "list the tenant's high-risk cases")
                .flatMap(allowed -> paging.read(principal, page,
                        CursorCodec.scope(AccessPatternId.AP13),
                        request -> views.highRiskOpenCases(principal.tenantId(), principal.clearance(), request)));
    }
}
