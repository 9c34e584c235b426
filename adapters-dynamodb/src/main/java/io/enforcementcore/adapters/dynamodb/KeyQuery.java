package io.enforcementcore.adapters.dynamodb;

import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * One Query by key condition only (never a filter), always with a Limit, paged by encoded
 * LastEvaluatedKey positions. Base-table and LSI reads are strongly consistent; GSI reads cannot be.
 */
final class KeyQuery {
    private final String index;
    private final String partitionAttribute;
    private final String sortAttribute;
    private String sortCondition = "";
    private final Map<String, AttributeValue> values = new HashMap<>();
    private boolean forward = true;

    private KeyQuery(String index, String partitionAttribute, String sortAttribute, String partitionKey) {
        this.index = index;
        this.partitionAttribute = partitionAttribute;
        this.sortAttribute = sortAttribute;
        values.put(":pk", AttributeValue.fromS(partitionKey));
    }

    static KeyQuery table(String partitionKey) {
        return new KeyQuery(io.enforcementcore.domain.port.StorageCall.BASE_TABLE, KeyGrammar.PK, KeyGrammar.SK,
                partitionKey);
    }

    static KeyQuery on(TableDefinition.Index index, String partitionKey) {
        return new KeyQuery(index.name(), index.partitionKey(), index.sortKey(), partitionKey);
    }

    KeyQuery beginsWith(String prefix) {
        values.put(":prefix", AttributeValue.fromS(prefix));
        sortCondition = " AND begins_with(#sk, :prefix)";
        return this;
    }

    KeyQuery between(String low, String high) {
        values.put(":low", AttributeValue.fromS(low));
        values.put(":high", AttributeValue.fromS(high));
        sortCondition = " AND #sk BETWEEN :low AND :high";
        return this;
    }

    KeyQuery atLeast(String low) {
        values.put(":low", AttributeValue.fromS(low));
        sortCondition = " AND #sk >= :low";
        return this;
    }

    KeyQuery atMost(String high) {
        values.put(":high", AttributeValue.fromS(high));
        sortCondition = " AND #sk <= :high";
        return this;
    }

    KeyQuery descending() {
        forward = false;
        return this;
    }

    private boolean consistent() {
        return !index.startsWith("GSI");
    }

    QueryRequest.Builder request(int limit, io.vavr.control.Option<String> after) {
        Map<String, String> names = new HashMap<>();
        names.put("#pk", partitionAttribute);
        if (!sortCondition.isEmpty()) {
            names.put("#sk", sortAttribute);
        }
        QueryRequest.Builder request = QueryRequest.builder()
                .keyConditionExpression("#pk = :pk" + sortCondition)
                .expressionAttributeNames(names)
                .expressionAttributeValues(values)
                .scanIndexForward(forward)
                .consistentRead(consistent())
                .limit(limit);
        if (index.startsWith("GSI") || index.startsWith("LSI")) {
            request.indexName(index);
        }
        after.forEach(position -> request.exclusiveStartKey(PagePositions.decode(position)));
        return request;
    }

    /** Runs one page; the items of another tenant (a case collection is one tenant's) read as nothing. */
    <T> Page<T> page(StorageClient client, String attribution, PageRequest page, TenantId tenant,
                     Function<Map<String, AttributeValue>, T> decode) {
        StorageClient.QueryPage result = client.query(attribution, index, request(page.limit(), page.after()));
        List<Map<String, AttributeValue>> items = result.items();
        if (!items.isEmpty() && !tenant.value().equals(new ItemReader(items.get(0)).tenantId())) {
            return Page.empty();
        }
        return new Page<>(items.stream().map(decode).toList(), result.lastEvaluatedKey().map(PagePositions::encode));
    }

    /** Runs one page of a view that spans tenants (the outbox relay's). */
    <T> Page<T> pageOfAllTenants(StorageClient client, String attribution, PageRequest page,
                                 Function<Map<String, AttributeValue>, T> decode) {
        StorageClient.QueryPage result = client.query(attribution, index, request(page.limit(), page.after()));
        return new Page<>(result.items().stream().map(decode).toList(),
                result.lastEvaluatedKey().map(PagePositions::encode));
    }
}
