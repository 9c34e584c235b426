package io.enforcementcore.adapters.dynamodb.write;

import static io.enforcementcore.adapters.dynamodb.table.TableDefinition.Index.GSI1;
import static io.enforcementcore.adapters.dynamodb.table.TableDefinition.Index.GSI2;

import io.enforcementcore.adapters.dynamodb.item.CaseCodecs;
import io.enforcementcore.adapters.dynamodb.item.CaseCountAttributes;
import io.enforcementcore.adapters.dynamodb.item.ItemWriter;
import io.enforcementcore.adapters.dynamodb.item.PartyCodecs;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.model.CaseCounts;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.Timestamps;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The writes of the case-level changes: open, transition, risk, rename, link a party. STATE is always
 * in the status view (GSI1) and in the high-risk view (GSI2) while open and high; a change that cannot
 * know the latter without a read says so ({@link WriteSpec#perhapsListedIn}).
 */
final class CasePlans {
    public static final String CASE = "case";

    private CasePlans() {
    }

    public static List<WriteSpec> openCase(Change.InsertCase c) {
        return List.of(WriteSpec.put(CaseCodecs.externalRefSentinel(c.metadata()), "external reference"),
                WriteSpec.put(CaseCodecs.meta(c.metadata()), CASE).findsNothing(),
                WriteSpec.put(CaseCodecs.state(c.state()), CASE));
    }

    /** Needs no read: the new status-view key is known, and the high-risk view is left only by closing. */
    public static List<WriteSpec> transition(Change.SetCaseStatus c) {
        WriteSpec w = WriteSpec.update(KeyGrammar.caseState(c.caseId()), CASE)
                .set(ItemWriter.STATUS, c.to().name())
                .set(ItemWriter.VERSION, WorkPlans.version(c.version()))
                .set(ItemWriter.UPDATED_AT, Timestamps.format(c.at()))
                .set(KeyGrammar.GSI1PK, KeyGrammar.caseStatusPk(c.tenantId(), c.to()))
                .listedIn(GSI1)
                .perhapsListedIn(GSI2);
        if (c.closes()) {
            w.remove(KeyGrammar.GSI2PK, KeyGrammar.GSI2SK);
        }
        return List.of(w);
    }

    /** The high-risk view follows the new score: its keys are set while open and high, else removed. */
    public static List<WriteSpec> changeRiskScore(Change.SetRiskScore c) {
        CaseState before = c.before();
        CaseState after = c.after();
        WriteSpec w = WriteSpec.update(KeyGrammar.caseState(before.caseId()), CASE)
                .finds(CaseCodecs.state(before))
                .set("riskScore", AttributeValue.fromN(Integer.toString(after.riskScore().value())))
                .set(ItemWriter.VERSION, WorkPlans.version(after.version()))
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
        return List.of(w);
    }

    /** META gets the title, STATE the version step: two items, so one transaction may hold both. */
    public static List<WriteSpec> rename(Change.SetCaseTitle c) {
        String at = Timestamps.format(c.at());
        WriteSpec state = WriteSpec.update(KeyGrammar.caseState(c.caseId()), CASE)
                .set(ItemWriter.VERSION, WorkPlans.version(c.version()))
                .set(ItemWriter.UPDATED_AT, at)
                .listedIn(GSI1)
                .perhapsListedIn(GSI2);
        WriteSpec meta = WriteSpec.update(KeyGrammar.caseMeta(c.caseId()), CASE)
                .set("title", c.newTitle().value())
                .set(ItemWriter.UPDATED_AT, at);
        return List.of(state, meta);
    }

    /**
     * C15: the old sentinel deleted, the new one put, META under the new reference and STATE one version
     * on, in one transaction; the decision's preconditions guard the old sentinel (present), the new one
     * (absent) and STATE (at the version seen).
     */
    public static List<WriteSpec> changeExternalRef(Change.MoveExternalRef c) {
        String at = Timestamps.format(c.after().updatedAt());
        WriteSpec state = WriteSpec.update(KeyGrammar.caseState(c.after().caseId()), CASE)
                .set(ItemWriter.VERSION, WorkPlans.version(c.version()))
                .set(ItemWriter.UPDATED_AT, at)
                .listedIn(GSI1)
                .perhapsListedIn(GSI2);
        WriteSpec meta = WriteSpec.update(KeyGrammar.caseMeta(c.after().caseId()), CASE)
                .set("externalRef", c.after().externalRef().value())
                .set(ItemWriter.UPDATED_AT, at);
        return List.of(WriteSpec.delete(KeyGrammar.externalRef(c.tenantId(), c.before().externalRef()),
                        "external reference").finds(CaseCodecs.externalRefSentinel(c.before())),
                WriteSpec.put(CaseCodecs.externalRefSentinel(c.after()), "external reference").findsNothing(),
                state, meta);
    }

    /**
     * The counts move by ADD, never read and written back, so concurrent commands on one case never lose
     * a step; STATE keeps its version and its view keys, but every view it is listed in is rewritten.
     */
    public static WriteSpec adjustCounts(CaseId caseId, CaseCounts.Delta delta) {
        return addCounts(WriteSpec.update(KeyGrammar.caseState(caseId), CASE).listedIn(GSI1).perhapsListedIn(GSI2),
                delta);
    }

    /** The counts ride on a write of STATE the change set makes anyway: one operation per item. */
    static WriteSpec addCounts(WriteSpec state, CaseCounts.Delta delta) {
        if (state.kind() != WriteSpec.WriteKind.UPDATE) {
            throw new IllegalArgumentException("counts move by an update of STATE, not a " + state.kind());
        }
        CaseCountAttributes.moves(delta).forEach(state::add);
        return state;
    }

    /**
     * Both edges, and the party's profile: each of its attributes is written only if absent, so what the
     * profile write finds is unknown. The party-to-case edge is new whenever its twin is, which the link's
     * precondition guarantees.
     */
    public static List<WriteSpec> linkParty(Change.InsertPartyLink c) {
        WriteSpec profile = WriteSpec.update(KeyGrammar.partyProfile(c.party().tenantId(), c.party().partyId()),
                "party").createsIfAbsent();
        PartyCodecs.profile(c.party()).forEach((name, value) -> {
            // each link touches the profile: its stamp says who linked it last, and when
            if (!name.equals(KeyGrammar.PK) && !name.equals(KeyGrammar.SK) && !name.equals(ItemWriter.UPDATED_AT)) {
                profile.setIfAbsent(name, value);
            }
        });
        return List.of(profile, WriteSpec.put(PartyCodecs.caseToParty(c.link()), "case party link"),
                WriteSpec.put(PartyCodecs.partyToCase(c.link()), "case party link").findsNothing());
    }
}
