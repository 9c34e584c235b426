package io.enforcementcore.domain.decision;

import io.enforcementcore.domain.decision.Precondition.AtVersion;
import io.enforcementcore.domain.decision.Precondition.CaseCanMove;
import io.enforcementcore.domain.decision.Precondition.Exists;
import io.enforcementcore.domain.decision.Precondition.Unused;
import io.enforcementcore.domain.decision.Subject.TheCase;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseMetadata;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.EventPayload;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.Evidence;
import io.enforcementcore.domain.model.Party;
import io.enforcementcore.domain.model.Provenance;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.Versions;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.time.Instant;

/** What happens to a case itself, and what is filed on it: the lifecycle, its parties and evidence. */
public final class CaseDecisions {
    private CaseDecisions() {
    }

    /** C01: the reference and the id unused; META, STATE at its first version, and the announced fact. */
    public static Decision open(Act act, CaseId caseId, EventPayload.CaseOpened opening) {
        CaseMetadata metadata = new CaseMetadata(act.tenantId(), caseId, opening.externalRef(), opening.title(),
                opening.classification(), opening.ownerOrgId(), act.actor(), act.at(), act.at());
        CaseState state = CaseState.opened(act.tenantId(), caseId, opening.riskScore(), opening.classification(),
                act.at());
        return Decision.requiring(
                        new Unused(new Subject.ExternalRefClaim(act.tenantId(), opening.externalRef())),
                        new Unused(new TheCase(caseId)))
                .writing(new Change.InsertCase(metadata, state))
                .announcing(act.fact(caseId, opening));
    }

    /**
     * C02 needs no read: the lifecycle is a line, so the only status a case can reach {@code target}
     * from is its predecessor, and the decision relies on the case being there at the version seen.
     */
    public static Either<Rejection, Decision> move(Act act, CaseId caseId, long seenVersion, CaseStatus target) {
        return target.predecessor()
                .toEither(() -> (Rejection) new Rejection.IllegalTransition("any status", target.name()))
                .map(from -> act.seeing(caseId)
                        .and(Decision.requiring(new CaseCanMove(act.tenantId(), caseId, seenVersion, target)))
                        .writing(new Change.SetCaseStatus(act.tenantId(), caseId, target, Versions.after(seenVersion),
                                act.at()))
                        .announcing(act.fact(caseId, new EventPayload.CaseStatusChanged(from, target))));
    }

    /** C11, on the STATE read first: the high-risk view follows from the whole new state. */
    public static Either<Rejection, Decision> rescore(Act act, CaseState current, long seenVersion,
                                                      RiskScore score) {
        Precondition unchanged = new AtVersion(new TheCase(current.caseId()), act.tenantId(), seenVersion);
        Decision seeing = act.seeing(current.caseId());
        return seeing.refusalOn(Observed.of(current)).toLeft(seeing).flatMap(visible ->
                Decision.onlyIf(unchanged, Observed.of(current), () -> visible.and(Decision.requiring(unchanged))
                .writing(new Change.SetRiskScore(current, current.rescored(score, act.at())))
                .recording(act.fact(current.caseId(), new EventPayload.RiskScoreChanged(current.riskScore(), score)))));
    }

    /**
     * C12: the title on META, a version step on STATE, and the announced fact. The task and deadline
     * snapshots of the title are left to the reconciliation job, so that a rename stays one small write.
     */
    public static Decision rename(Act act, CaseId caseId, long seenVersion, Title title) {
        return act.seeing(caseId)
                .and(Decision.requiring(new AtVersion(new TheCase(caseId), act.tenantId(), seenVersion)))
                .writing(new Change.SetCaseTitle(act.tenantId(), caseId, title, Versions.after(seenVersion), act.at()))
                .announcing(act.fact(caseId, new EventPayload.CaseRenamed(title)));
    }

