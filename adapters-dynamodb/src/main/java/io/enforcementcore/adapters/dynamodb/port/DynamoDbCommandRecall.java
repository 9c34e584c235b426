package io.enforcementcore.adapters.dynamodb.port;

import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.item.CaseCodecs;
import io.enforcementcore.adapters.dynamodb.item.RecordCodecs;
import io.enforcementcore.adapters.dynamodb.read.AccessPatternRegistry;
import io.enforcementcore.adapters.dynamodb.table.ItemKey;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.domain.model.CaseId;
import io.enforcementcore.domain.model.IdempotencyKey;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.ForRecallingCommands;
import io.enforcementcore.domain.port.IdempotencyRecord;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link ForRecallingCommands}: a consistent GetItem of {@code IDEMPOTENCY#<tenant>#<key>}, or a consistent
 * BatchGetItem of it and the case's META. DynamoDB deletes an expired record some time after its
 * time-to-live, so whether it has expired is decided here, on the item read, never by a filter.
 */
public final class DynamoDbCommandRecall implements ForRecallingCommands {
    private final StorageClient client;

    public DynamoDbCommandRecall(StorageClient client) {
        this.client = client;
    }

    @Override
    public Option<IdempotencyRecord> recall(TenantId tenantId, IdempotencyKey key, Instant asOf) {
        return unexpired(client.get(AccessPatternRegistry.IDEMPOTENCY.id(), KeyGrammar.idempotency(tenantId, key)),
                tenantId, asOf);
    }

    @Override
    public RecallWithCase recallWithCase(TenantId tenantId, IdempotencyKey key, Instant asOf, CaseId caseId) {
        ItemKey record = KeyGrammar.idempotency(tenantId, key);
        ItemKey meta = KeyGrammar.caseMeta(caseId);
        Map<ItemKey, Map<String, AttributeValue>> found = client.batchGet(AccessPatternRegistry.IDEMPOTENCY.id(),
                List.of(record, meta));
        return new RecallWithCase(unexpired(Option.of(found.get(record)), tenantId, asOf),
                DynamoDbCaseReader.owned(Option.of(found.get(meta)), tenantId).map(CaseCodecs::meta));
    }

    private static Option<IdempotencyRecord> unexpired(Option<Map<String, AttributeValue>> item, TenantId tenantId,
                                                       Instant asOf) {
        return DynamoDbCaseReader.owned(item, tenantId).map(RecordCodecs::idempotency)
                .filter(record -> !record.hasExpiredAt(asOf));
    }
}
