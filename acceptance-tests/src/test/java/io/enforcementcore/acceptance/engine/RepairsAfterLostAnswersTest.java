package io.enforcementcore.acceptance.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.acceptance.support.RecordingChannel;
import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.command.CreateTask;
import io.enforcementcore.application.command.LinkParty;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.RenameCase;
import io.enforcementcore.application.command.SweepSnapshotDrift;
import io.enforcementcore.application.query.DriftReport;
import io.enforcementcore.application.query.DriftReport.Drift;
import io.enforcementcore.application.query.DriftReport.SnapshotKind;
import io.enforcementcore.application.query.ReconciliationReport;
import io.enforcementcore.application.query.RelayReport;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.CaseDecisions;
import io.enforcementcore.domain.fixtures.ChangeSets;
import io.enforcementcore.domain.model.AtRevision;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseParty;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.PartyId;
import io.enforcementcore.domain.model.PartyKind;
import io.enforcementcore.domain.model.PartyRole;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Task;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.model.UserId;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.domain.port.StoragePorts;
import io.enforcementcore.metering.ForObservingStorage;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A snapshot repair whose answer is lost after the engine applied it, while another instance renames the
 * case back to the title the repair found and brings the snapshots back to it, before the adapter sends
 * the repair again. A repair steps no version and leaves no fact, and the engine ignores ClientRequestToken,
 * so only the revision the repair read keeps the resent request from landing a second time and leaving
 * the snapshot at a title META no longer has, with nothing pending to fix it. Each job must end with the
 * snapshot equal to META and count its one repair once: refused when resent, so skipped.
 */
class RepairsAfterLostAnswersTest {
    private static final TenantId TENANT = new TenantId("north");
    private static final Title FIRST = new Title("Unlicensed lending");
    private static final Title SECOND = new Title("Unlicensed lending and debt collection");
    private static final Title PROFILE_NAME = new Title("PT Maju");
    private static final Title LINKED_NAME = new Title("PT Maju Jaya");
    /** Only a snapshot repair's transaction conditions an item on the snapshot it shows. */
    private static final String A_REPAIR = ":expectedSnapshot";

