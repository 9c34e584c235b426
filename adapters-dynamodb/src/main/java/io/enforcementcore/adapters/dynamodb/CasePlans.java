package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.adapters.dynamodb.TableDefinition.Index.GSI1;
import static io.enforcementcore.adapters.dynamodb.TableDefinition.Index.GSI2;

import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Timestamps;
import io.enforcementcore.domain.port.Change;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Option;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The writes of the case-level changes: open, transition, risk, rename, link a party. STATE is always
 * in the status view (GSI1) and in the high-risk view (GSI2) while open and high; a change that cannot
 * know the latter without a read says so ({@link WriteSpec#perhapsListedIn}).
 */
final class CasePlans {
    static final String CASE = "case";

    private CasePlans() {
    }

    static List<WriteSpec> openCase(int i, Change.OpenCase c) {
        String caseId = c.metadata().caseId().value();
        Rejection taken = new Rejection.InvalidInput("caseId", "a case with id '" + caseId + "' exists already");
        WriteSpec sentinel = WriteSpec.put(CaseCodecs.externalRefSentinel(c.metadata()), "external reference");
        sentinel.when(Conditions.absent(sentinel),
                Guards.absent(i, new Rejection.DuplicateExternalRef(c.metadata().externalRef().value())));
        WriteSpec meta = WriteSpec.put(CaseCodecs.meta(c.metadata()), CASE);
        meta.when(Conditions.absent(meta), Guards.absent(i, taken));
        WriteSpec state = WriteSpec.put(CaseCodecs.state(c.state()), CASE);
        state.when(Conditions.absent(state), Guards.absent(i, taken));
        return List.of(sentinel, meta, state);
    }

    /** Needs no read: the new status-view key is known, and the high-risk view is left only by closing. */
    static List<WriteSpec> transition(int i, Change.TransitionCase c) {
        String caseId = c.caseId().value();
        WriteSpec w = WriteSpec.update(KeyGrammar.caseState(c.caseId()), CASE)
                .set(Conditions.STATUS, c.to().name())
                .increment(Conditions.VERSION)
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()))
                .set(KeyGrammar.GSI1PK, KeyGrammar.caseStatusPk(c.tenantId(), c.to()))
                .listedIn(GSI1)
                .perhapsListedIn(GSI2);
        if (!c.to().isOpen()) {
            w.remove(KeyGrammar.GSI2PK, KeyGrammar.GSI2SK);
        }
        String condition = Conditions.ownedBy(w, c.tenantId().value()) + " AND " + Conditions.atVersion(w,
                c.expectedVersion()) + " AND " + Conditions.inStatus(w, c.from().name());
        Rejection notFound = new Rejection.NotFound(CASE, caseId);
        return List.of(w.when(condition, new Guard(i, old -> {
            if (Guards.notOwned(old, c.tenantId())) {
                return Option.some(notFound);
            }
            Option<Rejection> stale = Guards.staleVersion(CASE, caseId, c.expectedVersion(), old.get());
            if (stale.isDefined()) {
                return stale;
            }
            String status = Guards.status(old.get());
            return status.equals(c.from().name()) ? Option.none()
                    : Option.some(new Rejection.IllegalTransition(status, c.to().name()));
        }, new Rejection.StaleVersion(CASE, caseId, c.expectedVersion(), Rejection.StaleVersion.UNKNOWN))));
    }

    /** The high-risk view follows the new score: its keys are set while open and high, else removed. */
    static List<WriteSpec> changeRiskScore(int i, Change.ChangeRiskScore c) {
        CaseState before = c.before();
        CaseState after = c.after();
        WriteSpec w = WriteSpec.update(KeyGrammar.caseState(before.caseId()), CASE)
                .set("riskScore", AttributeValue.fromN(Integer.toString(after.riskScore().value())))
                .set(Conditions.VERSION, AttributeValue.fromN(Long.toString(after.version())))
                .set(ItemWriter.UPDATED_AT, Timestamps.format(after.updatedAt()))
                .listedIn(GSI1);
        if (before.isHighRiskOpen()) {
            w.listedIn(GSI2);
        }
        if (after.isHighRiskOpen()) {
            w.index(CaseCodecs.highRiskIndex(after));
        } else {
            w.remove(KeyGrammar.GSI2PK, KeyGrammar.GSI2SK);
        }
        String condition = Conditions.ownedAtVersion(w, before.tenantId().value(), before.version());
        return List.of(w.when(condition,
                Guards.ownedAtVersion(i, before.tenantId(), CASE, before.caseId().value(), before.version())));
    }

    /** META gets the title, STATE the version step: two items, so one transaction may hold both. */
    static List<WriteSpec> rename(int i, Change.RenameCase c) {
        String at = Timestamps.format(c.at());
        WriteSpec state = WriteSpec.update(KeyGrammar.caseState(c.caseId()), CASE)
                .increment(Conditions.VERSION)
                .set(ItemWriter.UPDATED_AT, at)
                .listedIn(GSI1)
                .perhapsListedIn(GSI2);
        state.when(Conditions.ownedAtVersion(state, c.tenantId().value(), c.expectedVersion()),
                Guards.ownedAtVersion(i, c.tenantId(), CASE, c.caseId().value(), c.expectedVersion()));
        WriteSpec meta = WriteSpec.update(KeyGrammar.caseMeta(c.caseId()), CASE)
                .set("title", c.newTitle().value())
                .set(ItemWriter.UPDATED_AT, at);
        meta.when(Conditions.ownedBy(meta, c.tenantId().value()),
                Guards.owned(i, c.tenantId(), CASE, c.caseId().value()));
        return List.of(state, meta);
    }

    /** The case must exist in the tenant; the profile is written only if absent; each edge only once. */
    static List<WriteSpec> linkParty(int i, Change.LinkParty c) {
        WriteSpec caseExists = caseOwned(i, c.link().tenantId().value(), c.link().caseId().value(),
                KeyGrammar.caseState(c.link().caseId()), c);
        WriteSpec profile = WriteSpec.update(KeyGrammar.partyProfile(c.party().tenantId(), c.party().partyId()),
                "party");
        PartyCodecs.profile(c.party()).forEach((name, value) -> {
            if (!name.equals(KeyGrammar.PK) && !name.equals(KeyGrammar.SK)) {
                profile.setIfAbsent(name, value);
            }
        });
        Rejection linked = new Rejection.PartyAlreadyLinked(c.link().caseId().value(), c.link().partyId().value());
        WriteSpec toParty = WriteSpec.put(PartyCodecs.caseToParty(c.link()), "case party link");
        toParty.when(Conditions.absent(toParty), Guards.absent(i, linked));
        WriteSpec toCase = WriteSpec.put(PartyCodecs.partyToCase(c.link()), "case party link");
        toCase.when(Conditions.absent(toCase), Guards.absent(i, linked));
        return List.of(caseExists, profile, toParty, toCase);
    }

    /** A ConditionCheck that the case exists in the tenant. */
    static WriteSpec caseOwned(int i, String tenantId, String caseId, ItemKey stateKey, Change change) {
        WriteSpec check = WriteSpec.check(stateKey, CASE);
        return check.when(Conditions.ownedBy(check, tenantId),
                Guards.owned(i, change.tenantId(), CASE, caseId));
    }

    /** A ConditionCheck that the case exists in the tenant and is not closed. */
    static WriteSpec caseOpen(int i, Change change, io.enforcementcore.domain.model.CaseId caseId) {
        WriteSpec check = WriteSpec.check(KeyGrammar.caseState(caseId), CASE);
        Rejection notFound = new Rejection.NotFound(CASE, caseId.value());
        Rejection closed = new Rejection.CaseClosed(caseId.value());
        String condition = Conditions.ownedBy(check, change.tenantId().value()) + " AND "
                + check.name(Conditions.STATUS) + " <> " + check.value("closed", CaseStatus.CLOSED.name());
        return check.when(condition, new Guard(i, old -> {
            if (Guards.notOwned(old, change.tenantId())) {
                return Option.some(notFound);
            }
            return CaseStatus.CLOSED.name().equals(Guards.status(old.get())) ? Option.some(closed) : Option.none();
        }, notFound));
    }
}
