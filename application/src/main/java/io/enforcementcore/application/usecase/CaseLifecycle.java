package io.enforcementcore.application.usecase;

import io.enforcementcore.application.command.ChangeExternalRef;
import io.enforcementcore.application.command.ChangeRiskScore;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.RenameCase;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.job.TitleReconciliation;
import io.enforcementcore.application.runtime.AccessPolicy;
import io.enforcementcore.application.runtime.CommandRunner;
import io.enforcementcore.application.runtime.Plan;
import io.enforcementcore.application.runtime.Wiring;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Act;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;

/** The case itself: open (C01), move along (C02), change risk (C11), rename (C12). */
public final class CaseLifecycle {
    private final Wiring wiring;
    private final CommandRunner runner;

    public CaseLifecycle(Wiring wiring, CommandRunner runner) {
        this.wiring = wiring;
        this.runner = runner;
    }

    /**
     * C01: sentinel, META, STATE at its first version, the CASE_OPENED fact and its outbox event, in one transaction. The
     * instance remembers the new case's provenance, so that the commands that follow need not read it.
     */
    public Either<Rejection, Receipt> open(Principal principal, OpenCase command) {
        return runner.run(principal, CommandId.C01, command, AccessPolicy.workCases(principal, "open a case")
                        .flatMap(allowed -> AccessPolicy.classify(principal, command.classification())),
                () -> planOpening(principal, command))
                .peek(opened -> wiring.provenances().remember(principal.tenantId(), opened.caseId(),
                        command.provenance()));
    }

    private Either<Rejection, Plan> planOpening(Principal principal, OpenCase command) {
        Instant now = wiring.now();
        CaseId caseId = new CaseId(wiring.newId());
        Act act = Acts.of(wiring, principal, now);
        Decision opened = CaseDecisions.open(act, caseId, new EventPayload.CaseOpened(
                command.externalRef(), command.title(), command.riskScore(), command.classification(),
                command.ownerOrgId()));
        return Either.right(Plan.of(act, command.provenance(), Receipt.ofCase(CommandId.C01, caseId, opened.version()),
                opened));
    }

    /**
     * C02 needs no read of the case's state: the lifecycle is a line, so the only status a case can leave
     * for {@code target} is its predecessor, and the write is conditioned on that status and the version the
     * caller saw. Its new fact carries the case's provenance ({@link Wiring#provenance}), read once per case.
     */
    public Either<Rejection, Receipt> transition(Principal principal, TransitionCase command) {
        return runner.runOnCase(principal, CommandId.C02, command, command.caseId(), AccessPolicy.workCases(principal, "move a case along")
                        .flatMap(allowed -> AccessPolicy.moveCaseTo(principal, command.targetStatus())),
                () -> planMove(principal, command));
    }

    private Either<Rejection, Plan> planMove(Principal principal, TransitionCase command) {
        return wiring.provenance(principal, command.caseId()).flatMap(provenance -> {
            Act act = Acts.of(wiring, principal, wiring.now());
            return CaseDecisions.move(act, command.caseId(), command.expectedVersion(), command.targetStatus())
                    .map(moved -> Plan.of(act, provenance,
                            Receipt.ofCase(CommandId.C02, command.caseId(), moved.version()), moved));
        });
    }

    /**
     * C11 reads STATE first: the fact records the score it replaces, and whether the case stays in the
     * high-risk view depends on its status, which the caller does not name. The version is the commit's.
     */
    public Either<Rejection, Receipt> changeRiskScore(Principal principal, ChangeRiskScore command) {
        return runner.runOnCase(principal, CommandId.C11, command, command.caseId(),
                AccessPolicy.superviseCases(principal, "change a case's risk score"),
                () -> planRescoring(principal, command));
    }

    private Either<Rejection, Plan> planRescoring(Principal principal, ChangeRiskScore command) {
        CaseId caseId = command.caseId();
        return wiring.provenance(principal, caseId).flatMap(provenance -> {
            Act act = Acts.of(wiring, principal, wiring.now());
            return wiring.storage().cases().state(principal.tenantId(), caseId)
                    .toEither(() -> (Rejection) new Rejection.NotFound("case", caseId.value()))
                    .flatMap(current -> CaseDecisions.rescore(act, current, command.expectedVersion(),
                            command.riskScore()))
                    .map(rescored -> Plan.of(act, provenance,
                            Receipt.ofCase(CommandId.C11, caseId, rescored.version()), rescored));
        });
    }

    /**
     * C12: the new title is written to META only (with a version step on STATE), together with a
     * CASE_RENAMED fact and outbox event.
     *
     * <p>Propagation rule: the {@code caseTitle} carried by the case's tasks and deadlines is a
     * display-only snapshot taken when each was created. A rename does not touch them, so a rename stays
     * one small transaction whatever the size of the case; the snapshots may be stale until
     * {@link TitleReconciliation} (the repair job) runs for the case. META is the source of truth.
     */
    public Either<Rejection, Receipt> rename(Principal principal, RenameCase command) {
        return runner.runOnCase(principal, CommandId.C12, command, command.caseId(), AccessPolicy.superviseCases(principal, "rename a case"),
                () -> planRenaming(principal, command));
    }

    private Either<Rejection, Plan> planRenaming(Principal principal, RenameCase command) {
        return wiring.provenance(principal, command.caseId()).map(provenance -> {
            Act act = Acts.of(wiring, principal, wiring.now());
            Decision renamed = CaseDecisions.rename(act, command.caseId(), command.expectedVersion(), command.title());
            return Plan.of(act, provenance, Receipt.ofCase(CommandId.C12, command.caseId(), renamed.version()), renamed);
        });
    }

    /**
     * C15 reads META first: the reference to release is the one META holds. The old sentinel is deleted,
     * the new one claimed and META updated in one transaction, STATE one version on.
     */
    public Either<Rejection, Receipt> changeExternalRef(Principal principal, ChangeExternalRef command) {
        return runner.runOnMetadata(principal, CommandId.C15, command, command.caseId(),
                AccessPolicy.superviseCases(principal, "change a case's external reference"),
                current -> planReferenceChange(principal, command, current));
    }

    private Either<Rejection, Plan> planReferenceChange(Principal principal, ChangeExternalRef command,
                                                        CaseMetadata current) {
        Act act = Acts.of(wiring, principal, wiring.now());
        return CaseDecisions.changeExternalRef(act, current, command.expectedVersion(), command.externalRef())
                .map(changed -> Plan.of(act, current.provenance(),
                        Receipt.ofCase(CommandId.C15, command.caseId(), changed.version()), changed));
    }
}