    private final String table = DynamoDbTestStores.freshTable();
    private final LostAnswerWire wire = new LostAnswerWire(UrlConnectionHttpClient.create());
    private final DynamoDbClient client = DynamoDbClient.builder().httpClient(wire)
            .endpointOverride(DynamoDbTestEngine.endpoint()).region(Region.US_EAST_1)
            .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("team", "team")))
            .overrideConfiguration(override -> override.retryStrategy(AwsRetryStrategy.doNotRetry())).build();
    private final DynamoDbStorage storage = DynamoDbStorage.builder(client, table)
            .retryingInTheAdapter(3, Duration.ofMillis(1), Duration.ofMillis(4)).build();
    private final StoragePorts elsewhere = DynamoDbTestStores.connect(table, ForObservingStorage.NONE);
    private final RecordingChannel channel = new RecordingChannel();
    private final EnforcementCore mine = EnforcementCoreBuilder.on(storage.ports()).publishingTo(channel).build();
    private final EnforcementCore theirs = EnforcementCoreBuilder.on(elsewhere).publishingTo(channel).build();
    private final Principal supervisor = Principal.of(TENANT.value(), "sara", Classification.CONFIDENTIAL,
            Role.SUPERVISOR);
    private final Principal operator = Principal.of("platform", "otto", Classification.PUBLIC,
            Role.PLATFORM_OPERATOR);

    @AfterEach
    void dropTheTable() {
        storage.close();
        client.close();
        DynamoDbTestStores.dropTable(table);
    }

    @Test
    void a_reconciliation_resent_after_the_title_went_back_leaves_the_task_on_meta_and_counts_its_repair_skipped() {
        CaseId caseId = aCaseWithATaskRenamedOnce();
        wire.loseTheAnswerTo(body -> body.contains(A_REPAIR), () -> {
            renamedBack(caseId);
            theirs.reconcileCaseTitles(supervisor, caseId).get();
        });

        ReconciliationReport report = mine.reconcileCaseTitles(supervisor, caseId).get();

        assertEquals(1, wire.lost(), "the repair's answer was lost once");
        assertEquals(FIRST, titleOnMeta(caseId));
        assertEquals(List.of(FIRST), taskTitles(caseId));
        assertEquals(new ReconciliationReport(1, 0, 1, 0, 0, 0), report);
    }

    @Test
    void a_relay_repair_resent_after_the_title_went_back_leaves_the_task_on_meta_and_counts_its_repair_skipped() {
        CaseId caseId = aCaseWithATaskRenamedOnce();
        wire.loseTheAnswerTo(body -> body.contains(A_REPAIR), () -> {
            renamedBack(caseId);
            theirs.relayOutbox(operator, 10).get();
        });

        RelayReport report = mine.relayOutbox(operator, 10).get();

        assertEquals(1, wire.lost(), "the repair's answer was lost once");
        assertEquals(FIRST, titleOnMeta(caseId));
        assertEquals(List.of(FIRST), taskTitles(caseId));
        assertEquals(List.of(), theirs.pendingOutbox(operator, 10).get(), "nothing is left pending to fix it");
        assertEquals(new RelayReport(1, 0, 0, 1, 0, 1, 0), report);
    }

    @Test
    void a_drift_sweep_repair_resent_after_the_title_went_back_leaves_the_task_on_meta_and_counts_it_skipped() {
        CaseId caseId = aCaseWithATaskRenamedOnce();
        wire.loseTheAnswerTo(body -> body.contains(A_REPAIR), () -> {
            renamedBack(caseId);
            theirs.reconcileCaseTitles(supervisor, caseId).get();
        });

        DriftReport report = mine.sweepSnapshotDrift(operator, new SweepSnapshotDrift(1, 1, 1_000_000, 0, 0,
                Map.of(), progress -> { })).get();

        assertEquals(1, wire.lost(), "the repair's answer was lost once");
        assertEquals(FIRST, titleOnMeta(caseId));
        assertEquals(List.of(FIRST), taskTitles(caseId));
        assertEquals(new Drift(1, 0, 1), report.of(SnapshotKind.TASK_CASE_TITLE));
    }

    /**
     * No command puts an edge's party name back, so another instance's repair to the name the sweep read stands
     * in for it: the sweep's repair, sent again, must not land over it a second time.
     */
    @Test
    void a_drift_sweep_party_name_repair_resent_after_the_edge_went_back_does_not_land_twice() {
        PartyId party = new PartyId("pt-maju");
        CaseId first = aCase("LOST-1");
        CaseId second = aCase("LOST-2");
        theirs.linkParty(supervisor, new LinkParty(first, Classification.PUBLIC, party, PartyKind.COMPANY, PROFILE_NAME,
                PartyRole.RESPONDENT)).get();
        theirs.linkParty(supervisor, new LinkParty(second, Classification.PUBLIC, party, PartyKind.COMPANY,
                LINKED_NAME, PartyRole.RESPONDENT)).get();
        wire.loseTheAnswerTo(body -> body.contains(A_REPAIR), () -> {
            AtRevision<CaseParty> repaired = elsewhere.migration().snapshots(0, 1, Option.none(), 100).links().stream()
                    .filter(edge -> edge.value().caseId().equals(second)).findFirst().orElseThrow();
            assertTrue(elsewhere.changes().commit(ChangeSets.of(CommandId.C12, TENANT,
                    CaseDecisions.refreshPartyName(repaired, LINKED_NAME, Instant.now()))).isRight());
        });

        DriftReport report = mine.sweepSnapshotDrift(operator, new SweepSnapshotDrift(1, 1, 1_000_000, 0, 0,
                Map.of(), progress -> { })).get();

        assertEquals(1, wire.lost(), "the repair's answer was lost once");
        assertEquals(List.of(LINKED_NAME), elsewhere.cases().partiesOfCase(TENANT, second, PageRequest.first(10))
                .items().stream().map(CaseParty::partyName).toList(), "the name the last write left");
        assertEquals(new Drift(1, 0, 1), report.of(SnapshotKind.PARTY_NAME_ON_EDGES));
    }

    private CaseId aCase(String ref) {
        return theirs.openCase(supervisor, new OpenCase(new ExternalRef(ref), FIRST, new RiskScore(40),
                Classification.PUBLIC, new OrgId("north-markets"))).get().caseId();
    }

    /**
     * A case titled {@link #FIRST} with one task, every event relayed, then renamed to {@link #SECOND}: the task
     * still shows the first title, and only the rename's event is pending.
     */
    private CaseId aCaseWithATaskRenamedOnce() {
        CaseId caseId = aCase("LOST-1");
        theirs.createTask(supervisor, new CreateTask(caseId, new Title("Ask for the loan ledger"),
                new UserId("nadia"), Instant.parse("2026-07-12T17:00:00Z"))).get();
        theirs.relayOutbox(operator, 10).get();
        theirs.renameCase(supervisor, new RenameCase(caseId, 1, SECOND)).get();
        return caseId;
    }

    private void renamedBack(CaseId caseId) {
        theirs.renameCase(supervisor, new RenameCase(caseId, 2, FIRST)).get();
    }

    private Title titleOnMeta(CaseId caseId) {
        return elsewhere.cases().metadata(TENANT, caseId).get().title();
    }

    private List<Title> taskTitles(CaseId caseId) {
        return elsewhere.cases().tasksOfCase(TENANT, caseId, Option.none(), PageRequest.first(10)).items().stream()
                .map(Task::caseTitle).toList();
    }
}
