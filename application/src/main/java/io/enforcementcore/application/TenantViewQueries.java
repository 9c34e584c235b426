package io.enforcementcore.application;

import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.CaseSummary;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.DueWindow;
import io.enforcementcore.domain.port.ForReadingTenantViews;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;

/** The cross-case views of a tenant (AP03, AP04, AP12, AP13): sparse indexes, eventually consistent. */
final class TenantViewQueries {
    private final ForReadingTenantViews views;
    private final Paging paging;

    TenantViewQueries(Wiring wiring) {
        this.views = wiring.storage().views();
        this.paging = new Paging(wiring.cursors());
    }

    private record AssigneeQueue(UserId assignee, DueWindow window) {
        String scope() {
            return CursorCodec.scope("AP03", assignee.value(), bound(window.from()), bound(window.to()));
        }

        private static String bound(Option<Instant> bound) {
            return bound.map(Timestamps::format).getOrElse("");
        }
    }

    /** AP03. */
    Either<Rejection, Paged<Task>> openTasksOfAssignee(Principal principal, String assigneeId, String dueFrom,
                                                       String dueTo, PageQuery page) {
        return AccessPolicy.readTenantData(principal, "read an assignee's open tasks")
                .flatMap(allowed -> Fields.parse(() -> new AssigneeQueue(
                        Fields.field("assigneeId", assigneeId, UserId::new),
                        window(Fields.optionalInstant("dueFrom", dueFrom), Fields.optionalInstant("dueTo", dueTo)))))
                .flatMap(queue -> paging.read(principal, page, queue.scope(), request ->
                        views.openTasksOfAssignee(principal.tenantId(), queue.assignee(), queue.window(), request)));
    }

    private static DueWindow window(Option<Instant> from, Option<Instant> to) {
        if (from.isDefined() && to.isDefined() && from.get().isAfter(to.get())) {
            throw new InvalidValue("dueTo", "must not be before dueFrom");
        }
        return new DueWindow(from, to);
    }

    /** AP04. */
    Either<Rejection, Paged<Deadline>> openDeadlinesDueBy(Principal principal, String dueBy, PageQuery page) {
        return AccessPolicy.readTenantData(principal, "read the tenant's open deadlines")
                .flatMap(allowed -> Fields.parse(() -> Fields.instant("dueBy", dueBy)))
                .flatMap(due -> paging.read(principal, page, CursorCodec.scope("AP04", Timestamps.format(due)),
                        request -> views.openDeadlinesDueBy(principal.tenantId(), due, request)));
    }

    /** AP12. */
    Either<Rejection, Paged<CaseSummary>> casesInStatus(Principal principal, String status, PageQuery page) {
        return AccessPolicy.readTenantData(principal, "list the tenant's cases")
                .flatMap(allowed -> Fields.parse(() -> CaseStatus.parse("status", status)))
                .flatMap(parsed -> paging.read(principal, page, CursorCodec.scope("AP12", parsed.name()),
                        request -> views.casesInStatus(principal.tenantId(), parsed, request)));
    }

    /** AP13. */
    Either<Rejection, Paged<CaseSummary>> highRiskOpenCases(Principal principal, PageQuery page) {
        return AccessPolicy.readTenantData(principal, "list the tenant's high-risk cases")
                .flatMap(allowed -> paging.read(principal, page, CursorCodec.scope("AP13"),
                        request -> views.highRiskOpenCases(principal.tenantId(), request)));
    }
}
