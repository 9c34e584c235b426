package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.decision.Precondition.DeadlineOpen;
import io.enforcementcore.domain.decision.Precondition.ShowsCaseTitle;
import io.enforcementcore.domain.decision.Subject.TheDeadline;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.Deadline;
import io.enforcementcore.domain.model.DeadlineHandle;
import io.enforcementcore.domain.model.DeadlineStatus;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.InvalidValue;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.model.Versions;
import java.time.Instant;

/** The deadlines of a case: only an open case takes new ones, and each is resolved once. */
public final class DeadlineDecisions {
    private DeadlineDecisions() {
    }

    /** C07: a new open deadline on a case that is not closed, counted among the case's open deadlines. */
    public static Decision add(Act act, Deadline deadline) {
        return WorkItems.opened(act, deadline.caseId(), deadline.classification(), new TheDeadline(deadline.handle()),
                new Change.InsertDeadline(deadline), CaseCounts.Delta.DEADLINE_OPENED,
                new EventPayload.DeadlineAdded(deadline.deadlineId(), deadline.type(), deadline.dueAt()));
    }

    /**
     * C08: the deadline, open at the version seen, is met or missed, and no longer counted as open: met
     * and missed alike close it, and only an open deadline is resolved, so it is uncounted once.
     */
    public static Decision resolve(Act act, DeadlineHandle deadline, long seenVersion, DeadlineStatus outcome) {
        EventPayload resolved = switch (outcome) {
            case MET -> new EventPayload.DeadlineMet(deadline.deadlineId());
            case MISSED -> new EventPayload.DeadlineMissed(deadline.deadlineId());
            case OPEN -> throw new InvalidValue("outcome", "must be MET or MISSED");
        };
        return WorkItems.closed(act, deadline.caseId(), new DeadlineOpen(act.tenantId(), deadline, seenVersion),
                new Change.SetDeadlineStatus(act.tenantId(), deadline, outcome, Versions.after(seenVersion), act.actor(),
                        act.at()),
                CaseCounts.Delta.DEADLINE_RESOLVED, resolved);
    }

    /** C12's repair, by {@code by}: the snapshot follows the case title, only where the deadline is still as {@code read}. */
    public static Decision refreshCaseTitle(AtRevision<Deadline> read, Title caseTitle, UserId by, Instant at) {
        Deadline deadline = read.value();
        return Decision.requiring(new ShowsCaseTitle(new TheDeadline(deadline.handle()), deadline.tenantId(),
                        deadline.version(), deadline.caseTitle(), read.revision()))
                .writing(new Change.RefreshDeadlineCaseTitle(deadline, caseTitle, by, at));
    }
}
