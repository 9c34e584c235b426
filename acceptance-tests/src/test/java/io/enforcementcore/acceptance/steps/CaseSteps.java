package io.enforcementcore.acceptance.steps;

import static io.enforcementcore.acceptance.support.ScenarioContext.accepted;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.acceptance.support.EarlierLooks;
import io.enforcementcore.acceptance.support.Lookups;
import io.enforcementcore.acceptance.support.Names.CaseName;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Tables;
import io.enforcementcore.acceptance.support.Words;
import io.enforcementcore.application.parse.RawCommands;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseState;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.Map;

/** Opening cases (C01), moving them along (C02), their risk (C11) and title (C12). */
public final class CaseSteps {
    private static final String DEFAULT_RISK = "50";
    private static final String DEFAULT_CLASSIFICATION = "restricted";
    private static final String DEFAULT_UNIT = "enforcement";

    private final ScenarioContext context;
    private final Lookups lookups;
    private final EarlierLooks looks;

    public CaseSteps(ScenarioContext context, Lookups lookups, EarlierLooks looks) {
        this.context = context;
        this.lookups = lookups;
        this.looks = looks;
    }

    @When("{person} opens a case with:")
    public void opensACaseWith(String person, DataTable fields) {
        open(person, Tables.fields(fields), null);
    }

    @Given("{person} has opened a case with:")
    public void hasOpenedACaseWith(String person, DataTable fields) {
        accepted(open(person, Tables.fields(fields), null), "opening the case");
    }

    @When("{person} opens a case with external reference {string}")
    public void opensACase(String person, String ref) {
        open(person, Map.of("external reference", ref), null);
    }

    @Given("{person} has opened a case with external reference {string}")
    public void hasOpenedACase(String person, String ref) {
        accepted(open(person, Map.of("external reference", ref), null), "opening case " + ref);
    }

    @When("{person} opens a case with external reference {string} titled {string}")
    public void opensACaseTitled(String person, String ref, String title) {
        open(person, Map.of("external reference", ref, "title", title), null);
    }

    @Given("{person} has opened a case with external reference {string} titled {string}")
    public void hasOpenedACaseTitled(String person, String ref, String title) {
        accepted(open(person, Map.of("external reference", ref, "title", title), null), "opening case " + ref);
    }

    @Given("{person} has opened a case with external reference {string} and risk score {int}")
    public void hasOpenedACaseWithRisk(String person, String ref, int risk) {
        accepted(open(person, Map.of("external reference", ref, "risk score", Integer.toString(risk)), null),
                "opening case " + ref);
    }

    @When("{person} opens a case with external reference {string} under the idempotency key {string}")
    public void opensACaseUnderKey(String person, String ref, String key) {
        open(person, Map.of("external reference", ref), key);
    }

    @Given("{person} has opened a case with external reference {string} under the idempotency key {string}")
    public void hasOpenedACaseUnderKey(String person, String ref, String key) {
        accepted(open(person, Map.of("external reference", ref), key), "opening case " + ref);
    }

    @Given("{person} has opened these cases:")
    public void hasOpenedTheseCases(String person, DataTable cases) {
        for (Map<String, String> row : cases.asMaps()) {
            accepted(open(person, row, null), "opening case " + row.get("external reference"));
        }
    }

    private Either<Rejection, Receipt> open(String person, Map<String, String> fields, String key) {
        Principal who = context.person(person);
        String ref = fields.get("external reference");
        String classification = Words.constant(fields.getOrDefault("classification", DEFAULT_CLASSIFICATION));
        Either<Rejection, Receipt> receipt = context.attempt(() -> RawCommands.openCase(ref,
                        fields.getOrDefault("title", "Case " + ref),
                        Integer.parseInt(fields.getOrDefault("risk score", DEFAULT_RISK)),
                        classification,
                        fields.getOrDefault("owning unit", DEFAULT_UNIT),
                        key)
                .flatMap(command -> context.core().openCase(who, command)));
        receipt.forEach(opened -> context.names().caseOpened(who.tenantId(), ref, opened.caseId().value(),
                classification));
        return receipt;
    }

    @When("{person} moves case {string} to {string}")
    public void movesCase(String person, String ref, String status) {
        move(person, caseOf(person, ref), status, null, false);
    }

    @Given("{person} has moved case {string} to {string}")
    public void hasMovedCase(String person, String ref, String status) {
        accepted(move(person, caseOf(person, ref), status, null, false), "moving case " + ref);
    }

    @When("{person} moves case {string} to {string} under the idempotency key {string}")
    public void movesCaseUnderKey(String person, String ref, String status, String key) {
        move(person, caseOf(person, ref), status, key, false);
    }

    @When("{person} moves case {string} to {string} as it looked earlier")
    public void movesCaseAsItLookedEarlier(String person, String ref, String status) {
        move(person, caseOf(person, ref), status, null, true);
    }

    @When("{person} moves the case {string} of agency {string} to {string}")
    public void movesTheCaseOfAgency(String person, String ref, String agency, String status) {
        move(person, caseOfAgency(agency, ref), status, null, false);
    }

    /** One accepted step after another, from wherever the case is, until it reaches {@code status}. */
    @When("{person} moves case {string} along to {string}")
    @Given("{person} has moved case {string} along to {string}")
    public void movesCaseAlong(String person, String ref, String status) {
        CaseName subject = caseOf(person, ref);
        CaseStatus target = CaseStatus.valueOf(Words.constant(status));
        CaseStatus now = lookups.caseView(subject.tenantId(), subject.caseId()).state().status();
        while (now != target) {
            CaseStatus next = now.successor().getOrElseThrow(() ->
                    new IllegalStateException("case " + ref + " cannot move along to " + status));
            accepted(move(person, subject, Words.words(next), null, false), "moving case " + ref + " to " + next);
            now = next;
        }
    }

