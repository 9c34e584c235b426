package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.decision.Precondition.CaseClassified;
import io.enforcementcore.domain.decision.Precondition.CaseOpen;
import io.enforcementcore.domain.decision.Precondition.DeadlineOpen;
import io.enforcementcore.domain.decision.Precondition.Exists;
import io.enforcementcore.domain.decision.Precondition.ShowsCaseTitle;
import io.enforcementcore.domain.decision.Precondition.Unused;
import io.enforcementcore.domain.decision.Subject.TheCase;
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
        return act.seeing(deadline.caseId()).and(Decision.requiring(new CaseOpen(act.tenantId(), deadline.caseId()),
                        new CaseClassified(act.tenantId(), deadline.caseId(), deadline.classification()),
                        new Unused(new TheDeadline(deadline.handle()))))
                .writing(new Change.InsertDeadline(deadline), new Change.AdjustCaseCounts(act.tenantId(),
                        deadline.caseId(), CaseCounts.Delta.DEADLINE_OPENED))
                .recording(act.fact(deadline.caseId(), new EventPayload.DeadlineAdded(deadline.deadlineId(),
                        deadline.type(), deadline.dueAt())));
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
        return act.seeing(deadline.caseId())
                .and(Decision.requiring(new DeadlineOpen(act.tenantId(), deadline, seenVersion),
                        new Exists(new TheCase(deadline.caseId()), act.tenantId())))
                .writing(new Change.SetDeadlineStatus(act.tenantId(), deadline, outcome, Versions.after(seenVersion),
                                act.actor(), act.at()),
                        new Change.AdjustCaseCounts(act.tenantId(), deadline.caseId(),
                                CaseCounts.Delta.DEADLINE_RESOLVED))
                .recording(act.fact(deadline.caseId(), resolved));
    }

    /** C12's repair, by {@code by}: the snapshot follows the case title, only where the deadline is still as {@code read}. */
    public static Decision refreshCaseTitle(AtRevision<Deadline> read, Title caseTitle, UserId by, Instant at) {
        Deadline deadline = read.value();
        return Decision.requiring(new ShowsCaseTitle(new TheDeadline(deadline.handle()), deadline.tenantId(),
                        deadline.version(), deadline.caseTitle(), read.revision()))
                .writing(new Change.RefreshDeadlineCaseTitle(deadline, caseTitle, by, at));
    }
}
