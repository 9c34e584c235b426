package io.enforcementcore.application.projection;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;

/**
 * The durable history a projection is rebuilt from: a case's whole timeline (AP02), read page by page
 * through the driving port as {@code principal}, so the access policy decides what may be replayed.
 */
public final class CaseHistory {
    private CaseHistory() {
    }

    /** Every fact of the case, newest first as the timeline lists them. */
    public static Either<Rejection, List<CaseFact>> of(EnforcementCore core, Principal principal, CaseId caseId) {
        List<CaseFact> facts = new ArrayList<>();
        PageQuery page = PageQuery.first(PageRequest.MAX_LIMIT);
        while (true) {
            Either<Rejection, Paged<TimelineEvent>> read = core.timeline(principal, caseId, page);
            if (read.isLeft()) {
                return Either.left(read.getLeft());
            }
            read.get().items().forEach(event -> facts.add(CaseFact.of(event)));
            Option<String> next = read.get().cursor();
            if (next.isEmpty()) {
                return Either.right(List.copyOf(facts));
            }
            page = page.next(next.get());
        }
    }
}
