package io.enforcementcore.workbench;

import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.query.PageQuery;
import io.enforcementcore.application.query.Paged;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.rejection.Rejection;
import io.enforcementcore.workbench.Catalog.CaseRef;
import io.vavr.control.Either;

/** Facts about the hot case, read back through the facade rather than taken from the seeding's plan. */
final class HotCase {
    private HotCase() {
    }

    /**
     * Pages through the whole timeline (AP02) and counts its events; -1 if a page was refused.
     * {@code progress} follows the events read.
     */
    static int timelineLength(EnforcementCore core, CaseRef hot, Progress progress) {
        if (hot == null) {
            return 0;
        }
        int events = 0;
        PageQuery page = PageQuery.first(100);
        while (true) {
            Either<Rejection, Paged<TimelineEvent>> answer = core.timeline(hot.tenant.analyst(), hot.caseId, page);
            if (answer.isLeft()) {
                return -1;
            }
            events += answer.get().items().size();
            progress.stepTo(events);
            if (answer.get().cursor().isEmpty()) {
                return events;
            }
            page = page.next(answer.get().cursor().get());
        }
    }
}
