package io.enforcementcore.application;

import io.enforcementcore.application.command.ChangeRiskScore;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.RenameCase;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.decision.Decision;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;

/** The case itself: open (C01), move along (C02), change risk (C11), rename (C12). */
final class CaseLifecycle {
    private final Wiring wiring;
    private final CommandRunner runner;

    CaseLifecycle(Wiring wiring, CommandRunner runner) {
        this.wiring = wiring;
        this.runner = runner;
    }

    private record Opening(ExternalRef externalRef, Title title, RiskScore riskScore, Classification classification,
                           OrgId ownerOrgId) {
    }

    /** C01: sentinel, META, STATE v1, the CASE_OPENED fact and its outbox event, in one transaction. */
    Either<Rejection, Receipt> open(Principal principal, OpenCase command) {
        Opening opening = new Opening(command.externalRef(), command.title(), command.riskScore(),
                command.classification(), command.ownerOrgId());
        return AccessPolicy.workCases(principal, "open a case")
                .flatMap(allowed -> runner.run(principal, "C01", command, () -> planOpening(principal, opening)));
    }

    private Either<Rejection, Plan> planOpening(Principal principal, Opening opening) {
        Instant now = wiring.now();
        CaseId caseId = new CaseId(wiring.newId());
        Decision opened = CaseDecisions.open(Acts.of(wiring, principal, now), caseId, new EventPayload.CaseOpened(
                opening.externalRef(), opening.title(), opening.riskScore(), opening.classification(),
                opening.ownerOrgId()));
        return Either.right(Plan.of(principal.tenantId(),
                Receipt.ofCase("C01", caseId, CaseState.FIRST_VERSION), opened));
    }

    private record Move(CaseId caseId, long expectedVersion, CaseStatus target) {
    }

    /**
     * C02 needs no read: the lifecycle is a line, so the only status a case can leave for {@code target}
     * is its predecessor, and the write is conditioned on that status and the version the caller saw.
     */
    Either<Rejection, Receipt> transition(Principal principal, TransitionCase command) {
        Move move = new Move(command.caseId(), command.expectedVersion(), command.targetStatus());
        return AccessPolicy.workCases(principal, "move a case along")
                .flatMap(allowed -> AccessPolicy.moveCaseTo(principal, move.target()))
                .flatMap(allowed -> runner.run(principal, "C02", command, () -> planMove(principal, move)));
    }

    private Either<Rejection, Plan> planMove(Principal principal, Move move) {
        return CaseDecisions.move(Acts.of(wiring, principal, wiring.now()), move.caseId(), move.expectedVersion(),
                        move.target())
                .map(moved -> Plan.of(principal.tenantId(),
                        Receipt.ofCase("C02", move.caseId(), move.expectedVersion() + 1), moved));
    }

    private record Rescoring(CaseId caseId, long expectedVersion, RiskScore riskScore) {
    }

    /** C11 reads STATE first: the high-risk view's attributes are computed from the whole new state. */
    Either<Rejection, Receipt> changeRiskScore(Principal principal, ChangeRiskScore command) {
        Rescoring rescoring = new Rescoring(command.caseId(), command.expectedVersion(), command.riskScore());
        return AccessPolicy.superviseCases(principal, "change a case's risk score")
                .flatMap(allowed -> runner.run(principal, "C11", command, () -> planRescoring(principal, rescoring)));
    }

    private Either<Rejection, Plan> planRescoring(Principal principal, Rescoring rescoring) {
        Instant now = wiring.now();
        CaseId caseId = rescoring.caseId();
        return wiring.storage().cases().state(principal.tenantId(), caseId)
                .toEither(() -> (Rejection) new Rejection.NotFound("case", caseId.value()))
                .flatMap(current -> CaseDecisions.rescore(Acts.of(wiring, principal, now), current,
                        rescoring.expectedVersion(), rescoring.riskScore()))
                .map(rescored -> Plan.of(principal.tenantId(),
                        Receipt.ofCase("C11", caseId, rescoring.expectedVersion() + 1), rescored));
    }

    private record Renaming(CaseId caseId, long expectedVersion, Title title) {
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
    Either<Rejection, Receipt> rename(Principal principal, RenameCase command) {
        Renaming renaming = new Renaming(command.caseId(), command.expectedVersion(), command.title());
        return AccessPolicy.superviseCases(principal, "rename a case")
                .flatMap(allowed -> runner.run(principal, "C12", command, () -> planRenaming(principal, renaming)));
    }

    private Either<Rejection, Plan> planRenaming(Principal principal, Renaming renaming) {
        Decision renamed = CaseDecisions.rename(Acts.of(wiring, principal, wiring.now()), renaming.caseId(),
                renaming.expectedVersion(), renaming.title());
        return Either.right(Plan.of(principal.tenantId(),
                Receipt.ofCase("C12", renaming.caseId(), renaming.expectedVersion() + 1),
                renamed));
    }
}
