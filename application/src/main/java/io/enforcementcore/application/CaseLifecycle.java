package io.enforcementcore.application;

import io.enforcementcore.application.command.ChangeRiskScore;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.RenameCase;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.EventType;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.TimelineEvent;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.Change;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;
import java.util.Map;

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
        CaseMetadata metadata = new CaseMetadata(principal.tenantId(), caseId, opening.externalRef(), opening.title(),
                opening.classification(), opening.ownerOrgId(), principal.userId(), now, now);
        CaseState state = CaseState.opened(principal.tenantId(), caseId, opening.riskScore(), now);
        TimelineEvent opened = Events.fact(wiring, principal, caseId, EventType.CASE_OPENED, now, Map.of(
                "externalRef", opening.externalRef().value(),
                "title", opening.title().value(),
                "riskScore", Integer.toString(opening.riskScore().value()),
                "classification", opening.classification().name(),
                "ownerOrgId", opening.ownerOrgId().value()));
        return Either.right(Plan.of(principal.tenantId(), Receipt.ofCase("C01", caseId, state.version()),
                new Change.OpenCase(metadata, state), Events.recorded(opened), Events.announced(opened)));
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
        if (move.target().predecessor().isEmpty()) {
            return Either.left(new Rejection.IllegalTransition("any status", move.target().name()));
        }
        CaseStatus from = move.target().predecessor().get();
        Instant now = wiring.now();
        TimelineEvent moved = Events.fact(wiring, principal, move.caseId(), EventType.CASE_STATUS_CHANGED, now,
                Map.of("from", from.name(), "to", move.target().name()));
        return Either.right(Plan.of(principal.tenantId(),
                Receipt.ofCase("C02", move.caseId(), move.expectedVersion() + 1),
                new Change.TransitionCase(principal.tenantId(), move.caseId(), move.expectedVersion(), from,
                        move.target(), now),
                Events.recorded(moved), Events.announced(moved)));
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
        return wiring.storage().cases().state(principal.tenantId(), rescoring.caseId())
                .toEither(() -> (Rejection) new Rejection.NotFound("case", rescoring.caseId().value()))
                .flatMap(before -> before.withRiskScore(rescoring.expectedVersion(), rescoring.riskScore(), now)
                        .map(after -> {
                            TimelineEvent rescored = Events.fact(wiring, principal, after.caseId(),
                                    EventType.RISK_SCORE_CHANGED, now, Map.of(
                                            "from", Integer.toString(before.riskScore().value()),
                                            "to", Integer.toString(after.riskScore().value())));
                            return Plan.of(principal.tenantId(),
                                    Receipt.ofCase("C11", after.caseId(), after.version()),
                                    new Change.ChangeRiskScore(before, after), Events.recorded(rescored));
                        }));
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
        Instant now = wiring.now();
        TimelineEvent renamed = Events.fact(wiring, principal, renaming.caseId(), EventType.CASE_RENAMED, now,
                Map.of("title", renaming.title().value()));
        return Either.right(Plan.of(principal.tenantId(),
                Receipt.ofCase("C12", renaming.caseId(), renaming.expectedVersion() + 1),
                new Change.RenameCase(principal.tenantId(), renaming.caseId(), renaming.expectedVersion(),
                        renaming.title(), now),
                Events.recorded(renamed), Events.announced(renamed)));
    }
}
