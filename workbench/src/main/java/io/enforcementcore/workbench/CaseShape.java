package io.enforcementcore.workbench;

import io.enforcementcore.domain.model.CaseStatus;
import java.util.Random;

/** How much happens to one seeded case, and how far along its lifecycle it gets. */
record CaseShape(int parties, int tasks, int deadlines, int evidence, CaseStatus target, int reassignPercent,
                 int reschedulePercent) {

    /**
     * An ordinary case. {@code age} runs from 0 (opened last) to 1 (opened first): older cases are
     * further along, and about two in five of the oldest are closed.
     */
    static CaseShape ordinary(Random random, double age) {
        double progress = random.nextDouble() * (0.4 + 0.6 * age);
        CaseStatus target = progress < 0.2 ? CaseStatus.UNDER_REVIEW
                : progress < 0.35 ? CaseStatus.NOTICE_ISSUED
                : progress < 0.5 ? CaseStatus.RESPONSE_WAITING
                : progress < 0.6 ? CaseStatus.DECISION_PENDING
                : CaseStatus.CLOSED;
        return new CaseShape(1 + random.nextInt(3), 1 + random.nextInt(5), 1 + random.nextInt(3), random.nextInt(4),
                target, 10, 10);
    }

    /** The hot case: a large investigation with many tasks and a long timeline. */
    static CaseShape hot(int tasks) {
        return new CaseShape(12, tasks, Math.max(1, tasks / 5), 25, CaseStatus.RESPONSE_WAITING, 30, 20);
    }
}
