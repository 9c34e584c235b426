package io.enforcementcore.application;

import io.enforcementcore.application.command.AttachEvidence;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;

/**
 * C09: evidence metadata; the content lives at {@code blobRef}. The item's size is bounded by the
 * domain before any write, and the store refuses (ItemTooLarge) what still would not fit.
 */
final class EvidenceIntake {
    private final Wiring wiring;
    private final CommandRunner runner;

    EvidenceIntake(Wiring wiring, CommandRunner runner) {
        this.wiring = wiring;
        this.runner = runner;
    }

    Either<Rejection, Receipt> attach(Principal principal, AttachEvidence command) {
        return runner.run(principal, "C09", command, AccessPolicy.workCases(principal, "attach evidence"),
                () -> Either.right(plan(principal, new Evidence(principal.tenantId(), command.caseId(),
                        new EvidenceId(wiring.newId()), command.description(), command.blobRef().value(),
                        command.sha256().value(), command.sizeBytes(), principal.userId(), command.metadata(),
                        wiring.now()))));
    }

    private Plan plan(Principal principal, Evidence evidence) {
        return Plan.of(principal.tenantId(), Receipt.ofEvidence("C09", evidence.caseId(), evidence.evidenceId(), 1),
                CaseDecisions.attachEvidence(Acts.of(wiring, principal, evidence.attachedAt()), evidence));
    }
}
