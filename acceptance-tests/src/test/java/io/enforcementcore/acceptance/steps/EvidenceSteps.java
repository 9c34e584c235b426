package io.enforcementcore.acceptance.steps;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.cucumber.datatable.DataTable;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.enforcementcore.acceptance.support.EveryPage;
import io.enforcementcore.acceptance.support.ScenarioContext;
import io.enforcementcore.acceptance.support.Tables;
import io.enforcementcore.acceptance.support.Words;
import io.enforcementcore.application.parse.RawCommands;
import io.enforcementcore.application.parse.RawQueries;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.domain.model.Evidence;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Attaching evidence (C09) and the evidence of a case (AP14). The material itself is only referred to. */
public final class EvidenceSteps {
    private static final long MATERIAL_SIZE = 48_213;

    private final ScenarioContext context;

    public EvidenceSteps(ScenarioContext context) {
        this.context = context;
    }

    @When("{person} attaches the evidence {string} to case {string} with details:")
    public void attachesTheEvidence(String person, String description, String ref, DataTable details) {
        attach(person, description, ref, Tables.fields(details));
    }

    @When("{person} attaches the evidence {string} to case {string} with {int} KB of details")
    public void attachesTheEvidenceWithKilobytesOfDetails(String person, String description, String ref, int kb) {
        attach(person, description, ref, Map.of("transcript", "x".repeat(kb * 1024)));
    }

    private void attach(String person, String description, String ref, Map<String, String> details) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        String material = "evidence-store://" + who.tenantId().value() + "/" + caseId + "/" + description.hashCode();
        context.attempt(() -> RawCommands.attachEvidence(caseId, description, material, sha256(material),
                        MATERIAL_SIZE, details, null)
                .flatMap(command -> context.core().attachEvidence(who, command)));
    }

    @Then("{person} sees the evidence of case {string}:")
    public void seesTheEvidenceOfCase(String person, String ref, DataTable expected) {
        Tables.assertRows(expected, evidenceOf(person, ref).stream().map(EvidenceSteps::row).toList());
    }

    @Then("{person} sees no evidence on case {string}")
    public void seesNoEvidenceOnCase(String person, String ref) {
        assertEquals(List.of(), evidenceOf(person, ref).stream().map(EvidenceSteps::row).toList(),
                "evidence of case " + ref);
    }

    private List<Evidence> evidenceOf(String person, String ref) {
        Principal who = context.person(person);
        String caseId = context.names().caseId(who.tenantId(), ref);
        return EveryPage.all(page -> RawQueries.caseId(caseId).flatMap(id -> context.core().evidenceOfCase(who, id, page)));
    }

    private static Map<String, String> row(Evidence evidence) {
        return Tables.row(
                "evidence", evidence.description().value(),
                "attached by", evidence.attachedBy().value(),
                "attached at", Words.when(evidence.attachedAt()),
                "details", evidence.metadata().entries().entrySet().stream()
                        .map(entry -> entry.getKey() + ": " + entry.getValue())
                        .collect(Collectors.joining("; ")));
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(
                    MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
