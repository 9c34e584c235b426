package io.enforcementcore.benchmarks;

import io.enforcementcore.domain.model.CaseId;
import java.util.function.Supplier;

/**
 * A case walked through the transitions between open statuses, one per step, the next case opened once the
 * last has made them all: a transition needs a case in the status before it, and opening a case for every
 * call had the set-up's items make up three quarters of what each call left live.
 */
final class OpenStatusWalk {
    private CaseId caseId;
    private long version;

    /** Forgets the case, so that the next step opens one in the new store. */
    void restart() {
        caseId = null;
    }

    /** Moves on to the next transition, opening a case with {@code open} when none is left to move. */
    void step(Supplier<CaseId> open) {
        if (caseId == null || version == PortChanges.STEPS_BETWEEN_OPEN_STATUSES) {
            caseId = open.get();
            version = 0;
        }
        version++;
    }

    CaseId caseId() {
        return caseId;
    }

    /** The version the case is at before this step's transition. */
    long version() {
        return version;
    }
}
