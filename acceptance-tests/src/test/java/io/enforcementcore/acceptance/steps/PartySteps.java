package io.enforcementcore.acceptance.steps;

import static io.enforcementcore.acceptance.support.ScenarioContext.accepted;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.acceptance.support.EveryPage;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Tables;
import io.enforcementcore.acceptance.support.Words;
import io.enforcementcore.application.parse.RawCommands;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.rejection.Rejection;
import io.vavr.control.Either;
import java.util.List;
import java.util.Map;

/** Linking parties to cases (C03), the parties of a case (AP07) and the cases of a party (AP08). */
public final class PartySteps {
    private final ScenarioContext context;

    public PartySteps(ScenarioContext context) {
        this.context = context;
    }

    @When("{person} links the {partyKind} {string} named {string} to case {string} as {string}")
    public void links(String person, String kind, String party, String name, String ref, String role) {
        link(person, ref, Map.of("party", party, "name", name, "kind", kind, "role", role));
    }

    @Given("{person} has linked the {partyKind} {string} named {string} to case {string} as {string}")
    public void hasLinked(String person, String kind, String party, String name, String ref, String role) {
        accepted(link(person, ref, Map.of("party", party, "name", name, "kind", kind, "role", role)),
                "linking " + party + " to case " + ref);
    }

    @Given("{person} has linked these parties to case {string}:")
    public void hasLinkedTheseParties(String person, String ref, DataTable parties) {
        for (Map<String, String> row : parties.asMaps()) {
            accepted(link(person, ref, row), "linking " + row.get("party") + " to case " + ref);
        }
    }

    @When("{person} links a party to case {string} with:")
    public void linksAPartyWith(String person, String ref, DataTable fields) {
        link(person, ref, Tables.fields(fields));
    }

    private Either<Rejection, Receipt> link(String person, String ref, Map<String, String> party) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        String caseClassification = party.containsKey("case classification")
                ? Words.constant(party.get("case classification")) : context.names().classificationOf(caseId);
        return context.attempt(() -> RawCommands.linkParty(caseId, caseClassification, party.get("party"),
                        Words.constant(party.get("kind")), party.get("name"), Words.constant(party.get("role")), null)
                .flatMap(command -> context.core().linkParty(who, command)));
    }

    @Then("{person} sees the parties of case {string}:")
    public void seesThePartiesOfCase(String person, String ref, DataTable expected) {
        Tables.assertRows(expected, partiesOfCase(person, ref).stream().map(this::row).toList());
    }

    @Then("{person} sees no parties on case {string}")
    public void seesNoPartiesOnCase(String person, String ref) {
        assertEquals(List.of(), partiesOfCase(person, ref).stream().map(this::row).toList(), "parties of case " + ref);
    }

    @Then("{person} sees the cases of party {string}:")
    public void seesTheCasesOfParty(String person, String party, DataTable expected) {
        Tables.assertRows(expected, casesOfParty(person, party).stream().map(this::row).toList());
    }

    @Then("{person} sees no cases of party {string}")
    public void seesNoCasesOfParty(String person, String party) {
        assertEquals(List.of(), casesOfParty(person, party).stream().map(this::row).toList(), "cases of " + party);
    }

    private List<CaseParty> partiesOfCase(String person, String ref) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        return EveryPage.all(page -> RawQueries.caseId(caseId).flatMap(id -> context.core().partiesOfCase(who, id, page)));
    }

    private List<CaseParty> casesOfParty(String person, String party) {
        Principal who = context.person(person);
        return EveryPage.all(page -> RawQueries.partyId(party).flatMap(id -> context.core().casesOfParty(who, id, page)));
    }

    private Map<String, String> row(CaseParty link) {
        return Tables.row(
                "case", context.names().externalRefOf(link.caseId().value()),
                "party", link.partyId().value(),
                "name", link.partyName().value(),
                "kind", Words.words(link.partyKind()),
                "role", Words.words(link.role()));
    }
}
