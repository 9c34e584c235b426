package io.enforcementcore.adapters.dynamodb.read;

import io.enforcementcore.adapters.dynamodb.client.StorageClient;
import io.enforcementcore.adapters.dynamodb.item.ItemReader;
import io.enforcementcore.adapters.dynamodb.table.KeyGrammar;
import io.enforcementcore.adapters.dynamodb.table.TableDefinition;
import io.enforcementcore.domain.model.TenantId;
import io.enforcementcore.domain.port.Page;
import io.enforcementcore.domain.port.PageRequest;
import io.enforcementcore.metering.StorageCall;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * One Query by key condition only (never a filter), always with a Limit no larger than its access
 * pattern's page bound, paged by encoded LastEvaluatedKey positions. Made by an
 * {@link AccessPatternPlan}, which fixes its attribution, index, direction and prefix. Base-table and
 * LSI reads are strongly consistent; GSI reads cannot be.
 */
public final class KeyQuery {
    private final String attribution;
    private final String index;
    private final int pageBound;
    private final String partitionAttribute;
    private final String sortAttribute;
    private String sortCondition = "";
    private final Map<String, AttributeValue> values = new HashMap<>();
    private boolean forward = true;

    private KeyQuery(String attribution, String index, int pageBound, String partitionAttribute,
                     String sortAttribute, String partitionKey) {
        this.attribution = attribution;
        this.index = index;
        this.pageBound = pageBound;
        this.partitionAttribute = partitionAttribute;
        this.sortAttribute = sortAttribute;
        values.put(":pk", AttributeValue.fromS(partitionKey));
    }

    /** A query of {@code index} ({@code table} or an index name), reported under {@code attribution}. */
    public static KeyQuery of(String attribution, String index, String partitionKey, int pageBound) {
        if (StorageCall.BASE_TABLE.equals(index)) {
            return new KeyQuery(attribution, index, pageBound, KeyGrammar.PK, KeyGrammar.SK, partitionKey);
        }
        TableDefinition.Index i = TableDefinition.Index.valueOf(index);
        return new KeyQuery(attribution, index, pageBound, i.partitionKey(), i.sortKey(), partitionKey);
    }

    public KeyQuery beginsWith(String prefix) {
        clearSortCondition();
        values.put(":prefix", AttributeValue.fromS(prefix));
        sortCondition = " AND begins_with(#sk, :prefix)";
        return this;
    }

    /** Replaces any sort-key condition set before (a plan's prefix, say) by the range. */
    public KeyQuery between(String low, String high) {
        clearSortCondition();
        values.put(":low", AttributeValue.fromS(low));
        values.put(":high", AttributeValue.fromS(high));
        sortCondition = " AND #sk BETWEEN :low AND :high";
        return this;
    }

    public KeyQuery atLeast(String low) {
        clearSortCondition();
        values.put(":low", AttributeValue.fromS(low));
        sortCondition = " AND #sk >= :low";
        return this;
    }

    public KeyQuery atMost(String high) {
        clearSortCondition();
        values.put(":high", AttributeValue.fromS(high));
        sortCondition = " AND #sk <= :high";
        return this;
    }

    private void clearSortCondition() {
        values.keySet().removeAll(Set.of(":prefix", ":low", ":high"));
        sortCondition = "";
    }

    public KeyQuery descending() {
        forward = false;
        return this;
    }

    private int limit(PageRequest page) {
        return Math.min(page.limit(), pageBound);
    }

    private boolean consistent() {
        return TableDefinition.readsConsistently(index);
    }

    public QueryRequest.Builder request(int limit, Option<String> after) {
        return request(limit, after, Option.none());
    }

    /**
     * The request of one page; {@code projected}: the attributes the index holds, asked for by name so
     * that a read of an LSI never fetches from the table unseen.
     */
    public QueryRequest.Builder request(int limit, Option<String> after,
                                        Option<List<String>> projected) {
        Map<String, String> names = new HashMap<>();
        names.put("#pk", partitionAttribute);
        if (!sortCondition.isEmpty()) {
            names.put("#sk", sortAttribute);
        }
        List<String> asked = projected.getOrElse(List.of());
        for (int i = 0; i < asked.size(); i++) {
            names.put("#p" + i, asked.get(i));
        }
        QueryRequest.Builder request = QueryRequest.builder()
                .keyConditionExpression("#pk = :pk" + sortCondition)
                .expressionAttributeNames(names)
                .expressionAttributeValues(values)
                .scanIndexForward(forward)
                .consistentRead(consistent())
                .limit(limit);
        if (!StorageCall.BASE_TABLE.equals(index)) {
            request.indexName(index);
        }
        if (!asked.isEmpty()) {
            request.projectionExpression(IntStream.range(0, asked.size()).mapToObj(i -> "#p" + i)
                    .collect(Collectors.joining(", ")));
        }
        after.forEach(position -> request.exclusiveStartKey(PagePositions.decode(position)));
        return request;
    }

    /** Runs one page; the items of another tenant (a case collection is one tenant's) read as nothing. */
    public <T> Page<T> page(StorageClient client, PageRequest page, TenantId tenant,
                     Function<Map<String, AttributeValue>, T> decode) {
        StorageClient.QueryPage result = run(client, page);
        List<Map<String, AttributeValue>> items = result.items();
        if (!items.isEmpty() && !tenant.value().equals(new ItemReader(items.get(0)).tenantId())) {
            return Page.empty();
        }
        return decoded(result, decode);
    }

    /** Runs one page of a view that spans tenants (the outbox relay's). */
    public <T> Page<T> pageOfAllTenants(StorageClient client, PageRequest page,
                                 Function<Map<String, AttributeValue>, T> decode) {
        return decoded(run(client, page), decode);
    }

    private StorageClient.QueryPage run(StorageClient client, PageRequest page) {
        return client.query(attribution, index, request(limit(page), page.after(), client.projectionOf(index)));
    }

    private static <T> Page<T> decoded(StorageClient.QueryPage result,
                                       Function<Map<String, AttributeValue>, T> decode) {
        return new Page<>(result.items().stream().map(decode).toList(),
                result.lastEvaluatedKey().map(PagePositions::encode));
    }
}