    private Either<Rejection, Receipt> move(String person, CaseName subject, String status, String key,
                                           boolean asLookedEarlier) {
        Principal who = context.person(person);
        long version = version(person, subject, asLookedEarlier);
        return context.attempt(() -> RawCommands.transitionCase(subject.caseId(), version, Words.constant(status), key)
                .flatMap(command -> context.core().transitionCase(who, command)));
    }

    @When("{person} changes the risk score of case {string} to {int}")
    public void changesTheRiskScore(String person, String ref, int score) {
        rescore(person, ref, score, false);
    }

    @Given("{person} has changed the risk score of case {string} to {int}")
    public void hasChangedTheRiskScore(String person, String ref, int score) {
        accepted(rescore(person, ref, score, false), "changing the risk score of case " + ref);
    }

    @When("{person} changes the risk score of case {string} to {int} as it looked earlier")
    public void changesTheRiskScoreAsItLookedEarlier(String person, String ref, int score) {
        rescore(person, ref, score, true);
    }

    @Given("{person} has changed the risk score of case {string} to {int} as it looked earlier")
    public void hasChangedTheRiskScoreAsItLookedEarlier(String person, String ref, int score) {
        accepted(rescore(person, ref, score, true), "changing the risk score of case " + ref);
    }

    private Either<Rejection, Receipt> rescore(String person, String ref, int score, boolean asLookedEarlier) {
        Principal who = context.person(person);
        CaseName subject = caseOf(person, ref);
        long version = version(person, subject, asLookedEarlier);
        return context.attempt(() -> RawCommands.changeRiskScore(subject.caseId(), version, score, null)
                .flatMap(command -> context.core().changeRiskScore(who, command)));
    }

    @When("{person} renames case {string} to {string}")
    public void renamesCase(String person, String ref, String title) {
        rename(person, ref, title, false);
    }

    @Given("{person} has renamed case {string} to {string}")
    public void hasRenamedCase(String person, String ref, String title) {
        accepted(rename(person, ref, title, false), "renaming case " + ref);
    }

    @When("{person} renames case {string} to {string} as it looked earlier")
    public void renamesCaseAsItLookedEarlier(String person, String ref, String title) {
        rename(person, ref, title, true);
    }

    private Either<Rejection, Receipt> rename(String person, String ref, String title, boolean asLookedEarlier) {
        Principal who = context.person(person);
        CaseName subject = caseOf(person, ref);
        long version = version(person, subject, asLookedEarlier);
        return context.attempt(() -> RawCommands.renameCase(subject.caseId(), version, title, null)
                .flatMap(command -> context.core().renameCase(who, command)));
    }

    @When("{person} changes the external reference of case {string} to {string}")
    public void changesTheExternalReference(String person, String ref, String newRef) {
        changeExternalRef(person, ref, newRef, false);
    }

    @Given("{person} has changed the external reference of case {string} to {string}")
    public void hasChangedTheExternalReference(String person, String ref, String newRef) {
        accepted(changeExternalRef(person, ref, newRef, false), "changing the external reference of case " + ref);
    }

    @When("{person} changes the external reference of case {string} to {string} as it looked earlier")
    public void changesTheExternalReferenceAsItLookedEarlier(String person, String ref, String newRef) {
        changeExternalRef(person, ref, newRef, true);
    }

    private Either<Rejection, Receipt> changeExternalRef(String person, String ref, String newRef,
                                                         boolean asLookedEarlier) {
        Principal who = context.person(person);
        CaseName subject = caseOf(person, ref);
        long version = version(person, subject, asLookedEarlier);
        return context.attempt(() -> RawCommands.changeExternalRef(subject.caseId(), version, newRef, null)
                .flatMap(command -> context.core().changeExternalRef(who, command)));
    }

    @Given("{person} has looked at case {string}")
    public void hasLookedAtCase(String person, String ref) {
        CaseName subject = caseOf(person, ref);
        CaseState state = context.require("looking at case " + ref, () -> RawQueries.caseId(subject.caseId())
                .flatMap(caseId -> context.core().caseView(context.person(person), caseId))).state();
        looks.sawCase(person, subject.caseId(), state.version());
    }

    @Then("case {string} is still/now {string}")
    public void caseIsStill(String ref, String status) {
        CaseName subject = context.names().onlyCase(ref);
        assertStatus(subject, ref, status);
    }

    @Then("case {string} of agency {string} is still {string}")
    public void caseOfAgencyIsStill(String ref, String agency, String status) {
        assertStatus(caseOfAgency(agency, ref), ref, status);
    }

    @Then("case {string} has the risk score {int}")
    public void caseHasTheRiskScore(String ref, int score) {
        CaseName subject = context.names().onlyCase(ref);
        assertEquals(score, lookups.caseView(subject.tenantId(), subject.caseId()).state().riskScore().value(),
                "risk score of case " + ref);
    }

    private void assertStatus(CaseName subject, String ref, String status) {
        CaseStatus actual = lookups.caseView(subject.tenantId(), subject.caseId()).state().status();
        assertEquals(status, Words.words(actual), "status of case " + ref);
    }

    private long version(String person, CaseName subject, boolean asLookedEarlier) {
        return asLookedEarlier
                ? looks.caseVersionSeenBy(person, subject.caseId())
                : lookups.caseVersion(subject.tenantId(), subject.caseId());
    }

    private CaseName caseOf(String person, String ref) {
        return context.names().caseOf(context.person(person).tenantId(), ref);
    }

    private CaseName caseOfAgency(String agency, String ref) {
        return context.names().caseOf(new TenantId(agency), ref);
    }
}
