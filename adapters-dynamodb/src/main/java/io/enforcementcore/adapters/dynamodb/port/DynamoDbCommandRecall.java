package io.enforcementcore.adapters.dynamodb.port;

import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.item.RecordCodecs;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternRegistry;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ForRecallingCommands;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * {@link ForRecallingCommands}: a consistent GetItem of {@code IDEMPOTENCY#<tenant>#<key>}. DynamoDB deletes
 * an expired record some time after its time-to-live, so whether it has expired is decided here, on the
 * item read, never by a filter.
 */
public final class DynamoDbCommandRecall implements ForRecallingCommands {
    private final StorageClient client;

    public DynamoDbCommandRecall(StorageClient client) {
        this.client = client;
    }

    @Override
    public Option<IdempotencyRecord> recall(TenantId tenantId, IdempotencyKey key, Instant asOf) {
        return DynamoDbCaseReader.owned(client.get(AccessPatternRegistry.IDEMPOTENCY.id(), KeyGrammar.idempotency(tenantId, key)), tenantId)
                .map(RecordCodecs::idempotency)
                .filter(record -> !record.hasExpiredAt(asOf));
    }
}
