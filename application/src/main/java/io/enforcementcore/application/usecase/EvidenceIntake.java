package io.enforcementcore.application.usecase;

import io.enforcementcore.application.command.AttachEvidence;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.CommandRunner;
import io.enforcementcore.application.runtime.Plan;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.EvidenceId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;

/**
 * C09: evidence metadata; the content lives at {@code blobRef}. The item's size is bounded by the
 * domain before any write, and the store refuses (ItemTooLarge) what still would not fit.
 */
public final class EvidenceIntake {
    private final Wiring wiring;
    private final CommandRunner runner;

    public EvidenceIntake(Wiring wiring, CommandRunner runner) {
        this.wiring = wiring;
        this.runner = runner;
    }

    public Either<Rejection, Receipt> attach(Principal principal, AttachEvidence command) {
        return runner.runOnCase(principal, CommandId.C09, command, command.caseId(),
                AccessPolicy.workCases(principal, "attach evidence"),
                () -> wiring.provenance(principal, command.caseId()).map(provenance -> {
                    Instant now = wiring.now();
                    EvidenceId evidenceId = new EvidenceId(wiring.newId());
                    Act act = Acts.of(wiring, principal, now);
                    Evidence evidence = new Evidence(principal.tenantId(), command.caseId(), evidenceId,
                            command.description(), command.blobRef(), command.sha256(),
                            command.sizeBytes(), act.actor(), command.metadata(), act.at());
                    Decision attached = CaseDecisions.attachEvidence(act, evidence);
                    return Plan.of(act, provenance,
                            Receipt.ofEvidence(CommandId.C09, evidence.caseId(), evidence.evidenceId(), attached.version()),
                            attached);
                }));
    }
}