    /**
     * C15, on META read first: the case at the version seen, its current reference still claimed by its
     * tenant, and the new one unused by anyone. The old sentinel is released and the new one claimed in
     * the same commit as META, so a reference is never held by two cases nor by none. META and its
     * sentinel only ever change together, so the old sentinel found is this case's own.
     */
    public static Either<Rejection, Decision> changeExternalRef(Act act, CaseMetadata current, long seenVersion,
                                                               ExternalRef newRef) {
        if (!act.maySee(current.classification())) {
            return Either.left(new Rejection.NotFound("case", current.caseId().value()));
        }
        if (current.externalRef().equals(newRef)) {
            return Either.left(new Rejection.DuplicateExternalRef(newRef.value()));
        }
        return Either.right(act.seeing(current.caseId()).and(Decision.requiring(
                        new AtVersion(new TheCase(current.caseId()), act.tenantId(), seenVersion),
                        new Exists(new Subject.ExternalRefClaim(act.tenantId(), current.externalRef()), act.tenantId()),
                        new Unused(new Subject.ExternalRefClaim(act.tenantId(), newRef))))
                .writing(new Change.MoveExternalRef(current, current.withExternalRef(newRef, act.at()),
                        Versions.after(seenVersion)))
                .announcing(act.fact(current.caseId(),
                        new EventPayload.ExternalRefChanged(current.externalRef(), newRef))));
    }

    /**
     * C03: the case exists, of the classification the link files it under in the party's cases (AP08), and
     * the party is not linked to it yet; the profile is kept if it has one. A party is counted once: a second
     * link of it is refused, so it never counts twice.
     */
    public static Decision linkParty(Act act, CaseParty link) {
        Party party = new Party(link.tenantId(), link.partyId(), link.partyKind(), link.partyName(), link.linkedAt());
        return act.seeing(link.caseId()).and(Decision.requiring(
                        new Precondition.CaseClassified(act.tenantId(), link.caseId(), link.classification()),
                        new Unused(new Subject.PartyLink(link.caseId(), link.partyId()))))
                .writing(new Change.InsertPartyLink(party, link),
                        new Change.AdjustCaseCounts(act.tenantId(), link.caseId(), CaseCounts.Delta.PARTY_LINKED))
                .recording(act.fact(link.caseId(),
                        new EventPayload.PartyLinked(link.partyId(), link.partyName(), link.role())));
    }

    /**
     * C03 on the case's {@code known} provenance (remembered, or read from META): a link that files the case
     * under another classification than its own is refused at once, as its commit would refuse it.
     */
    public static Either<Rejection, Decision> linkParty(Act act, CaseParty link, Provenance known) {
        Precondition classified = new Precondition.CaseClassified(act.tenantId(), link.caseId(), link.classification());
        return Decision.onlyIf(classified, Observed.classified(act.tenantId(), known.classification()),
                () -> linkParty(act, link));
    }

    /**
     * The drift sweep's repair: both edges show the profile's name, only where the case's edge is still as
     * {@code read}, so that the repair lands once.
     */
    public static Decision refreshPartyName(AtRevision<CaseParty> read, Title partyName, Instant at) {
        CaseParty link = read.value();
        return Decision.requiring(new Precondition.ShowsPartyName(link.tenantId(), link.caseId(), link.partyId(),
                        link.partyName(), read.revision()))
                .writing(new Change.RefreshPartyName(link, partyName, at));
    }

    /** C09: evidence may be filed on any case of the tenant, closed ones too. */
    public static Decision attachEvidence(Act act, Evidence evidence) {
        return act.seeing(evidence.caseId()).and(Decision.requiring(
                        new Exists(new TheCase(evidence.caseId()), act.tenantId()),
                        new Unused(new Subject.TheEvidence(evidence.caseId(), evidence.evidenceId()))))
                .writing(new Change.InsertEvidence(evidence), new Change.AdjustCaseCounts(act.tenantId(),
                        evidence.caseId(), CaseCounts.Delta.EVIDENCE_ATTACHED))
                .recording(act.fact(evidence.caseId(), new EventPayload.EvidenceAttached(evidence.evidenceId(),
                        evidence.description(), evidence.sha256(), evidence.sizeBytes())));
    }
}
