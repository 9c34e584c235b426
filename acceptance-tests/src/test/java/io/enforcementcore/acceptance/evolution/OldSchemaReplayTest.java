package io.enforcementcore.acceptance.evolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.enforcementcore.adapters.dynamodb.DynamoDbStorage;
import io.enforcementcore.adapters.dynamodb.DynamoDbTestStores;
import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.adapters.dynamodb.model.TableModel;
import io.enforcementcore.application.EnforcementCore;
import io.enforcementcore.application.EnforcementCoreBuilder;
import io.enforcementcore.application.command.ChangeExternalRef;
import io.enforcementcore.application.command.OpenCase;
import io.enforcementcore.application.command.RenameCase;
import io.enforcementcore.application.command.TransitionCase;
import io.enforcementcore.application.projection.CaseActivityProjection;
import io.enforcementcore.application.projection.CaseFact;
import io.enforcementcore.application.projection.CaseHistory;
import io.enforcementcore.application.security.Principal;
import io.enforcementcore.application.security.Role;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.CaseStatus;
import io.enforcementcore.domain.model.Classification;
import io.enforcementcore.domain.model.ExternalRef;
import io.enforcementcore.domain.model.OrgId;
import io.enforcementcore.domain.model.RiskScore;
import io.enforcementcore.domain.model.Title;
import io.enforcementcore.domain.port.Receipt;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * A replay on DynamoDB whose history was written by an older and by a newer version of the platform: the
 * timeline's items are rewritten as schema 1 wrote them (no schema version) and as the next schema would
 * (a field this code does not know), and the activity summary rebuilt from them, shuffled and doubled, is
 * exactly the one the relay built live. The in-memory store keeps domain records, not items, so it has no
 * schema to age; the same replay runs on it in the case activity scenarios.
 */
class OldSchemaReplayTest {
    private static final Principal SUPERVISOR = Principal.of("north", "sara", Classification.CONFIDENTIAL, Role.SUPERVISOR);
    private static final Principal OPERATOR = Principal.of("platform", "otto", Classification.PUBLIC, Role.PLATFORM_OPERATOR);

    private final String table = DynamoDbTestStores.freshTable();
    private final DynamoDbClient client = DynamoDbClient.builder().endpointOverride(DynamoDbTestEngine.endpoint())
            .region(Region.US_EAST_1).httpClientBuilder(UrlConnectionHttpClient.builder())
            .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
            .build();
    private final DynamoDbStorage storage = DynamoDbStorage.builder(client, table).build();
    private final CaseActivityProjection live = new CaseActivityProjection();
    private final EnforcementCore core = EnforcementCoreBuilder.on(storage.ports()).publishingTo(live).build();

    @AfterEach
    void close() {
        storage.close();
        client.close();
        DynamoDbTestStores.dropTable(table);
    }

    @Test
    void a_history_written_by_schema_1_rebuilds_exactly_the_live_summary() {
        CaseId caseId = aCaseWithAHistory();

        timelineOf(caseId).forEach(item -> rewrite(item, old -> {
            old.remove("schemaVersion");
            return old;
        }));

        assertEquals(live.all(), rebuiltFrom(caseId));
    }

    @Test
    void a_history_written_by_the_next_schema_rebuilds_exactly_the_live_summary() {
        CaseId caseId = aCaseWithAHistory();

        timelineOf(caseId).forEach(item -> rewrite(item, next -> {
            next.put("schemaVersion", AttributeValue.fromN(String.valueOf(TableModel.CURRENT_SCHEMA_VERSION + 1)));
            next.put("channel", AttributeValue.fromS("web"));
            return next;
        }));

        assertEquals(live.all(), rebuiltFrom(caseId));
    }

    private CaseId aCaseWithAHistory() {
        Receipt opened = core.openCase(SUPERVISOR, new OpenCase(new ExternalRef("ABC-2026-0001"),
                new Title("Unlicensed lending scheme"), new RiskScore(65), Classification.PUBLIC,
                new OrgId("consumer-credit"))).get();
        CaseId caseId = opened.caseId();
        Receipt moved = core.transitionCase(SUPERVISOR, new TransitionCase(caseId, opened.version(),
                CaseStatus.NOTICE_ISSUED)).get();
        Receipt renamed = core.renameCase(SUPERVISOR, new RenameCase(caseId, moved.version(),
                new Title("Unlicensed lending and debt collection"))).get();
        core.changeExternalRef(SUPERVISOR, new ChangeExternalRef(caseId, renamed.version(),
                new ExternalRef("ABC-2026-0001-A"))).get();
        core.relayOutbox(OPERATOR, 100).get();
        assertEquals(1, live.all().size(), "the relay fed the live summary");
        return caseId;
    }

    private List<?> rebuiltFrom(CaseId caseId) {
        List<CaseFact> history = new ArrayList<>(CaseHistory.of(core, SUPERVISOR, caseId).get());
        assertFalse(history.isEmpty());
        history.addAll(List.copyOf(history));
        Collections.shuffle(history, new Random(7));
        return CaseActivityProjection.replay(history).all();
    }

    private List<Map<String, AttributeValue>> timelineOf(CaseId caseId) {
        List<Map<String, AttributeValue>> items = client.query(QueryRequest.builder().tableName(table).limit(100)
                .consistentRead(true).keyConditionExpression("PK = :pk AND begins_with(SK, :event)")
                .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("CASE#" + caseId.value()),
                        ":event", AttributeValue.fromS("EVENT#"))).build()).items();
        assertEquals(4, items.size(), "the timeline of the case");
        return items;
    }

    private void rewrite(Map<String, AttributeValue> item, UnaryOperator<Map<String, AttributeValue>> change) {
        client.putItem(PutItemRequest.builder().tableName(table).item(change.apply(new HashMap<>(item))).build());
    }
}
