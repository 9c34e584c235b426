package io.enforcementcore.adapters.dynamodb;

import static io.enforcementcore.domain.fixtures.ChangeSets.LATER;
import static io.enforcementcore.domain.fixtures.ChangeSets.opening;
import static io.enforcementcore.domain.fixtures.ChangeSets.publishing;
import static io.enforcementcore.domain.fixtures.ChangeSets.rememberedAs;
import static io.enforcementcore.domain.fixtures.Fixtures.aCaseUnderReview;
import static io.enforcementcore.domain.fixtures.Fixtures.anIdempotencyRecord;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.enforcementcore.adapters.dynamodb.engine.DynamoDbTestEngine;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.read.IndexProjections;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.domain.catalog.CommandId;
import io.enforcementcore.domain.decision.Change;
import io.enforcementcore.domain.fixtures.Ids;
import io.enforcementcore.domain.fixtures.NewCase;
import io.enforcementcore.domain.model.OutboxEvent;
import io.enforcementcore.domain.model.RetentionPolicy;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ChangeSet;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.enforcementcore.domain.port.Receipt;
import io.enforcementcore.domain.port.StoreMisconfigured;
import io.enforcementcore.metering.ForObservingStorage;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/** The table's time-to-live: turned on by the table's creation, and carried by the items that expire. */
class TimeToLiveTest {
    private final String table = DynamoDbTestEngine.uniqueTableName("time-to-live");
    private final DynamoDbStorage storage = DynamoDbTestStores.storage(table, ForObservingStorage.NONE);
    private final TenantId tenant = Ids.aTenant();

    @AfterEach
    void dropTable() {
        storage.close();
        DynamoDbTestStores.dropTable(table);
    }

    @Test
    void creating_the_table_turns_time_to_live_on_for_expires_at_once_however_often_asked() {
        storage.createTableIfMissing();
        storage.createTableIfMissing();

        TimeToLiveDescription ttl = describeTimeToLive();
        assertEquals(TableDefinition.TIME_TO_LIVE_ATTRIBUTE, ttl.attributeName());
        assertEquals("ENABLED", ttl.timeToLiveStatusAsString());
    }

    @Test
    void a_time_to_live_on_another_attribute_is_left_alone_and_named_in_the_refusal() {
        storage.client().createTable(IndexProjections.byNeed().table(table).createRequest());
        storage.client().updateTimeToLive(UpdateTimeToLiveRequest.builder().tableName(table)
                .timeToLiveSpecification(TimeToLiveSpecification.builder().attributeName("purgeAfter").enabled(true)
                        .build()).build());

        StoreMisconfigured refused = assertThrows(StoreMisconfigured.class, storage::createTableIfMissing);

        assertTrue(refused.getMessage().contains(
                "time to live: expected ENABLED on expiresAt, found ENABLED on purgeAfter"), refused.getMessage());
        assertEquals("purgeAfter", describeTimeToLive().attributeName());
    }

    @Test
    void an_idempotency_record_carries_its_expiry_as_a_number_of_epoch_seconds() {
        storage.createTableIfMissing();
        NewCase aCase = aCaseUnderReview(tenant);
        IdempotencyRecord record = anIdempotencyRecord(tenant, Receipt.ofCase(CommandId.C01, aCase.caseId(), 1));
        commit(rememberedAs(opening(aCase), record));

        Map<String, AttributeValue> item = get(KeyGrammar.idempotency(tenant, record.key()).asMap());

        assertEquals(AttributeValue.fromN(Long.toString(record.expiresAt().getEpochSecond())),
                item.get(TableDefinition.TIME_TO_LIVE_ATTRIBUTE));
    }

    @Test
    void an_outbox_event_carries_an_expiry_only_once_it_is_published() {
        storage.createTableIfMissing();
        NewCase aCase = aCaseUnderReview(tenant);
        ChangeSet opened = opening(aCase);
        commit(opened);
        OutboxEvent event = opened.changes().stream().filter(Change.AppendOutbox.class::isInstance)
                .map(change -> ((Change.AppendOutbox) change).event()).findFirst().orElseThrow();
        Map<String, AttributeValue> key = KeyGrammar.outboxEvent(event.caseId(), event.occurredAt(), event.eventId())
                .asMap();
        assertFalse(get(key).containsKey(TableDefinition.TIME_TO_LIVE_ATTRIBUTE), "a pending event never expires");

        commit(publishing(event));

        long expected = RetentionPolicy.DEFAULT.publishedOutboxExpiry(LATER).getEpochSecond();
        assertEquals(AttributeValue.fromN(Long.toString(expected)), get(key).get(TableDefinition.TIME_TO_LIVE_ATTRIBUTE));
    }

    private void commit(ChangeSet changes) {
        assertTrue(storage.ports().changes().commit(changes).isRight(), "commit of " + changes.command());
    }

    private Map<String, AttributeValue> get(Map<String, AttributeValue> key) {
        return storage.client().getItem(GetItemRequest.builder().tableName(table).key(key).consistentRead(true).build())
                .item();
    }

    private TimeToLiveDescription describeTimeToLive() {
        return storage.client().describeTimeToLive(DescribeTimeToLiveRequest.builder().tableName(table).build())
                .timeToLiveDescription();
    }
}
